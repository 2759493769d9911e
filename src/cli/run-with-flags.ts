import { SeededDice } from '../dice/seeded.js';
import { ScriptedDecider, type Decider } from '../engine/decider.js';
import type { Procedure } from '../engine/request.js';
import { runProcedure, type JournalEntry } from '../engine/runner.js';
import { diceFromFlags, groupedDiceFromFlags, type DiceFlags } from './dice-options.js';

/**
 * Run a procedure with the dice the flags ask for (--seed / --dice / --manual / fair) and the
 * decisions given with --decide (or another decider), recording every die and decision. Given as
 * a maker (`() => shoot(s)`), physical dice and a grouped --dice are taken a pool at a time, as
 * `umpire play` takes them (grouped-dice.ts).
 */
export async function runWithFlags<R>(
  proc: Procedure<R> | (() => Procedure<R>),
  flags: DiceFlags & { decide?: string[] },
  decider: Decider = new ScriptedDecider(flags.decide ?? []),
): Promise<{ result: R; journal: JournalEntry[]; seed?: number }> {
  const make = typeof proc === 'function' ? proc : undefined;
  const { dice, answers } = make ? await groupedDiceFromFlags(flags, make) : { dice: diceFromFlags(flags) };
  const journal: JournalEntry[] = [];
  const result = await runProcedure(make ? make() : (proc as Procedure<R>), {
    dice,
    decider,
    record: (e) => {
      journal.push(e);
      answers?.push(e.type === 'dice' ? e.faces : e.value);
    },
  });
  return dice instanceof SeededDice ? { result, journal, seed: dice.seed } : { result, journal };
}
