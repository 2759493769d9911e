/**
 * Where the Combat Infantry text contradicts itself or is silent (spec §15.2, B1-B25), umpire
 * takes the spec's default reading and, where players would want a choice, makes it an option
 * (`--opt name=value`, or `options:` in a game file). Every option is listed in
 * docs/combat-infantry.md with its default.
 */
import { z } from 'zod';
import { InputError } from '../../errors/input-error.js';
import { didYouMean } from '../../game/suggest.js';

export const CiOptionsSchema = z.strictObject({
  oneHitPerFiringUnit: z
    .boolean()
    .default(false)
    .meta({ description: 'B1: a firing unit scores at most one hit (the p. 5 sidebar) instead of one per die' }),
  assault2dInWoodsAndTown: z
    .boolean()
    .default(false)
    .meta({ description: 'B2: both sides keep 2D in woods and town assaults (default: everyone 1D in assaults)' }),
  tanks2dOnlyInCover: z
    .boolean()
    .default(false)
    .meta({ description: 'B3: tanks have 2D against fire only in cover (woods, town, farm); default: always' }),
  directFireNeedsHqSpotting: z.boolean().default(false).meta({
    description:
      'B10 option A: tanks and fire at armour need an HQ spotter; default: a revealed tank in LOS counts as spotted',
  }),
  friendlyFireZeros: z
    .enum(['one', 'each'])
    .default('one')
    .meta({ description: 'B11: friendly fire from several zeros: one hit (default) or one per zero' }),
  attackerRetreatRound1: z
    .boolean()
    .default(true)
    .meta({ description: 'B13: the attacker may retreat in round 1 (the Sequence of Play); false: from round 2 only' }),
  downhillAssaultBonus: z
    .boolean()
    .default(false)
    .meta({ description: 'B14: attacker +1 F in round 1 when assaulting downhill (a chart note with no rule)' }),
  atrMayTargetMgs: z
    .boolean()
    .default(false)
    .meta({ description: '§5.5: anti-tank rockets may target machine guns, like AT guns' }),
  walkingFire: z.boolean().default(true).meta({ description: 'Optional rule [ ] Walking Fire (p. 8)' }),
  wrecks: z.boolean().default(true).meta({ description: 'Optional rule [ ] Wrecks (p. 6)' }),
  hqMoraleForSupply: z
    .boolean()
    .default(false)
    .meta({ description: 'Optional rule [ ] HQ Morale: an HQ must pass Morale to supply (p. 10)' }),
  lastChanceTurn: z
    .boolean()
    .default(false)
    .meta({ description: 'B23 optional: the loser gets one more turn after victory is declared (p. 11)' }),
});

export type CiOptions = z.infer<typeof CiOptionsSchema>;

export const DEFAULT_CI_OPTIONS: CiOptions = CiOptionsSchema.parse({});

export function ciOptions(partial: Partial<CiOptions> = {}): CiOptions {
  return { ...DEFAULT_CI_OPTIONS, ...partial };
}

/** Parse `--opt name=value` pairs (booleans: true/false/yes/no). Unknown names get a "did you mean". */
export function parseOptionPairs(pairs: readonly string[]): Partial<CiOptions> {
  const out: Record<string, unknown> = {};
  const shape = CiOptionsSchema.shape as Record<string, z.ZodType>;
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    const raw = eq < 0 ? 'true' : pair.slice(eq + 1);
    if (!(name in shape))
      throw new InputError(`'${name}' is not a Combat Infantry option${didYouMean(name, Object.keys(shape)) || '.'}`);
    const value = raw === 'true' || raw === 'yes' ? true : raw === 'false' || raw === 'no' ? false : raw;
    const r = shape[name]!.safeParse(value);
    if (!r.success) throw new InputError(`'${raw}' is not a value of the option ${name}.`);
    out[name] = r.data;
  }
  return out as Partial<CiOptions>;
}
