/**
 * The values a Flames Of War 4 roster prints, read into our profile shapes: ratings
 * ("CONFIDENT 4+ / Counterattack 5+", "Remount 3+", "TRAINED 4+", "Is Hit On 3+"), scores ("3+"),
 * distances (`24"/60cm`, `8"-64"/20-160cm`), ROF ("2", "-", "ARTILLERY", "SALVO"), Anti-tank and
 * Firepower. A value that does not fit throws BadValue; the caller adds where it was.
 */
import type { Distance, Motivation, Ratings, Skill } from '../../flames-of-war/profile.js';
import { IS_HIT_ON, MOTIVATION_SCORE, SKILL_SCORE } from '../../flames-of-war/profile.js';
import type { Score } from '../../flames-of-war/score.js';
import { editDistance } from '../../../game/suggest.js';
import { READINGS, bareRangeAsCm } from './readings.js';

export class BadValue extends Error {
  constructor(
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}

type MutableRatings = { -readonly [K in keyof Ratings]?: Ratings[K] };

const SUB_RATINGS: Readonly<Record<string, keyof Ratings>> = {
  rally: 'rally',
  remount: 'remount',
  counterattack: 'counterattack',
  'counter-attack': 'counterattack',
  'counter attack': 'counterattack',
  'last stand': 'lastStand',
  tactics: 'tactics',
  assault: 'assault',
  ranging: 'ranging',
  'is hit on': 'isHitOn',
};

const RATING_HINT =
  'the list builder\'s data prints this box in a form umpire cannot read (it reads e.g. "CONFIDENT 4+ / Counterattack 5+", "4+ Last Stand 3+"): choose another option for the unit in the list builder, or report the card to BSData/flamesofwar';

/** A score "4+" (also "4", "auto"); throws BadValue. */
export function score(text: string, what: string): Score {
  const t = text.trim();
  if (/^auto(matic)?$/i.test(t)) return 'auto';
  const m = /^([1-8])\s*\+?$/.exec(t);
  if (!m) throw new BadValue(`${what} '${text}' is not a score`, 'a score is a number and a plus, e.g. 4+');
  return Number(m[1]);
}

/** The main rating a bare score gives in its box (BSData writes "4+" for CONFIDENT 4+, p. 10-11). */
const BY_SCORE: Readonly<Record<'Motivation' | 'Skill', Readonly<Record<number, Motivation | Skill>>>> = {
  Motivation: { 3: 'fearless', 4: 'confident', 5: 'reluctant' },
  Skill: { 3: 'veteran', 4: 'trained', 5: 'conscript' },
};

/**
 * One ratings box (Motivation, Skill or Is Hit On): its main rating and any sub-ratings, merged
 * into `into`. Every form BSData writes is read: "CONFIDENT 4+ / Remount 3+", "4+", "4+ Last Stand
 * 3+", "Green 5+" (a word the books do not use: the score decides), "Counterattack 6", "Counter
 * Attack 6". Lines without a score ("Protected Ammo") are special rules: returned for the caller.
 */
export function readRatingsBox(
  text: string,
  box: 'Motivation' | 'Skill' | 'Is Hit On',
  into: MutableRatings,
  readings: string[] = [],
): string[] {
  const parts = text
    .split(/\s*(?:\/|,|;|\n)\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new BadValue(`the ${box} box is empty`, RATING_HINT);
  const rules: string[] = [];
  let main = false;
  for (const raw of parts) {
    // Asides in brackets ("(MA 4+)", "(Mounted Assault 4+ for 1 pass.") are notes: listed, not read.
    const asides = /\(([^)]*)\)?|\[([^\]]*)\]|->.*$|^[^(]*\)/.exec(raw);
    if (asides && asides[0].trim()) rules.push(asides[0].replace(/^[([]|[)\]]$/g, '').trim());
    const part = raw
      .replace(/\([^)]*\)?|\[[^\]]*\]|->.*$|^[^(]*\)/g, ' ')
      // "4+ Assault", "6 Counterattack": the score before its name.
      .replace(/^(\d)\s*\+?\s+([A-Za-z][A-Za-z -]*)$/, (m, n: string, w: string) =>
        subRating(w.trim().toLowerCase()) ? `${w} ${n}+` : m,
      )
      .replace(/\s+/g, ' ')
      .trim();
    if (!part) continue;
    const pieces = [...part.matchAll(/([^0-9]*?)\s*:?\s*(\d+)\s*\+?(?![0-9])/g)];
    if (pieces.length === 0) {
      const word = part.toLowerCase();
      if (box === 'Motivation' && word in MOTIVATION_SCORE) [into.motivation, main] = [word as Motivation, true];
      else if (box === 'Skill' && word in SKILL_SCORE) [into.skill, main] = [word as Skill, true];
      else if (box === 'Is Hit On' && /^auto(matic)?$/.test(word)) into.isHitOn = 'auto';
      else rules.push(part);
      continue;
    }
    for (const m of pieces) {
      try {
        main = readRatingPart(m[1]!.trim(), m[2]!, part, box, into, main, readings) || main;
      } catch (err) {
        if (!(err instanceof NotARating)) throw err;
        rules.push(m[1]!.trim() ? m[0].trim() : `${box} ${m[2]}+`);
      }
    }
    const rest = pieces.reduce((t, m) => t.replace(m[0], ' '), part).trim();
    if (rest) rules.push(rest);
  }
  return rules;
}

