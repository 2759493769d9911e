/** One line of words for a test's result: what was rolled, what was needed, what follows. */
import { formatScore } from '../../flames-of-war/score.js';
import type { TestResult } from '../rating-tests/types.js';

export function rollsText(r: TestResult): string {
  if (r.rolls.length === 0) return r.need === 'auto' ? 'no roll' : 'no roll possible';
  return r.rolls
    .map(
      (x) =>
        (x.by === 'test' ? '' : x.by === 'interception' ? 'enemy Fighter Interception ' : `${x.by} re-roll `) +
        (x.followUp !== undefined ? `${x.face} then ${x.followUp}` : String(x.face)),
    )
    .join(', ');
}

export function needText(r: TestResult): string {
  return r.need === 'auto' ? 'Auto' : formatScore(r.need);
}

export function pages(r: TestResult): string {
  return [...new Set(r.rules.map((x) => x.page))].join(', ');
}

/** "Rally, 1st Troop: rolled 2, commander re-roll 5 (needs 4+): The unit Rallies... (p. 41, p. 8)" */
export function testLine(title: string, r: TestResult): string {
  const text = r.consequences.map((c) => c.text).join(' ');
  return `${title}: rolled ${rollsText(r)} (needs ${needText(r)}): ${r.passed ? 'passed' : 'failed'}. ${text} (${pages(r)})`;
}

/** A test a step took, for the tables of `umpire test` on the play screen. */
export interface TestShown {
  readonly title: string;
  readonly result: TestResult;
}
