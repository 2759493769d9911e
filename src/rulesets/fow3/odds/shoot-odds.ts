/**
 * Exact odds of an Open Fire shooting (spec §4), nothing rolled, from the SAME rule code that
 * resolves a roll: the shooting's plan (planFire: who fires what at which score), the target
 * player's default allocation (allocateHits, run by enumerateOutcomes, so picking-out dice are
 * enumerated too), and each hit's save (saveHit, enumerated die by die). Nothing of the shooting
 * rules is written again here.
 *
 * Shape (as the fow4 odds): per weapon (alike weapons of several teams pooled: their hits are
 * interchangeable in the allocation and the saves), a binomial number of hits; for every
 * combination of those counts, the allocation; then each target team's state after its hits in
 * order, a Markov chain over unharmed / bailed out / destroyed; teams are independent given the
 * allocation, so the platoon's counts come from src/odds/joint.ts (countsOfMembers); all mixed over the
 * chance of each combination.
 */
import { Dist, pDie } from '../../../dice/distribution.js';
import { Fraction } from '../../../dice/fraction.js';
import { describeTarget, type Target } from '../../../dice/target.js';
import { enumerateOutcomes } from '../../../engine/enumerate.js';
import { InputError } from '../../../errors/input-error.js';
import { RulesApplied, type RuleRef } from '../../../engine/rules.js';
import { countsOfMembers, type StateCounts } from '../../../odds/joint.js';
import { categorise } from '../../../odds/markov.js';
import { binomialWeights, convolveWeights, jointCombinations, mixWeights, Weights } from '../../../odds/weights.js';
import type { Fow3Weapon } from '../profile.js';
import { FOW3 } from '../rules.js';
import { allocateHits, type Hit } from '../shooting/allocate.js';
import { saveHit } from '../shooting/saves.js';
import { planFire, type FireCore, type ShootSituation } from '../shooting/shoot.js';
import type { TargetTeam } from '../shooting/target.js';

export class Fow3OddsTooLargeError extends InputError {
  override readonly name: string = 'Fow3OddsTooLargeError';
  constructor(message: string) {
    super(message, { code: 'odds-too-large' });
  }
}

/** Most combinations of per-weapon hit counts worked through exactly. */
export const FOW3_MAX_COMBINATIONS = 40_000;

/** Where a target team ends. */
export type Fow3TeamEnd = 'unharmed' | 'bailed-out' | 'destroyed';
export const FOW3_TEAM_ENDS: readonly Fow3TeamEnd[] = ['unharmed', 'bailed-out', 'destroyed'];

export interface Fow3ShotOdds {
  readonly method: 'exact';
  /** Total hits (index = hits). */
  readonly hits: Weights;
  readonly groups: readonly {
    readonly label: string;
    readonly dice: number;
    readonly need: string;
    readonly pHit: Fraction;
  }[];
  readonly platoon: {
    readonly name: string;
    readonly teams: number;
    /** Index = teams destroyed by this shooting / bailed out at the end / unharmed at the end. */
    readonly destroyed: Weights;
    readonly bailedOut: Weights;
    readonly unharmed: Weights;
  };
  /** Each team: chance to end unharmed (0), bailed out (1), destroyed (2). */
  readonly teams: readonly { readonly id: string; readonly states: Weights }[];
  /** Expected teams destroyed. */
  readonly meanDestroyed: Fraction;
  /** Pinned Down by this step's hits (p. 15); null when it cannot be. */
  readonly pinned: { readonly p: Fraction | null; readonly hitsEarlier: number; readonly note?: string };
  readonly combinations: number;
  readonly notes: readonly string[];
  readonly rules: readonly RuleRef[];
}

const dist3 = (d: Dist<Fow3TeamEnd>): Weights => Weights.fromFractions(FOW3_TEAM_ENDS.map((s) => d.p(s))).reduced();

/**
 * The exact odds of `situation` (a shooting, or with core.mode 'defensive-fire' a platoon's
 * defensive fire). Decisions take their defaults: the target player's careful allocation.
 */
