/**
 * One unit fires (p. 5 [Fire Phase]): the modified firepower (range, armor, bombardment on
 * roads, Walking Fire, assault modifiers), one d10 per step, each die at or under F a hit (0
 * reads as 10), the hits applied at once to the target hex or the targeted unit, and friendly
 * fire on the spotter's hex when a bombardment shows a 0. Pure and hex-local: the situation is
 * built from the table beforehand (fire/situation.ts), so a missing lost value stops the fire
 * before any die is asked for.
 */
import { diceRequest } from '../../../dice/request.js';
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { CI } from '../rules.js';
import {
  applyHit,
  casualties,
  inPlay,
  recipient,
  type Casualty,
  type Combat,
  type HitEvent,
  type HitUnit,
} from './hits.js';

export interface FireModifier {
  readonly name: string;
  readonly delta: number;
  readonly rule: RuleRef;
}

export interface FireSituation {
  readonly firer: {
    readonly id: string;
    readonly side: string;
    readonly strength: number;
    readonly F: number;
    readonly antiTank?: boolean;
  };
  /** direct fire, bombardment (mortar, artillery, air) or assault fire. */
  readonly mode: 'direct' | 'bombard' | 'assault';
  /** Modifiers to F, each with its rule (long range, armor, road aiming, Walking Fire...). */
  readonly modifiers: readonly FireModifier[];
  /** The units in the target hex that this fire can reach. */
  readonly targets: readonly HitUnit[];
  /** A targeted unit (tanks, bunkers, MGs by AT units): every hit goes on it (p. 6 [Targeting]). */
  readonly targeted?: string;
  /** Units whose armor stops this firer: in assault fire, a die must also be at or under F - armor to hit them (B15). */
  readonly armorPerDie?: boolean;
  /** Bombardment: the units in the spotter's hex (friendly fire on a 0, p. 5). */
  readonly spotterHex?: readonly HitUnit[];
  /** B1: a firing unit scores at most one hit. */
  readonly oneHitPerUnit?: boolean;
  /** B11: several zeros give one friendly hit (default) or one each. */
  readonly friendlyFireZeros?: 'one' | 'each';
  /** Rules the situation already applied (range, LOS, limits...). */
  readonly rules?: readonly RuleRef[];
  readonly notes?: readonly string[];
}

export interface FireResult {
  readonly firer: string;
  readonly F: number;
  readonly fired: boolean;
  readonly faces: readonly number[];
  /** Dice that scored (before B1 capping or armor losses). */
  readonly hits: number;
  readonly events: readonly HitEvent[];
  readonly friendly: readonly HitEvent[];
  /** The target units after the fire. */
  readonly after: readonly Casualty[];
  readonly spotterAfter: readonly Casualty[];
  readonly rules: readonly RuleRef[];
  readonly notes: readonly string[];
}

/** F after every modifier. */
export function effectiveF(s: Pick<FireSituation, 'firer' | 'modifiers'>): number {
  return s.firer.F + s.modifiers.reduce((a, m) => a + m.delta, 0);
}

export const ZERO = 10;

/** "0" for the face 10 of a d10, as the die shows it. */
export function showFace(f: number): string {
  return f === ZERO ? '0' : String(f);
}

export function* fire(s: FireSituation): Procedure<FireResult> {
  const rules = new Set<RuleRef>([CI.firepower, ...(s.rules ?? [])]);
  for (const m of s.modifiers) rules.add(m.rule);
  const notes = [...(s.notes ?? [])];
  const F = effectiveF(s);
  const combat: Combat = s.mode === 'assault' ? 'assault' : 'fire';
  const targets = casualties(s.targets);
  const spotter = casualties(s.spotterHex ?? []);
  if (F <= 0 || s.firer.strength <= 0) {
    notes.push(F <= 0 ? `F${F}: no effective fire is possible` : `${s.firer.id} has no steps to fire with`);
    return {
      firer: s.firer.id,
      F,
      fired: false,
      faces: [],
      hits: 0,
      events: [],
      friendly: [],
      after: targets,
      spotterAfter: spotter,
      rules: [...rules],
      notes,
    };
  }
  const bombard = s.mode === 'bombard';
  const faces: number[] = yield diceRequest(s.firer.strength, 10, `${s.firer.id} fires at F${F}`, {
    need: `${Math.min(F, 9)} or under (0 is 10${bombard ? '; a 0 is friendly fire' : ''})`,
    ...(!bombard && F < 9 ? { countShortcut: { success: 1, failure: 9 } } : {}),
  });
  const scoring = faces.filter((f) => f <= F && f !== ZERO);
  let hits = scoring.length;
  let hitting = scoring;
  if (s.oneHitPerUnit && hits > 1) {
    rules.add(CI.oneHitPerUnit);
    notes.push(`${hits} dice scored; one hit per firing unit (option oneHitPerFiringUnit, B1)`);
    hitting = scoring.slice(0, 1);
  }
  const events: HitEvent[] = [];
  const label = `hit from ${s.firer.id}`;
  for (const face of hitting) {
    let u: Casualty | undefined;
    if (s.targeted) {
      rules.add(CI.targeting);
      u = targets.find((t) => t.id === s.targeted && inPlay(t));
    } else {
      rules.add(CI.casualties);
      u = yield* recipient(targets, label);
    }
    if (!u) break;
    if (s.armorPerDie && u.armor !== undefined && !s.targeted && face > F - u.armor) {
      rules.add(CI.assaultTanks);
      events.push({ unit: u.id, effect: 'lost', strength: u.strength });
      notes.push(`the die ${showFace(face)} does not beat ${u.id}'s armor ${u.armor}: the hit is lost (B15)`);
      continue;
    }
    events.push(applyHit(u, combat, rules));
  }
  const friendly: HitEvent[] = [];
  if (bombard) {
    const zeros = faces.filter((f) => f === ZERO).length;
    if (zeros > 0 && spotter.length > 0) {
      rules.add(CI.friendlyFire);
      const n = s.friendlyFireZeros === 'each' ? zeros : 1;
      for (let i = 0; i < n; i++) {
        const u = yield* recipient(spotter, 'friendly fire');
        if (!u) break;
        friendly.push(applyHit(u, 'fire', rules));
      }
    }
  }
  return {
    firer: s.firer.id,
    F,
    fired: true,
    faces,
    hits,
    events,
    friendly,
    after: targets,
    spotterAfter: spotter,
    rules: [...rules],
    notes,
  };
}
