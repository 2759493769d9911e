import { broadType, type BroadType } from '../../flames-of-war/saves/special-rules.js';
import { canBePinnedDown, hitsToPin } from '../shooting/pinned-down.js';
import type { OddsTeam, OddsUnit } from './plan.js';

/** How many good teams of a type keep a unit In Good Spirits (p. 60). */
export const GOOD_SPIRITS_NEED: Readonly<Record<BroadType, number>> = { tank: 2, gun: 2, infantry: 3, aircraft: 1 };

/** Hits needed to pin the unit this step (p. 41): 5, or 8 for 12+ teams, +1 Bagpipes, less hits already taken. */
export function pinThreshold(unit: OddsUnit): number {
  const teamsAtStart = unit.teamsAtStart ?? unit.teams.length + (unit.destroyedBefore ?? 0);
  return Math.max(0, hitsToPin(teamsAtStart, unit.bagpipes === true) - (unit.hitsEarlier ?? 0));
}

/** Only Infantry, Gun and Unarmoured Tank teams are Pinned Down: Armoured Tanks and Aircraft never (p. 41). */
export function canBePinned(unit: OddsUnit): boolean {
  return canBePinnedDown(unit.teams.map((t) => t.profile));
}

/** Teams grouped by the broad type In Good Spirits counts (Heavy Weapons count as Infantry). */
export function teamsByType(teams: readonly OddsTeam[]): Map<BroadType, OddsTeam[]> {
  const m = new Map<BroadType, OddsTeam[]>();
  for (const t of teams) {
    const k = broadType(t.profile);
    if (!m.has(k)) m.set(k, []);
    m.get(k)!.push(t);
  }
  return m;
}

/** Is the unit In Good Spirits before the shot (AMB-31, p. 60)? */
export function inGoodSpiritsNow(unit: OddsUnit): boolean {
  if (unit.leaderLost) return false;
  const lost = (unit.destroyedBefore ?? 0) > 0 || unit.teams.some((t) => t.bailedOut);
  if (!lost) return true;
  for (const [type, teams] of teamsByType(unit.teams)) {
    const good = teams.filter((t) => t.inCommand !== false && !(type === 'tank' && t.bailedOut)).length;
    if (good >= GOOD_SPIRITS_NEED[type]) return true;
  }
  return false;
}
