import { pDie } from '../../../dice/distribution.js';
import type { Fraction } from '../../../dice/fraction.js';
import type { RuleRef } from '../../../engine/rules.js';
import { countsOfMembers, JointCounts, jointOfMembers, type StateCounts } from '../../../odds/joint.js';
import { binomialWeights, convolveWeights, jointCombinations, mixWeights, Weights } from '../../../odds/weights.js';
import type { HitFacts } from '../../flames-of-war/saves/hit.js';
import type { BroadType } from '../../flames-of-war/saves/special-rules.js';
import type { OddsTeam, ShotPlan } from './plan.js';
import { canBePinned, GOOD_SPIRITS_NEED, inGoodSpiritsNow, pinThreshold, teamsByType } from './spirits.js';
import { clearChainCache, teamAfterEachK, teamAfterHits } from './team-chain.js';
import { clearHitOutcomeCache } from './hit-outcome.js';
import { stateWeights, type TeamState } from './team-state.js';
import { InputError } from '../../../errors/input-error.js';

export class OddsTooLargeError extends InputError {
  override readonly name: string = 'OddsTooLargeError';
  constructor(message: string) {
    super(message, { code: 'odds-too-large' });
  }
}

/** Most combinations of per-group hit counts worked through exactly. */
export const MAX_COMBINATIONS = 40_000;

/** Forget every cached distribution, so the next odds are computed from nothing (benchmarks). */
export function clearOddsCaches(): void {
  clearHitOutcomeCache();
  clearChainCache();
}

export interface TeamOdds {
  readonly id: string;
  readonly name: string;
  /** Chance the team ends unharmed (0), Bailed Out (1), Destroyed (2). */
  readonly states: Weights;
}

export interface ShotOdds {
  readonly method: 'exact';
  /**
   * Distribution of the total number of hits (index = hits). Distributions are exact Weights over
   * a common denominator, reduced to Fractions only when read (`.at(i)`, `.fractions()`).
   */
  readonly hits: Weights;
  readonly hitsByGroup: {
    readonly label: string;
    readonly dice: number;
    readonly pHit: Fraction;
    readonly dist: Weights;
  }[];
  readonly unit: {
    readonly name: string;
    readonly teams: number;
    /** Index = number of teams Destroyed / Bailed Out (at the end, including any already Bailed Out) / unharmed. */
    readonly destroyed: Weights;
    readonly bailedOut: Weights;
    readonly unharmed: Weights;
    readonly joint: JointCounts;
  };
  readonly teams: TeamOdds[];
  readonly pinned: { readonly p: Fraction | null; readonly hitsToPin: number; readonly note?: string };
  readonly goodSpirits: { readonly pLost: Fraction | null; readonly note?: string };
  /** Combinations of per-group hit counts worked through. */
  readonly combinations: number;
  readonly notes: string[];
  readonly rules: RuleRef[];
}

/**
 * Exact odds of a shot (pp. 33-41): per group, a binomial number of hits (pDie of the to-hit
 * score with its re-roll, the 7/8 rule inside); for every combination of group hit counts, the
 * procedure's own default allocation; each team's state after its hits by a Markov chain over the
 * real save procedure; the unit's joint (destroyed, bailed out) counts with teams independent given
 * the allocation; all of it mixed over the chance of each combination.
 */
