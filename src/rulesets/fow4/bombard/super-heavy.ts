import { scoreTarget } from '../saves.js';
import { rollPool, type PoolResult } from '../../../dice/pool.js';
import type { DiceProcedure } from '../../../dice/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Score } from '../../flames-of-war/score.js';
import { BOMBARD as B } from './rules.js';

export interface FullSalvoCheck {
  /** Launchers that may fire. */
  readonly firing: number;
  /** The Skill test of each launcher, when the unit had no Full Salvo marker. */
  readonly skillTests?: PoolResult;
  readonly rules: readonly RuleRef[];
}

/**
 * Stuka zu Fuss / Super-heavy Rockets (p. 71): a unit with its Full Salvo marker fires every
 * launcher; without it, each launcher able to fire passes a Skill test to join the bombardment.
 * The marker is removed once the unit bombards (see `fullSalvoAfterStep`).
 *
 * Dice: one Skill test per launcher when the marker is missing.
 */
export function* superHeavySalvo(
  launchers: number,
  skill: Score,
  fullSalvo: boolean,
  label: string,
): DiceProcedure<FullSalvoCheck> {
  if (fullSalvo) return { firing: launchers, rules: [B.superHeavyRockets] };
  const check = scoreTarget(skill);
  const pool = yield* rollPool({
    count: launchers,
    target: check.target,
    label: `${label}: Skill test per launcher (no Full Salvo marker)`,
  });
  return { firing: pool.successes, skillTests: pool, rules: [B.superHeavyRockets, ...check.rules] };
}

/**
 * The Full Salvo marker at the end of a Shooting Step (p. 71): removed if the unit bombarded;
 * restored when every launcher could have bombarded and none did; otherwise unchanged.
 */
export function fullSalvoAfterStep(s: {
  readonly hadMarker: boolean;
  readonly bombarded: boolean;
  readonly everyLauncherAbleToFire: boolean;
}): boolean {
  if (s.bombarded) return false;
  if (s.everyLauncherAbleToFire) return true;
  return s.hadMarker;
}
