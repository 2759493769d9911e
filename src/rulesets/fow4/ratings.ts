/**
 * A unit's ratings as the tests use them (fow4 spec §2): the Motivation and Skill sub-ratings
 * from a Ratings profile, the worst value for mixed-rating units (p. 10), fixed ratings
 * (Shtraf, p. 73) and the modifiers special rules give (§2.6, §11).
 */
import { scoreTarget } from './saves.js';
import type { RuleRef } from '../../engine/rules.js';
import { IS_HIT_ON, MOTIVATION_SCORE, SKILL_SCORE, type Ratings } from '../flames-of-war/profile.js';
import { FOW4_TESTS as R } from './rules.js';
import type { Score, ScoreCheck } from '../flames-of-war/score.js';

/** Every number a Ratings profile gives. */
export type RatingKind =
  | 'motivation'
  | 'skill'
  | 'rally'
  | 'remount'
  | 'counterattack'
  | 'lastStand'
  | 'tactics'
  | 'assault'
  | 'ranging'
  | 'isHitOn';

export type DerivedRatings = Readonly<Record<RatingKind, Score>>;

const MOTIVATION_SUB = new Set<RatingKind>(['rally', 'remount', 'counterattack', 'lastStand']);

/** One team's rating of a kind: its own override, else the Motivation or Skill score (pp. 10-11). */
export function teamRating(r: Ratings, kind: RatingKind): Score {
  const motivation = MOTIVATION_SCORE[r.motivation];
  const skill = SKILL_SCORE[r.skill];
  switch (kind) {
    case 'motivation':
      return motivation;
    case 'skill':
      return skill;
    case 'isHitOn':
      return r.isHitOn ?? IS_HIT_ON[r.skill];
    case 'tactics':
    case 'assault':
    case 'ranging':
      return r[kind] ?? skill;
    default:
      return MOTIVATION_SUB.has(kind) ? (r[kind] ?? motivation) : motivation;
  }
}

const asNumber = (s: Score): number => (s === 'auto' ? 1 : s);

/**
 * A unit's rating of a kind. With teams of different ratings the worst value in the unit is
 * used (Mixed-rating Units, p. 10): the highest score needed for a test, and for Is Hit On the
 * lowest number (the unit is as easy to hit as its worst-trained team) [AMB-30].
 */
export function unitRating(ratings: Ratings | readonly Ratings[], kind: RatingKind): Score {
  const list = Array.isArray(ratings) ? (ratings as readonly Ratings[]) : [ratings as Ratings];
  if (list.length === 0) throw new RangeError('a unit needs at least one team rating');
  const values = list.map((r) => teamRating(r, kind));
  const pick =
    kind === 'isHitOn'
      ? (a: Score, b: Score) => (asNumber(b) < asNumber(a) ? b : a)
      : (a: Score, b: Score) => (asNumber(b) > asNumber(a) ? b : a);
  return values.reduce(pick);
}

export function isMixed(ratings: Ratings | readonly Ratings[]): boolean {
  if (!Array.isArray(ratings)) return false;
  const list = ratings as readonly Ratings[];
  return list.some((r) => r.motivation !== list[0]!.motivation || r.skill !== list[0]!.skill);
}

/** All derived numbers of a unit at once (worst value for mixed units). */
export function deriveRatings(ratings: Ratings | readonly Ratings[]): DerivedRatings {
  const kinds: RatingKind[] = [
    'motivation',
    'skill',
    'rally',
    'remount',
    'counterattack',
    'lastStand',
    'tactics',
    'assault',
    'ranging',
    'isHitOn',
  ];
  return Object.fromEntries(kinds.map((k) => [k, unitRating(ratings, k)])) as DerivedRatings;
}

/** A change to the score needed, and the rule that makes it. */
export interface RatingModifier {
  readonly value: number;
  readonly rule: RuleRef;
}

/** The score a test needs, how it was reached, and the die target it makes. */
export interface TestRating {
  /** The rating before modifiers (after any fixed rating such as Shtraf's 2+). */
  readonly base: Score;
  readonly modifiers: readonly RatingModifier[];
  readonly check: ScoreCheck;
  /** Rules that set the base: the rating itself, Mixed-rating Units, Shtraf... */
  readonly rules: readonly RuleRef[];
}

/** Build a TestRating from a base, the rules behind it and the modifiers. */
export function testRating(
  base: Score,
  baseRules: readonly RuleRef[],
  modifiers: readonly RatingModifier[] = [],
): TestRating {
  const check = scoreTarget(
    base,
    modifiers.map((m) => m.value),
  );
  return { base, modifiers, check, rules: [...baseRules, ...modifiers.map((m) => m.rule), ...check.rules] };
}

/** Who takes the test: the unit's ratings (one profile, or one per team for mixed units) and its special rules. */
export interface TestSubject {
  readonly ratings: Ratings | readonly Ratings[];
  /** Unit special rule ids, e.g. "tiger-ace", "british-bulldog", "cavalry" (a unit made entirely of Cavalry), "shtraf". */
  readonly rules?: readonly string[];
  /** The testing team's own equipment rules (Remount: "protected-ammo", "fuel-tanks", "fuel-trailer"). */
  readonly teamRules?: readonly string[];
}

