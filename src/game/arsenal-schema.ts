/**
 * The wrapper every ruleset's arsenal file shares (ruleset-agnostic): `ruleset`, an `arsenal` id,
 * title and source, an optional weapon library and the team profiles. Each ruleset brings its own
 * name, weapon and team schemas and its own title and description.
 */
import { z } from 'zod';

export interface ArsenalFileParts<N extends z.ZodType, W extends z.ZodType, T extends z.ZodType> {
  /** The schema of names (the `arsenal` id is one). */
  readonly name: N;
  /** One line of the file's `weapons:` library. */
  readonly weapon: W;
  /** One entry of the file's `teams:` list. */
  readonly team: T;
  /** What the file-level `source` field means, when the ruleset documents it. */
  readonly sourceDescription?: string;
}

export function arsenalFileSchema<R extends string, N extends z.ZodType, W extends z.ZodType, T extends z.ZodType>(
  ruleset: R,
  parts: ArsenalFileParts<N, W, T>,
  meta: { readonly title: string; readonly description: string },
) {
  const source = z.string().optional();
  return z
    .strictObject({
      $schema: z.string().optional(),
      ruleset: z.literal(ruleset),
      arsenal: parts.name.meta({ description: 'A short id for this arsenal, e.g. "british".' }),
      title: z.string().optional(),
      source: parts.sourceDescription === undefined ? source : source.meta({ description: parts.sourceDescription }),
      weapons: z.array(parts.weapon).optional(),
      teams: z.array(parts.team).min(1),
    })
    .meta(meta);
}
