/**
 * The Open Fire! procedures `umpire resolve` runs from a situation document, each loaded on use.
 */
import type { Resolvable } from '../resolvable.js';

export const FOW3_RESOLVABLE: Readonly<Record<string, () => Promise<Resolvable>>> = {
  'fow3.shoot': async () => (await import('./situation-schema.js')).fow3ShootResolvable as Resolvable,
  'fow3.assault': async () => (await import('./situation-schema.js')).fow3AssaultResolvable as Resolvable,
};
