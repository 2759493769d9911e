/**
 * The things a player does in the movement and fire phases of `umpire play`: move a unit (pips),
 * infantry fire, CQC and morale tests, each a pure procedure returning the next state.
 */
import { decide, decideSet, type Procedure } from '../../../engine/request.js';
import { TABLE, type StepOutcome } from '../../play.js';
import { infantryFire, type Cover, type InfantryFireSituation, type TargetMoving } from '../fire/infantry.js';
import { cqc } from '../fire/cqc.js';
import { signed } from '../modifiers.js';
import { describeInferred } from '../tables/lost.js';
import { moraleTest, type MoraleOutcome } from '../morale/test.js';
import { pipCost } from '../movement/pips.js';
import { vehicleMove } from '../movement/vehicles.js';
import type { PzGameState } from '../schema/game.js';
import { activeSide } from './sides.js';
import {
  findUnit,
  label,
  teamsLeft,
  unitKey,
  unitsOnTable,
  withCompany,
  withUnit,
  type PzView,
  type UnitRef,
} from './units.js';

type Out = Procedure<StepOutcome<PzGameState>>;
const YES_NO = [
  { value: true, label: 'yes' },
  { value: false, label: 'no' },
] as const;

/**
 * A unit picked from a list: by `player` (the acting side's choice: its player or the opponent
 * that plays it), or by the table.
 */
function* pickUnit(
  v: PzView,
  id: string,
  question: string,
  side?: number,
  which: (u: UnitRef) => boolean = () => true,
  player: string = TABLE,
): Procedure<UnitRef> {
  const units = unitsOnTable(v, side).filter(which);
  const key = yield* decide<string>(
    id,
    player,
    question,
    units.map((u) => ({ value: unitKey(u), label: label(v, u) })),
    unitKey(units[0]!),
  );
  return findUnit(v, key);
}

function* yesNo(id: string, question: string, dflt = false): Procedure<boolean> {
  return yield* decide<boolean>(id, TABLE, question, YES_NO, dflt);
}

/** A unit not yet moved this turn whose company has a pip left (or that is Retreating: free). */
export function canMove(v: PzView, u: UnitRef): boolean {
  if (u.state.moved) return false;
  const c = v.state.sides[u.side]!.companies.find((x) => x.company === u.force.company);
  return u.state.morale === 'retreat' || (c?.pips ?? 0) >= 1;
}

/** A unit that may still fire or fight in phase G. */
export function canAct(u: UnitRef): boolean {
  return !u.state.acted && u.state.moved !== 'over-half' && u.state.morale !== 'retreat';
}

/** A vehicle's move (pp. 25-26): its cross-country speed times the multiplier of each terrain it crosses. */
function* vehicleDistance(v: PzView, u: UnitRef): Procedure<string[]> {
  const unit = u.force.unit;
  if (!unit?.drive || unit.crossCountryCm === undefined) return [];
  const rows = v
    .tables()
    .table('vehicleTerrain')
    .rows.filter((r) => !r.label.startsWith('Bogging'));
  const terrain = yield* decideSet<string>(
    'panzerfaust.move.terrain',
    TABLE,
    `What does ${u.force.id} cross or tow off the road? (none: open ground)`,
    rows.map((r) => ({ value: r.label, label: r.label })),
    [],
  );
  const m = vehicleMove({ drive: unit.drive, crossCountryCm: unit.crossCountryCm, terrain }, v.tables());
  const factors = m.multipliers.map((x) => `${x.terrain} ${x.factor === '-' ? 'impassable' : `x${x.factor}`}`);
  return [
    m.impassable
      ? `${u.force.id} (${unit.drive}) cannot cross ${m.multipliers
          .filter((x) => x.factor === '-')
          .map((x) => x.terrain)
          .join(', ')}: it bogs (p. 25).`
      : `${u.force.id} (${unit.drive}, C/C ${unit.crossCountryCm} cm)${factors.length ? `: ${factors.join(', ')}` : ''}: moves up to ${m.distanceCm} cm (p. 25).`,
    ...m.inferred.map((i) => `(${describeInferred(i)})`),
  ];
}

