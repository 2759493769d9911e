/**
 * What every `--game` mode shares: open the game, choose its dice (the saved seeded state, or
 * --dice/--manual for this step), ask the table questions (prompts on a terminal, else flags and
 * defaults), answer decisions, journal every die and decision, and commit the changes at the end
 * only, so a Ctrl-C at any prompt leaves the game file as it was.
 */
import { CryptoDice } from '../../dice/crypto.js';
import { SeededDice } from '../../dice/seeded.js';
import type { DiceSource } from '../../dice/source.js';
import { ScriptedDecider, type Decider } from '../../engine/decider.js';
import type { DecisionRequest, Procedure } from '../../engine/request.js';
import { runProcedure } from '../../engine/runner.js';
import type { GameDiceRun } from '../../rulesets/contract.js';
import { diceFromFlags, ManualDice, refuseLeftoverDice, type DiceFlags } from '../dice-options.js';
import { InputError } from '../../errors/input-error.js';
import { keepDicePosition } from './dice-position.js';
import { interactive } from './table-facts.js';

// What a command needs of the game mode without rolling (issue 32: exact odds load no dice): in
// their own files, here too for the callers of this one.
export { askQuestions, factsFromFlags, interactive } from './table-facts.js';
export { savedDicePosition } from './dice-position.js';

/** What the dice and journal need of a game run, whatever its ruleset. */
export type DiceRun = GameDiceRun;

/** The game's own dice, unless --dice or --manual give this step's dice. */
export function gameDice(run: DiceRun, flags: DiceFlags): { dice: DiceSource; seeded?: SeededDice } {
  if (flags.seed !== undefined)
    throw new InputError('--seed does not go with --game: the game file keeps its own seeded dice', {
      hint: 'use --dice for chosen faces, or --manual for physical dice',
    });
  if (flags.dice !== undefined || flags.manual) return { dice: diceFromFlags(flags) };
  const d = run.data.state.dice;
  if (d.kind === 'seeded') {
    const seeded = d.state.length > 0 ? new SeededDice(d.seed, d.state) : new SeededDice(d.seed);
    return { dice: seeded, seeded };
  }
  if (d.kind === 'manual') return { dice: new ManualDice() };
  return { dice: new CryptoDice() };
}

/** Scripted answers (--decide) first; then a prompt when `ask` (default: on a terminal); else the procedure's default. */
export class GameDecider implements Decider {
  private readonly scripted: ScriptedDecider;
  private readonly keyed: Set<string>;
  constructor(
    answers: readonly string[],
    private readonly ask: boolean = interactive(),
  ) {
    this.scripted = new ScriptedDecider(answers);
    this.keyed = new Set(answers.map((a) => a.split('=')[0]!));
  }
  async decide(request: DecisionRequest<unknown>): Promise<unknown> {
    if (!this.ask || this.keyed.has(request.id)) return this.scripted.decide(request);
    const { select } = await import('@inquirer/prompts');
    return select({
      message: `[${request.player}] ${request.question}`,
      choices: request.choices.map((c) => ({ name: c.label, value: c.value })),
      default: request.default,
    });
  }
}

/** Run a procedure with the game's dice; every die and decision is recorded in the session (written at commit). */
export async function runInGame<R>(
  run: DiceRun,
  proc: Procedure<R>,
  flags: DiceFlags & { decide?: string[] },
): Promise<R> {
  const { dice, seeded } = gameDice(run, flags);
  const result = await runProcedure(proc, {
    dice,
    decider: new GameDecider(flags.decide ?? []),
    record: (e) => run.game.session.record(e, e.type === 'dice' && seeded ? seeded.save().state : undefined),
  });
  if (seeded) keepDicePosition(run, seeded.save().state);
  // Unused --dice faces are refused before the command commits anything to the game.
  refuseLeftoverDice();
  return result;
}
