/**
 * fow4 value schemas shared by arsenal, force and game files. YAML may use the books' notation
 * (`3+`, `32"/80cm`, `6/4/1`, `-`); every value is normalised to the profile shapes of
 * ../profile.ts. One source: these give the TypeScript types, the runtime checks and the JSON
 * Schema (`umpire schema`).
 */
import { z } from 'zod';
import type { Distance } from '../profile.js';
import type { Score } from '../score.js';

/** A printed score: `4+`, `4`, `1+`, `auto` (2+ ... 6+ are the usual ones; 7 and 8 follow p. 4). */
export const ScoreSchema = z
  .union([
    z.int().min(1).max(8),
    z.string().regex(/^\s*([1-8]\+?|[Aa]uto)\s*$/, {
      error: 'a score is written like 4+ (a number from 1 to 8 and a plus), or auto',
    }),
  ])
  .transform((v): Score => (typeof v === 'number' ? v : /auto/i.test(v) ? 'auto' : Number(v.trim()[0])))
  .meta({ description: 'A score needed on a die: "4+" (or 4), or "auto".' });

/** Anti-tank: a whole number 0 or more, or `-` (cannot harm armour, p. 72). */
export const AntiTankSchema = z
  .union([z.int().min(0).max(30), z.literal('-'), z.null()])
  .transform((v): number | null => (typeof v === 'number' ? v : null))
  .meta({ description: 'Anti-tank rating, or "-" when the weapon cannot harm armour.' });

/** Firepower: a score, or `-`. */
export const FirepowerSchema = z
  .union([z.literal('-'), z.null(), ScoreSchema])
  .transform((v): Score | null => (v === '-' || v === null ? null : v))
  .meta({ description: 'Firepower, e.g. "3+", or "-".' });

const DIST = /^\s*(?:(\d+(?:\.\d+)?)\s*(?:"|”|in|inch|inches))?\s*\/?\s*(?:(\d+(?:\.\d+)?)\s*cm)?\s*$/;

/**
 * A distance in the books' paired form. `32"/80cm`, `32"` (cm = inches x 2.5, the books' pairing),
 * `80cm`, a bare number of inches, or `{in: 32, cm: 80}`.
 */
export const DistanceSchema = z
  .union([
    z.number().positive(),
    z.string().superRefine((s, ctx) => {
      const m = DIST.exec(s);
      if (!m || (m[1] === undefined && m[2] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          message: `'${s}' is not a distance`,
          params: { hint: 'write it like 16"/40cm, 16" or 40cm' },
        });
        return;
      }
      const why = distancePairing(
        m[1] === undefined ? undefined : Number(m[1]),
        m[2] === undefined ? undefined : Number(m[2]),
      );
      if (why) ctx.addIssue({ code: 'custom', message: `'${s}': ${why}` });
    }),
    z.strictObject({ in: z.number().positive(), cm: z.number().positive().optional() }).superRefine((d, ctx) => {
      const why = distancePairing(d.in, d.cm);
      if (why) ctx.addIssue({ code: 'custom', message: why });
    }),
  ])
  .transform((v): Distance => {
    if (typeof v === 'number') return { inches: v, cm: v * 2.5 };
    if (typeof v === 'object') return { inches: v.in, cm: v.cm ?? v.in * 2.5 };
    const m = DIST.exec(v)!;
    const inches = m[1] !== undefined ? Number(m[1]) : Number(m[2]) / 2.5;
    const cm = m[2] !== undefined ? Number(m[2]) : inches * 2.5;
    return { inches, cm };
  })
  .meta({ description: 'A distance: 16"/40cm, 16", 40cm, or {in: 16, cm: 40}.' });

/**
 * Why a distance cannot be meant, or undefined: a zero distance, or inches and centimetres that
 * do not pair (the books pair 1" with 2.5cm: 16"/40cm), with the pairing it probably meant.
 */
export function distancePairing(inches: number | undefined, cm: number | undefined): string | undefined {
  if (inches === 0 || cm === 0) return 'a distance of 0 means nothing here; give the distance from the book';
  if (inches === undefined || cm === undefined) return undefined;
  const expected = inches * 2.5;
  if (Math.abs(cm - expected) <= Math.max(1, expected * 0.1)) return undefined;
  return `${inches}" is ${expected}cm, not ${cm}cm; did you mean ${inches}"/${expected}cm?`;
}

/** Special-rule ids are lower-case words joined by dashes: `protected-ammo`, `no-he`. */
export const RuleIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: 'a special rule id is lower-case words joined by dashes, e.g. protected-ammo',
  })
  .meta({ description: 'A special rule id (fow4 spec §11), e.g. "protected-ammo", "no-he", "smoke".' });

/** Integer dice counts: ROF is a whole number of dice (p. 26). */
export const RofSchema = z.int().min(0).max(20);

export const NameSchema = z.string().trim().min(1);
