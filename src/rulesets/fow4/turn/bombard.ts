/**
 * Bombardments in the Shooting Step (pp. 45-51; fow4 spec §7): an Artillery Unit of the active
 * side picks a target unit, the table answers what only it sees (the spotter, which teams sit
 * under the template, their cover, terrain under the template; for a Repeat Bombardment whether
 * the spotter sees the Ranged In marker), and the bombard procedure resolves it through the game
 * bridge: Danger Close, Range In, template, Roll to Hit, saves, Pin Down. The Ranged In marker is
 * placed on the target; Smoke Bombardments (p. 51), once a game, come at the start of the step.
 */
import { decide, type Procedure } from '../../../engine/request.js';
import { TABLE, type PlayAction, type StepOutcome } from '../../play.js';
import {
  bombard as bombardProcedure,
  templateText,
  type BombardResult,
  type BombardUnitResult,
} from '../bombard/bombard.js';
import { BOMBARD as B } from '../bombard/rules.js';
import {
  bombardFromGame,
  bombardQuestions,
  changesFromBombard,
  isAop,
  isRepeat,
  type BombardFacts,
} from '../bridge/bombard.js';
import { findUnit, liveTeams } from '../bridge/game.js';
import { applyChanges, describeChange, unitChange } from '../bridge/changes.js';
import type { GameState } from '../schema/game.js';
import type { Force } from '../force.js';
import { meetingFirstTurn, orderText } from '../bridge/state-flags.js';
import { withPlayers } from '../../flames-of-war/table-questions/ask.js';
import { askAll } from '../bridge/ask-table.js';
import { airActions, antiAircraftStep } from './aircraft.js';
import { chooseTarget, enemyTargets, shootingActions, shootWith, tableAim, type ShotAim } from './shooting.js';
import { forceTeam, forceUnit, inPlay, isAircraftUnit, play, withPlay, type GameView } from './units.js';

const YES_NO = [
  { value: true, label: 'yes' },
  { value: false, label: 'no' },
] as const;

export function artilleryTeams(
  forces: readonly Force[],
  side: number,
  unit: GameState['sides'][number]['units'][number],
) {
  const fu = forceUnit(forces, side, unit.unit);
  return unit.teams.filter(
    (t) =>
      !t.destroyed &&
      !t.shot &&
      !t.passengerOf &&
      t.movement !== 'dashed' &&
      forceTeam(fu, t.id).profile.weapons.some((w) => w.artillery),
  );
}

/** What `acted` records for a unit's bombardment: its teams may still shoot (p. 45). */
export const bombardKey = (unit: string) => `bombard:${unit}`;

/** Units of the side that can still bombard this step: on the table, an artillery team that has not shot. */
export function bombarders(view: GameView, side: number): string[] {
  // The first player's first Shooting Step of a Meeting Engagement has no bombardments (p. 96).
  if (meetingFirstTurn(view.state)) return [];
  const done = play(view.state).acted ?? [];
  // A unit bombards once a step (a refused bombardment still leaves it free to shoot, p. 45).
  return view.state.sides[side]!.units.filter(
    (u) =>
      inPlay(view, side, u) &&
      !isAircraftUnit(forceUnit(view.forces, side, u.unit)) &&
      !u.rangeInFailed &&
      !done.includes(u.unit) &&
      !done.includes(bombardKey(u.unit)) &&
      // A unit that failed a Blitz Move order does not bombard this turn (p. 45): dimmed in the menu (refusals.ts).
      u.order !== orderText('blitz', false) &&
      artilleryTeams(view.forces, side, u).length > 0,
  ).map((u) => u.unit);
}

/**
 * Units that may fire their one Smoke Bombardment of the game (p. 51): only at the start of the
 * Shooting Step, before any other shooting or bombardment, with a weapon that has the rule.
 */
export function smokeBombarders(view: GameView, side: number): string[] {
  const p = play(view.state);
  if (p.shootingBegun) return [];
  const used = p.smokeFired ?? [];
  return bombarders(view, side).filter((name) => {
    if (used.includes(name)) return false;
    const fu = forceUnit(view.forces, side, name);
    const u = view.state.sides[side]!.units.find((x) => x.unit === name)!;
    return artilleryTeams(view.forces, side, u).some((t) =>
      forceTeam(fu, t.id).profile.weapons.some((w) => w.artillery?.rules?.includes('smoke-bombardment')),
    );
  });
}

