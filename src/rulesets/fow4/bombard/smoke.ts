import type { RuleRef } from '../../../engine/rules.js';
import type { Distance } from '../../flames-of-war/profile.js';
import { BOMBARD as B } from './rules.js';

export interface SmokeScreen {
  /** Weapons that fired smoke. */
  readonly weapons: number;
  /** Length of the line of smoke markers, starting at the Aiming Point at any angle. */
  readonly length: Distance;
  readonly rules: readonly RuleRef[];
}

/**
 * Smoke Screens (p. 51): a line of 2"/5cm smoke markers, 4"/10cm long for each weapon firing
 * (2 guns 8"/20cm, 3 guns 12"/30cm, 5 guns 20"/50cm). The player may fire fewer weapons for a
 * shorter screen. It blocks Line of Sight into, through or out of it beyond 6"/15cm, adds +1 to hit
 * and +1 to Range In through or into it, and is removed at the start of the firing player's next turn.
 */
export function smokeScreen(weaponsAvailable: number, weaponsChosen?: number): SmokeScreen {
  const weapons =
    weaponsChosen === undefined ? weaponsAvailable : Math.min(weaponsAvailable, Math.max(0, weaponsChosen));
  return { weapons, length: { inches: 4 * weapons, cm: 10 * weapons }, rules: [B.smokeScreens, B.smokeScreenEffects] };
}

/**
 * Smoke Bombardments (p. 51): once per game a unit with the rule may fire one SUCCESSFUL smoke
 * bombardment (a failed range-in lets it try again later), at the very start of the Shooting Step.
 */
export function canFireSmokeBombardment(s: {
  hasRule: boolean;
  alreadyFired?: boolean;
  startOfShootingStep?: boolean;
}): { ok: boolean; reasons: string[] } {
  const reasons: string[] = [];
  if (!s.hasRule) reasons.push('the unit has no Smoke Bombardment weapon');
  if (s.alreadyFired) reasons.push('it already fired its one Smoke Bombardment this game');
  if (s.startOfShootingStep === false)
    reasons.push('Smoke Bombardments are fired at the start of the Shooting Step, before any other fire');
  return { ok: reasons.length === 0, reasons };
}
