import type { DiceRequest } from './request.js';

export type ManualParse = { ok: true; faces: number[] } | { ok: false; problem: string };

/**
 * Reads what a player typed for physical dice: faces separated by spaces or commas
 * ("6 4 3" or "6,4,3"; on a d10 a 0 is read as 10), all in one run of digits for dice of
 * fewer than ten faces ("643"), or, where the request allows it,
 * just the number of successes ("3s"). Returns a plain-words problem to re-ask on.
 */
export function parseManualFaces(text: string, request: DiceRequest): ManualParse {
  // Faces of 1-2 digits and a separator each: anything much longer is not an answer (bounded work).
  if (text.length > request.count * 4 + 100)
    return {
      ok: false,
      problem: `that is too long an answer for ${request.count} ${request.count === 1 ? 'die' : 'dice'}: type the faces, e.g. 6 4 3`,
    };
  const trimmed = text.trim();
  const shortcut = /^(\d+)\s*s$/i.exec(trimmed);
  if (shortcut) {
    if (!request.countShortcut) return { ok: false, problem: 'type each die for this roll, not a count of successes' };
    const s = Number(shortcut[1]);
    if (s > request.count)
      return { ok: false, problem: `only ${request.count} dice were rolled, so at most ${request.count} successes` };
    const { success, failure } = request.countShortcut;
    return { ok: true, faces: [...Array<number>(s).fill(success), ...Array<number>(request.count - s).fill(failure)] };
  }
  let parts = trimmed.split(/[\s,]+/).filter((p) => p.length > 0);
  // "51362": one digit a die, when the dice have fewer than ten faces and the count is right.
  if (
    parts.length === 1 &&
    request.sides < 10 &&
    request.count > 1 &&
    parts[0]!.length === request.count &&
    /^\d+$/.test(parts[0]!)
  )
    parts = [...parts[0]!];
  const faces: number[] = [];
  for (const p of parts) {
    if (!/^\d+$/.test(p))
      return {
        ok: false,
        problem: `"${p.length > 20 ? p.slice(0, 17) + '...' : p}" is not a number: type the faces, e.g. 6 4 3`,
      };
    let n = Number(p);
    if (n === 0 && request.sides === 10) n = 10;
    if (n < 1 || n > request.sides)
      return { ok: false, problem: `${p} is not a face of a d${request.sides} (1 to ${request.sides})` };
    faces.push(n);
  }
  if (faces.length !== request.count) {
    return {
      ok: false,
      problem: `${request.count} ${request.count === 1 ? 'die was' : 'dice were'} rolled; you typed ${faces.length}`,
    };
  }
  return { ok: true, faces };
}
