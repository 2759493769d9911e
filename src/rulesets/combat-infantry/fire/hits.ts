/**
 * Hits on blocks (pp. 6-7): casualties go to the strongest unit first, the owner breaking ties
 * [Casualties]; a unit with 2D takes a half-hit first and the next half-hit must go to the same
 * unit [Double Defense]; the last step lost in fire combat repulses the unit, in an assault it is
 * eliminated [Repulse Hits]. Pure: a procedure over plain unit records.
 */
import { decide, type Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { CI } from '../rules.js';

/** A unit that can take hits, as a fire or assault procedure sees it. */
export interface HitUnit {
  readonly id: string;
  /** The side that owns it (who breaks ties). */
  readonly owner: string;
  readonly strength: number;
  /** 1 for combat units, 0 for HQs (their Ø face). */
  readonly lastStep: number;
  /** 2 = double defense in this combat. */
  readonly defense: 1 | 2;
  readonly halfHit?: 'fire' | 'assault' | undefined;
  /** Armor in this combat (halved in assaults); absent for unarmored units. */
  readonly armor?: number | undefined;
}

export type Combat = 'fire' | 'assault';

export interface HitEvent {
  readonly unit: string;
  readonly effect: 'half-hit' | 'step' | 'repulsed' | 'eliminated' | 'lost';
  /** Strength after the hit. */
  readonly strength: number;
}

/** Mutable working copy of a unit's combat state. */
export interface Casualty extends HitUnit {
  strength: number;
  halfHit?: 'fire' | 'assault' | undefined;
  repulsed?: boolean;
  eliminated?: boolean;
}

export function casualties(units: readonly HitUnit[]): Casualty[] {
  return units.map((u) => ({ ...u }));
}

export const inPlay = (c: Casualty) => !c.repulsed && !c.eliminated;

/** One hit on one unit: half-hit, a step, a repulse or elimination. */
export function applyHit(u: Casualty, combat: Combat, rules: Set<RuleRef>): HitEvent {
  if (u.defense === 2) {
    rules.add(CI.doubleDefense);
    if (!u.halfHit) {
      u.halfHit = combat;
      return { unit: u.id, effect: 'half-hit', strength: u.strength };
    }
    u.halfHit = undefined;
  }
  return loseStep(u, combat, rules);
}

export function loseStep(u: Casualty, combat: Combat, rules: Set<RuleRef>): HitEvent {
  rules.add(CI.stepReduction);
  if (u.strength <= u.lastStep) {
    if (combat === 'fire') {
      rules.add(CI.repulse);
      u.repulsed = true;
      return { unit: u.id, effect: 'repulsed', strength: u.strength };
    }
    rules.add(CI.assaultEliminated);
    u.eliminated = true;
    return { unit: u.id, effect: 'eliminated', strength: u.strength };
  }
  u.strength -= 1;
  return { unit: u.id, effect: 'step', strength: u.strength };
}

/**
 * Who takes the next hit (p. 6 [Casualties]; spec §5.6): a unit holding a half-hit when this hit
 * would be another half-hit (B6), otherwise the strongest; the owner picks among ties.
 */
export function* recipient(pool: readonly Casualty[], label: string): Procedure<Casualty | undefined> {
  const live = pool.filter(inPlay);
  if (live.length === 0) return undefined;
  const held = live.find((c) => c.defense === 2 && c.halfHit);
  if (held) return held;
  const top = Math.max(...live.map((c) => c.strength));
  const tied = live.filter((c) => c.strength === top);
  if (tied.length === 1) return tied[0];
  const id = yield* decide<string>(
    'ci.casualty',
    tied[0]!.owner,
    `${label}: which unit at strength ${top} takes the hit?`,
    tied.map((c) => ({ value: c.id, label: c.id })),
    tied[0]!.id,
  );
  return tied.find((c) => c.id === id) ?? tied[0];
}
