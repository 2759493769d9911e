/**
 * The built-in opponent picking the next action in a step of a side it plays, and the line
 * that tells the table what it picked and why.
 */
import type { DecisionOdds, Doctrine, Opponent, PlayAction, PlayStep } from '../../rulesets/play.js';

/**
 * Its pick at the step of the `active` side (undefined: the people at the table pick), with the
 * line to print. A step the active side picks in, and where the opponent has no choice of its
 * own, takes its first action.
 */
export function opponentPick<S>(
  opponent: Opponent<S>,
  state: S,
  step: PlayStep<S>,
  actions: readonly PlayAction<S>[],
  active: string,
  doctrine: Doctrine,
): { action: PlayAction<S>; line: string; odds?: readonly DecisionOdds[] } | undefined {
  const c = opponent.choose(state, step, doctrine);
  if (c)
    return {
      action: c.action,
      line: [`(${active}, built-in opponent, ${doctrine.id}) ${c.action.label}`, ...c.reason.map((l) => `  ${l}`)].join(
        '\n',
      ),
      ...(c.odds?.length ? { odds: c.odds } : {}),
    };
  if (step.chooser === 'active') {
    const pick = actions[0] ?? step.finish;
    return { action: pick, line: `(${active}, built-in opponent) ${pick.label}` };
  }
  return undefined;
}
