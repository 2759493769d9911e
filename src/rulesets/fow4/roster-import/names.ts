/**
 * Names as BSData's rosters write them, compared: a count phrase's label ("7x MG34 and K98 rifle
 * team") against a team's or weapon's name ("MG34 & K98 rifle team"), and a weapon's name against
 * the unit cards it may belong to.
 */
import type { TeamDraft } from './profiles.js';

/** Vehicle cards (Tank, Unarmoured Tank, Aircraft, Transport Attachment) are one team each. */
export const isVehicle = (d: TeamDraft) => d.kind !== 'Infantry Unit' && d.kind !== 'Gun Unit';

export function norm(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\b(teams?)\b/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** "3x Sherman (75mm), 1x Firefly (17 pdr)" -> [[3, "Sherman (75mm)"], [1, "Firefly (17 pdr)"]]. */
export function countPhrases(name: string): { n: number; label: string }[] {
  return name
    .split(/\s*[,;]\s*|\s+(?:and|&|\+)\s+(?=\d{1,2}\s*x\s)/i)
    .map((part) => /^(\d{1,2})\s*x\s+(.+)$/i.exec(part.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ n: Number(m[1]), label: m[2]!.trim() }));
}

/** "MG42 & K98 rifle team", "Sd Kfz 251 (MG) half-track (LG112)" -> "mg42andk98rifle", "sdkfz251mghalftrack". */
export function squash(name: string): string {
  return norm(
    name
      .replace(/^\s*optional\s*:\s*/i, '')
      .replace(/\((?:[A-Z]{1,3}\d{2,4}[a-z]?)\)\s*$/i, '')
      .replace(/\bteams\b/gi, 'team'),
  ).replace(/ /g, '');
}

/** How well a count phrase's label names a team (0: not at all). */
export function nameScore(label: string, name: string): number {
  const a = squash(label);
  const b = squash(name);
  if (!a || !b) return 0;
  if (a === b) return 1000;
  if (a.startsWith(b) || b.startsWith(a)) return 500 + Math.min(a.length, b.length);
  // "Sd Kfz 251 (MG) half-track (LG112)" names "Sd Kfz 251 Half-Track": the words outside brackets.
  const plain = (x: string) => squash(x.replace(/\([^)]*\)|\[[^\]]*\]/g, ' '));
  const pa = plain(label);
  const pb = plain(name);
  if (pa && pb && (pa === pb || pa.startsWith(pb) || pb.startsWith(pa))) return 100 + Math.min(pa.length, pb.length);
  return 0;
}

/**
 * How well a short count label names a team by its words (0: not at all): "2x M3 .30" names the
 * team "M3 half-track (.30 cal MG)", every word of the label being one of the name's. For team
 * names only: a shared weapon line ("Daimler & Dingo (MG)") does not make "1x Dingo (MG)" a Daimler.
 */
export function wordScore(label: string, name: string): number {
  const la = norm(label).split(' ').filter(Boolean);
  const nb = new Set(norm(name).split(' ').filter(Boolean));
  return la.length >= 2 && la.every((w) => nb.has(w)) ? 10 + la.length : 0;
}

/** The team whose name the weapon's name shares most leading words with (at least the first). */
export function bestNamed(weapon: string, teams: readonly TeamDraft[]): TeamDraft | undefined {
  const words = (s: string) =>
    norm(s.replace(/\(.*?\)/g, ' '))
      .split(' ')
      .filter(Boolean);
  const w = words(weapon);
  let best: TeamDraft | undefined;
  let bestScore = 0;
  let tie = false;
  for (const t of teams) {
    if (norm(t.name) === norm(weapon)) return t;
    const tw = words(t.name);
    let k = 0;
    while (k < w.length && k < tw.length && w[k] === tw[k]) k++;
    // One shared word ("M1" of "M1 Garand rifle team" and "M1 Bazooka team") is not a name, unless it is all of the card's.
    if (k < Math.min(2, tw.length)) k = 0;
    if (k > bestScore) [best, bestScore, tie] = [t, k, false];
    else if (k === bestScore && k > 0 && best?.name !== t.name) tie = true;
  }
  if (best && !tie) return best;
  // No leading word shared ("M4 Sherman (late) (75mm)" for "Veteran M4 Sherman (Late)", "Daimler &
  // Dingo (MG)" for "Daimler Armoured Car"): the vehicle card with the most of the weapon's words,
  // when one has most.
  let most = 0;
  let found: TeamDraft | undefined;
  let even = false;
  for (const t of teams.filter(isVehicle)) {
    const tw = new Set(words(t.name));
    const k = w.filter((x) => tw.has(x)).length;
    if (k > most) [found, most, even] = [t, k, false];
    else if (k === most && k > 0 && found?.name !== t.name) even = true;
  }
  return even || most === 0 ? undefined : found;
}
