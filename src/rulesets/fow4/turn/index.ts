/**
 * The fow4 turn for `umpire play` (p. 16): Starting Step (automatic), Movement Step (the table
 * records each unit), Shooting Step and Assault Step (the active side acts unit by unit), then the
 * hand-over. Bound to one game's forces.
 */
import type { Procedure } from '../../../engine/request.js';
import type { PlayAction, PlayRuleset, PlayStep, StepOutcome } from '../../play.js';
import type { Out } from '../../contract.js';
import { TABLE } from '../../play.js';
import type { Force } from '../force.js';
import type { GameState } from '../schema/game.js';
import { assaultActions } from './assault.js';
import { assaultRefusals, bombardRefusals, shootingRefusals } from './refusals.js';
import { replaceLeaders } from './leaders.js';
import { shooters } from './shooting.js';
import { movementActions } from './movement.js';
import { playOdds } from './odds.js';
import { bombardKey, shootingStepActions, TABLE_AIMS, type Aims } from './bombard.js';
import { startingStep } from './starting.js';
import { endTurn, newTurnFlags, nextStep } from './turn.js';
import { afterLosses, sendToRear } from './transports.js';
import { activeIndex, play, withPlay, type GameView } from './units.js';

const NAMES: Record<string, string> = {
  setup: 'Setup',
  starting: 'Starting',
  movement: 'Movement',
  shooting: 'Shooting',
  assault: 'Assault',
  over: 'Game over',
};

export function action(id: string, label: string, run: () => Procedure<StepOutcome<GameState>>): PlayAction<GameState> {
  return { id, label, run };
}

/**
 * The end of a step: empty transports go to the rear (p. 23), then `then` moves on (the next
 * step, or the hand-over). A step that ended the game moves on at once.
 */
function* ending(
  forces: readonly Force[],
  out: StepOutcome<GameState>,
  then: (s: GameState) => StepOutcome<GameState>,
  offer = false,
): Procedure<StepOutcome<GameState>> {
  if (out.state.step === 'over') return out;
  const rear = yield* sendToRear({ state: out.state, forces }, offer);
  const next = then(rear.state);
  // The step's own tables (e.g. the Starting Step's tests) stay with it, before the next one's.
  const show =
    out.show && next.show
      ? async (o: Out) => {
          await out.show!(o);
          await next.show!(o);
        }
      : (out.show ?? next.show);
  return { ...next, ...(show ? { show } : {}), report: [...out.report, ...rear.report, ...next.report] };
}

/**
 * After a unit's action, it is marked as done for this step, destroyed Unit Leaders and
 * Formation Commanders are replaced (p. 40), and a Destroyed unit's transports follow (pp. 23, 60).
 */
export function marking(a: PlayAction<GameState>, unit: string, forces: readonly Force[]): PlayAction<GameState> {
  return action(a.id, a.label, function* () {
    const done = yield* a.run();
    const losses = afterLosses({ state: done.state, forces });
    const out = { ...done, state: losses.state, report: [...done.report, ...losses.report] };
    const lead = yield* replaceLeaders({ state: out.state, forces });
    // A unit that split its fire stays on offer while some of its teams have yet to shoot (p. 32).
    const side = activeIndex(lead.state);
    const split =
      a.id.startsWith('split:') &&
      (play(lead.state).splitFire ?? []).includes(unit) &&
      shooters({ state: lead.state, forces }, side).includes(unit);
    return {
      ...out,
      report: [...out.report, ...lead.report],
      state: split ? lead.state : withPlay(lead.state, { acted: [...(play(lead.state).acted ?? []), unit] }),
    };
  });
}

/** The Shooting Step's actions of `side`, each marking its unit as done when it ends; `how`: how the side aims. */
export function shootingStepMarked(view: GameView, side: number, how: Aims = TABLE_AIMS): PlayAction<GameState>[] {
  return shootingStepActions(view, side, how).map((a) => {
    const unit = a.id.slice(a.id.indexOf(':') + 1);
    // A bombardment (fired or refused) leaves the unit's other teams free to shoot (p. 45).
    return marking(a, a.id.startsWith('shoot:') || a.id.startsWith('split:') ? unit : bombardKey(unit), view.forces);
  });
}

