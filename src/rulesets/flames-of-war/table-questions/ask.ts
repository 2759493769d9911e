/**
 * The bridge's table questions asked as decisions of the table (src/rulesets/play.ts TABLE), with
 * remembered answers as defaults; and a wrapper that names the deciding side of a procedure's
 * decisions ("owner", "shooter"... become side names).
 */
import { decide, decideSet, type Procedure, type Request } from '../../../engine/request.js';
import { TABLE } from '../../play.js';
import type { TableQuestion } from './questions.js';

const YES_NO = [
  { value: true, label: 'yes' },
  { value: false, label: 'no' },
] as const;

export function* askTable(q: TableQuestion, remembered?: unknown): Procedure<unknown> {
  const dflt = remembered ?? q.default;
  const id = `fow4.table.${q.key}`;
  switch (q.kind) {
    case 'yes-no':
      return yield* decide<boolean>(id, TABLE, q.text, YES_NO, dflt === true);
    case 'choice':
      return yield* decide<string>(id, TABLE, q.text, q.choices ?? [], String(dflt));
    case 'number': {
      const n = typeof dflt === 'number' ? dflt : 0;
      const max = Math.max(12, n);
      return yield* decide<number>(
        id,
        TABLE,
        q.text,
        Array.from({ length: max + 1 }, (_, i) => ({ value: i, label: String(i) })),
        n,
      );
    }
    case 'teams': {
      const teams = q.teams ?? [];
      // One question for the whole set (all, none, or some), the likely ones ticked.
      const picked = Array.isArray(dflt) ? (dflt as string[]).filter((t) => teams.includes(t)) : [...teams];
      return yield* decideSet<string>(
        id,
        TABLE,
        q.text,
        teams.map((t) => ({ value: t, label: q.labels?.[t] ?? t })),
        picked,
      );
    }
  }
}

/** Ask every question; returns the facts object (keys of the questions). */
export function* askAll(
  questions: readonly TableQuestion[],
  remembered: Record<string, unknown> = {},
): Procedure<Record<string, unknown>> {
  const facts: Record<string, unknown> = {};
  for (const q of questions) facts[q.key] = yield* askTable(q, remembered[q.key]);
  return facts;
}

/** Run a procedure, renaming the players of its decisions (e.g. owner -> British). */
export function* withPlayers<R>(proc: Procedure<R>, names: Readonly<Record<string, string>>): Procedure<R> {
  let step = proc.next();
  while (!step.done) {
    const req: Request = step.value;
    const out = req.type === 'decision' && names[req.player] ? { ...req, player: names[req.player]! } : req;
    step = proc.next(yield out);
  }
  return step.value;
}
