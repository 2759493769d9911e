import type { TeamType } from '../profile.js';
import type { Score } from '../score.js';

/**
 * Where the team that scored a hit stands relative to an Armoured Tank (p. 36):
 * - 'front': entirely in front of the line across the front of both hull and turret (or a turretless tank);
 * - 'side': not entirely in front of either;
 * - 'turret-front-hull-side' / 'hull-front-turret-side': in front of one part only, so a die decides
 *   which part was hit (4+ turret, 1-3 hull);
 * - 'top': the hit uses Top armour (bombardments, Hits Top Armour, flame-throwers, p. 42, 48, 66).
 */
export type Facing = 'front' | 'side' | 'top' | 'turret-front-hull-side' | 'hull-front-turret-side';

/** The facts of one hit that a save needs. Shared by shooting, bombardments and assaults. */
export interface HitFacts {
  /** Weapon Anti-tank; null is "-" (cannot harm armour nor destroy a team in Bulletproof Cover, p. 72). */
  readonly antiTank: number | null;
  /** Weapon Firepower; null is "-". */
  readonly firepower: Score | null;
  /** Where the scoring team is, for an Armoured Tank's save. Default 'front'. */
  readonly facing?: Facing;
  /** The range from the team that scored the hit to the saving team is over 16"/40cm: Armour Save +1 (p. 36). */
  readonly longRange?: boolean;
  /** Weapon special rules (e.g. 'breakthrough-gun', 'hits-top-armour', 'flame-thrower'). */
  readonly weaponRules?: readonly string[];
  /** Type of the team that fired (Schürzen counts weapons of Infantry teams, p. 71). */
  readonly shooterType?: TeamType;
  /**
   * Force a re-roll of successful Infantry, Gun and Unarmoured Tank saves for a reason the weapon
   * does not carry (Repeat Bombardment p. 49, Time on Target p. 69). Breakthrough Gun is read from the weapon.
   */
  readonly rerollSuccessfulSaves?: boolean;
  /** Short text for dice labels, e.g. "Panzer IV H 7.5cm". */
  readonly label?: string;
}

/** The facts of the team making the save. */
export interface SaveTeamFacts {
  readonly name: string;
  /** In Bulletproof Cover against this hit (Foxholes, bulletproof terrain, Gun Shield from the front, wreck...). */
  readonly bulletproof?: boolean;
  /** The team belongs to a Reconnaissance Platoon (Unarmoured Tank save 4+, p. 68). */
  readonly reconnaissanceUnit?: boolean;
  /** A Bunker (p. 76): Nest 3+ and Pillbox 2+ saves, and successful Firepower tests against any bunker are re-rolled. */
  readonly bunker?: 'nest' | 'pillbox' | 'turret';
  /** Riding on a tank: never in Bulletproof Cover, takes an Infantry save (p. 23). */
  readonly rider?: boolean;
  /** A passenger whose transport was destroyed (p. 23): an Infantry or Gun save, never Bulletproof Cover. */
  readonly passenger?: boolean;
}
