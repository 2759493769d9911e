/**
 * Exact odds of a one-unit Artillery Bombardment (pp. 45-51): the chance of each way it ends and of
 * ranging in on each attempt, the fire odds of each attempt (fire-odds.ts) and all of them mixed,
 * "not fired" leaving every team as it was.
 */
import { Fraction } from '../../../dice/fraction.js';
import type { RuleRef } from '../../../engine/rules.js';
import { enumerateOutcomes, EnumerationLimitError, type Outcome } from '../../../engine/enumerate.js';
import type { DecisionRequest } from '../../../engine/request.js';
import { combineCounts, JointCounts } from '../../../odds/joint.js';
import { mixWeights, Weights } from '../../../odds/weights.js';
import {
  bombard,
  launchersFiring,
  prepare,
  templateFireFor,
  type BombardResult,
  type BombardSituation,
  type BombardStatus,
  type BombardUnitResult,
} from '../bombard/bombard.js';
import type { HitTeamSaves } from '../bombard/fire.js';
import { isPinnable, type TeamsUnderTemplate } from '../bombard/targets.js';
import { fireOdds, membersIn, unitNames, unitOf, type FireOdds, type UnitFireOdds } from './fire-odds.js';
import { OddsTooLargeError } from './shoot-odds.js';
import { OddsInputError } from './from-situation.js';

export interface AttemptOdds {
  /** The attempt the unit ranged in on: 1, 2 or 3. */
  readonly attempt: number;
  /** Chance of ranging in on this attempt (and firing). */
  readonly p: Fraction;
  /** +0, +1 or +2 to hit. */
  readonly toHitPenalty: number;
  /** Odds given that the unit ranged in on this attempt and fired. */
  readonly fire: FireOdds;
}

export interface BombardOdds {
  readonly method: 'exact';
  readonly unit: string;
  /** Chance the spotter ranges the unit in on attempt 1, 2, 3, or not at all. */
  readonly rangeIn: {
    readonly attempt: readonly [Fraction, Fraction, Fraction];
    readonly none: Fraction;
    readonly need?: string;
  };
  /** Chance of each way the bombardment can end (fired, failed-to-range-in, smoke-screen, danger-close...). */
  readonly status: readonly { readonly status: BombardStatus; readonly p: Fraction }[];
  readonly attempts: readonly AttemptOdds[];
  /** Everything together: the mixture over attempts, with "not fired" leaving every team as it was. */
  readonly overall: FireOdds;
  readonly notes: readonly string[];
  readonly rules: readonly RuleRef[];
}

export class BombardOddsError extends OddsInputError {}

/** Nothing fired: every team stays as it was (an already Bailed Out tank stays Bailed Out). */
function notFired(under: readonly TeamsUnderTemplate[]): FireOdds {
  const groups = under.map((g) => ({
    name: g.name,
    unit: unitOf(g),
    count: g.count ?? 1,
    pHit: Fraction.ZERO,
    states: Weights.certain(g.bailedOut ? 1 : 0, 3),
  }));
  const units = unitNames(under).map((u) => {
    let joint: JointCounts | undefined;
    const jointOnce = () => {
      if (joint) return joint;
      joint = JointCounts.empty();
      for (const g of under) {
        const k = membersIn(g, u);
        if (k === 0) continue;
        const bailed = unitOf(g) === u && g.bailedOut ? 1 : 0;
        const one = new JointCounts(k, Weights.certain(bailed, (k + 1) * (k + 1)));
        joint = Array.from({ length: g.count ?? 1 }, () => one).reduce(combineCounts, joint);
      }
      return joint;
    };
    const size = under.reduce((n, g) => n + membersIn(g, u) * (g.count ?? 1), 0);
    const bailed = under.reduce((n, g) => n + (unitOf(g) === u && g.bailedOut ? (g.count ?? 1) : 0), 0);
    const pinnable = under.some(
      (g) =>
        (unitOf(g) === u && isPinnable(g.profile)) ||
        [...(g.riders ?? []), ...(g.passengers ?? [])].some((c) => (c.unit ?? c.name) === u),
    );
    return {
      name: u,
      teams: size,
      get joint() {
        return jointOnce();
      },
      destroyed: Weights.certain(0, size + 1),
      bailedOut: Weights.certain(bailed, size + 1),
      unharmed: Weights.certain(size - bailed, size + 1),
      pinned: pinnable ? Fraction.ZERO : null,
    };
  });
  return { groups, units };
}

