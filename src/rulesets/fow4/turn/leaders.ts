/**
 * After every action that can destroy teams: a destroyed Formation Commander is replaced by an HQ
 * team of the same type, or survives on 3+ and switches to another team, or is killed (p. 40);
 * a destroyed Unit Leader is replaced by a team of the same type within 6"/15cm, chosen by the
 * owner, else the unit is leaderless and so not In Good Spirits (pp. 40, 60). Written to the game.
 */
import { throwDice } from '../../../dice/pool.js';
import { atLeast } from '../../../dice/target.js';
import { decide, decideSet, type Choice, type Procedure } from '../../../engine/request.js';
import { TABLE } from '../../play.js';
import { commanderTeamOf } from '../bridge/game.js';
import type { ForceUnit } from '../force.js';
import type { GameState, TeamState } from '../schema/game.js';
import type { CommanderResult } from '../shooting/result.js';
import { commanderAlive, forceTeam, forceUnit, onTable, withUnit, type GameView } from './units.js';

type Out = Procedure<{ state: GameState; report: string[] }>;
const NONE = '-';

function typeOf(view: GameView, side: number, id: string): string | undefined {
  for (const fu of view.forces[side]!.units) {
    const ft = fu.teams.find((t) => t.id === id);
    if (ft) return ft.profile.type;
  }
  return undefined;
}

function findTeam(state: GameState, side: number, id: string): { ui: number; t: TeamState } | undefined {
  for (const [ui, u] of state.sides[side]!.units.entries()) {
    const t = u.teams.find((x) => x.id === id);
    if (t) return { ui, t };
  }
  return undefined;
}

/** Live teams of the same type as `type` in the given units (by name). */
function sameType(view: GameView, side: number, units: readonly string[], type: string | undefined): string[] {
  return view.state.sides[side]!.units.filter((u) => units.includes(u.unit) && !u.destroyed).flatMap((u) => {
    const fu = forceUnit(view.forces, side, u.unit);
    return u.teams
      .filter((t) => !t.destroyed && !t.passengerOf && forceTeam(fu, t.id).profile.type === type)
      .map((t) => t.id);
  });
}

/** Team `id` of side `side` with `flags` written over its own. */
function onTeam(state: GameState, side: number, id: string, flags: Partial<TeamState>): GameState {
  const at = findTeam(state, side, id);
  if (!at) return state;
  return withUnit(state, { side, unit: at.ui }, (u) => ({
    ...u,
    teams: u.teams.map((t) => {
      if (t.id !== id) return t;
      const out: TeamState = { ...t, ...flags };
      if (flags.destroyed === undefined) delete out.destroyed;
      return out;
    }),
  }));
}

const unitOf = (state: GameState, side: number, id: string) =>
  state.sides[side]!.units[findTeam(state, side, id)!.ui]!.unit;

const pick = (ids: readonly string[], none: string): Choice<string>[] => [
  ...ids.map((id) => ({ value: id, label: id })),
  { value: NONE, label: none },
];

/** The Formation Commander of `hq` now takes team `id` (null: killed); an HQ team also leads the HQ Unit. */
function setCommander(view: GameView, side: number, hq: ForceUnit, id: string | null): GameState {
  const ui = view.state.sides[side]!.units.findIndex((u) => u.unit === hq.name);
  const inHq = id !== null && hq.teams.some((t) => t.id === id);
  return withUnit(view.state, { side, unit: ui }, (u) => ({ ...u, commander: id, ...(inHq ? { leader: id } : {}) }));
}

/**
 * Killing Commanders (p. 40) for each formation whose Commander's team is destroyed. `known` gives
 * the outcome the shooting procedure already rolled; otherwise the table says whether an HQ team of
 * the same type is within 6"/15cm, and a die decides whether the Commander survives.
 */
