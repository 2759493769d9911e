import type { RuleRef } from '../../../engine/rules.js';
import type { TeamProfile, WeaponProfile } from '../../flames-of-war/profile.js';
import { FOW4_SHOOTING as R } from '../rules.js';
import { teamHas, weaponHas } from '../../flames-of-war/saves/special-rules.js';

/** How a team shoots this step: Halted, Moving (moved, dug in, will assault, Meeting Engagement) or Pinned. */
export type RofMode = 'halted' | 'moving' | 'pinned';

export interface RofResult {
  readonly rof: number;
  readonly mode: RofMode;
  /** Stabiliser kept the Halted ROF while moving (+1 to hit, p. 69). */
  readonly stabilised: boolean;
  readonly rules: readonly RuleRef[];
}

function awkward(w: WeaponProfile, team: TeamProfile): boolean {
  return weaponHas(w, 'awkward-layout') || teamHas(team, 'awkward-layout') || weaponHas(w, 'bunker-buster');
}

/**
 * The Moving ROF of a weapon (p. 33): the Arsenal's value, else half the Halted ROF rounded down
 * (ROF 1 stays 1). Full ROF When Moving and Stabiliser keep the Halted ROF (pp. 66, 69); Awkward
 * Layout and Bunker Buster make it 0 (p. 66).
 */
export function movingRof(w: WeaponProfile, team: TeamProfile): { rof: number; stabilised: boolean; rules: RuleRef[] } {
  if (awkward(w, team))
    return { rof: 0, stabilised: false, rules: [weaponHas(w, 'bunker-buster') ? R.bunkerBuster : R.awkwardLayout] };
  if (weaponHas(w, 'full-rof-when-moving')) return { rof: w.rof, stabilised: false, rules: [R.fullRofWhenMoving] };
  if (weaponHas(w, 'stabiliser') || teamHas(team, 'stabiliser'))
    return { rof: w.rof, stabilised: true, rules: [R.stabiliser] };
  if (w.movingRof !== undefined) return { rof: w.movingRof, stabilised: false, rules: [R.haltedMovingRof] };
  return { rof: w.rof === 1 ? 1 : Math.floor(w.rof / 2), stabilised: false, rules: [R.haltedMovingRof] };
}

/**
 * The ROF a (non vehicle-MG) weapon fires with (pp. 33, 41): Halted ROF when the team did not move
 * and is not pinned; Moving ROF when it moved; the Pinned ROF (Arsenal value, else the Moving ROF)
 * when its unit is Pinned Down — Full ROF When Moving weapons drop to ROF 1 when pinned (p. 66).
 */
export function weaponRof(w: WeaponProfile, team: TeamProfile, moving: boolean, pinned: boolean): RofResult {
  if (pinned) {
    if (weaponHas(w, 'full-rof-when-moving'))
      return { rof: 1, mode: 'pinned', stabilised: false, rules: [R.pinnedRof, R.fullRofWhenMoving] };
    if (w.pinnedRof !== undefined) return { rof: w.pinnedRof, mode: 'pinned', stabilised: false, rules: [R.pinnedRof] };
    const m = movingRof(w, team);
    return { rof: m.rof, mode: 'pinned', stabilised: m.stabilised, rules: [R.pinnedRof, ...m.rules] };
  }
  if (moving) {
    const m = movingRof(w, team);
    return { rof: m.rof, mode: 'moving', stabilised: m.stabilised, rules: m.rules };
  }
  return { rof: w.rof, mode: 'halted', stabilised: false, rules: [R.haltedMovingRof] };
}
