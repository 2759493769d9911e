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
import type { GameDiceRun, TableQuestion } from '../../rulesets/contract.js';
import { diceFromFlags, ManualDice, refuseLeftoverDice, type DiceFlags } from '../dice-options.js';
import { InputError } from '../../errors/input-error.js';

/** What the dice and journal need of a game run, whatever its ruleset. */
export type DiceRun = GameDiceRun;

/** Prompts only when a person is at a terminal. */
export function interactive(): boolean {
  return process.stdin.isTTY === true && process.stdout.isTTY === true;
}

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

function parseAnswer(q: TableQuestion, text: string): unknown {
  const t = text.trim();
  switch (q.kind) {
    case 'yes-no':
      if (/^(y|yes|true|1)$/i.test(t)) return true;
      if (/^(n|no|false|0)$/i.test(t)) return false;
      throw new InputError(`${q.key} takes yes or no, not "${text}"`);
    case 'number': {
      const n = Number(t);
      if (!Number.isFinite(n) || n < 0) throw new InputError(`${q.key} takes a number, not "${text}"`);
      return n;
    }
    case 'teams':
      return t === '' || t === 'none'
        ? []
        : t === 'all'
          ? [...(q.teams ?? [])]
          : t
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean);
    case 'choice':
      if (q.choices && !q.choices.some((c) => c.value === t))
        throw new InputError(`${q.key} takes one of ${q.choices.map((c) => c.value).join(', ')}, not "${text}"`);
      return t;
  }
}

/** `--fact key=value` answers, checked against the questions of this step. */
export function factsFromFlags(
  questions: readonly TableQuestion[],
  texts: readonly string[] | undefined,
  extraKeys: readonly string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const kv of texts ?? []) {
    const i = kv.indexOf('=');
    if (i <= 0) throw new InputError(`--fact takes key=value, not "${kv}"`);
    const key = kv.slice(0, i).trim();
    const q = questions.find((x) => x.key === key);
    if (!q) {
      if (extraKeys.includes(key)) {
        out[key] = kv.slice(i + 1).trim();
        continue;
      }
      throw new InputError(`"${key}" is not a question of this step`, {
        hint: `facts here: ${[...questions.map((x) => x.key), ...extraKeys].join(', ') || 'none'}`,
      });
    }
    out[key] = parseAnswer(q, kv.slice(i + 1));
  }
  return out;
}

/** Ask the questions not yet answered (on a terminal); the rest take their defaults in the bridge. */
export async function askQuestions(
  questions: readonly TableQuestion[],
  given: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const facts = { ...given };
  if (!interactive()) return facts;
  const prompts = await import('@inquirer/prompts');
  for (const q of questions) {
    if (facts[q.key] !== undefined) continue;
    switch (q.kind) {
      case 'yes-no':
        facts[q.key] = await prompts.confirm({ message: q.text, default: q.default as boolean });
        break;
      case 'number':
        facts[q.key] = await prompts.number({ message: q.text, default: q.default as number, min: 0 });
        break;
      case 'choice':
        facts[q.key] = await prompts.select({
          message: q.text,
          choices: (q.choices ?? []).map((c) => ({ name: c.label, value: c.value })),
          default: q.default as string,
        });
        break;
      case 'teams': {
        const dflt = new Set(q.default as readonly string[]);
        facts[q.key] = await prompts.checkbox({
          message: q.text,
          choices: (q.teams ?? []).map((t) => ({ name: t, value: t, checked: dflt.has(t) })),
        });
        break;
      }
    }
  }
  return facts;
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
  if (seeded) dicePosition.set(run, seeded.save().state);
  // Unused --dice faces are refused before the command commits anything to the game.
  refuseLeftoverDice();
  return result;
}

const dicePosition = new WeakMap<DiceRun, readonly number[]>();

/** Where the game's seeded dice stand after runInGame (to save with the state), if seeded. */
export function savedDicePosition(run: DiceRun): readonly number[] | undefined {
  return dicePosition.get(run);
}