function unitLines(r: BombardUnitResult, system: 'inches' | 'cm'): string[] {
  const out: string[] = [];
  for (const e of r.excluded) out.push(`  ${e.weapon} cannot fire: ${e.reasons.join('; ')}`);
  if (r.template)
    out.push(
      `  template ${templateText(r.template, system)}${r.band?.reroll ? `, ${r.band.reroll} re-roll` : ''}; Anti-tank ${r.antiTank ?? '-'}, Firepower ${typeof r.firepower === 'number' ? `${r.firepower}+` : (r.firepower ?? '-')}${r.toHitPenalty ? `, +${r.toHitPenalty} to hit` : ''}`,
    );
  for (const t of r.fire?.teams ?? []) {
    const die = `${t.die.first.face}${t.die.reroll ? `, re-rolled ${t.die.reroll.face}` : ''}`;
    out.push(`  ${t.team}: needs ${t.need}, rolled ${die}: ${t.hit ? t.outcome : 'missed'}`);
  }
  if (r.smokeScreen) {
    const len = system === 'cm' ? `${r.smokeScreen.length.cm}cm` : `${r.smokeScreen.length.inches}"`;
    out.push(
      `  Smoke Screen: ${r.smokeScreen.weapons} weapon(s), a line of smoke ${len} long from the Aiming Point (${B.smokeScreens.page})`,
    );
  }
  for (const c of r.consequences) out.push(`  ${c}`);
  return out;
}

function resultLines(
  unit: string,
  target: string | undefined,
  result: BombardResult,
  system: 'inches' | 'cm',
): string[] {
  const r = result.units[0]!;
  const head =
    r.status === 'fired'
      ? `${unit} bombards ${target}: ${r.fire?.hits ?? 0} hit(s)${r.fire?.pinnedUnits.length ? `, ${r.fire.pinnedUnits.join(', ')} pinned down` : ''}.`
      : r.status === 'smoke-screen'
        ? `${unit} fires its Smoke Bombardment.`
        : `${unit} does not bombard (${r.status}): ${r.reasons.join('; ')}.`;
  const spot = result.spotter.ok ? [] : [`  spotter ${result.spotter.name}: ${result.spotter.reasons.join('; ')}`];
  const ranging = (result.rangeIn?.attempts ?? []).map((a) =>
    a.kind === 'repeat'
      ? `  Repeat Bombardment on the Ranged In marker (${B.repeat.page}): no roll to Range In`
      : `  Range In attempt ${a.attempt}: needs ${a.need}, rolled ${a.die?.first.face ?? '-'}${a.die?.reroll ? `, re-rolled ${a.die.reroll.face}` : ''}: ${a.success ? 'ranged in' : 'missed'}`,
  );
  return [head, ...spot, ...ranging, ...unitLines(r, system)];
}

/** The Air Observation Post team chosen to spot, with its unit (p. 50). */
function aopSpotter(view: GameView, side: number, spotter: string): { unit: string; team: string } | undefined {
  for (const u of view.state.sides[side]!.units) {
    const fu = forceUnit(view.forces, side, u.unit);
    const t = fu.teams.find((x) => x.id === spotter);
    if (t) return isAop({ profile: t.profile }) ? { unit: u.unit, team: t.id } : undefined;
  }
  return undefined;
}

/**
 * How a side settles what a bombardment needs besides the dice (as ShotAim for a shot): its
 * target, the table's facts, whether the spotter sees the Ranged In marker.
 */
export interface BombardAim {
  aim(view: GameView, side: number, unit: string): Procedure<BombardAimed>;
}

export interface BombardAimed {
  /** The state once the target is chosen. */
  readonly state: GameState;
  readonly target: string | undefined;
  facts(view: GameView, targets: readonly string[]): Procedure<BombardFacts>;
  /** Repeat Bombardment (p. 49): can the spotter see the Ranged In marker on `target`? */
  spotterSees(target: string): Procedure<boolean>;
}

/** The table's answers to a bombardment of `unit` (a Smoke Bombardment: `smoke`). */
function tableAimed(state: GameState, unit: string, target: string | undefined, smoke: boolean): BombardAimed {
  return {
    state,
    target,
    *facts(view, targets) {
      return (yield* askAll(bombardQuestions(view, unit, [...targets], { smoke }))) as BombardFacts;
    },
    spotterSees: (t) =>
      decide<boolean>(
        'fow4.table.spotterCanSee',
        TABLE,
        `${unit} is Ranged In on ${t}: can the spotter see the Ranged In marker?`,
        YES_NO,
        true,
      ),
  };
}

/** The table's way: the side picks the target, the table answers the bombardment's questions. */
export const tableBombardAim: BombardAim = {
  *aim(view, side, unit) {
    const target = yield* chooseTarget(view, side, unit, `Which unit does ${unit} bombard?`);
    return tableAimed(view.state, unit, target, false);
  },
};

/** How a side aims its shots and its bombardments. */
export interface Aims {
  readonly shot: ShotAim;
  readonly bombard: BombardAim;
}

export const TABLE_AIMS: Aims = { shot: tableAim, bombard: tableBombardAim };