/** The acting side's move (phase F, sides taking turns): which of its units moves and how far. */
export function* moveUnit(v: PzView): Out {
  const side = activeSide(v.state);
  const u = yield* pickUnit(
    v,
    'panzerfaust.move.unit',
    'Which unit moves?',
    side,
    (x) => canMove(v, x),
    v.state.active,
  );
  const distance = yield* vehicleDistance(v, u);
  const how = yield* decide<'up-to-half' | 'over-half'>(
    'panzerfaust.move.how',
    TABLE,
    `How far did ${u.force.id} move?`,
    [
      { value: 'up-to-half', label: 'up to half its move (it may still fire)' },
      { value: 'over-half', label: 'over half (it cannot fire this turn)' },
    ],
    'up-to-half',
  );
  const outOfRadius = yield* yesNo('panzerfaust.move.radius', `Is ${u.force.id} out of command radius?`);
  const moved = applyMove(v, u, how, outOfRadius);
  return { ...moved, report: [...distance, ...moved.report] };
}

/** A unit's move paid for in pips (p. 7): the next state and the line saying so (nothing moves when the pips are short). */
export function applyMove(
  v: PzView,
  u: UnitRef,
  how: 'up-to-half' | 'over-half',
  outOfRadius: boolean,
): StepOutcome<PzGameState> {
  const company = v.state.sides[u.side]!.companies.find((c) => c.company === u.force.company);
  const cost = pipCost({
    outOfRadius,
    hqDestroyed: company?.hqDestroyed ?? false,
    night: v.state.weather?.night ?? false,
    rainOrSnowFalling: Boolean(v.state.weather?.rain || v.state.weather?.snowFalling),
    moraleRetreat: u.state.morale === 'retreat',
  });
  const pips = company?.pips ?? 0;
  if (cost.cost > pips)
    return {
      state: v.state,
      report: [
        `${u.force.id} needs ${cost.cost} pip(s) but ${u.force.company} has ${pips} left: it cannot move (p. 7).`,
      ],
    };
  let state = withUnit(v.state, u.side, u.force.id, (x) => ({ ...x, moved: how }));
  state = withCompany(state, u.side, u.force.company, (c) => ({ ...c, pips: pips - cost.cost }));
  return {
    state,
    report: [
      `${u.force.id} moves ${how === 'over-half' ? 'over half' : 'up to half'}: ${cost.cost} pip(s) (${cost.parts.map((p) => p.label).join(', ')}); ${u.force.company} has ${pips - cost.cost} left.`,
    ],
  };
}

/** Apply a morale result to a unit's state. */
export function applyMorale(state: PzGameState, u: UnitRef, m: MoraleOutcome, forces?: PzView['forces']): PzGameState {
  if (m.parentTests && forces) {
    const f = forces[u.side]!;
    const parent =
      u.force.kind === 'platoon-hq' || !u.force.platoon
        ? f.units.find((x) => x.kind === 'company-hq' && x.company === u.force.company)
        : f.units.find((x) => x.kind === 'platoon-hq' && x.platoon === u.force.platoon);
    if (parent && parent.id !== u.force.id)
      state = withUnit(state, u.side, parent.id, (x) => (x.destroyed ? x : { ...x, mustTest: true }));
  }
  return withUnit(state, u.side, u.force.id, (x) => {
    const { shakenTurns: _s, mustTest: _t, ...rest } = x;
    if (m.result === 'ok') return { ...rest, morale: 'ok', ...(m.pinBroken ? { pinned: false } : {}) };
    if (m.result === 'shaken')
      return {
        ...rest,
        morale: x.morale === 'retreat' ? 'retreat' : 'shaken',
        shakenTurns: Math.max(m.shakenTurns ?? 0, x.shakenTurns ?? 0),
      };
    return { ...rest, morale: 'retreat' };
  });
}

