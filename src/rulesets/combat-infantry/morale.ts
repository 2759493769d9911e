/**
 * Morale (p. 7 [Morale]): one d10 (0 reads as 10); a roll over the rating fails. A unit stacked
 * with an HQ may use the HQ's rating, and a fail then affects the HQ too. A farm gives the
 * defender +1 (p. 4 [Farm]). A failed unit withdraws to an adjacent friendly hex or is captured
 * (the table step does the withdrawal: play/actions.ts).
 */
import { diceRequest } from '../../dice/request.js';
import { decide, type Procedure } from '../../engine/request.js';
import type { RuleRef } from '../../engine/rules.js';
import { showFace } from './fire/fire.js';
import { CI } from './rules.js';

export interface MoraleSituation {
  readonly unit: string;
  readonly owner: string;
  readonly rating: number;
  /** Why the check is made, for the dice label. */
  readonly why: string;
  /** An HQ in the same hex whose rating the unit may use. */
  readonly hq?: { readonly id: string; readonly rating: number };
  /** +1 defending a farm (a lost digit, L36). */
  readonly bonus?: { readonly delta: number; readonly rule: RuleRef };
}

export interface MoraleResult {
  readonly unit: string;
  readonly face: number;
  readonly rating: number;
  readonly passed: boolean;
  /** The HQ whose rating was used (it shares a fail). */
  readonly usedHq?: string;
  readonly rules: readonly RuleRef[];
}

export function* moraleCheck(s: MoraleSituation): Procedure<MoraleResult> {
  const rules: RuleRef[] = [CI.morale];
  let rating = s.rating;
  let usedHq: string | undefined;
  if (s.hq) {
    const use = yield* decide<boolean>(
      'ci.morale-hq',
      s.owner,
      `${s.unit}: use ${s.hq.id}'s Morale ${s.hq.rating} instead of its own ${s.rating}? (a fail affects ${s.hq.id} too)`,
      [
        { value: true, label: `yes, Morale ${s.hq.rating}` },
        { value: false, label: `no, own Morale ${s.rating}` },
      ],
      s.hq.rating > s.rating,
    );
    if (use) {
      rating = s.hq.rating;
      usedHq = s.hq.id;
      rules.push(CI.moraleHq);
    }
  }
  if (s.bonus) {
    rating += s.bonus.delta;
    rules.push(s.bonus.rule);
  }
  const [face] = (yield diceRequest(1, 10, `${s.unit} Morale check (${s.why})`, {
    need: `${rating} or under (0 is 10)`,
    ...(rating < 10 && rating >= 1 ? { countShortcut: { success: 1, failure: 10 } } : {}),
  })) as number[];
  const passed = face! <= rating;
  return { unit: s.unit, face: face!, rating, passed, ...(usedHq ? { usedHq } : {}), rules };
}

export function moraleText(r: MoraleResult): string {
  return `${r.unit} Morale ${r.rating}${r.usedHq ? ` (${r.usedHq}'s)` : ''}: rolled ${showFace(r.face)}, ${r.passed ? 'passes' : 'fails'}`;
}
