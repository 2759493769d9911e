/** Morale tests of `umpire play` (pp. 23-24): a unit tests, and its result goes into the state. */
import { decide, type Procedure } from '../../../engine/request.js';
import { TABLE } from '../../play.js';
import { signed } from '../modifiers.js';
import { moraleTest, type MoraleOutcome } from '../morale/test.js';
import type { PzGameState } from '../schema/game.js';
import { pickUnit, yesNo, type Out } from './pick-unit.js';
import { activeSide } from './sides.js';
import { withUnit, type PzView, type UnitRef } from './units.js';

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

/** A unit that is pinned or must take a morale test. */
export function needsTest(u: UnitRef): boolean {
  return Boolean(u.state.pinned || u.state.mustTest);
}
