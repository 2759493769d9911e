/**
 * Deep Reserves (p. 96): in a mission with Deep Reserves a side starts with at most one Tank Unit
 * with front armour 3 or more, or one Aircraft Unit, on the table; every other unit of those kinds
 * waits in Reserve. A unit of those kinds held in Ambush is that one (it is not in Reserve).
 */
import { decide, type Procedure } from '../../../engine/request.js';
import type { ForceUnit } from '../force.js';
import type { Deployment } from '../schema/game.js';
import { TURN } from './rules.js';
import { isAircraftUnit } from './units.js';

/** A unit Deep Reserves limits: a Tank Unit with front armour 3 or more, or an Aircraft Unit (Transport Units follow their unit). */
export function deepLimited(fu: ForceUnit): boolean {
  if (fu.role === 'transport' || fu.teams.length === 0) return false;
  if (isAircraftUnit(fu)) return true;
  return fu.teams.every((t) => t.profile.type === 'tank') && fu.teams.some((t) => (t.profile.armour?.front ?? 0) >= 3);
}

/**
 * The owner's one unit of the limited kinds on the table (asked when there are two or more and none
 * is in Ambush); the others are put in Reserve in `chosen`. Returns the report line, if any.
 */
export function* deepReserves(
  side: string,
  units: readonly ForceUnit[],
  chosen: Record<string, Deployment>,
): Procedure<string | undefined> {
  const limited = units.filter((u) => deepLimited(u) && chosen[u.name] !== 'reserve').map((u) => u.name);
  if (limited.length < 2) return undefined;
  const ambushed = limited.find((u) => chosen[u] === 'ambush');
  const keep =
    ambushed ??
    (yield* decide<string>(
      'fow4.setup.deep-reserves',
      side,
      `Deep Reserves (${TURN.deepReserves.page}): only one Tank Unit with front armour 3 or more, or one Aircraft Unit, starts on the table; the others wait in Reserve. Which one deploys on the table?`,
      [...limited.map((u) => ({ value: u, label: u })), { value: '', label: 'none of them' }],
      limited[0]!,
    ));
  const waiting = limited.filter((u) => u !== keep);
  for (const u of waiting) chosen[u] = 'reserve';
  return `Deep Reserves (${TURN.deepReserves.page}): ${waiting.join(', ')} ${waiting.length === 1 ? 'waits' : 'wait'} in Reserve${keep ? `; ${keep} is ${side}'s one unit of that kind ${ambushed ? 'in Ambush' : 'on the table'}` : ''}.`;
}
