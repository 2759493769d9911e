import type { RuleRef } from '../../engine/rules.js';
import type { InferredUse } from './tables/lost.js';

/** One variation (modifier) a procedure applied, with its rule and, when it is inferred, why. */
export interface Modifier {
  readonly label: string;
  readonly value: number;
  readonly rule: RuleRef;
  readonly inferred?: InferredUse;
}

export function mod(label: string, value: number, rule: RuleRef, inferred?: InferredUse): Modifier {
  return inferred ? { label, value, rule, inferred } : { label, value, rule };
}

export function sumModifiers(mods: readonly Modifier[]): number {
  return mods.reduce((a, m) => a + m.value, 0);
}

/** The rules behind a list of modifiers and extra rules, each once, in order. */
export function rulesOf(mods: readonly Modifier[], ...extra: RuleRef[]): RuleRef[] {
  const seen = new Map<string, RuleRef>();
  for (const r of [...extra, ...mods.map((m) => m.rule)]) if (!seen.has(r.id)) seen.set(r.id, r);
  return [...seen.values()];
}

/** The inferred values used, each once. */
export function inferredOf(...lists: readonly (readonly (InferredUse | undefined)[])[]): InferredUse[] {
  const seen = new Map<string, InferredUse>();
  for (const l of lists) for (const u of l) if (u && !seen.has(u.what)) seen.set(u.what, u);
  return [...seen.values()];
}

/** "+2", "-3", "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}