export function moraleText(u: UnitRef, m: MoraleOutcome): string {
  const mods = m.modifiers.map((x) => `${x.label} ${signed(x.value)}`).join(', ');
  const res = m.result === 'ok' ? 'OK' : m.result === 'shaken' ? `Shaken for ${m.shakenTurns} turn(s)` : 'Retreat';
  return `${u.force.id} morale: 2D6 ${m.dice.join('+')} = ${m.roll}${mods ? ` (${mods})` : ''} -> ${m.total}: ${res}${m.parentTests ? '; its parent HQ must now test' : ''}.`;
}

/** A morale test for a unit, with the variations the state knows and those the table answers. */
export type Defending = 'none' | 'hill-or-woods' | 'dug-in-or-buildings' | 'pillbox';

/** Table facts about a unit already told (by an earlier answer this turn): not asked again. */
export interface KnownFacts {
  readonly outOfRadius?: boolean;
  readonly defending?: Defending;
}

export function* testUnit(
  v: PzView,
  u: UnitRef,
  cause: { teamsLost?: number; lostCqc?: boolean; retest?: boolean } = {},
  known: KnownFacts = {},
): Procedure<MoraleOutcome> {
  const company = v.state.sides[u.side]!.companies.find((c) => c.company === u.force.company);
  const outOfRadius =
    known.outOfRadius ?? (yield* yesNo('panzerfaust.morale.radius', `Is ${u.force.id} out of command radius?`));
  const defending =
    known.defending ??
    (yield* decide<Defending>(
      'panzerfaust.morale.defending',
      TABLE,
      `Is ${u.force.id} defending a position?`,
      [
        { value: 'none', label: 'no' },
        { value: 'hill-or-woods', label: 'a hill or woods (+1)' },
        { value: 'dug-in-or-buildings', label: 'dug in or in buildings (+1)' },
        { value: 'pillbox', label: 'a pillbox or bunker (+2)' },
      ],
      'none',
    ));
  const afv = u.force.kind === 'afv';
  return yield* moraleTest({
    unit: u.force.id,
    rating: u.force.morale,
    ...(u.force.kind !== 'company-hq' && u.force.kind !== 'platoon-hq' && !afv
      ? { teamsLost: cause.teamsLost ?? u.state.teamsLost ?? 0 }
      : {}),
    afv,
    afvDamaged: Boolean(u.state.immobilised || u.state.gunDamaged),
    immobilised: Boolean(u.state.immobilised),
    outOfRadius,
    recon: u.force.recon,
    pinnedOrLostCqc: Boolean(u.state.pinned || cause.lostCqc),
    breakingPin: Boolean(u.state.pinned),
    hqDestroyedOrRetreating: Boolean(company?.hqDestroyed),
    defending,
    night: Boolean(v.state.weather?.night),
    ...(cause.retest ? { retest: true } : {}),
  });
}

/** A morale test of the acting side's unit: one that is pinned (phase F) or must test (a parent HQ). */
export function* moraleAction(v: PzView, which: (u: UnitRef) => boolean = needsTest): Out {
  const u = yield* pickUnit(
    v,
    'panzerfaust.morale.unit',
    'Which unit tests morale?',
    activeSide(v.state),
    which,
    v.state.active,
  );
  const m = yield* testUnit(v, u);
  return { state: applyMorale(v.state, u, m, v.forces), report: [moraleText(u, m)] };
}

function lose(state: PzGameState, u: UnitRef, n: number): { state: PzGameState; gone: boolean } {
  const lost = (u.state.teamsLost ?? 0) + n;
  const gone = lost >= (u.force.teams.length || 1);
  return {
    state: withUnit(state, u.side, u.force.id, (x) => ({
      ...x,
      teamsLost: Math.min(lost, u.force.teams.length || 1),
      ...(gone ? { destroyed: true } : {}),
    })),
    gone,
  };
}

/** A unit that is pinned or must take a morale test. */
export function needsTest(u: UnitRef): boolean {
  return Boolean(u.state.pinned || u.state.mustTest);
}

