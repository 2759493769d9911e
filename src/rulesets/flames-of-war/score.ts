import { AUTO, IMPOSSIBLE, atLeast, type Target } from '../../dice/target.js';
import type { RuleRef } from '../../engine/rules.js';
import { cited, type FowScoreRules } from './rules.js';

/** A printed score: a number N for "N+", or "auto". */
export type Score = number | 'auto';

export interface ScoreCheck {
  /** The number needed after modifiers (for display), or "auto". */
  readonly need: Score;
  readonly target: Target;
  readonly rules: readonly RuleRef[];
}

/**
 * The Flames Of War score rules (fow4 spec §1.1, pp. 4-5), cited from the edition's table `R`: modifiers add to the score needed;
 * 7 is a 6 then 5+, 8 is a 6 then a 6, 9 or more cannot succeed; a score modified to better
 * than 2+ still fails on a 1, while a printed 1+ succeeds on any roll; Auto needs no roll.
 */
export function scoreTarget(R: FowScoreRules, base: Score, modifiers: readonly number[] = []): ScoreCheck {
  if (base === 'auto') return { need: 'auto', target: AUTO, rules: cited(R.rollingDice) };
  const mod = modifiers.reduce((a, b) => a + b, 0);
  const need = base + mod;
  if (need >= 9) return { need, target: IMPOSSIBLE, rules: cited(R.sevenPlus) };
  if (need === 8) return { need, target: atLeast(6, 6), rules: cited(R.sevenPlus) };
  if (need === 7) return { need, target: atLeast(6, 5), rules: cited(R.sevenPlus) };
  if (need < 2 && mod !== 0) return { need, target: atLeast(2), rules: cited(R.betterThan2) };
  return { need, target: atLeast(Math.max(1, need)), rules: cited(R.rollingDice) };
}

/** Read a printed score: "4+", "4", "1+", "Auto". Returns undefined for anything else. */
export function parseScore(text: string | number): Score | undefined {
  if (typeof text === 'number') return Number.isInteger(text) && text >= 1 && text <= 8 ? text : undefined;
  const t = text.trim().toLowerCase();
  if (t === 'auto') return 'auto';
  const m = /^(\d)\+?$/.exec(t);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n >= 1 && n <= 8 ? n : undefined;
}

export function formatScore(s: Score): string {
  return s === 'auto' ? 'Auto' : `${s}+`;
}
