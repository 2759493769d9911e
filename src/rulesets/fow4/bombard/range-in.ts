import { scoreTarget } from '../saves.js';
import { rollPool, type PoolDie } from '../../../dice/pool.js';
import { describeTarget } from '../../../dice/target.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Procedure } from '../../../engine/request.js';
import { formatScore, type Score } from '../../flames-of-war/score.js';
import { BOMBARD as B } from './rules.js';

/** An Artillery Unit the spotter tries to range in, in the order the player chooses. */
export interface RangeInUnit {
  readonly name: string;
  /** The unit's Skill rating, or its Ranging rating when it has one (p. 47). */
  readonly rating: Score;
  /** The template covers Short or Tall terrain or part of a Smoke Screen: +1 (p. 47). Ignored for Smoke Bombardments (p. 51). */
  readonly templateCoversTerrain?: boolean;
  /** The spotter ranges in through or into a Smoke Screen (p. 51) or a smoke ball (p. 42, AMB-13): +1. */
  readonly throughSmoke?: boolean;
  /** A Smoke Bombardment: no terrain modifier (p. 51). */
  readonly smoke?: boolean;
  /** A Repeat Bombardment: ranged in automatically on the first attempt (p. 49). */
  readonly repeat?: boolean;
  /** British Mike Target: after this unit ranges in, roll at once for the next unit (p. 72). */
  readonly mikeTarget?: boolean;
}

export interface RangeInSpotter {
  readonly name: string;
  /** The spotting team's Skill (or Ranging) rating. */
  readonly rating: Score;
  /** An Air Observation Post re-rolls a failed third attempt (p. 50). */
  readonly aop?: boolean;
}

export interface RangeInSituation {
  readonly spotter: RangeInSpotter;
  /** Night: +1 to Range In, on top of the terrain +1 (pp. 47, 90). */
  readonly night?: boolean;
  readonly units: readonly RangeInUnit[];
}

export interface RangeInAttempt {
  /** The spotter's attempt number (1-3); a Mike Target roll takes no attempt and shows 0. */
  readonly attempt: number;
  readonly unit: string;
  readonly kind: 'attempt' | 'mike-target' | 'repeat';
  readonly need: string;
  /** The die (with the AOP's re-roll of a failed third attempt, if any). Absent for a Repeat Bombardment. */
  readonly die?: PoolDie;
  readonly success: boolean;
}

export interface RangeInUnitResult {
  readonly name: string;
  readonly status: 'ranged-in' | 'failed' | 'not-attempted';
  /** The attempt it ranged in on (1-3); Mike Target takes the first unit's attempt (p. 72). */
  readonly rangedInOn?: number;
  readonly via?: 'attempt' | 'mike-target' | 'repeat';
  /** +1 to hit for the 2nd attempt, +2 for the 3rd (p. 47). */
  readonly toHitPenalty: number;
  /** The worse of the spotter's and the unit's rating, before modifiers. */
  readonly rating: Score;
  readonly modifiers: readonly { readonly value: number; readonly why: string }[];
  /**
   * The spotter failed all three attempts on this unit: its Ranged In marker is removed and it
   * cannot Shoot, Assault or Bombard this turn, and is not Gone to Ground (p. 47).
   */
  readonly failedAllThree: boolean;
}

export interface RangeInResult {
  readonly attempts: readonly RangeInAttempt[];
  readonly units: readonly RangeInUnitResult[];
  /** Attempts the spotter has used (at most 3 a turn). */
  readonly attemptsUsed: number;
  readonly rules: readonly RuleRef[];
}

/** The worse of two ratings: the higher score needed ("Auto" is the best). */
export function worseRating(a: Score, b: Score): Score {
  if (a === 'auto') return b;
  if (b === 'auto') return a;
  return Math.max(a, b);
}

function modifiersFor(unit: RangeInUnit, night: boolean, rules: RuleRef[]): { value: number; why: string }[] {
  const mods: { value: number; why: string }[] = [];
  // Ranging In near Terrain (p. 47); not for Smoke Bombardments (p. 51).
  if (unit.templateCoversTerrain && !unit.smoke) {
    mods.push({ value: 1, why: 'template covers Short or Tall terrain or a Smoke Screen' });
    rules.push(B.nearTerrain);
  }
  // Ranging In at Night (pp. 47, 90): adds to the terrain +1.
  if (night) {
    mods.push({ value: 1, why: 'night' });
    rules.push(B.atNight, B.nightBombardment);
  }
  // Effects of Smoke Screens (p. 51) and smoke balls (p. 42, AMB-13).
  if (unit.throughSmoke) {
    mods.push({ value: 1, why: 'ranging through or into smoke' });
    rules.push(B.smokeScreenEffects);
  }
  return mods;
}

