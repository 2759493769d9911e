/**
 * Looking ahead in an action: its procedure is pure, so a fresh copy replayed with the answers
 * given so far stands exactly where the real one waits; fed assumed answers from there, it shows
 * the questions and dice that come next. The walker uses this to ask a run of like questions
 * (each team's Contact, each team's Defensive Fire range) as one, and to take all the physical
 * dice of a group (every to-hit die of a unit, every save that needs the same score) in one line.
 * An assumed answer never reaches the game: the real procedure still asks, and is answered from
 * what the player gave for the whole group.
 */
import type { Procedure, Request } from '../../engine/request.js';

/** What `visit` answers for a request met ahead, or undefined to stop there. */
export type Visit = (request: Request, index: number) => { answer: unknown } | undefined;

/**
 * Replay `answers` into a fresh copy of the procedure, then visit the requests that follow (the
 * one it now waits on first) until `visit` stops, the procedure ends, or `limit` requests.
 * Returns false when the copy did not follow the replay (it then cannot be trusted).
 */
export function walkAhead(
  make: () => Procedure<unknown>,
  answers: readonly unknown[],
  visit: Visit,
  limit = 120,
): boolean {
  let proc: Procedure<unknown> | undefined;
  try {
    proc = make();
    let step = proc.next();
    for (const a of answers) {
      if (step.done) return false;
      step = proc.next(a);
    }
    for (let i = 0; i < limit && !step.done; i++) {
      const v = visit(step.value, i);
      if (!v) break;
      step = proc.next(v.answer);
    }
    return true;
  } catch {
    return false;
  } finally {
    try {
      proc?.return(undefined as never);
    } catch {
      /* a procedure that throws while closing is left as it is */
    }
  }
}

/** Faces that pass a dice request: the likely path ("each save holds") for grouping its dice. */
export function passingFaces(r: Extract<Request, { type: 'dice' }>): number[] {
  if (r.countShortcut) return Array<number>(r.count).fill(r.countShortcut.success);
  const under = /(\d+) or under/.exec(r.need ?? '');
  return Array<number>(r.count).fill(under ? 1 : r.sides);
}

/** Faces that fail it: with `passingFaces`, what shows which dice come whatever the first ones show. */
export function failingFaces(r: Extract<Request, { type: 'dice' }>): number[] {
  if (r.countShortcut) return Array<number>(r.count).fill(r.countShortcut.failure);
  const under = /(\d+) or under/.exec(r.need ?? '');
  return Array<number>(r.count).fill(under ? r.sides : 1);
}

/**
 * Dice asked together: the same die needing the same, and the same kind of roll (the same words
 * before the first colon, "Remount: ...", or after the last, "...: to hit").
 */
export function sameDiceGroup(a: Extract<Request, { type: 'dice' }>, b: Extract<Request, { type: 'dice' }>): boolean {
  if (a.sides !== b.sides || a.need !== b.need) return false;
  if (a.label.includes(': ') && b.label.includes(': ')) {
    const head = (l: string) => l.split(': ')[0];
    const tail = (l: string) => l.slice(l.lastIndexOf(': ') + 2);
    return head(a.label) === head(b.label) || tail(a.label) === tail(b.label);
  }
  // Labels without a colon ("1st Troop/1 M3 75mm gun to hit 1st Grenadier Platoon"): the same roll at the same thing.
  const kind = (l: string) => /\b(to hit|save|firepower test)\b.*$/i.exec(l)?.[0];
  return kind(a.label) !== undefined && kind(a.label) === kind(b.label);
}

/** How many dice succeed, when the need is a plain score ("4+", "3 or under"). */
export function successes(faces: readonly number[], need: string | undefined): number | undefined {
  const up = /^(\d+)\+$/.exec(need ?? '');
  if (up) return faces.filter((f) => f >= Number(up[1])).length;
  const under = /^(\d+) or under$/.exec(need ?? '');
  if (under) return faces.filter((f) => f <= Number(under[1])).length;
  return undefined;
}

/** The family of a decision: the kind before "team" in ids like "contact:Rifle 1", else the id. */
export function family(id: string): string {
  const i = id.indexOf(':');
  return i < 0 ? id : id.slice(0, i);
}

/** What a decision of a family is about (the team of "contact:Rifle 1"), for one line of a group. */
export function subject(id: string, question: string): string {
  const i = id.indexOf(':');
  return i < 0 ? question : id.slice(i + 1);
}
