/**
 * The Panzerfaust procedures `umpire resolve` runs from a situation document, each loaded on use.
 * The tables come from UMPIRE_PANZERFAUST_TABLES or the bundled file; a lost value needed stops
 * with its sentence.
 */
import type { Resolvable } from '../resolvable.js';

type Loader = () => Promise<Resolvable>;

function entry(
  id: string,
  description: string,
  load: () => Promise<{ schema: unknown; procedure: (s: never, t: never) => unknown; tables: boolean }>,
): Loader {
  return async () => {
    const [{ schema, procedure, tables }, { loadTables }] = await Promise.all([load(), import('./tables/tables.js')]);
    return {
      id: `panzerfaust.${id}`,
      ruleset: 'panzerfaust',
      description,
      schema,
      procedure: (s: unknown) =>
        tables ? procedure(s as never, loadTables() as never) : procedure(s as never, undefined as never),
    } as unknown as Resolvable;
  };
}

const S = () => import('./situations.js');

export const PZ_RESOLVABLE: Readonly<Record<string, Loader>> = {
  'panzerfaust.infantry-fire': entry(
    'infantry-fire',
    'Panzerfaust: infantry fire (fire factors, variations, chance factor, Infantry Casualty Table), pp. 14-16',
    async () => ({
      schema: (await S()).InfantryFireSituationSchema,
      procedure: (await import('./fire/infantry.js')).infantryFire as never,
      tables: true,
    }),
  ),
  'panzerfaust.at-fire': entry(
    'at-fire',
    'Panzerfaust: direct anti-tank fire (3D6 to hit, location, penetration, Penetration Effects Table, crews), pp. 28-31',
    async () => ({
      schema: (await S()).AtFireSituationSchema,
      procedure: (await import('./fire/at.js')).atFire as never,
      tables: true,
    }),
  ),
  'panzerfaust.area-fire': entry(
    'area-fire',
    'Panzerfaust: direct area fire, one 3D6 roll per target in the BZR, pp. 31-33',
    async () => ({
      schema: (await S()).AreaFireSituationSchema,
      procedure: (await import('./fire/area.js')).areaFire as never,
      tables: true,
    }),
  ),
  'panzerfaust.cqc': entry('cqc', 'Panzerfaust: Close Quarter Combat, both sides at once, pp. 17-19', async () => ({
    schema: (await S()).CqcSituationSchema,
    procedure: (await import('./fire/cqc.js')).cqc as never,
    tables: true,
  })),
  'panzerfaust.morale': entry(
    'morale',
    'Panzerfaust: morale test (2D6, variations, Morale Reaction Table, Shaken duration), pp. 23-24',
    async () => ({
      schema: (await S()).MoraleSituationSchema,
      procedure: (await import('./morale/test.js')).moraleTest as never,
      tables: false,
    }),
  ),
  'panzerfaust.beaten-zone': entry(
    'beaten-zone',
    'Panzerfaust: one unit in an indirect-fire beaten zone (base 8 on 3D6) and the effect of a hit, p. 37',
    async () => ({
      schema: (await S()).BeatenZoneSituationSchema,
      procedure: (await import('./indirect/indirect.js')).beatenZone as never,
      tables: true,
    }),
  ),
  'panzerfaust.call-down': entry(
    'call-down',
    'Panzerfaust: calling down artillery (3D6 at most the call-down number), p. 36',
    async () => ({
      schema: (await S()).CallDownSituationSchema,
      procedure: (await import('./indirect/indirect.js')).callDown as never,
      tables: true,
    }),
  ),
};