/** One "word score" piece; returns whether it set the box's main rating. */
function readRatingPart(
  rawWord: string,
  scoreText: string,
  part: string,
  box: 'Motivation' | 'Skill' | 'Is Hit On',
  into: MutableRatings,
  mainSet: boolean,
  readings: string[],
): boolean {
  const word = rawWord.toLowerCase().replace(/\s+/g, ' ');
  const value = score(scoreText, box);
  if (word in MOTIVATION_SCORE) {
    const motivation = word as Motivation;
    if (value !== MOTIVATION_SCORE[motivation])
      throw new BadValue(
        `the Motivation '${part}' gives ${word} a score other than ${MOTIVATION_SCORE[motivation]}+`,
        RATING_HINT,
      );
    into.motivation = motivation;
    return true;
  }
  if (word in SKILL_SCORE) {
    const skill = word as Skill;
    if (value !== SKILL_SCORE[skill])
      throw new BadValue(`the Skill '${part}' gives ${word} a score other than ${SKILL_SCORE[skill]}+`, RATING_HINT);
    into.skill = skill;
    return true;
  }
  const sub = subRating(word);
  if (sub) {
    (into as Record<string, unknown>)[sub] = value;
    return false;
  }
  if (box === 'Is Hit On') {
    into.isHitOn = value;
    return true;
  }
  // A bare score, or a word the books do not use ("Green 5+"), before the box has its main rating.
  if (!mainSet && (word === '' || /^[a-z]+$/.test(word)) && typeof value === 'number') {
    const rating = BY_SCORE[box as 'Motivation' | 'Skill'][value];
    if (rating === undefined && box === 'Motivation' && value === 2) {
      // A bare 2+ (BSData's SS Tiger cards): umpire's reading, see readings.ts.
      into.motivation = 'fearless';
      for (const k of ['rally', 'remount', 'counterattack', 'lastStand'] as const) into[k] ??= 2;
      readings.push(READINGS.motivation2(part));
      return true;
    }
    if (rating === undefined)
      throw new BadValue(`the ${box} '${part}' gives a score no ${box} rating has`, RATING_HINT);
    if (box === 'Motivation') into.motivation = rating as Motivation;
    else into.skill = rating as Skill;
    return true;
  }
  // Another rule with a score in the box ("Komissar 3+", "Follow Me 3+"): the caller lists it.
  // A second bare score ("4+/4+": the card's two options) is listed, the first one read.
  if (mainSet) throw new NotARating();
  throw new BadValue(`the ${box} '${part}' is not a rating umpire knows`, RATING_HINT);
}