export function* infantryFireAction(v: PzView): Out {
  const firer = yield* pickUnit(
    v,
    'panzerfaust.fire.firer',
    'Which unit fires?',
    activeSide(v.state),
    canAct,
    v.state.active,
  );
  if (firer.state.moved === 'over-half')
    return {
      state: v.state,
      report: [`${firer.force.id} moved over half its allowance: it cannot fire this turn (p. 13).`],
    };
  if (firer.state.morale === 'retreat')
    return { state: v.state, report: [`${firer.force.id} is Retreating: it may not fire (p. 24).`] };
  const target = yield* pickUnit(
    v,
    'panzerfaust.fire.target',
    'At which enemy unit?',
    1 - firer.side,
    undefined,
    v.state.active,
  );
  const range = yield* decide<number>(
    'panzerfaust.fire.range',
    TABLE,
    'Range in cm?',
    [10, 20, 30, 40, 50, 60, 80, 100, 150].map((n) => ({ value: n, label: `${n} cm` })),
    30,
  );
  const cover = yield* decide<Cover>(
    'panzerfaust.fire.cover',
    TABLE,
    `${target.force.id} is behind...`,
    [
      { value: 'none', label: 'no cover' },
      { value: 'soft', label: 'soft cover: woods, hedge, wooden building (-2)' },
      { value: 'hard', label: 'hard cover: stone, walls, dug in (-6)' },
      { value: 'fortification', label: 'fortifications (-8)' },
    ],
    'none',
  );
  const prone = yield* yesNo('panzerfaust.fire.prone', `Is ${target.force.id} prone?`);
  const moving = yield* decide<TargetMoving>(
    'panzerfaust.fire.moving',
    TABLE,
    `How far did ${target.force.id} move?`,
    [
      { value: 'none', label: '5 cm or less' },
      { value: 'over-5', label: 'over 5 cm (-1)' },
      { value: 'over-10', label: 'over 10 cm (-2)' },
    ],
    'none',
  );
  return yield* fireAt(v, firer, target, { rangeCm: range, cover, prone, moving });
}

/** What the table shows of one fire: the range, and the target's cover, posture and movement. */
export interface FireFacts {
  readonly rangeCm: number;
  readonly cover: Cover;
  readonly prone: boolean;
  readonly moving: TargetMoving;
}

/** The infantry-fire situation of a unit's teams still alive, firing with these facts (pp. 13-16). */
export function fireSituation(v: PzView, firer: UnitRef, f: FireFacts): InfantryFireSituation {
  return {
    firers: firer.force.teams.slice(0, teamsLeft(firer)).map((t) => ({ team: t.team })),
    rangeCm: f.rangeCm,
    firer: { class: firer.force.class, ...(firer.state.moved ? { moved: firer.state.moved } : {}) },
    target: { cover: f.cover, prone: f.prone, moving: f.moving },
    ...(v.state.weather ? { weather: v.state.weather } : {}),
  };
}

/**
 * A unit fires at an enemy unit (pp. 13-16): the roll, the teams the owner removes, and the
 * target's morale test if it survives (p. 23); `known`: facts about the target already told.
 */
export function* fireAt(v: PzView, firer: UnitRef, target: UnitRef, facts: FireFacts, known: KnownFacts = {}): Out {
  const r = yield* infantryFire(fireSituation(v, firer, facts), v.tables());
  const report = [
    `${firer.force.id} fires at ${target.force.id}: ${r.totalFactors} FF; ${r.groups.map((g) => `die ${g.chanceDie}, variation ${signed(g.variation)}, ${g.teamsLost} team(s)`).join('; ')}.`,
  ];
  for (const i of r.inferred) report.push(`(${describeInferred(i)})`);
  let state = withUnit(v.state, firer.side, firer.force.id, (x) => ({ ...x, acted: true }));
  if (r.teamsLost > 0) {
    const l = lose(state, target, r.teamsLost);
    state = l.state;
    report.push(
      l.gone
        ? `${target.force.id} is wiped out.`
        : `${target.force.id} loses ${r.teamsLost} team(s); the owner removes them.`,
    );
    if (!l.gone) {
      const t = findUnit({ ...v, state }, unitKey(target));
      const m = yield* testUnit({ ...v, state }, t, { teamsLost: r.teamsLost }, known);
      state = applyMorale(state, t, m, v.forces);
      report.push(moraleText(t, m));
    }
  } else report.push('No casualties.');
  return { state, report };
}