export function shootOdds(plan: ShotPlan): ShotOdds {
  const { groups, unit } = plan;
  const teams = unit.teams;
  const pHit = groups.map((g) => pDie(g.toHit, g.reroll ?? 'none'));
  const perGroup = groups.map((g, i) => binomialWeights(g.dice, pHit[i]!));
  const combinations = perGroup.reduce((n, w) => n * w.length, 1);
  if (combinations > MAX_COMBINATIONS) {
    throw new OddsTooLargeError(
      `${groups.length} groups of dice give ${combinations} combinations of hit counts, more than ${MAX_COMBINATIONS}: too many to work through exactly; merge alike shooters or simulate`,
    );
  }

  // Chance of each combination (mixed radix over the groups, group 0 fastest).
  const { counts, chance } = jointCombinations(perGroup);

  const hitOf = (g: number, team: OddsTeam): HitFacts => {
    const h = groups[g]!.hitOn[team.id];
    if (!h)
      throw new Error(`the allocation gave a hit of ${groups[g]!.label} to ${team.name}, which that group cannot hit`);
    return h;
  };
  const startOf = (t: OddsTeam): TeamState => (t.bailedOut ? 'bailed-out' : 'unharmed');
  const byK = new Map<string, (k: number) => Weights>();
  const bySeq = new Map<string, Weights>();
  const teamDist = (t: OddsTeam, seq: readonly number[]): Weights => {
    if (seq.length === 0 || seq.every((g) => g === seq[0])) {
      const g = seq[0] ?? 0;
      const key = `${t.id}#${g}`;
      let arr = byK.get(key);
      if (!arr) {
        const none = stateWeights(teamAfterHits(t, startOf(t), []));
        arr = seq.length === 0 && !groups[g]?.hitOn[t.id] ? () => none : teamAfterEachK(t, startOf(t), hitOf(g, t));
        byK.set(key, arr);
      }
      return arr(seq.length);
    }
    const key = `${t.id}#${seq.join(',')}`;
    let w = bySeq.get(key);
    if (!w) {
      w = stateWeights(
        teamAfterHits(
          t,
          startOf(t),
          seq.map((g) => hitOf(g, t)),
        ),
      );
      bySeq.set(key, w);
    }
    return w;
  };

  const types = teamsByType(teams);
  const spiritsNow = inGoodSpiritsNow(unit);
  const nothingLostBefore = (unit.destroyedBefore ?? 0) === 0 && !teams.some((t) => t.bailedOut);
  const countsCache = new Map<string, StateCounts>();
  // Each combination's members, kept to build the whole joint only if someone reads it.
  const membersOf: (readonly Weights[] | undefined)[] = [];
  // The unit's counts destroyed / bailed out / unharmed, per combination: each count on its own
  // (countsOfMembers: O(n^2) in the teams where the joint is O(n^4)), mixed on their own. The
  // marginal of a mixture is the mixture of the marginals, so the numbers are the joint's.
  const marginals: [Weights[], Weights[], Weights[]] = [[], [], []];
  const teamParts: Weights[][] = teams.map(() => []);
  const lostParts: Weights[] = [];
  for (let c = 0; c < combinations; c++) {
    if (chance.num[c] === 0n) {
      membersOf.push(undefined);
      for (const m of marginals) m.push(Weights.certain(0));
      teams.forEach((_, i) => teamParts[i]!.push(Weights.certain(0)));
      lostParts.push(Weights.certain(0));
      continue;
    }
    const alloc = plan.allocate(counts[c]!);
    const members = teams.map((t) => teamDist(t, alloc.get(t.id) ?? []));
    members.forEach((m, i) => teamParts[i]!.push(m));
    membersOf.push(members);
    const unitCounts = countsOfMembers(members, countsCache);
    marginals[0].push(unitCounts.destroyed);
    marginals[1].push(unitCounts.middle);
    marginals[2].push(unitCounts.unharmed);
    if (spiritsNow) lostParts.push(goodSpiritsLost(teams, members, types, unitCounts, nothingLostBefore, countsCache));
  }

  // The whole joint is built and mixed only if someone reads it (the reports use the marginals).
  let mixedJoint: JointCounts | undefined;
  const jointOnce = () => {
    const cache = new Map<string, JointCounts>();
    const parts = membersOf.map((m) => (m ? jointOfMembers(m, cache).w : Weights.certain(0)));
    return (mixedJoint ??= new JointCounts(teams.length, mixWeights(chance, parts)));
  };
  const teamOdds: TeamOdds[] = teams.map((t, i) => {
    return { id: t.id, name: t.name, states: mixWeights(chance, teamParts[i]!) };
  });

  const totalHits = perGroup.reduce((acc, w) => convolveWeights(acc, w), Weights.certain(0));
  const hitsToPin = pinThreshold(unit);
  let pinned: ShotOdds['pinned'];
  if (!canBePinned(unit))
    pinned = { p: null, hitsToPin, note: 'Armoured Tank and Aircraft teams are never Pinned Down (p. 41)' };
  else if (unit.pinned) pinned = { p: chance.total(), hitsToPin, note: 'already Pinned Down' };
  else {
    const pins = (n: readonly number[]) =>
      n.reduce((a, b) => a + b, 0) >= hitsToPin || n.some((k, g) => k > 0 && groups[g]!.autoPin === true);
    pinned = { p: chance.chance((c) => pins(counts[c]!)), hitsToPin };
  }
  const goodSpirits: ShotOdds['goodSpirits'] = spiritsNow
    ? {
        pLost: mixWeights(chance, lostParts).at(0),
        note: 'counts every team as In Command unless marked otherwise (p. 60)',
      }
    : { pLost: null, note: 'the unit is not In Good Spirits before this shot' };

  const notes = [
    "hits are assigned by the shooting procedure's default allocation; Mistaken Target is not attempted",
    'teams are independent given the allocation: each saves against its own hits in order',
  ];
  return {
    method: 'exact',
    hits: totalHits,
    hitsByGroup: groups.map((g, i) => ({ label: g.label, dice: g.dice, pHit: pHit[i]!, dist: perGroup[i]! })),
    unit: {
      name: unit.name,
      teams: teams.length,
      destroyed: mixWeights(chance, marginals[0]),
      bailedOut: mixWeights(chance, marginals[1]),
      unharmed: mixWeights(chance, marginals[2]),
      get joint() {
        return jointOnce();
      },
    },
    teams: teamOdds,
    pinned,
    goodSpirits,
    combinations,
    notes,
    rules: [...(plan.rules ?? [])],
  };
}