export function fow3ShootOdds(situation: ShootSituation, core: FireCore = { mode: 'shooting' }): Fow3ShotOdds {
  const plan = planFire(situation, core);
  const { options } = plan;
  const defensive = core.mode === 'defensive-fire';
  const rules = new RulesApplied();
  rules.add(...plan.rules);
  // Alike weapons (same weapon, same score) are pooled: hits of one weapon are interchangeable.
  const pooled = new Map<
    string,
    { weapon: Fow3Weapon; shooter: string; dice: number; target: Target; shooters: number }
  >();
  for (const s of plan.shots) {
    if (!s.target || !s.profile || s.dice === 0) continue;
    const key = JSON.stringify([s.profile, s.target]);
    const g = pooled.get(key);
    if (g) pooled.set(key, { ...g, dice: g.dice + s.dice, shooters: g.shooters + 1 });
    else pooled.set(key, { weapon: s.profile, shooter: s.shooter.id, dice: s.dice, target: s.target, shooters: 1 });
  }
  const groups = [...pooled.values()];
  const pHit = groups.map((g) => pDie(g.target));
  const perGroup = groups.map((g, i) => binomialWeights(g.dice, pHit[i]!));
  const combinations = perGroup.reduce((n, w) => n * w.length, 1);
  if (combinations > FOW3_MAX_COMBINATIONS) {
    throw new Fow3OddsTooLargeError(
      `${groups.length} weapons give ${combinations} combinations of hit counts, more than ${FOW3_MAX_COMBINATIONS}: too many to work through exactly`,
    );
  }

  // The target's teams as `fire` sees them.
  const target = situation.target;
  const teams: TargetTeam[] = target.teams.map((t) => ({ ...t, ...(defensive ? { assaulting: true } : {}) }));
  const hittable = teams.filter((t) => !core.hittable || core.hittable.includes(t.id));
  const live = teams.filter((t) => !t.destroyed);

  // One hit of a weapon on a team in a state: the real save procedure, enumerated.
  const stepCache = new Map<string, Dist<Fow3TeamEnd>>();
  const step =
    (team: TargetTeam, weapon: Fow3Weapon) =>
    (s: Fow3TeamEnd): Dist<Fow3TeamEnd> => {
      if (s === 'destroyed') return Dist.certain('destroyed');
      const key = `${team.id}\u0000${weapon.name}\u0000${s}`;
      let d = stepCache.get(key);
      if (!d) {
        const now: TargetTeam = { ...team, bailedOut: s === 'bailed-out' };
        const facing = defensive && team.profile.kind === 'tank' ? 'side' : undefined;
        const outs = enumerateOutcomes(() => saveHit(now, weapon, options, facing ? { facing } : {}));
        for (const o of outs) rules.add(...o.result.rules);
        d = categorise(outs, (r) => r.state);
        stepCache.set(key, d);
      }
      return d;
    };
  const teamCache = new Map<string, Weights>();
  const teamAfter = (team: TargetTeam, weapons: readonly Fow3Weapon[]): Weights => {
    const key = `${team.id}\u0000${weapons.map((w) => w.name).join('\u0001')}`;
    let w = teamCache.get(key);
    if (!w) {
      let d: Dist<Fow3TeamEnd> = Dist.certain(team.bailedOut ? 'bailed-out' : 'unharmed');
      for (const weapon of weapons) d = d.then(step(team, weapon));
      w = dist3(d);
      teamCache.set(key, w);
    }
    return w;
  };

  // Chance of each combination of hit counts (group 0 fastest).
  const { counts, chance } = jointCombinations(perGroup);

  // The platoon's counts destroyed / bailed out / unharmed, each on its own (countsOfMembers:
  // O(n^2) in the teams where their joint was O(n^4); issue 32), mixed over allocations and hits.
  const countsCache = new Map<string, StateCounts>();
  const platoonParts: [Weights[], Weights[], Weights[]] = [[], [], []];
  const teamParts: Weights[][] = live.map(() => []);
  for (let c = 0; c < combinations; c++) {
    if (chance.num[c] === 0n) {
      for (const x of platoonParts) x.push(Weights.certain(0));
      live.forEach((_, i) => teamParts[i]!.push(Weights.certain(0)));
      continue;
    }
    const hits: Hit[] = [];
    groups.forEach((g, i) => {
      for (let k = 0; k < counts[c]![i]!; k++) hits.push({ weapon: g.weapon, shooter: g.shooter });
    });
    // The allocation: one outcome, or one per picking-out dice result.
    const allocations = enumerateOutcomes(() => allocateHits(hittable, hits, options, situation.pickOut));
    const aw = Weights.fromFractions(allocations.map((a) => a.p));
    const countParts: [Weights[], Weights[], Weights[]] = [[], [], []];
    const perTeam: Weights[][] = live.map(() => []);
    for (const a of allocations) {
      rules.add(...a.result.rules);
      const got = new Map<string, Fow3Weapon[]>();
      for (const x of a.result.assignments) got.set(x.team, [...(got.get(x.team) ?? []), x.hit.weapon]);
      const members = live.map((t) => teamAfter(t, got.get(t.id) ?? []));
      members.forEach((m, i) => perTeam[i]!.push(m));
      const platoonCounts = countsOfMembers(members, countsCache);
      countParts[0].push(platoonCounts.destroyed);
      countParts[1].push(platoonCounts.middle);
      countParts[2].push(platoonCounts.unharmed);
    }
    countParts.forEach((parts, k) =>
      platoonParts[k]!.push(allocations.length === 1 ? parts[0]! : mixWeights(aw, parts)),
    );
    live.forEach((_, i) =>
      teamParts[i]!.push(allocations.length === 1 ? perTeam[i]![0]! : mixWeights(aw, perTeam[i]!)),
    );
  }
  const [destroyed, bailedOut, unharmed] = platoonParts.map((parts) => mixWeights(chance, parts)) as [
    Weights,
    Weights,
    Weights,
  ];
  let meanDestroyed = Fraction.ZERO;
  destroyed.fractions().forEach((p, k) => (meanDestroyed = meanDestroyed.add(p.mul(Fraction.of(k, 1)))));

  const totalHits = perGroup.reduce((acc, w) => convolveWeights(acc, w), Weights.certain(0));
  const earlier = situation.hitsEarlierThisStep ?? 0;
  let pinned: Fow3ShotOdds['pinned'];
  if (defensive) pinned = { p: null, hitsEarlier: earlier, note: 'defensive fire does not count toward Pinned Down' };
  else if (plan.kind === 'tank' && !options.pinTanksByShooting)
    pinned = {
      p: null,
      hitsEarlier: earlier,
      note: 'a tank platoon is not pinned down by shooting (umpire reading A5)',
    };
  else {
    pinned = { p: totalHits.atLeast(Math.max(0, 5 - earlier)), hitsEarlier: earlier };
    rules.add(FOW3.pinnedDown);
  }
  return {
    method: 'exact',
    hits: totalHits,
    groups: groups.map((g, i) => ({
      label: g.shooters > 1 ? `${g.weapon.name} of ${g.shooters} teams` : `${g.shooter} ${g.weapon.name}`,
      dice: g.dice,
      need: describeTarget(g.target),
      pHit: pHit[i]!,
    })),
    platoon: {
      name: target.name,
      teams: live.length,
      destroyed,
      bailedOut,
      unharmed,
    },
    teams: live.map((t, i) => ({ id: t.id, states: mixWeights(chance, teamParts[i]!) })),
    meanDestroyed,
    pinned,
    combinations,
    notes: [
      "hits are allocated by the target player's default (careful) choice among equal teams",
      'teams are independent given the allocation: each saves against its own hits in order',
    ],
    rules: rules.list(),
  };
}
