/**
 * `--opponent <spec>` (umpire play, umpire demo): which sides the built-in opponent plays and with
 * which doctrine. A spec is one or more items separated by commas:
 *   none                 nobody (two players)
 *   both                 every side, each with its doctrine (default: the first doctrine)
 *   <side>               that side (e.g. german), with its doctrine
 *   <doctrine>           the usual opponent side(s) with that doctrine: the sides the game already
 *                        gives the opponent, else the last side of the game (the demo's defender)
 *   <side>:<doctrine>    that side with that doctrine ("both:aggressive" for every side)
 * Ruleset-agnostic: side names come from the game, doctrines from src/rulesets/play.ts.
 */
import { didYouMean } from '../../game/suggest.js';
import { DEFAULT_DOCTRINE, DOCTRINES, doctrineById } from '../../rulesets/play.js';
import { InputError } from '../../errors/input-error.js';

export type Opponents = Readonly<Record<string, string>>;

const WORDS = ['none', 'both'];

function refuse(token: string, candidates: readonly string[]): never {
  throw new InputError(
    `--opponent: '${token}' is not a side, a doctrine, both or none${didYouMean(token, candidates)}`,
    {
      hint: `write a side (${candidates.filter((c) => !WORDS.includes(c) && !DOCTRINES.some((d) => d.id === c)).join(', ')}), both, none, a doctrine (${DOCTRINES.map((d) => d.id).join(', ')}) or side:doctrine`,
    },
  );
}

/**
 * The sides and doctrines a spec asks for, given the game's sides and the opponents it has now.
 * Throws an InputError (exit 2) with "did you mean" for an unknown side or doctrine.
 */
export function parseOpponents(spec: string, sides: readonly string[], current: Opponents): Opponents {
  const candidates = [...sides, ...WORDS, ...DOCTRINES.map((d) => d.id)];
  const side = (t: string) => sides.find((s) => s.toLowerCase() === t.toLowerCase());
  const usual = Object.keys(current).length ? Object.keys(current) : sides.slice(-1);
  const out: Record<string, string> = {};
  const doctrineOf = (s: string) => current[s] ?? DEFAULT_DOCTRINE.id;
  const items = spec
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  if (items.length === 0) refuse(spec, candidates);
  for (const item of items) {
    const [who, how, extra] = item.split(':').map((x) => x.trim());
    if (extra !== undefined) refuse(item, candidates);
    const d = how === undefined ? undefined : doctrineById(how);
    if (how !== undefined && !d)
      refuse(
        how,
        DOCTRINES.map((x) => x.id),
      );
    const w = who!.toLowerCase();
    if (w === 'none') {
      if (how !== undefined) refuse(item, candidates);
      continue;
    }
    const asDoctrine = how === undefined ? doctrineById(w) : undefined;
    const named = w === 'both' ? [...sides] : asDoctrine ? usual : side(w) ? [side(w)!] : refuse(who!, candidates);
    for (const s of named) out[s] = d?.id ?? asDoctrine?.id ?? doctrineOf(s);
  }
  return out;
}

/** "German (aggressive)" / "nobody". */
export function opponentsText(o: Opponents): string {
  const e = Object.entries(o);
  return e.length ? e.map(([s, d]) => `${s} (${d})`).join(', ') : 'nobody';
}
