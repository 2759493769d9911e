import { decideSet, type Procedure } from '../../../engine/request.js';
import type { Going } from '../movement.js';
import type { AssaultTeam } from './types.js';

/**
 * The going each charging tank crosses ([Tanks Assaulting]: tanks charge 4"/10cm into contact and
 * take bogging checks as normal, p. 9). Where the situation gives a tank's `chargeGoing`, that
 * stands; for the others the charging player says once for the platoon which cross Difficult or
 * Very Difficult going (a hedge or wall, woods or a building) on the route it takes into contact;
 * none ticked is good going.
 */
export function* chargeGoing(
  platoon: string,
  tanks: readonly AssaultTeam[],
  player: string,
): Procedure<ReadonlyMap<string, Going>> {
  const out = new Map<string, Going>();
  for (const t of tanks) if (t.chargeGoing) out.set(t.id, t.chargeGoing);
  const open = tanks.filter((t) => !t.chargeGoing);
  if (open.length === 0) return out;
  const picked = yield* decideSet<string>(
    'fow3.charge-going',
    player,
    `Which of ${platoon}'s tanks cross rough going as they charge (a bogging check)? None ticked: good going.`,
    open.flatMap((t) => [
      { value: `${t.id}|difficult`, label: `${t.label ?? t.id}: Difficult going (hedge, wall, woods)` },
      { value: `${t.id}|very-difficult`, label: `${t.label ?? t.id}: Very Difficult going (a building)` },
    ]),
    [],
  );
  for (const t of open) {
    const worst = picked.includes(`${t.id}|very-difficult`)
      ? 'very-difficult'
      : picked.includes(`${t.id}|difficult`)
        ? 'difficult'
        : 'easy';
    out.set(t.id, worst);
  }
  return out;
}
