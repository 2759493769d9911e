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
import { scratchFolder } from '../../game/scratch.js';
import type { PlayDemo, Ruleset } from '../../rulesets/contract.js';
import { DEFAULT_RULESET, loadRuleset } from '../../rulesets/index.js';
import { println } from '../output.js';
import { AutoIO, LineIO } from './scripted-io.js';
import type { PlayIO, Question } from './io.js';
import { interactive } from '../game-mode/session.js';
import { askSetup } from './setup.js';
import { Interrupt, Walker, type WalkOptions } from './walker.js';
import { opponentsText, parseOpponents, type Opponents } from './opponent.js';
import type { PlayGame } from '../../rulesets/contract.js';
import { DEFAULT_DOCTRINE, type PlayOutcome } from '../../rulesets/play.js';

export const DEFAULT_GAME = 'umpire-game.yaml';

export interface PlayOptions {
  /** Answers from standard input, one per line (no terminal needed). */
  readonly script?: boolean;
  readonly seed?: string;
  /** `--opponent <spec>` (opponent.ts). */
  readonly opponent?: string;
}

export interface GameOptions {
  /** `--opponent <spec>`: set who the built-in opponent plays before walking. */
  readonly opponent?: string;
  /** Nobody at the table: table questions take the ruleset's demo-table answers. */
  readonly noHuman?: boolean;
}

/** The default ruleset (or `id`) and its bundled demo battle. */
async function demoOf(id = DEFAULT_RULESET): Promise<{ ruleset: Ruleset; demo: PlayDemo }> {
  const ruleset = await loadRuleset(id);
  if (!ruleset.play?.demo) {
    const { InputError } = await import('../../errors/input-error.js');
    throw new InputError(`${ruleset.name} has no built-in opponent yet, so no demo battle`, {
      hint: `play it with both sides at the table: umpire new --ruleset ${ruleset.id}, then umpire play`,
    });
  }
  return { ruleset, demo: ruleset.play.demo };
}

/** A new game of the default ruleset's bundled demo forces, with seeded dice. */
export async function newDemoGame(file: string, seed = SeededDice.newSeed()): Promise<void> {
  await (await demoOf()).demo.create(file, seed);
}

/** Who the built-in opponent plays now, side -> doctrine. */
function opponentsOf(game: PlayGame): Opponents {
  const o = game.turn.opponent;
  const s = game.session.state;
  return Object.fromEntries((o?.plays(s) ?? []).map((b: string) => [b, o?.doctrineOf(s, b) ?? DEFAULT_DOCTRINE.id]));
}

/** Set the built-in opponent's sides and doctrines from a --opponent spec (committed to the game). */
async function applyOpponents(game: PlayGame, spec: string, file: string, io: PlayIO): Promise<void> {
  const t = game.turn;
  const opponent = t.opponent;
  if (!opponent || !t.sides) {
    const { InputError } = await import('../../errors/input-error.js');
    throw new InputError(`--opponent: the ${t.id} turn has no built-in opponent that plays a chosen side yet`, {
      where: file,
      hint: 'play both sides yourself (leave out --opponent)',
    });
  }
  const want = parseOpponents(spec, t.sides(game.session.state), opponentsOf(game));
  game.session.commit(opponent.withSides(game.session.state, want), `opponent: ${opponentsText(want)}`);
  io.print(`The built-in opponent plays: ${opponentsText(want)}.`);
}

/** Play a game through `io` until it is over, the player quits, or `walk` says stop. */
export async function playGame(
  file: string,
  io: PlayIO,
  walk: WalkOptions = {},
  options: GameOptions = {},
): Promise<'over' | 'quit' | 'limit'> {
  return (await walkGame(file, io, walk, options)).how;
}