/** Bombard (or fire the Smoke Bombardment, always as the table says) with `unit`, and apply the result to the state. */
export function* bombardWith(
  view0: GameView,
  side: number,
  unit: string,
  smoke = false,
  how: BombardAim = tableBombardAim,
): Procedure<StepOutcome<GameState>> {
  let view = view0;
  const me = view.state.sides[side]!.name;
  const aimed = smoke ? tableAimed(view.state, unit, undefined, true) : yield* how.aim(view, side, unit);
  const state0 = aimed.state;
  view = { ...view, state: state0 };
  let targets: string[] = [];
  if (!smoke) {
    const target = aimed.target;
    if (!target)
      return { state: state0, report: [`${unit} has no target its spotters can see and its guns can reach.`] };
    targets = [target];
  }
  const facts: BombardFacts = {
    ...(yield* aimed.facts(view, targets)),
    ...(smoke ? { smoke: true } : {}),
  };
  // An Air Observation Post may be fired on by anti-aircraft weapons before it spots (p. 50).
  const aopReport: string[] = [];
  const aop = facts.spotter ? aopSpotter(view, side, facts.spotter) : undefined;
  if (aop) {
    const aa = yield* antiAircraftStep(view, side, aop.unit);
    view = { ...view, state: aa.state };
    aopReport.push(...aa.report);
    if (liveTeams(findUnit(view, `${me}:${aop.unit}`)).every((t) => t.id !== aop.team)) {
      return {
        state: view.state,
        report: [...aopReport, `${aop.team} was shot down before it could spot: ${unit} does not bombard.`],
      };
    }
  }
  const state = view.state;
  const us = state.sides[side]!.units.find((u) => u.unit === unit)!;
  const repeat = isRepeat(us.rangedIn, targets, facts.atMarker === true);
  let spotterCanSee = true;
  if (repeat) {
    // Repeat Bombardment (p. 49): no roll to Range In; +1 to hit if the spotter cannot see the marker.
    spotterCanSee = yield* aimed.spotterSees(targets[0]!);
  }
  const gb = bombardFromGame(view, unit, targets, { ...facts, spotterCanSee });
  const owner = gb.targets[0]?.side ?? me;
  const result = yield* withPlayers(bombardProcedure(gb.situation), { shooter: me, owner, target: owner });
  const changes = changesFromBombard(gb, result);
  const r = result.units[0];
  // Failing all three attempts removes the Ranged In marker (p. 47).
  if (r?.rangeIn?.failedAllThree && us.rangedIn !== undefined)
    changes.push(
      unitChange(
        me,
        unit,
        'rangedIn',
        undefined,
        'failed to Range In three times: the Ranged In marker is removed',
        B.rangeIn,
      ),
    );
  const { state: next, applied } = applyChanges(state, changes);
  const report = [
    ...aopReport,
    ...resultLines(unit, targets[0], result, state.measure),
    ...applied.filter((c) => c.field !== 'shot').map((c) => `  ${describeChange(c)}`),
  ];
  const fired = r?.status === 'smoke-screen';
  const p = play(next);
  return {
    state: withPlay(next, {
      ...(fired ? { smokeFired: [...(p.smokeFired ?? []), unit] } : {}),
      ...(smoke ? {} : { shootingBegun: true, lastTarget: targets[0] }),
    }),
    report,
  };
}

export function bombardActions(
  view: GameView,
  side: number,
  how: BombardAim = tableBombardAim,
): PlayAction<GameState>[] {
  const smoke = smokeBombarders(view, side).map((u) => ({
    id: `smoke:${u}`,
    label: `Smoke Bombardment with ${u} (start of the step only)`,
    run: () => bombardWith(view, side, u, true),
  }));
  const normal = bombarders(view, side).map((u) => ({
    id: `bombard:${u}`,
    label: `bombard with ${u}`,
    run: () => bombardWith(view, side, u, false, how),
  }));
  return [...smoke, ...normal];
}

/**
 * Everything the Shooting Step offers, unit by unit in file order: an artillery unit's "bombard"
 * before its "shoot" (the built-in opponent takes the first), then the Smoke Bombardments.
 */
export function shootingStepActions(view: GameView, side: number, how: Aims = TABLE_AIMS): PlayAction<GameState>[] {
  const air = airActions(
    view,
    side,
    {
      shoot: (v, u, split) => shootWith(v, side, u, split, how.shot),
      bombard: (v, u) => bombardWith(v, side, u, false, how.bombard),
    },
    enemyTargets(view, side).length,
  );
  const all = [...bombardActions(view, side, how.bombard), ...shootingActions(view, side, how.shot), ...air];
  const unitOf = (a: PlayAction<GameState>) => a.id.slice(a.id.indexOf(':') + 1);
  const order = view.state.sides[side]!.units.map((u) => u.unit);
  const rank = (a: PlayAction<GameState>) =>
    (a.id.startsWith('smoke:') ? 1e6 : 0) +
    order.indexOf(unitOf(a)) * 3 +
    (a.id.startsWith('shoot:') ? 1 : a.id.startsWith('split:') ? 2 : 0);
  return all.sort((a, b) => rank(a) - rank(b));
}