/** Mix several odds of the same template with the given chances (which need not sum to 1: the mix is then conditional on their total). */
function mixFire(parts: readonly { p: Fraction; odds: FireOdds }[]): FireOdds {
  const total = parts.reduce((s, x) => s.add(x.p), Fraction.ZERO);
  const shares = parts.map((x) => x.p.div(total));
  const chance = Weights.fromFractions(shares);
  const first = parts[0]!.odds;
  const mixF = (f: (o: FireOdds) => Fraction) =>
    parts.reduce((s, x, i) => s.add(shares[i]!.mul(f(x.odds))), Fraction.ZERO);
  const groups = first.groups.map((g, i) => ({
    ...g,
    pHit: mixF((o) => o.groups[i]!.pHit),
    states: mixWeights(
      chance,
      parts.map((x) => x.odds.groups[i]!.states),
    ).reduced(),
  }));
  const units = first.units.map((u, i) => {
    let joint: JointCounts | undefined;
    const jointOnce = () =>
      (joint ??= new JointCounts(
        u.teams,
        mixWeights(
          chance,
          parts.map((x) => x.odds.units[i]!.joint.w),
        ).reduced(),
      ));
    const mixed = (f: (o: UnitFireOdds) => Weights) =>
      mixWeights(
        chance,
        parts.map((x) => f(x.odds.units[i]!)),
      ).reduced();
    const pinned = parts.every((x) => x.odds.units[i]!.pinned === null)
      ? null
      : mixF((o) => o.units[i]!.pinned ?? Fraction.ZERO);
    const destroyed = mixed((o) => o.destroyed);
    const bailedOut = mixed((o) => o.bailedOut);
    return {
      name: u.name,
      teams: u.teams,
      get joint() {
        return jointOnce();
      },
      destroyed,
      bailedOut,
      // No team Bailed Out on any path: each team is Destroyed or unharmed (fire-odds.ts countsOf).
      unharmed: bailedOut.isCertain(0) ? destroyed.reversed() : mixed((o) => o.unharmed),
      pinned,
    };
  });
  return { groups, units };
}

/**
 * Exact odds of a one-unit Artillery Bombardment (pp. 45-51), nothing rolled. The real `bombard`
 * procedure runs over every sequence of its own dice with nobody under the template: the spotter,
 * Danger Close, Range In (three attempts, AOP re-roll) and Super-heavy Rockets' Skill tests give
 * the chance of each way it can end. For each way it fires, `templateFireFor` gives the Roll to
 * Hit input (+0/+1/+2 for the attempt, re-roll band, adjusted ratings, save re-rolls) and every
 * team's outcome is enumerated through `fireOnTemplate`; teams are combined per unit exactly.
 * Decisions (Danger Close) take `decide`, else their default.
 */
