/** `umpire assault`: build the situation, run the assault with the chosen dice and decider, print it. */
import { ScriptedDecider, type Decider } from '../../engine/decider.js';
import type { DecisionRequest } from '../../engine/request.js';
import { runProcedure, type JournalEntry } from '../../engine/runner.js';
import { SeededDice } from '../../dice/seeded.js';
import { diceFromFlags, type DiceFlags } from '../dice-options.js';
import { UserError } from '../errors.js';
import { printJson } from '../output.js';
import { checkedAssaultSituation, type AssaultFlags } from './build.js';
import { printAssault } from './render.js';

type Flags = AssaultFlags & DiceFlags & { decide?: string[]; ask?: boolean; json?: boolean; game?: string; unit?: string; target?: string[]; fact?: string[] };

/** Scripted answers first; then, with --ask, a prompt naming the player; else the default. */
class AssaultDecider implements Decider {
  private readonly scripted: ScriptedDecider;
  private readonly keyed: Set<string>;
  constructor(answers: readonly string[], private readonly ask: boolean) {
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

export async function runAssault(flags: Flags & { ruleset?: string; opt?: string[]; chargeGoing?: string }): Promise<void> {
  if (flags.game !== undefined && (await (await import('../game-ruleset.js')).gameRulesetFor(flags.game, flags.ruleset)) === 'fow3') {
    if (flags.attacker || flags.defender?.length || flags.situation) throw new UserError('with --game, name platoons with --unit and --target instead of --attacker, --defender or --situation');
    return (await import('./game-fow3.js')).runAssaultGameFow3({ ...flags, game: flags.game });
  }
  if (flags.ruleset === 'fow3') {
    const { runAssaultFow3 } = await import('./fow3.js');
    return runAssaultFow3(flags);
  }
  if (flags.ruleset !== undefined && flags.ruleset !== 'fow4') throw new UserError(`assault knows the rulesets fow4 and fow3, not "${flags.ruleset}"`);
  if (flags.game !== undefined) {
    if (flags.attacker || flags.defender?.length || flags.situation) throw new UserError('with --game, name units with --unit and --target instead of --attacker, --defender or --situation');
    const { runAssaultGame } = await import('./game.js');
    return runAssaultGame({ ...flags, game: flags.game });
  }
  const situation = await checkedAssaultSituation(flags);
  const { assault } = await import('../../rulesets/fow4/assault/procedure.js');
  const source = diceFromFlags(flags);
  const journal: JournalEntry[] = [];
  const decider = new AssaultDecider(flags.decide ?? [], flags.ask === true);
  const result = await runProcedure(assault(situation), { dice: source, decider, record: (e) => journal.push(e) });
  const seed = source instanceof SeededDice ? source.seed : undefined;
  if (flags.json) printJson({ ...(seed !== undefined ? { seed } : {}), result, journal });
  else await printAssault(result, seed);
}
