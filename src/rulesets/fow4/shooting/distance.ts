import type { Units } from './situation.js';

/** A distance given as inches / centimetres (the book pairs them at 1" = 2.5cm, e.g. 16"/40cm). */
export function inUnits(inches: number, units: Units = 'inches'): number {
  return units === 'cm' ? inches * 2.5 : inches;
}

/** Over 16"/40cm (p. 28). */
export function isLongRange(distance: number | undefined, units: Units = 'inches'): boolean {
  return distance !== undefined && distance > inUnits(16, units);
}

/** Within n inches (or the paired cm) — true when the distance is that or closer. */
export function within(distance: number | undefined, inches: number, units: Units = 'inches'): boolean {
  return distance !== undefined && distance <= inUnits(inches, units);
}
