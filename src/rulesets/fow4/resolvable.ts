/**
 * The Flames Of War 4 procedures `umpire resolve` runs from a situation document, each loaded on use.
 */
import type { Resolvable } from '../resolvable.js';

export const FOW4_RESOLVABLE: Readonly<Record<string, () => Promise<Resolvable>>> = {
  'fow4.shoot': async () => {
    const [{ shoot }, { shootingSituationSchema }] = await Promise.all([
      import('./shooting/shoot.js'),
      import('./shooting/situation-schema.js'),
    ]);
    return {
      id: 'fow4.shoot',
      ruleset: 'fow4',
      description: 'Flames Of War 4: one unit shoots (to hit, assign hits, Mistaken Target, saves, pinning), pp. 26-43',
      schema: shootingSituationSchema,
      procedure: (s) => shoot(s as never),
    } as Resolvable;
  },
  'fow4.assault': async () =>
    ({ ruleset: 'fow4', ...(await import('./assault/index.js')).ASSAULT_RESOLVER }) as unknown as Resolvable,
  'fow4.bombard': async () => (await import('./bombard/schema.js')).bombardResolvable as Resolvable,
  'fow4.aircraft-arrival': async () => (await import('./aircraft/schema.js')).aircraftArrivalResolvable as Resolvable,
  'fow4.air-attack': async () => (await import('./aircraft/schema.js')).airAttackResolvable as Resolvable,
};