/** playGame, also giving the open game (its final state) back. */
async function walkGame(
  file: string,
  io: PlayIO,
  walk: WalkOptions,
  options: GameOptions,
): Promise<{ how: 'over' | 'quit' | 'limit'; game: PlayGame }> {
  const { rulesetIdFor } = await import('../../rulesets/index.js');
  const ruleset = await loadRuleset(await rulesetIdFor(undefined, file));
  if (!ruleset.play) {
    const { InputError } = await import('../../errors/input-error.js');
    throw new InputError(`${ruleset.name} (${ruleset.id}) has no play turn yet`, {
      where: file,
      hint: 'use its commands one by one (umpire --help)',
    });
  }
  const game = await ruleset.play.open(file);
  if (options.opponent !== undefined) await applyOpponents(game, options.opponent, file, io);
  const walker = new Walker(
    game.session,
    game.turn,
    io,
    { status: (s) => game.statusLines(s), help: (s) => game.help(s) },
    { noHuman: options.noHuman },
  );
  const setup = game.setup;
  if (setup?.pending(game.session.state)) {
    try {
      const ask = (q: Question) => walker.prompt(q);
      const answers = await askSetup(ruleset, setup, game.session.state, ask);
      const state = { ...game.session.state, dice: answers.dice };
      if (answers.dice !== game.session.state.dice) game.session.commit(state, 'dice chosen at setup');
      const out = await walker.run(setup.action(game.session.state, answers.choices));
      game.session.commit(out.state, 'setup');
      await walker.printOutcome('Setup:', out);
      // The setup's own "solo play?" answer gives way to --opponent.
      if (options.opponent !== undefined) await applyOpponents(game, options.opponent, file, io);
    } catch (err) {
      if (err instanceof Interrupt) {
        io.print(`Saved: ${file}. Setup is not finished; \`umpire play ${file}\` starts it again.`);
        return { how: 'quit', game };
      }
      throw err;
    }
  }
  return { how: await walker.walk(walk), game };
}

/** The result of a bot-versus-bot demo game. */
export interface DemoResult {
  readonly seed: number;
  readonly ruleset: string;
  readonly opponents: Opponents;
  /** 'over': the rules ended the game; 'turn-limit': it reached --turns. */
  readonly end: 'over' | 'turn-limit';
  /** The last turn played. */
  readonly turn: number;
  readonly outcome: PlayOutcome | null;
  /** The ruleset's summary in words. */
  readonly summary: readonly string[];
}

export interface DemoOptions {
  readonly seed: number;
  /** Play until the game ends or this many turns are played (undefined: the demo's own stop, one round). */
  readonly turns?: number;
  /** `--opponent` spec; both sides are always bots, this sets their doctrines. */
  readonly opponent?: string;
  readonly ruleset?: string;
  /** Where the game's lines go (a silent IO for --json). */
  readonly io?: PlayIO;
  /** Called with each state committed (tests check it). */
  readonly check?: (state: unknown) => void;
  /** Called with the game file's path once the game ends, before its folder is removed (tests read the journal). */
  readonly ended?: (file: string) => void;
  /** false: the game is saved as a player's game is, every fsync kept (the bench measures both). Default true. */
  readonly scratch?: boolean;
}

/**
 * A bot-versus-bot game of a ruleset's demo battle with seeded dice: the same seed gives the same
 * game. It is played in a temporary folder, removed when the game ends (issue 19): a scratch
 * folder, so its saves are not fsynced and its game file is written as each session closes
 * (src/game/scratch.ts).
 */
