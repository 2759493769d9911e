/** How Combat Infantry command entries print results through the Out port. */
import { citeRule, type RuleRef } from '../../../engine/rules.js';
import type { Out } from '../../contract.js';
import type { FireResult } from '../fire/fire.js';
import { describeUses, type ValueUse } from '../lost-values.js';
import { eventsText, facesText } from '../turn/report.js';

export function printRulesAndValues(out: Out, rules: readonly RuleRef[], uses: readonly ValueUse[]): void {
  out.list('Rules applied', [...new Set(rules)].map(citeRule));
  const u = describeUses(uses);
  if (u.length) out.list('Values the book lost', u);
}

export function printFire(out: Out, title: string, r: FireResult, uses: readonly ValueUse[]): void {
  out.line(out.paint.bold(title));
  if (!r.fired) out.line(`No fire: ${r.notes.join('; ')}`);
  else
    out.line(
      `F${r.F}, ${r.faces.length} d10: ${facesText(r.faces)}: ${r.hits} hit${r.hits === 1 ? '' : 's'} -> ${eventsText(r.events)}`,
    );
  if (r.friendly.length) out.line(out.paint.warn(`Friendly fire on the spotter hex: ${eventsText(r.friendly)}`));
  for (const n of r.notes) if (r.fired) out.line(out.paint.dim(n));
  printRulesAndValues(out, r.rules, uses);
}