/**
 * Roll to Range In (p. 47). The spotter has up to three attempts a turn; each succeeds on the
 * worse of its own and the Artillery Unit's rating, +1 when the template covers terrain or smoke,
 * +1 at night, +1 through smoke. A unit ranged in on the 2nd attempt hits at +1, on the 3rd at +2.
 * Attempts left after a success go to the next unit on the list (Ranging In Additional Batteries),
 * which takes the penalty of the overall attempt number. A Repeat Bombardment ranges in
 * automatically on its first attempt (p. 49). Mike Target (p. 72): after a Mike Target unit ranges
 * in, one extra roll for the next unit; if it succeeds, that unit counts as ranged in on the same
 * attempt; if not, the spotter goes on with its remaining attempts. An AOP re-rolls a failed third
 * attempt (p. 50). Failing all three attempts on a unit stops it shooting, assaulting or
 * bombarding this turn (p. 47).
 *
 * Dice, in order: one die per attempt (and the AOP's re-roll straight after a failed 3rd attempt);
 * a Mike Target roll straight after the success that earned it.
 */
export function* rangeIn(situation: RangeInSituation): Procedure<RangeInResult> {
  const rules: RuleRef[] = [B.rangeIn];
  const attempts: RangeInAttempt[] = [];
  const results: RangeInUnitResult[] = [];
  const night = situation.night === true;
  const spotter = situation.spotter;
  let used = 0;
  let mikeFrom: { attempt: number; name: string } | undefined;

  for (const unit of situation.units) {
    const rating = worseRating(spotter.rating, unit.rating);
    if (rating !== unit.rating || rating !== spotter.rating) rules.push(B.lessSkilled);
    const mods = modifiersFor(unit, night, rules);
    const check = scoreTarget(
      rating,
      mods.map((m) => m.value),
    );
    rules.push(...check.rules);
    const need = describeTarget(check.target);
    const base = { name: unit.name, rating, modifiers: mods };
    const pendingMike = mikeFrom;
    mikeFrom = undefined;

    if (pendingMike && !unit.repeat) {
      rules.push(B.mikeTarget);
      const pool = yield* rollPool({
        count: 1,
        target: check.target,
        label: `Mike Target: range in ${unit.name} (${need})`,
      });
      const success = pool.successes === 1;
      attempts.push({ attempt: 0, unit: unit.name, kind: 'mike-target', need, die: pool.dice[0]!, success });
      if (success) {
        const on = pendingMike.attempt;
        results.push({
          ...base,
          status: 'ranged-in',
          rangedInOn: on,
          via: 'mike-target',
          toHitPenalty: on - 1,
          failedAllThree: false,
        });
        if (unit.mikeTarget) mikeFrom = { attempt: on, name: unit.name };
        continue;
      }
    }
    if (used >= 3) {
      results.push({ ...base, status: 'not-attempted', toHitPenalty: 0, failedAllThree: false });
      continue;
    }
    if (used > 0) rules.push(B.additionalBatteries);
    if (unit.repeat) {
      // Repeat Bombardment: ranged in on the first attempt, no penalty (p. 49).
      used++;
      rules.push(B.repeat);
      attempts.push({ attempt: used, unit: unit.name, kind: 'repeat', need: 'auto', success: true });
      results.push({
        ...base,
        status: 'ranged-in',
        rangedInOn: 1,
        via: 'repeat',
        toHitPenalty: 0,
        failedAllThree: false,
      });
      if (unit.mikeTarget) mikeFrom = { attempt: 1, name: unit.name };
      continue;
    }
    const firstAttempt = used + 1;
    let rangedInOn: number | undefined;
    while (used < 3 && rangedInOn === undefined) {
      used++;
      const aopReroll = spotter.aop === true && used === 3;
      const pool = yield* rollPool({
        count: 1,
        target: check.target,
        reroll: aopReroll ? 'failures' : 'none',
        label: `Range In attempt ${used}: ${unit.name} (${need}, spotter ${spotter.name})`,
      });
      const die = pool.dice[0]!;
      if (die.reroll) rules.push(B.aop);
      const success = pool.successes === 1;
      attempts.push({ attempt: used, unit: unit.name, kind: 'attempt', need, die, success });
      if (success) rangedInOn = used;
    }
    if (rangedInOn !== undefined) {
      results.push({
        ...base,
        status: 'ranged-in',
        rangedInOn,
        via: 'attempt',
        toHitPenalty: rangedInOn - 1,
        failedAllThree: false,
      });
      if (unit.mikeTarget) mikeFrom = { attempt: rangedInOn, name: unit.name };
    } else {
      const failedAllThree = firstAttempt === 1;
      if (failedAllThree) rules.push(B.failedRangeIn);
      results.push({ ...base, status: 'failed', toHitPenalty: 0, failedAllThree });
    }
  }
  return { attempts, units: results, attemptsUsed: used, rules: [...new Set(rules)] };
}

/** "3+" for a rating, for display. */
export function ratingText(s: Score): string {
  return formatScore(s);
}
