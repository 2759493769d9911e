/**
 * The shapes of an Open Fire assault (spec §6): the situation the procedure takes (the assaulting
 * platoon, the charged platoons, the defender's other platoons near the charge) and the result it
 * gives; and the checks of a situation's names. Pure.
 */
import type { AssaultTotals } from '../../flames-of-war/result-summary.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { BoggingResult } from '../movement.js';
import type { Fow3Options } from '../options.js';
import type { TestResult } from '../rating-tests/motivation-skill.js';
import type { CounterattackResult } from './counterattack.js';
import type { DefensiveFireResult } from './defensive-fire.js';
import type { FightResult } from './fight.js';
import type { AssaultPlatoon, AssaultTeam, Side } from './types.js';
import { InputError } from '../../../errors/input-error.js';

export interface AssaultSituation {
  readonly attacker: AssaultPlatoon;
  readonly defenders: readonly AssaultPlatoon[];
  /**
   * The defender's other platoons with teams within 8"/20cm of the assaulting teams: they fire
   * Defensive Fire and take no further part ([Defensive Fire]; [Counterattacks]: no new platoons
   * join), so they neither counterattack nor break off, and they are not pinned down at the end.
   */
  readonly nearby?: readonly AssaultPlatoon[];
  /** The assaulting platoon is within 6"/15cm of an enemy tank (Tank Terror). */
  readonly enemyTankWithin6?: boolean;
  readonly options?: Partial<Fow3Options>;
}

export interface AssaultRound {
  readonly side: Side;
  readonly fights: readonly { readonly platoon: string; readonly fight: FightResult }[];
}

export interface AssaultResult {
  readonly ruleset: 'fow3';
  readonly tankTerror?: TestResult;
  readonly launched: boolean;
  readonly bogging: readonly { readonly team: string; readonly check: BoggingResult }[];
  readonly defensiveFire?: DefensiveFireResult;
  /** The defender's other platoons near the charge (situation.nearby) and their teams able to fire Defensive Fire. */
  readonly nearby?: readonly { readonly platoon: string; readonly teams: readonly string[] }[];
  readonly fellBack: boolean;
  readonly rounds: readonly AssaultRound[];
  readonly counterattacks: readonly { readonly side: Side; readonly test: CounterattackResult }[];
  readonly winner?: Side;
  /** Platoons that broke off (lost). */
  readonly brokeOff: readonly string[];
  /** Bailed out tanks of a tank platoon that broke off: abandoned and destroyed. */
  readonly abandoned: readonly string[];
  /** Teams of a platoon that broke off still within 4"/10cm of the victors: captured and destroyed. */
  readonly captured: readonly string[];
  /** Platoons pinned down at the end of the assault. */
  readonly pinned: readonly string[];
  readonly teams: readonly {
    readonly platoon: string;
    readonly id: string;
    readonly state: 'unharmed' | 'bailed-out' | 'bogged-down' | 'destroyed';
  }[];
  readonly notes: readonly string[];
  readonly rules: readonly RuleRef[];
  /** The outcome as every edition states it (flames-of-war/result-summary.ts). */
  readonly totals: AssaultTotals;
}

export type Live = AssaultTeam & { platoon: string };

/** A platoon named twice, or a team in two platoons, is refused: the result names them. */
export function checkNames(s: AssaultSituation): void {
  const all = [s.attacker, ...s.defenders, ...(s.nearby ?? [])];
  const names = all.map((p) => p.name);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup !== undefined) throw new InputError(`the assault names the platoon '${dup}' twice: name each platoon once`);
  const ids = all.flatMap((p) => p.teams.map((t) => t.id));
  const twice = ids.find((n, i) => ids.indexOf(n) !== i);
  if (twice !== undefined)
    throw new InputError(`the assault names the team '${twice}' twice: give each team its own id`);
}

/** The neighbours' teams that could fire (within 8"/20cm, not destroyed, bailed out or bogged down). */
export function nearRecord(nearby: readonly AssaultPlatoon[]): Pick<AssaultResult, 'nearby'> {
  if (nearby.length === 0) return {};
  return {
    nearby: nearby.map((p) => ({
      platoon: p.name,
      teams: p.teams
        .filter((t) => t.within8 !== false && !t.destroyed && !t.bailedOut && !t.boggedDown)
        .map((t) => t.id),
    })),
  };
}
