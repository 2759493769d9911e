/** Phase G of `umpire play`: infantry fire (pp. 13-16) and CQC (pp. 17-19), each a pure procedure returning the next state. */
import { decide, type Procedure } from '../../../engine/request.js';
import { TABLE } from '../../play.js';
import { infantryFire, type Cover, type InfantryFireSituation, type TargetMoving } from '../fire/infantry.js';
import { cqc } from '../fire/cqc.js';
import { signed } from '../modifiers.js';
import { describeInferred } from '../tables/lost.js';
import type { MoraleOutcome } from '../morale/test.js';
import type { PzGameState } from '../schema/game.js';
import { applyMorale, moraleText, testUnit, type KnownFacts } from './morale-action.js';
import { pickUnit, yesNo, type Out } from './pick-unit.js';
import { activeSide } from './sides.js';
import { findUnit, teamsLeft, unitKey, withUnit, type PzView, type UnitRef } from './units.js';

/** A unit that may still fire or fight in phase G. */
export function canAct(u: UnitRef): boolean {
  return !u.state.acted && u.state.moved !== 'over-half' && u.state.morale !== 'retreat';
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
