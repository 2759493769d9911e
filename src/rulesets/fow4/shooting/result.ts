import type { PoolResult } from '../../../dice/pool.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { HitSaveRecord } from '../../flames-of-war/saves/hit-save.js';
import type { TeamSaveRecord } from '../../flames-of-war/saves/team-save.js';
import type { Hit } from './assign-hits.js';
import type { MistakenTargetAttempt, MistakenTargetRefusal } from './mistaken-target.js';
import type { Modifier } from './to-hit.js';

export interface ShotRecord {
  readonly shooter: string;
  readonly weapon: string;
  readonly target: string;
  readonly rof: number;
  readonly rofMode: 'halted' | 'moving' | 'pinned';
  readonly smoke: boolean;
  /** Is Hit On of the target before modifiers. */
  readonly isHitOn: number | 'auto';
  readonly modifiers: readonly Modifier[];
  /** Score needed after modifiers (e.g. 5, or 7 = a 6 then 5+), and the dice target as text. */
  readonly need: number | 'auto';
  readonly needText: string;
  readonly rerollReason?: string;
  readonly pool: PoolResult;
  readonly hits: number;
}

export interface ShooterRecord {
  readonly shooter: string;
  readonly shoots: boolean;
  /** Why it cannot shoot, if it cannot. */
  readonly reason?: string;
  readonly shots: readonly ShotRecord[];
}

export interface SaveEntry {
  readonly team: string;
  readonly unit: string;
  /** The hit id (absent for a passenger's save after its transport was destroyed). */
  readonly hit?: number;
  readonly shooter?: string;
  readonly weapon?: string;
  readonly role: 'target' | 'rider' | 'passenger';
  readonly record: HitSaveRecord | { readonly save: TeamSaveRecord; readonly outcome: 'no-effect' | 'destroyed' };
}

export type TeamOutcome = 'destroyed' | 'bailed-out' | 'no-effect' | 'driven-off' | 'smoked';

export interface TeamResult {
  readonly team: string;
  readonly unit: string;
  readonly hits: number;
  readonly smokeHits: number;
  /** 'bailed-out': Bailed Out by this shooting, or survived a Bailed Out Again roll. */
  readonly outcome: TeamOutcome;
  /** It was already Bailed Out before this shooting. */
  readonly wasBailedOut?: boolean;
  /** Destroyed Tank teams stay as Wrecks (p. 40). */
  readonly wreck?: boolean;
  readonly unitLeaderLost?: boolean;
}

export interface PinResult {
  readonly unit: string;
  readonly hits: number;
  readonly needed: number;
  readonly canBePinned: boolean;
  readonly pinned: boolean;
  readonly alreadyPinned: boolean;
  /** Why: 'hits', 'flame-thrower', 'sniper', 'transport-destroyed'. */
  readonly reasons: readonly string[];
}

export interface CommanderResult {
  readonly team: string;
  readonly roll?: number;
  /** 'replaced' (HQ team of the same type within 6"/15cm), 'switched' (3+ and a team to switch to), 'killed'. */
  readonly outcome: 'replaced' | 'switched' | 'killed';
}

export interface DrivenOffResult {
  readonly team: string;
  readonly roll: number;
  readonly outcome: 'killed' | 'slips-away';
}

export interface ShootingResult {
  readonly shooters: readonly ShooterRecord[];
  /** Every hit, with the team that finally holds it. */
  readonly hits: readonly Hit[];
  readonly smokeHits: readonly Hit[];
  readonly mistakenTarget: readonly MistakenTargetAttempt[];
  /** Pairs that Too Close for Error kept from Mistaken Target (p. 35); absent when none. */
  readonly mistakenTargetRefused?: readonly MistakenTargetRefusal[];
  readonly saves: readonly SaveEntry[];
  readonly teams: readonly TeamResult[];
  readonly pins: readonly PinResult[];
  readonly commanders: readonly CommanderResult[];
  readonly drivenOff: readonly DrivenOffResult[];
  /** Teams that received a smoke marker (p. 42). */
  readonly smoked: readonly string[];
  readonly summary: {
    readonly hits: number;
    readonly destroyed: number;
    readonly bailedOut: number;
    readonly pinned: readonly string[];
  };
  readonly rules: readonly RuleRef[];
}
