import type { Resolvable } from './resolvable.js';

export type { Resolvable };

/**
 * Every resolvable procedure, loaded on demand (each entry imports its ruleset code only when
 * asked for). Rulesets add their entries here.
 */
export const RESOLVABLE: Readonly<Record<string, () => Promise<Resolvable>>> = {
  'fow4.shoot': async () => {
    const [{ shoot }, { shootingSituationSchema }] = await Promise.all([
      import('./fow4/shooting/shoot.js'),
      import('./fow4/shooting/situation-schema.js'),
    ]);
    return {
      id: 'fow4.shoot',
      ruleset: 'fow4',
      description: 'Flames Of War 4: one unit shoots (to hit, assign hits, Mistaken Target, saves, pinning), pp. 26-43',
      schema: shootingSituationSchema,
      procedure: (s) => shoot(s as never),
    } as Resolvable;
  },
  'fow4.assault': async () => ({ ruleset: 'fow4', ...(await import('./fow4/assault/index.js')).ASSAULT_RESOLVER }) as unknown as Resolvable,
  'fow4.bombard': async () => (await import('./fow4/bombard/schema.js')).bombardResolvable as Resolvable,
  'fow4.aircraft-arrival': async () => (await import('./fow4/aircraft/schema.js')).aircraftArrivalResolvable as Resolvable,
  'fow4.air-attack': async () => (await import('./fow4/aircraft/schema.js')).airAttackResolvable as Resolvable,
  'fow3.shoot': async () => (await import('./fow3/situation-schema.js')).fow3ShootResolvable as Resolvable,
  'fow3.assault': async () => (await import('./fow3/situation-schema.js')).fow3AssaultResolvable as Resolvable,
};

export function resolvableIds(): string[] {
  return Object.keys(RESOLVABLE).sort();
}
