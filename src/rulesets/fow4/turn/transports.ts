/**
 * Transports between the steps (pp. 23, 60; fow4 spec §3.6, §10.2):
 * - Send to the Rear: at the end of every step, empty unarmoured or unarmed transports leave the
 *   table (not Destroyed; a Bailed Out one remounts); at the end of their Movement Step the
 *   active player may send other empty transports with them (their choice: the built-in opponent
 *   keeps them).
 * - Bring Forward: before a unit moves, its owner may bring back all its transports that are at
 *   the rear; the table places them (within 4"/10cm of the unit, away from the enemy) and they
 *   move at Dash, after taking on passengers.
 * - After any loss: a Destroyed unit's Transport Attachment is removed, and passengers whose
 *   transport is gone dismount Pinned Down (bridge/transports.ts).
 */
import { decide, decideSet, type Procedure } from '../../../engine/request.js';
import { applyChanges, describeChange, teamChange, type StateChange } from '../bridge/changes.js';
import { emptyTransports, lossFollowUps, mustGoToRear } from '../bridge/transports.js';
import type { ForceUnit } from '../force.js';
import type { GameState } from '../schema/game.js';
import { TURN } from './rules.js';
import { activeIndex, play, withPlay, withUnit, type GameView } from './units.js';

const YES_NO = [
  { value: true, label: 'yes' },
  { value: false, label: 'no' },
] as const;

function applied(state: GameState, changes: readonly StateChange[]): { state: GameState; report: string[] } {
  const r = applyChanges(state, changes);
  return { state: r.state, report: r.applied.filter((c) => c.field !== 'bailedOut').map(describeChange) };
}

/** A Destroyed unit's Transport Attachment leaves; passengers of a transport that is gone dismount Pinned Down. */
export function afterLosses(view: GameView): { state: GameState; report: string[] } {
  return applied(view.state, lossFollowUps(view));
}

/**
 * The end of a step: empty unarmoured or unarmed transports go to the rear (p. 23). `offer`: the
 * active player is also asked about their other empty transports (umpire offers it at the end of
 * the Movement Step, where passengers dismount, rather than at every step).
 */
export function* sendToRear(view: GameView, offer: boolean): Procedure<{ state: GameState; report: string[] }> {
  const changes: StateChange[] = [];
  const active = activeIndex(view.state);
  for (const [si, side] of view.state.sides.entries()) {
    const empty = emptyTransports(view, si);
    const must = empty.filter((e) => mustGoToRear(e.team.profile));
    let may = empty.filter((e) => !mustGoToRear(e.team.profile));
    if (offer && si === active && may.length > 0) {
      const ids = yield* decideSet<string>(
        'fow4.transports.rear',
        side.name,
        `Send any of ${side.name}'s empty transports to the rear (${TURN.sendToRear.page})? They leave the table, not Destroyed, until Brought Forward.`,
        may.map((e) => ({ value: e.team.id, label: `${e.team.id} (${e.team.name})` })),
        [],
      );
      may = may.filter((e) => ids.includes(e.team.id));
    } else may = [];
    for (const e of must)
      changes.push(
        teamChange(
          e.unit.side,
          e.unit.name,
          e.team.id,
          'sentToRear',
          true,
          'empty and unarmoured or unarmed: Sent to the Rear',
          TURN.sendToRear,
        ),
      );
    for (const e of may)
      changes.push(
        teamChange(e.unit.side, e.unit.name, e.team.id, 'sentToRear', true, 'empty: Sent to the Rear', TURN.sendToRear),
      );
    // A Bailed Out transport sent to the rear remounts.
    for (const e of [...must, ...may])
      if (e.team.state.bailedOut)
        changes.push(
          teamChange(
            e.unit.side,
            e.unit.name,
            e.team.id,
            'bailedOut',
            undefined,
            'remounts at the rear',
            TURN.sendToRear,
          ),
        );
  }
  return applied(view.state, changes);
}

/** Before `fu` moves: its owner may Bring Forward every transport of its Transport Attachment at the rear (p. 23). */
export function* bringForward(
  view: GameView,
  side: number,
  fu: ForceUnit,
): Procedure<{ state: GameState; report: string[] }> {
  const state = view.state;
  const transport = view.forces[side]!.units.find((x) => x.transportFor === fu.name);
  const ti = transport ? state.sides[side]!.units.findIndex((x) => x.unit === transport.name) : -1;
  const ts = state.sides[side]!.units[ti];
  if (!transport || !ts || ts.destroyed || (ts.deployment ?? 'table') !== 'table') return { state, report: [] };
  const back = ts.teams.filter((t) => !t.destroyed && t.sentToRear);
  if (back.length === 0) return { state, report: [] };
  const yes = yield* decide<boolean>(
    'fow4.transports.forward',
    state.sides[side]!.name,
    `Bring ${transport.name} forward before ${fu.name} moves (${TURN.bringForward.page})? All ${back.length} go within 4"/10cm of a team of ${fu.name}, not within 4"/10cm of an enemy team nor within 16"/40cm of one in Line of Sight unless Concealed from it by terrain; they then move at Dash, passengers may mount first.`,
    YES_NO,
    false,
  );
  if (!yes) return { state, report: [] };
  const ids = new Set(back.map((t) => t.id));
  let next = withUnit(state, { side, unit: ti }, (u) => ({
    ...u,
    teams: u.teams.map((t) => {
      if (!ids.has(t.id)) return t;
      const { sentToRear: _r, ...rest } = t;
      return { ...rest, movement: 'dashed', goneToGround: false };
    }),
  }));
  // They move at Dash this Movement Step: the Transport Unit's movement is settled.
  next = withPlay(next, { acted: [...(play(next).acted ?? []), transport.name] });
  return {
    state: next,
    report: [
      `${transport.name} is Brought Forward: ${back.length} team(s) placed beside ${fu.name}, moving at Dash (no shooting or assault this turn) (${TURN.bringForward.page}).`,
    ],
  };
}