export function bombardOdds(
  s: BombardSituation,
  options: {
    decide?: (req: DecisionRequest<unknown>) => unknown;
    maxPaths?: number;
    /** Work every team out from every die (the reference the closed form is tested against). */
    enumerate?: boolean;
  } = {},
): BombardOdds {
  if (s.units.length !== 1) throw new BombardOddsError('odds bombard works out one Artillery Unit at a time');
  const unit = s.units[0]!;
  const empty: BombardSituation = { ...s, units: [{ ...unit, under: [] }] };
  let outcomes: Outcome<BombardResult>[];
  try {
    // Nobody is under the template here, so no face is read: pass or fail is enough (Range In,
    // Super-heavy Rockets' Skill tests), unless `enumerate` asks for every face.
    outcomes = enumerateOutcomes(() => bombard(empty), {
      ...(options.decide ? { decide: options.decide } : {}),
      maxPaths: options.maxPaths ?? 200_000,
      passOrFail: options.enumerate !== true,
    });
  } catch (err) {
    if (err instanceof EnumerationLimitError)
      throw new OddsTooLargeError(`${err.message} (Super-heavy Rockets' Skill tests for many launchers)`);
    throw err;
  }
  const status = new Map<BombardStatus, Fraction>();
  const rangedOn = [Fraction.ZERO, Fraction.ZERO, Fraction.ZERO];
  const rules = new Set<RuleRef>();
  // Scenarios that fire: by attempt, then by launchers firing (Super-heavy Rockets).
  const firing = new Map<string, { attempt: number; p: Fraction; u: BombardUnitResult }>();
  for (const o of outcomes) {
    const u = o.result.units[0]!;
    o.result.rules.forEach((r) => rules.add(r));
    status.set(u.status, (status.get(u.status) ?? Fraction.ZERO).add(o.p));
    const on = u.rangeIn?.status === 'ranged-in' ? u.rangeIn.rangedInOn : undefined;
    if (on !== undefined) rangedOn[on - 1] = rangedOn[on - 1]!.add(o.p);
    if (u.status !== 'fired' || on === undefined) continue;
    const key = `${on}/${u.fullSalvo?.firing ?? ''}`;
    const prev = firing.get(key);
    firing.set(key, { attempt: on, p: (prev?.p ?? Fraction.ZERO).add(o.p), u });
  }
  const weapons = prepare(unit, []).weapons;
  const saves = new Map<string, Outcome<HitTeamSaves>[]>();
  const fired = [...firing.values()].map((x) => {
    const w = x.u.fullSalvo ? launchersFiring(weapons, x.u.fullSalvo.firing) : weapons;
    const plan = templateFireFor(unit, w, x.u.rangeIn!, s);
    const odds = fireOdds(plan.fire, { saves, ...(options.enumerate ? { enumerate: true } : {}) });
    [...plan.rules, ...(odds.rules ?? [])].forEach((r) => rules.add(r));
    return { ...x, plan, odds };
  });
  const attempts: AttemptOdds[] = [1, 2, 3].flatMap((attempt) => {
    const parts = fired.filter((x) => x.attempt === attempt);
    if (parts.length === 0) return [];
    const p = parts.reduce((t, x) => t.add(x.p), Fraction.ZERO);
    return [
      {
        attempt,
        p,
        toHitPenalty: parts[0]!.u.toHitPenalty ?? attempt - 1,
        fire: parts.length === 1 ? parts[0]!.odds : mixFire(parts),
      },
    ];
  });
  const pFired = fired.reduce((t, x) => t.add(x.p), Fraction.ZERO);
  const rest = Fraction.ONE.sub(pFired);
  const overallParts = [
    ...fired.map((x) => ({ p: x.p, odds: x.odds })),
    ...(rest.isZero() ? [] : [{ p: rest, odds: notFired(unit.under) }]),
  ];
  const notes: string[] = [];
  if (unit.smoke) notes.push('a Smoke Bombardment hits nobody: only its chance to range in matters');
  if (unit.under.some((g) => (g.count ?? 1) > 1))
    notes.push('each team rolls its own to-hit die and saves, so teams are independent');
  if (fired.some((x) => x.u.fullSalvo?.skillTests))
    notes.push('Super-heavy Rockets: mixed over how many launchers pass their Skill tests');
  const total = rangedOn.reduce((a, b) => a.add(b), Fraction.ZERO);
  const need = outcomes.flatMap((o) => o.result.rangeIn?.attempts ?? []).find((a) => a.kind === 'attempt')?.need;
  return {
    method: 'exact',
    unit: unit.name,
    rangeIn: {
      attempt: rangedOn as [Fraction, Fraction, Fraction],
      none: Fraction.ONE.sub(total),
      ...(need ? { need } : {}),
    },
    status: [...status].map(([st, p]) => ({ status: st, p })),
    attempts,
    overall: mixFire(overallParts),
    notes,
    rules: [...rules],
  };
}
