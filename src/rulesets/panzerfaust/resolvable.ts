/**
 * The Panzerfaust procedures `umpire resolve` runs from a situation document. The tables come from
 * UMPIRE_PANZERFAUST_TABLES or the bundled file; a lost value needed stops with its sentence.
 */
import type { Resolvable } from '../resolvable.js';
import { atFire } from './fire/at.js';
import type { AtFireSituation } from './fire/at-situation.js';
import { cqc, type CqcSituation } from './fire/cqc.js';
import { infantryFire, type InfantryFireSituation } from './fire/infantry.js';
import { beatenZone, callDown, type BeatenZoneSituation, type CallDownSituation } from './indirect/indirect.js';
import { moraleTest, type MoraleSituation } from './morale/test.js';
import { AtFireSituationSchema, BeatenZoneSituationSchema, CallDownSituationSchema, CqcSituationSchema, InfantryFireSituationSchema, MoraleSituationSchema } from './situations.js';
import { loadTables } from './tables/tables.js';

function entry<S>(id: string, description: string, schema: Resolvable<S>['schema'], procedure: Resolvable<S>['procedure']): Resolvable {
  return { id: `panzerfaust.${id}`, ruleset: 'panzerfaust', description, schema, procedure } as unknown as Resolvable;
}

export const PZ_RESOLVABLE: Readonly<Record<string, () => Promise<Resolvable>>> = {
  'panzerfaust.infantry-fire': async () =>
    entry('infantry-fire', 'Panzerfaust: infantry fire (fire factors, variations, chance factor, Infantry Casualty Table), pp. 14-16', InfantryFireSituationSchema as never, (s) => infantryFire(s as InfantryFireSituation, loadTables())),
  'panzerfaust.at-fire': async () =>
    entry('at-fire', 'Panzerfaust: direct anti-tank fire (3D6 to hit, location, penetration, Penetration Effects Table, crews), pp. 28-31', AtFireSituationSchema as never, (s) => atFire(s as AtFireSituation, loadTables())),
  'panzerfaust.cqc': async () => entry('cqc', 'Panzerfaust: Close Quarter Combat, both sides at once, pp. 17-19', CqcSituationSchema as never, (s) => cqc(s as CqcSituation, loadTables())),
  'panzerfaust.morale': async () => entry('morale', 'Panzerfaust: morale test (2D6, variations, Morale Reaction Table, Shaken duration), pp. 23-24', MoraleSituationSchema as never, (s) => moraleTest(s as MoraleSituation)),
  'panzerfaust.beaten-zone': async () =>
    entry('beaten-zone', 'Panzerfaust: one unit in an indirect-fire beaten zone (base 8 on 3D6) and the effect of a hit, p. 37', BeatenZoneSituationSchema as never, (s) => beatenZone(s as BeatenZoneSituation, loadTables())),
  'panzerfaust.call-down': async () => entry('call-down', 'Panzerfaust: calling down artillery (3D6 at most the call-down number), p. 36', CallDownSituationSchema as never, (s) => callDown(s as CallDownSituation, loadTables())),
};