function* commanders(view: GameView, known: readonly CommanderResult[]): Out {
  let state = view.state;
  const report: string[] = [];
  for (const [side, force] of view.forces.entries()) {
    const owner = state.sides[side]!.name;
    for (const f of force.formations) {
      const hq = force.units.find((u) => u.formation === f.name && u.role === 'hq' && u.commander);
      const id = hq ? commanderTeamOf(state, view.forces, side, f.name) : null;
      if (!hq || !id || !findTeam(state, side, id)?.t.destroyed) continue;
      const type = typeOf(view, side, id);
      const v = { ...view, state };
      const hqTeams = sameType(v, side, [hq.name], type);
      const formationTeams = sameType(v, side, f.units, type);
      let outcome = known.find((c) => c.team === id)?.outcome;
      let next: string | null = null;
      if (outcome === undefined) {
        const near =
          hqTeams.length === 0
            ? NONE
            : yield* decide<string>(
                'fow4.commander.hq-team',
                TABLE,
                `Formation Commander ${id} is destroyed: which ${owner} HQ team of its type within 6"/15cm takes over?`,
                pick(hqTeams, 'none within 6"/15cm'),
                hqTeams[0]!,
              );
        if (near !== NONE) {
          outcome = 'replaced';
          next = near;
        } else {
          const [d] = yield* throwDice(1, 6, atLeast(3), `Formation Commander ${id} destroyed: survives on 3+`);
          outcome = d!.success ? 'switched' : 'killed';
          report.push(`Formation Commander ${id}: rolled ${d!.face} (3+ to survive).`);
        }
      }
      if (outcome === 'replaced' && next === null && hqTeams.length > 0) {
        next = yield* decide<string>(
          'fow4.commander.replace',
          owner,
          `Formation Commander ${id} is destroyed: which HQ team becomes the Commander?`,
          hqTeams.map((t) => ({ value: t, label: t })),
          hqTeams[0]!,
        );
      }
      if (outcome === 'switched' && formationTeams.length > 0) {
        const to = yield* decide<string>(
          'fow4.commander.switch',
          TABLE,
          `Formation Commander ${id} survives: which team of its type within 6"/15cm does the Commander switch to?`,
          pick(formationTeams, 'none within 6"/15cm: the Commander is killed'),
          formationTeams[0]!,
        );
        next = to === NONE ? null : to;
      }
      // Switching to Another Team (pp. 40-41): an Infantry Commander's team takes the place of the
      // team switched to, which leaves its unit; a Tank Commander moves into the tank named.
      const swapped = outcome === 'switched' && next !== null && type !== 'tank' ? next : null;
      if (swapped) {
        state = onTeam(state, side, swapped, { destroyed: true });
        state = onTeam(state, side, id, { destroyed: undefined });
        report.push(
          `Formation Commander ${id} survives (pp. 40-41): ${swapped} leaves ${unitOf(state, side, swapped)} and ${id} takes its place.`,
        );
        continue;
      }
      state = setCommander({ ...view, state }, side, hq, next);
      report.push(
        next
          ? `Formation Commander: ${id} is destroyed; the Commander ${outcome === 'replaced' ? 'is replaced by' : 'switches to'} ${next} (${outcome === 'switched' ? 'pp. 40-41' : 'p. 40'}).`
          : `Formation Commander ${id} is killed: no more Commander re-rolls for ${f.name} (p. 40).`,
      );
    }
  }
  return { state, report };
}

/** Replace Destroyed Unit Leaders (p. 40): the owner names a team of the same type within 6"/15cm, or none. */
function* unitLeaders(view: GameView): Out {
  let state = view.state;
  const report: string[] = [];
  for (const [side, s] of view.state.sides.entries()) {
    for (const [ui, u] of s.units.entries()) {
      if (u.destroyed || u.teams.every((t) => t.destroyed)) continue;
      const fu = forceUnit(view.forces, side, u.unit);
      const leader = u.leader === undefined ? fu.leader : u.leader;
      if (!leader || !u.teams.find((t) => t.id === leader)?.destroyed) continue;
      const type = forceTeam(fu, leader).profile.type;
      const candidates = sameType({ ...view, state }, side, [u.unit], type);
      // A flight of aircraft is one model on the table (p. 44): the next aircraft leads, unasked.
      const next =
        candidates.length === 0
          ? NONE
          : type === 'aircraft'
            ? candidates[0]!
            : yield* decide<string>(
                'fow4.leader.replace',
                s.name,
                `The Unit Leader of ${u.unit} (${leader}) is destroyed: which team of its type within 6"/15cm takes over?`,
                pick(candidates, 'none within 6"/15cm: the unit is leaderless'),
                candidates[0]!,
              );
      state = withUnit(state, { side, unit: ui }, (x) => ({ ...x, leader: next === NONE ? null : next }));
      report.push(
        next === NONE
          ? `${u.unit} is leaderless: not In Good Spirits until a Unit Leader is appointed (pp. 40, 60).`
          : `${u.unit}: ${next} is the new Unit Leader (p. 40).`,
      );
    }
  }
  return { state, report };
}