export async function playDemoGame(options: DemoOptions): Promise<DemoResult> {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-demo-'));
  const kept = options.scratch === false ? () => undefined : scratchFolder(dir);
  try {
    const file = join(dir, DEFAULT_GAME);
    const result = await playDemoIn(file, options);
    options.ended?.(file);
    return result;
  } finally {
    kept();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function playDemoIn(file: string, options: DemoOptions): Promise<DemoResult> {
  const { ruleset, demo } = await demoOf(options.ruleset);
  await demo.create(file, options.seed, { bots: true });
  const io = options.io ?? new AutoIO();
  const game = await ruleset.play!.open(file);
  const turn = game.turn;
  const sides = turn.sides?.(game.session.state) ?? turn.opponent?.plays(game.session.state) ?? [];
  // Both sides are always played by the opponent; a doctrine alone applies to both.
  const spec =
    options.opponent === undefined
      ? 'both'
      : parseOpponents(options.opponent, sides, Object.fromEntries(sides.map((s) => [s, DEFAULT_DOCTRINE.id])));
  const opponents =
    typeof spec === 'string'
      ? Object.fromEntries(sides.map((s) => [s, DEFAULT_DOCTRINE.id]))
      : { ...Object.fromEntries(sides.map((s) => [s, DEFAULT_DOCTRINE.id])), ...spec };
  if (turn.opponent)
    game.session.commit(
      turn.opponent.withSides(game.session.state, opponents),
      `opponent: ${opponentsText(opponents)}`,
    );
  game.session.close();
  const limit = options.turns;
  const stop =
    limit === undefined ? (s: unknown) => demo.stop(s) : (s: unknown) => turn.header(s as never).turn > limit;
  const until = (s: unknown) => {
    options.check?.(s);
    return stop(s);
  };
  const { how, game: end } = await walkGame(file, io, { until }, { noHuman: true });
  const state = end.session.state;
  end.session.close();
  const outcome = end.turn.outcome?.(state) ?? null;
  return {
    seed: options.seed,
    ruleset: ruleset.id,
    opponents,
    end: how === 'over' ? 'over' : 'turn-limit',
    turn: Math.min(end.turn.header(state).turn, limit ?? Infinity),
    outcome,
    summary:
      how === 'over'
        ? end.turn.summary(state)
        : [`Turn limit: ${limit ?? 1} turn(s) played, no result under the rules.`],
  };
}

/** A short automatic demo: both sides played by the built-in opponent for one round (or `turns`). */
export async function runAutoDemo(seed: number, options: Omit<DemoOptions, 'seed'> = {}): Promise<DemoResult> {
  const { demo } = await demoOf(options.ruleset);
  println(
    `umpire demo (seed ${seed}): the bundled demo forces (${demo.forces}), both played by the built-in opponent, ${options.turns === undefined ? 'one round' : `up to ${options.turns} turn(s)`}.`,
  );
  println('Run `npm start` in a terminal (or `umpire play`) to play it yourself.\n');
  const r = await playDemoGame({ ...options, seed });
  println(`\nResult: ${r.summary.join(' ')}`);
  return r;
}

export async function runPlay(file: string | undefined, opts: PlayOptions): Promise<void> {
  const seed = opts.seed !== undefined ? Number(opts.seed) : undefined;
  const named = file ?? process.env.UMPIRE_GAME;
  if (!opts.script && !interactive()) {
    if (named !== undefined) {
      const { InputError } = await import('../../errors/input-error.js');
      throw new InputError(
        `umpire play needs a terminal to ask its questions, and this is not one: run \`umpire play ${named}\` in a terminal, or give the answers one per line on standard input with \`umpire play ${named} --script\``,
      );
    }
    await runAutoDemo(seed ?? 1944, opts.opponent !== undefined ? { opponent: opts.opponent } : {});
    return;
  }
  const path = named ?? DEFAULT_GAME;
  if (!existsSync(path)) {
    if (file !== undefined) {
      const { InputError } = await import('../../errors/input-error.js');
      throw new InputError(`there is no game file '${file}'`, {
        hint: 'start one with `umpire new`, or run `umpire play` with no file for the demo battle',
      });
    }
    const { demo } = await demoOf();
    await demo.create(path, seed ?? SeededDice.newSeed());
    println(`New game ${path} from the bundled demo forces (${demo.forces}).`);
  }
  const io: PlayIO & { interrupted?: boolean; endedEarly?: boolean } = opts.script
    ? new LineIO()
    : new (await import('./inquirer-io.js')).InquirerIO();
  await playGame(path, io, {}, { opponent: opts.opponent });
  // Ctrl-C: what was saved has been said; the shell hears an interrupted program.
  if (io.interrupted) process.exitCode = 130;
  // A script that ran out before the game stopped asking did not play what it meant to: say so, exit 2.
  else if (io.endedEarly) {
    process.stderr.write(
      `umpire: ${path}: the --script answers ended while a question was waiting; the game is saved where it stopped\n`,
    );
    process.exitCode = 2;
  }
}
