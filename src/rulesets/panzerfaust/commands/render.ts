/** How the Panzerfaust command entries print results: modifiers, rules applied, inferred values. */
import type { Out } from '../../contract.js';
import { citeRule, type RuleRef } from '../../../engine/rules.js';
import { signed, type Modifier } from '../modifiers.js';
import type { InferredUse } from '../tables/lost.js';
import { describeInferred } from '../tables/lost.js';
import type { Odds } from '../odds.js';

export async function modifiersTable(
  out: Out,
  title: string,
  base: string,
  mods: readonly Modifier[],
  total: string,
): Promise<void> {
  await out.table({
    title,
    head: ['variation', 'value'],
    rows: [
      [base, ''],
      ...mods.map((m) => [
        m.label + (m.inferred ? (m.inferred.house ? ' (house value)' : ' (inferred)') : ''),
        signed(m.value),
      ]),
      [total, ''],
    ],
    numeric: [1],
  });
}

export function footer(out: Out, rules: readonly RuleRef[], inferred: readonly InferredUse[] = []): void {
  if (inferred.length > 0) out.list('Values not printed in the book', inferred.map(describeInferred));
  out.list('Rules applied', rules.map(citeRule));
}

export async function oddsTable(out: Out, o: Odds): Promise<void> {
  await out.table({
    title: o.title,
    head: ['outcome', 'chance'],
    rows: o.lines.map((l) => [l.label, `${(l.p.toNumber() * 100).toFixed(2)}%`]),
    numeric: [1],
  });
}

export function oddsJson(o: Odds): unknown {
  return {
    title: o.title,
    lines: o.lines.map((l) => ({ label: l.label, p: l.p.toString(), percent: Math.round(l.p.toNumber() * 1e6) / 1e4 })),
  };
}
