/**
 * `umpire play [game.yaml]`: open (or start from the bundled demo forces) a game and walk both
 * players through every turn. Without a terminal and without --script, a named game (the argument
 * or UMPIRE_GAME) is refused in one sentence: answering its questions with defaults would write
 * moves nobody made into a real game. With no game named, a short automatic demo round in a
 * temporary folder (removed after), so `npm start` in CI never waits for input.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SeededDice } from '../../dice/seeded.js';
import type { PlayDemo, Ruleset } from '../../rulesets/contract.js';
import { DEFAULT_RULESET, loadRuleset } from '../../rulesets/index.js';
import { println } from '../output.js';
import { AutoIO, LineIO } from './scripted-io.js';
import { encodeSet, type PlayIO, type Question } from './io.js';
import { interactive } from '../game-mode/session.js';
import { askSetup } from './setup.js';
import { Interrupt, Walker, type WalkOptions } from './walker.js';

export const DEFAULT_GAME = 'umpire-game.yaml';

export interface PlayOptions {
  /** Answers from standard input, one per line (no terminal needed). */
  readonly script?: boolean;
  readonly seed?: string;
}

/** The default ruleset and its bundled demo battle. */
async function demoOf(): Promise<{ ruleset: Ruleset; demo: PlayDemo }> {
  const ruleset = await loadRuleset(DEFAULT_RULESET);
  if (!ruleset.play?.demo) throw new Error(`${ruleset.name} has no demo battle`);
  return { ruleset, demo: ruleset.play.demo };
}

/** A new game of the default ruleset's bundled demo forces, with seeded dice. */
export async function newDemoGame(file: string, seed = SeededDice.newSeed()): Promise<void> {
  await (await demoOf()).demo.create(file, seed);
}

/** Play a game through `io` until it is over, the player quits, or `walk` says stop. */
export async function playGame(file: string, io: PlayIO, walk: WalkOptions = {}): Promise<'over' | 'quit' | 'limit'> {
  const { rulesetIdFor } = await import('../../rulesets/index.js');
  const ruleset = await loadRuleset(await rulesetIdFor(undefined, file));
  if (!ruleset.play) {
    const { UserError } = await import('../errors.js');
    throw new UserError(`${ruleset.name} (${ruleset.id}) has no play turn yet`, file, 'use its commands one by one (umpire --help)');
  }
  const game = await ruleset.play.open(file);
  const walker = new Walker(game.session, game.turn, io, { status: (s) => game.statusLines(s), help: (s) => game.help(s) });
  const setup = game.setup;
  if (setup?.pending(game.session.state)) {
    try {
      const ask = (q: Question) => walker.prompt(q);
      const answers = await askSetup(ruleset, setup, game.session.state, ask);
      const state = { ...game.session.state, dice: answers.dice };
      if (answers.dice !== game.session.state.dice) game.session.commit(state, 'dice chosen at setup');
      const out = await walker.run(setup.action(game.session.state, answers.choices));
      game.session.commit(out.state, 'setup');
      io.print(['Setup:', ...out.report.map((l) => `  ${l}`)].join('\n'));
    } catch (err) {
      if (err instanceof Interrupt) {
        io.print(`Saved: ${file}. Setup is not finished; \`umpire play ${file}\` starts it again.`);
        return 'quit';
      }
      throw err;
    }
  }
  return walker.walk(walk);
}

/** Answers every question with its default, but lets the built-in opponents see every target. */
class DemoIO extends AutoIO {
  override async ask(q: Question): Promise<string> {
    if (q.kind === 'checkbox' && /can .* see and reach/.test(q.message)) return encodeSet(q.choices.map((c) => c.value));
    return super.ask(q);
  }
}

/** A short automatic demo: both sides played by the built-in opponent for one round. */
export async function runAutoDemo(seed: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-demo-'));
  try {
    const file = join(dir, DEFAULT_GAME);
    const { demo } = await demoOf();
    await demo.create(file, seed, { bots: true });
    println(`umpire demo (seed ${seed}): the bundled demo forces (${demo.forces}), both played by the built-in opponent, one round.`);
    println('Run `npm start` in a terminal (or `umpire play`) to play it yourself.\n');
    const io = new DemoIO();
    await playGame(file, io, { until: (s) => demo.stop(s) });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runPlay(file: string | undefined, opts: PlayOptions): Promise<void> {
  const seed = opts.seed !== undefined ? Number(opts.seed) : undefined;
  const named = file ?? process.env.UMPIRE_GAME;
  if (!opts.script && !interactive()) {
    if (named !== undefined) {
      const { UserError } = await import('../errors.js');
      throw new UserError(`umpire play needs a terminal to ask its questions, and this is not one: run \`umpire play ${named}\` in a terminal, or give the answers one per line on standard input with \`umpire play ${named} --script\``);
    }
    await runAutoDemo(seed ?? 1944);
    return;
  }
  const path = named ?? DEFAULT_GAME;
  if (!existsSync(path)) {
    if (file !== undefined) {
      const { UserError } = await import('../errors.js');
      throw new UserError(`there is no game file '${file}'`, undefined, 'start one with `umpire new`, or run `umpire play` with no file for the demo battle');
    }
    const { demo } = await demoOf();
    await demo.create(path, seed ?? SeededDice.newSeed());
    println(`New game ${path} from the bundled demo forces (${demo.forces}).`);
  }
  const io: PlayIO & { interrupted?: boolean } = opts.script ? new LineIO() : new (await import('./inquirer-io.js')).InquirerIO();
  await playGame(path, io);
  // Ctrl-C: what was saved has been said; the shell hears an interrupted program.
  if (io.interrupted) process.exitCode = 130;
}
