/** Small helpers to ask the table questions and player choices an assault needs. */
import { decide, type Choice, type Procedure } from '../../../engine/request.js';

const YES_NO: readonly Choice<string>[] = [
  { value: 'yes', label: 'yes' },
  { value: 'no', label: 'no' },
];

/** A yes/no question; the id names the kind of question and the team, e.g. "in-range:Rifle 1". */
export function* askYesNo(id: string, player: string, question: string, dflt: boolean): Procedure<boolean> {
  const answer = yield* decide<string>(id, player, question, YES_NO, dflt ? 'yes' : 'no');
  return answer === 'yes';
}

/** A choice among string values. */
export function* askChoice(
  id: string,
  player: string,
  question: string,
  choices: readonly Choice<string>[],
  dflt: string,
): Procedure<string> {
  if (choices.length === 1) return choices[0]!.value;
  return yield* decide<string>(id, player, question, choices, dflt);
}
