/** The terminal's side of a ruleset command: its `Out`, its `CommandRun` (dice flags, game dice) and its table questions. */
import type { CommandContext, CommandRun } from '../rulesets/contract.js';
import type { DiceFlags } from './dice-options.js';
import {
  askQuestions,
  factsFromFlags,
  GameDecider,
  interactive,
  runInGame,
  savedDicePosition,
} from './game-mode/session.js';
import { terminalOut } from './out.js';
import { runWithFlags } from './run-with-flags.js';

type Flags = DiceFlags & { decide?: string[]; game?: string; json?: boolean };

export function commandRun(flags: Flags): CommandRun {
  return {
    procedure: (proc, options = {}) =>
      runWithFlags(
        proc,
        flags,
        options.decider ?? (options.ask ? new GameDecider(flags.decide ?? [], true) : undefined),
      ),
    inGame: (game, proc) => runInGame(game, proc, flags),
    dicePosition: savedDicePosition,
  };
}

export async function commandContext(
  args: readonly string[],
  opts: Record<string, unknown>,
  flags: Flags,
): Promise<CommandContext> {
  return {
    args,
    opts,
    json: flags.json === true,
    out: await terminalOut(),
    run: commandRun(flags),
    ...(flags.game !== undefined ? { game: flags.game } : {}),
    interactive: interactive(),
    facts: factsFromFlags,
    ask: askQuestions,
  };
}