class NotARating extends Error {}

/** A sub-rating name, also as the data misspells it ("Assualt", "Counterattach"). */
function subRating(word: string): keyof Ratings | undefined {
  const exact = SUB_RATINGS[word] ?? SUB_RATINGS[word.replace(/ /g, '')];
  if (exact || word.length < 6) return exact;
  const near = Object.keys(SUB_RATINGS).find((k) => k.length >= 6 && editDistance(k, word) <= 2);
  return near === undefined ? undefined : SUB_RATINGS[near];
}

/** Drop sub-ratings equal to what Motivation and Skill give anyway (p. 10-11), so the force file stays short. */
export function withoutDefaults(r: Ratings): Ratings {
  const out: MutableRatings = { motivation: r.motivation, skill: r.skill };
  const m = MOTIVATION_SCORE[r.motivation];
  const s = SKILL_SCORE[r.skill];
  const defaults: Partial<Record<keyof Ratings, number>> = {
    rally: m,
    remount: m,
    counterattack: m,
    lastStand: m,
    tactics: s,
    assault: s,
    ranging: s,
    isHitOn: IS_HIT_ON[r.skill],
  };
  for (const [k, v] of Object.entries(r) as [keyof Ratings, unknown][]) {
    if (k === 'motivation' || k === 'skill' || v === undefined) continue;
    if (v !== defaults[k]) (out as Record<string, unknown>)[k] = v;
  }
  return out as Ratings;
}

const INCH = `(\\d+(?:\\.\\d+)?)\\s*(?:"|”|''|'|in(?:ch(?:es)?)?)`;
const CM = '(\\d+(?:\\.\\d+)?)\\s*cm';
const ONE = new RegExp(`^(?:${INCH})?\\s*/?\\s*(?:${CM})?$`, 'i');
const SPAN_IN = new RegExp(
  `^(\\d+(?:\\.\\d+)?)\\s*(?:"|”)?\\s*-\\s*${INCH}\\s*(?:/\\s*(\\d+(?:\\.\\d+)?)\\s*(?:cm)?\\s*-\\s*${CM})?$`,
  'i',
);

/** A range: `24"/60cm`, `24"`, `60cm`, or a span with a minimum `8"-64"/20-160cm`. */
export function range(text: string, what: string): { range: Distance; minRange?: Distance } {
  const t = text
    .replace(/\([^)]*\)/g, ' ')
    .trim()
    .replace(/[,.;]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const both = new RegExp(`^${INCH}\\s*/\\s*${CM}\\s*-\\s*${INCH}\\s*/\\s*${CM}$`, 'i').exec(t);
  if (both) return { minRange: distance(both[1], both[2]), range: distance(both[3], both[4]) };
  const one = ONE.exec(t);
  if (one && (one[1] !== undefined || one[2] !== undefined)) return { range: distance(one[1], one[2]) };
  const span = SPAN_IN.exec(t);
  if (span) return { minRange: distance(span[1], span[3]), range: distance(span[2], span[4]) };
  throw new BadValue(
    `${what} '${text}' is not a range`,
    'umpire reads ranges like 24"/60cm, 24" or 60cm, or 8"-64"/20-160cm with a minimum; choose another option in the list builder, or report the card to BSData/flamesofwar',
  );
}

/** No range limit: Naval Gunfire's UNLIMITED. Every distance on the table is within it. */
export const UNLIMITED: Distance = { inches: Infinity, cm: Infinity };

/**
 * A weapon's Range box: a range as `range` reads it, UNLIMITED (Naval Gunfire), or a bare number
 * read as centimetres (umpire's reading, returned in `reading`; see readings.ts).
 */
