/** Nearest-name suggestions for misspelt names ("Vetran" -> "veteran"). Ruleset-agnostic. */

/** Edit distance (insert, delete, substitute, swap of neighbours), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) => {
    const row = new Array<number>(t.length + 1).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j <= t.length; j++) d[0]![j] = j;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[s.length]![t.length]!;
}

function squash(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * The candidate closest to `name`, when it is close enough to be a likely typo: an exact match
 * ignoring case and punctuation, one containing the other, or a small edit distance.
 */
export function nearest(name: string, candidates: Iterable<string>): string | undefined {
  // A typo of a name is about as long as the name: longer ones are not compared (bounded work).
  if (name.length > MAX_COMPARED) return undefined;
  const want = squash(name);
  let best: string | undefined;
  let bestScore = Infinity;
  let seen = 0;
  for (const c of candidates) {
    if (c.length > MAX_COMPARED) continue;
    if (++seen > MAX_CANDIDATES) break;
    const have = squash(c);
    let score: number;
    if (have === want) score = 0;
    else if (want.length >= 3 && (have.includes(want) || want.includes(have)))
      score = 1 + Math.abs(have.length - want.length) / 100;
    else score = editDistance(name, c) + 0.5;
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(2, Math.floor(Math.max(name.length, 3) / 3)) + 0.5;
  return bestScore <= limit ? best : undefined;
}

/** Names longer than this are never compared for "did you mean". */
export const MAX_COMPARED = 80;
/** At most this many candidates are compared. */
const MAX_CANDIDATES = 5000;

/** A name as a message shows it: cut to 60 characters. */
export function shortName(name: string): string {
  return name.length > 60 ? `${name.slice(0, 57)}...` : name;
}

/** ", did you mean 'x'?" or "" */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const n = nearest(name, candidates);
  return n === undefined ? '' : `; did you mean '${n}'?`;
}