/**
 * P(the unit is no longer In Good Spirits | this allocation), as a one-cell Weights (p. 60): it
 * is, when no team was lost, or when some type keeps enough good In Command teams (a tank
 * counts only when not Bailed Out). Types are independent given the allocation, so
 * P(not IGS) = prod P(no type has enough) - [none lost before] * prod P(all of type unharmed and not enough).
 */
function goodSpiritsLost(
  teams: readonly OddsTeam[],
  members: readonly Weights[],
  types: Map<BroadType, OddsTeam[]>,
  unitCounts: StateCounts,
  nothingLostBefore: boolean,
  cache: Map<string, StateCounts>,
): Weights {
  let notEnoughNum = 1n;
  let den = 1n;
  let allUnharmedNum = 1n;
  let outDen = 1n;
  for (const [type, list] of types) {
    const inCmd = list.filter((t) => t.inCommand !== false);
    const outCmd = list.filter((t) => t.inCommand === false);
    const j =
      inCmd.length === teams.length
        ? unitCounts
        : countsOfMembers(
            inCmd.map((t) => members[teams.indexOf(t)]!),
            cache,
          );
    const need = GOOD_SPIRITS_NEED[type];
    // Good teams: a tank only when unharmed (neither Destroyed nor Bailed Out), others when not Destroyed.
    const count = type === 'tank' ? j.unharmed : j.destroyed;
    const good = (i: number) => (type === 'tank' ? i : j.size - i);
    notEnoughNum *= count.sumWhere((i) => good(i) < need);
    den *= count.den;
    // Every team of the type unharmed: the unharmed count at its size.
    allUnharmedNum *= j.size >= need ? 0n : (j.unharmed.num[j.size]! * count.den) / j.unharmed.den;
    if (outCmd.length > 0) {
      const o = countsOfMembers(
        outCmd.map((t) => members[teams.indexOf(t)]!),
        cache,
      );
      allUnharmedNum *= o.unharmed.num[o.size]!;
      outDen *= o.unharmed.den;
    }
  }
  const num = notEnoughNum * outDen - (nothingLostBefore ? allUnharmedNum : 0n);
  return new Weights([num], den * outDen);
}