/** The named tests whose score comes from the unit's ratings. */
export type RatedTest =
  | 'rally'
  | 'remount'
  | 'bailed-out-again'
  | 'counterattack'
  | 'last-stand'
  | 'follow-me'
  | 'blitz'
  | 'shoot-and-scoot'
  | 'dig-in'
  | 'minefield'
  | 'booby-trap'
  | 'obstacle';

const RATING_OF: Readonly<Record<RatedTest, RatingKind>> = {
  rally: 'rally',
  remount: 'remount',
  'bailed-out-again': 'remount', // Bailed Out Again uses the Remount rating (p. 38)
  counterattack: 'counterattack',
  'last-stand': 'lastStand',
  'follow-me': 'motivation', // the plain Motivation rating (p. 25)
  blitz: 'tactics',
  'shoot-and-scoot': 'tactics',
  'dig-in': 'tactics',
  minefield: 'tactics', // Skill, or Tactics if different (p. 78)
  'booby-trap': 'skill', // plain Skill (p. 79)
  obstacle: 'skill', // infantry crossing Barbed Wire or a Street Barricade (p. 77)
};

const MOTIVATION_TESTS = new Set<RatedTest>([
  'rally',
  'remount',
  'bailed-out-again',
  'counterattack',
  'last-stand',
  'follow-me',
]);

const BASE_RULE: Readonly<Record<RatingKind, RuleRef>> = {
  motivation: R.motivation,
  rally: R.rally,
  remount: R.remount,
  counterattack: R.counterattackTest,
  lastStand: R.unitLastStand,
  skill: R.skill,
  tactics: R.tacticsRating,
  assault: R.skill,
  ranging: R.rangeIn,
  isHitOn: R.isHitOn,
};

const has = (list: readonly string[] | undefined, id: string) => list?.includes(id) ?? false;

/** Does a tank team carry the Fuel Tanks penalty (a flame-thrower tank without a Fuel Trailer, p. 42)? */
export function hasFuelTanks(teamRules: readonly string[] | undefined): boolean {
  return (has(teamRules, 'fuel-tanks') || has(teamRules, 'flame-thrower-tank')) && !has(teamRules, 'fuel-trailer');
}

/**
 * The special-rule modifiers of a named test (§2.6):
 * Protected Ammo Remount -1 (p. 65); Fuel Tanks Remount +1 (p. 42); Cavalry unit Rally and
 * Follow Me -1 (p. 68); British Bulldog Counterattack -1 (p. 72); Tiger Ace Last Stand and Blitz
 * -1 (p. 71); Tip and Run Blitz and Shoot and Scoot -1 (p. 72); Tally Ho! Tactics tests +1 (p. 72).
 */
export function specialRuleModifiers(test: RatedTest, subject: TestSubject): RatingModifier[] {
  const unit = subject.rules;
  const team = subject.teamRules;
  const either = (id: string) => has(unit, id) || has(team, id);
  const mods: RatingModifier[] = [];
  if (test === 'remount' || test === 'bailed-out-again') {
    if (either('protected-ammo')) mods.push({ value: -1, rule: R.protectedAmmo });
    if (hasFuelTanks(team) || (has(unit, 'fuel-tanks') && !has(team, 'fuel-trailer')))
      mods.push({ value: +1, rule: R.fuelTanks });
  }
  if ((test === 'rally' || test === 'follow-me') && has(unit, 'cavalry')) mods.push({ value: -1, rule: R.cavalry });
  if (test === 'counterattack' && has(unit, 'british-bulldog')) mods.push({ value: -1, rule: R.britishBulldog });
  if ((test === 'last-stand' || test === 'blitz') && has(unit, 'tiger-ace')) mods.push({ value: -1, rule: R.tigerAce });
  if ((test === 'blitz' || test === 'shoot-and-scoot') && has(unit, 'tip-and-run'))
    mods.push({ value: -1, rule: R.tipAndRun });
  // Tally Ho! raises every Tactics test; a Minefield test uses the Tactics rating when it differs (p. 78).
  if (RATING_OF[test] === 'tactics' && has(unit, 'tally-ho')) mods.push({ value: +1, rule: R.tallyHo });
  return mods;
}

/**
 * The score a unit (or one of its teams) needs for a named test: the rating (worst value in a
 * mixed unit), Shtraf's fixed 2+ for Motivation tests (p. 73), then the special-rule modifiers
 * and any situational ones (e.g. night) the caller adds.
 */
export function ratingForTest(
  test: RatedTest,
  subject: TestSubject,
  extra: readonly RatingModifier[] = [],
): TestRating {
  const kind = RATING_OF[test];
  const rules: RuleRef[] = [BASE_RULE[kind]];
  let base = unitRating(subject.ratings, kind);
  if (isMixed(subject.ratings)) rules.push(R.mixedRatings);
  if (MOTIVATION_TESTS.has(test) && has(subject.rules, 'shtraf')) {
    base = 2; // Shtraf Companies pass Motivation tests on 2+ (p. 73)
    rules.push(R.shtraf);
  }
  return testRating(base, rules, [...specialRuleModifiers(test, subject), ...extra]);
}
