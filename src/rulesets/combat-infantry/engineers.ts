/**
 * Engineers and markers (p. 7 [Engineers], [Demolish Bridges], [Minefields], [Smoke]): a
 * demolition, a mine clearing or laying smoke is a fire roll of the engineers (one hit or more
 * succeeds); while clearing mines each 0 is a hit on the engineers (L48, rebuilt 0). A
 * minefield attacks a unit entering it at its F with the entering unit's strength in dice (B17;
 * its F is a lost value). Pure procedures; the table step applies the results.
 */
import { diceRequest } from '../../dice/request.js';
import type { Procedure } from '../../engine/request.js';
import type { RuleRef } from '../../engine/rules.js';
import { showFace, ZERO } from './fire/fire.js';
import { CI } from './rules.js';

export interface EngineerRoll {
  readonly unit: string;
  readonly strength: number;
  readonly F: number;
  readonly task: 'demolish' | 'clear-mines' | 'smoke' | 'mortar-smoke';
}

export interface EngineerResult {
  readonly unit: string;
  readonly task: EngineerRoll['task'];
  readonly faces: readonly number[];
  readonly success: boolean;
  /** Hits the engineers take from their own clearing (each 0). */
  readonly selfHits: number;
  readonly rules: readonly RuleRef[];
}

const TASKS: Record<EngineerRoll['task'], { label: string; rule: RuleRef }> = {
  demolish: { label: 'demolishes the bridge', rule: CI.demolish },
  'clear-mines': { label: 'clears the minefield', rule: CI.minefields },
  smoke: { label: 'lays smoke', rule: CI.smoke },
  'mortar-smoke': { label: 'lays smoke on a spotted hex', rule: CI.smoke },
};

export function* engineerRoll(r: EngineerRoll, engineerHitFace = ZERO): Procedure<EngineerResult> {
  const task = TASKS[r.task];
  const faces: number[] = yield diceRequest(r.strength, 10, `${r.unit} ${task.label} at F${r.F}`, {
    need: `one die ${r.F} or under${r.task === 'clear-mines' ? '; each 0 hits the engineers' : ''}`,
  });
  const success = faces.some((f) => f <= r.F && f !== ZERO);
  const selfHits = r.task === 'clear-mines' ? faces.filter((f) => f === engineerHitFace).length : 0;
  return { unit: r.unit, task: r.task, faces, success, selfHits, rules: [CI.engineers, task.rule] };
}

export function engineerText(r: EngineerResult): string {
  return `${r.unit} ${TASKS[r.task].label}: [${r.faces.map(showFace).join(' ')}] ${r.success ? 'succeeds' : 'fails'}${r.selfHits ? `; ${r.selfHits} hit${r.selfHits > 1 ? 's' : ''} on the engineers` : ''}`;
}