export function weaponRange(text: string, what: string): { range: Distance; minRange?: Distance; reading?: string } {
  if (/^\s*unlimited\s*$/i.test(text)) return { range: UNLIMITED };
  const bare = bareRangeAsCm(text);
  if (bare) return { range: bare, reading: READINGS.bareRange(text.trim(), bare.inches, bare.cm) };
  return range(text, what);
}

function distance(inches: string | undefined, cm: string | undefined): Distance {
  const i = inches !== undefined ? Number(inches) : Number(cm) / 2.5;
  return { inches: i, cm: cm !== undefined ? Number(cm) : i * 2.5 };
}

export type RofValue = { kind: 'rof'; rof: number } | { kind: 'none' } | { kind: 'artillery'; salvo: boolean };

/** A ROF box: a whole number, "-" (cannot fire), or ARTILLERY / SALVO (a bombardment line). */
export function rof(text: string, what: string): RofValue {
  const t = text.replace(/\([^)]*\)/g, ' ').trim();
  if (/^\d{1,2}$/.test(t)) return { kind: 'rof', rof: Number(t) };
  if (/^[-–—]?$/.test(t)) return { kind: 'none' };
  // ARTILLERY, also as the data misspells it ("ARFTILLERY").
  if (/^artillery$/i.test(t) || (/^[a-z]{8,10}$/i.test(t) && editDistance(t.toLowerCase(), 'artillery') <= 2))
    return { kind: 'artillery', salvo: false };
  if (/^salvo$/i.test(t)) return { kind: 'artillery', salvo: true };
  throw new BadValue(
    `${what} '${text}' is not a ROF`,
    'umpire reads a ROF as a whole number, "-", ARTILLERY or SALVO; choose another option in the list builder, or report the card to BSData/flamesofwar',
  );
}

/** Anti-tank: a whole number, or "-" (null). */
export function antiTank(text: string): number | null {
  const t = text.trim();
  if (/^[-–—]$/.test(t)) return null;
  if (/^\d{1,2}\+?$/.test(t)) return Number(t.replace('+', ''));
  throw new BadValue(`the Anti-Tank '${text}' is not a number`, 'Anti-tank is a whole number, or "-"');
}

/** Firepower: a score, or "-" (null). */
export function firepower(text: string): Score | null {
  const t = text.trim();
  if (/^[-–—]$/.test(t)) return null;
  return score(t, 'the Firepower');
}

/** An armour number: a whole number 0-30, or "-" (no armour). */
export function armour(text: string, what: string): number | null {
  const t = text.trim();
  if (/^[-–—]?$/.test(t)) return null;
  const n = Number(t);
  if (!/^\d{1,2}$/.test(t) || n > 30)
    throw new BadValue(`${what} '${text}' is not an armour rating`, 'armour is a whole number from 0 to 30');
  return n;
}

/** A speed box as a distance (`10"/25cm`, `10"`, `25cm`); "-", empty or "N/A" is no move (null). */
export function speedDistance(text: string, what: string): Distance | null {
  // "Mounted: 8\"/20cm\nDismounted: 8\"/20cm" (cavalry): the first line is the card's speed.
  const t = text
    .trim()
    .split(/\n/)[0]!
    .replace(/^[A-Za-z ]+:\s*/, '')
    .trim();
  if (/^[-–—]?$/.test(t) || /^n\/?a$/i.test(t)) return null;
  try {
    return range(t, what).range;
  } catch (err) {
    // A card speed with a slip after the inches ("14\"/35", "4\"/10cmv"): the inches are the speed.
    const inches = /^(\d+(?:\.\d+)?)\s*(?:"|”)/.exec(t);
    if (inches) return distance(inches[1], undefined);
    throw err;
  }
}

/** A speed box in inches (`10"/25cm`, `10"`, `25cm`); "-" or empty is no move (null). */
export function speed(text: string, what: string): number | null {
  const t = text.trim();
  if (/^[-–—]?$/.test(t) || /^n\/?a$/i.test(t)) return null;
  return range(t, what).range.inches;
}