export function fow4Play(forces: readonly Force[]): PlayRuleset<GameState> {
  const view = (state: GameState): GameView => ({ state, forces });
  return {
    id: 'fow4',
    header: (s) => ({ ruleset: 'fow4', turn: s.turn, active: s.active, step: NAMES[s.step] ?? s.step }),
    sides: (s) => s.sides.map((x) => x.name),
    outcome: (s) => {
      const o = play(s).outcome;
      return o && { winner: o.winner, reason: o.reason, ...(o.result ? { result: o.result } : {}), points: o.points };
    },
    odds: (s, pending) => playOdds({ state: s, forces }, pending),
    summary(s) {
      const o = play(s).outcome;
      if (!o) return ['The game is over.'];
      const pts = Object.entries(o.points)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
      return [
        o.winner ? `${o.winner} wins: ${o.result}. ${o.reason}.` : `No winner: ${o.reason}. Both players lose.`,
        `Victory Points (p. 93): ${pts}.`,
      ];
    },
    step(s): PlayStep<GameState> | undefined {
      const side = () => activeIndex(s);
      switch (s.step) {
        case 'starting':
          return {
            id: 'starting',
            name: 'Starting',
            chooser: TABLE,
            actions: () => [],
            finish: action('starting', 'Starting Step', function* () {
              return yield* ending(forces, yield* startingStep(view(newTurnFlags(s))), (state) => ({
                state,
                report: [],
              }));
            }),
          };
        case 'movement':
          return {
            id: 'movement',
            name: 'Movement',
            chooser: TABLE,
            actions: () =>
              movementActions(view(s), side(), play(s).acted ?? []).map((a) =>
                marking(a, a.id.slice('move:'.length), forces),
              ),
            finish: action('end-movement', 'end the Movement Step', () =>
              ending(
                forces,
                { state: s, report: ['Movement Step over.'] },
                (state) => ({ state: nextStep(state, 'shooting'), report: [] }),
                true,
              ),
            ),
          };
        case 'shooting':
          return {
            id: 'shooting',
            name: 'Shooting',
            chooser: 'active',
            actions: () => shootingStepMarked(view(s), side()),
            finish: action('end-shooting', 'end the Shooting Step', () =>
              ending(forces, { state: s, report: ['Shooting Step over.'] }, (state) => ({
                state: nextStep(state, 'assault'),
                report: [],
              })),
            ),
            unavailable: () => [
              ...shootingRefusals(
                view(s),
                side(),
                new Set(
                  shootingStepActions(view(s), side()).flatMap((a) =>
                    a.id.startsWith('shoot:') ? [a.id.slice('shoot:'.length)] : [],
                  ),
                ),
              ),
              // A bombardment the rules refuse now (a failed Blitz, p. 45), dimmed with its reason.
              ...bombardRefusals(
                view(s),
                side(),
                new Set(
                  shootingStepActions(view(s), side()).flatMap((a) =>
                    a.id.startsWith('bombard:') ? [a.id.slice('bombard:'.length)] : [],
                  ),
                ),
              ),
            ],
          };
        case 'assault':
          return {
            id: 'assault',
            name: 'Assault',
            chooser: 'active',
            actions: () =>
              assaultActions(view(s), side()).map((a) => marking(a, a.id.slice(a.id.indexOf(':') + 1), forces)),
            finish: action('end-turn', 'end the turn', () =>
              ending(forces, { state: s, report: [] }, (st) => endTurn(st, forces)),
            ),
            unavailable: () =>
              assaultRefusals(
                view(s),
                side(),
                new Set(
                  assaultActions(view(s), side()).flatMap((a) =>
                    a.id.startsWith('assault:') ? [a.id.slice('assault:'.length)] : [],
                  ),
                ),
              ),
          };
        default:
          return undefined;
      }
    },
  };
}