/** Commanders first (an HQ team that takes over also leads the HQ Unit), then Unit Leaders. */
export function* replaceLeaders(view: GameView, known: readonly CommanderResult[] = []): Out {
  const c = yield* commanders(view, known);
  const l = yield* unitLeaders({ ...view, state: c.state });
  return { state: l.state, report: [...c.report, ...l.report] };
}

/**
 * Bailed Out Leaders (p. 38): after the remount tests, a Unit Leader whose tank is still Bailed Out
 * may swap to another Tank team of its unit within 6"/15cm (the owner says which, or keeps it); the
 * Bailed Out tank stays in the unit as an ordinary team. Only at the start of the Starting Step's
 * morale checks here; a Formation Commander's swap to another unit's tank is the table's.
 */
export function* bailedOutLeaders(view: GameView, side: number): Out {
  let state = view.state;
  const report: string[] = [];
  const me = state.sides[side]!.name;
  for (const [ui, u] of state.sides[side]!.units.entries()) {
    if (u.destroyed || (u.deployment ?? 'table') !== 'table') continue;
    const fu = forceUnit(view.forces, side, u.unit);
    const leader = u.leader === undefined ? fu.leader : u.leader;
    const lt = leader ? u.teams.find((t) => t.id === leader) : undefined;
    if (!lt || !lt.bailedOut || lt.destroyed || forceTeam(fu, lt.id).profile.type !== 'tank') continue;
    const others = u.teams
      .filter(
        (t) =>
          t.id !== lt.id &&
          !t.destroyed &&
          !t.bailedOut &&
          !t.sentToRear &&
          !t.passengerOf &&
          forceTeam(fu, t.id).profile.type === 'tank',
      )
      .map((t) => t.id);
    if (others.length === 0) continue;
    const keep = `keep ${lt.id}`;
    const pick = yield* decide<string>(
      'fow4.leader.bailed-out-swap',
      me,
      `${u.unit}'s Unit Leader ${lt.id} is Bailed Out: swap to another tank of the unit within 6"/15cm (p. 38)?`,
      [{ value: NONE, label: keep }, ...others.map((id): Choice<string> => ({ value: id, label: id }))],
      NONE,
    );
    if (pick === NONE) continue;
    state = withUnit(state, { side, unit: ui }, (x) => ({ ...x, leader: pick }));
    report.push(`${u.unit}: the Bailed Out Unit Leader swaps to ${pick}; ${lt.id} stays in the unit (p. 38).`);
  }
  return { state, report };
}

/**
 * Replace Destroyed Unit Leaders (p. 40): at the start of its turn a side's Formation Commander
 * may appoint a team within 6"/15cm and in Line of Sight as the Unit Leader of a leaderless unit.
 * One question for every leaderless unit it can lead (nothing ticked: nobody appointed); the first
 * team ticked in a unit leads it. Not asked when no unit is leaderless or no Commander is left.
 */
export function* appointLeaders(view: GameView, side: number): Out {
  let state = view.state;
  const me = state.sides[side]!.name;
  const units = state.sides[side]!.units.filter((u) => {
    if (u.leader !== null || !onTable(u)) return false;
    const fu = forceUnit(view.forces, side, u.unit);
    return fu.role !== 'hq' && commanderAlive(view, side, fu);
  });
  const teams = units.flatMap((u) =>
    u.teams.filter((t) => !t.destroyed && !t.sentToRear && !t.passengerOf).map((t) => ({ unit: u.unit, id: t.id })),
  );
  if (teams.length === 0) return { state, report: [] };
  const picked = yield* decideSet<string>(
    'fow4.leader.appoint',
    me,
    `Formation Commander: appoint a new Unit Leader for ${units.map((u) => u.unit).join(', ')} (p. 40)? Tick one team per unit within 6"/15cm and in Line of Sight of the Commander, or none.`,
    teams.map((t) => ({ value: t.id, label: t.id })),
    [],
  );
  const report: string[] = [];
  for (const u of units) {
    const id = teams.find((t) => t.unit === u.unit && picked.includes(t.id))?.id;
    if (!id) continue;
    const ui = state.sides[side]!.units.findIndex((x) => x.unit === u.unit);
    state = withUnit(state, { side, unit: ui }, (x) => ({ ...x, leader: id }));
    report.push(`${u.unit}: the Formation Commander appoints ${id} Unit Leader (p. 40).`);
  }
  return { state, report };
}