export function* cqcAction(v: PzView): Out {
  const a = yield* pickUnit(
    v,
    'panzerfaust.cqc.attacker',
    'Which unit is in CQC?',
    activeSide(v.state),
    canAct,
    v.state.active,
  );
  const b = yield* pickUnit(v, 'panzerfaust.cqc.enemy', `Against which enemy unit?`, 1 - a.side);
  // One of four for each side (not a tick list: no 'none' among the answers).
  const coverOf = function* (u: UnitRef): Procedure<'none' | 'soft' | 'hard' | 'fortification'> {
    const c = yield* decide<'open' | 'soft' | 'hard' | 'fortification'>(
      `panzerfaust.cqc.cover:${u.force.id}`,
      TABLE,
      `${u.force.id} is in...`,
      [
        { value: 'open', label: 'the open' },
        { value: 'soft', label: 'soft cover' },
        { value: 'hard', label: 'hard cover or a building' },
        { value: 'fortification', label: 'fortifications' },
      ],
      'open',
    );
    return c === 'open' ? 'none' : c;
  };
  const ca = yield* coverOf(a);
  const cb = yield* coverOf(b);
  const side = (u: UnitRef, cover: 'none' | 'soft' | 'hard' | 'fortification') => ({
    name: u.force.id,
    teams: u.force.teams.slice(0, teamsLeft(u)).map((t) => ({ team: t.team })),
    class: u.force.class,
    cover,
    ...(u.state.pinned ? { pinnedOrSmoke: true } : {}),
  });
  const r = yield* cqc(
    { sides: [side(a, ca), side(b, cb)], ...(v.state.weather ? { weather: v.state.weather } : {}) },
    v.tables(),
  );
  const report = r.sides.map(
    (s) =>
      `${s.name}: ${s.factors} CQC, die ${s.chanceDie}, variation ${signed(s.variation)} -> ${s.enemyTeamsLost} enemy team(s).`,
  );
  let state = withUnit(
    withUnit(v.state, a.side, a.force.id, (x) => ({ ...x, acted: true })),
    b.side,
    b.force.id,
    (x) => ({ ...x, acted: true }),
  );
  const la = lose(state, a, r.sides[1].enemyTeamsLost);
  state = la.state;
  const lb = lose(state, b, r.sides[0].enemyTeamsLost);
  state = lb.state;
  const tests: { u: UnitRef; m: MoraleOutcome }[] = [];
  for (const [u, lostN, gone] of [
    [a, r.sides[1].enemyTeamsLost, la.gone],
    [b, r.sides[0].enemyTeamsLost, lb.gone],
  ] as const) {
    if (gone) {
      report.push(`${u.force.id} is wiped out.`);
      continue;
    }
    const t = findUnit({ ...v, state }, unitKey(u));
    const m = yield* testUnit({ ...v, state }, t, { teamsLost: lostN });
    state = applyMorale(state, t, m, v.forces);
    report.push(moraleText(t, m));
    tests.push({ u: t, m });
  }
  const retreats = tests.filter((t) => t.m.result === 'retreat');
  if (retreats.length === 2) report.push('Both sides would surrender: both disengage instead (p. 19).');
  else
    for (const t of retreats) {
      state = withUnit(state, t.u.side, t.u.force.id, (x) => ({ ...x, destroyed: true }));
      report.push(`${t.u.force.id} surrenders: a Retreat result in CQC (p. 19).`);
    }
  return { state, report };
}
