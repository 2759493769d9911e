/**
 * The bridge's table questions (flames-of-war/table-questions/questions.ts) asked as decisions of
 * the table (src/rulesets/play.ts TABLE), with fow4's decision ids ("fow4.table.<key>") and
 * remembered answers as defaults.
 */
import { decide, decideSet, type Procedure } from '../../../engine/request.js';
import type { TableQuestion } from '../../flames-of-war/table-questions/questions.js';
import { TABLE } from '../../play.js';

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
