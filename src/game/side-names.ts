/**
 * Two sides of one game never share a name: turns, doctrines and results name the side, so two
 * "British" sides could not be told apart. A check for a game schema's `sides` list. Ruleset-agnostic.
 */
import type { z } from 'zod';

export function distinctSideNames(sides: readonly { readonly name: string }[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  sides.forEach((s, i) => {
    if (seen.has(s.name.toLowerCase()))
      ctx.addIssue({
        code: 'custom',
        path: [i, 'name'],
        input: s.name,
        message: `both sides are named '${s.name}': give each side its own name (turns and results name the side)`,
      });
    seen.add(s.name.toLowerCase());
  });
}
