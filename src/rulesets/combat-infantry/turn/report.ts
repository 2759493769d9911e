import { citeRule, type RuleRef } from '../../../engine/rules.js';
import { describeUses, type ValueUse } from '../lost-values.js';
import { showFace } from '../fire/fire.js';
import type { HitEvent } from '../fire/hits.js';

/** "B1-a -> 2, B1-b half-hit". */
export function eventsText(events: readonly HitEvent[]): string {
  if (events.length === 0) return 'no hits';
  return events.map((e) => `${e.unit} ${e.effect === 'step' ? `-> ${e.strength}` : e.effect}`).join(', ');
}

export function facesText(faces: readonly number[]): string {
  return `[${faces.map(showFace).join(' ')}]`;
}

/** The closing lines of a report: rules applied and lost values used. */
export function tail(rules: readonly RuleRef[], uses: readonly ValueUse[], demoLabels = false): string[] {
  const out = [`rules: ${[...new Set(rules)].map(citeRule).join('; ')}`];
  const u = describeUses(uses);
  if (u.length > 0) out.push(`values the book lost: ${u.join('; ')}`);
  if (demoLabels) out.push('label values: demo placeholders from the force file, not the book');
  return out;
}
