/** The terminal's side of a ruleset command: its `Out`, its `CommandRun` (dice flags, game dice) and its table questions. */
import type { CommandContext, CommandRun } from '../rulesets/contract.js';
import type { DiceFlags } from './dice-options.js';
import { savedDicePosition } from './game-mode/dice-position.js';
import { askQuestions, factsFromFlags, interactive } from './game-mode/table-facts.js';
import { terminalOut } from './out.js';

type Flags = DiceFlags & { decide?: string[]; game?: string; json?: boolean };

/**
 * The dice (their sources, the seeded generator, the game's own dice) are loaded when the command
 * first rolls, not with its context: exact odds roll nothing (issue 32: `odds shoot` loaded them all).
 */
export function commandRun(flags: Flags): CommandRun {
  return {
    procedure: async (proc, options = {}) => {
      const [{ runWithFlags }, { GameDecider }] = await Promise.all([
        import('./run-with-flags.js'),
        import('./game-mode/session.js'),
      ]);
      return runWithFlags(
        proc,
        flags,
        options.decider ?? (options.ask ? new GameDecider(flags.decide ?? [], true) : undefined),
      );
    },
    inGame: async (game, proc) => (await import('./game-mode/session.js')).runInGame(game, proc, flags),
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
