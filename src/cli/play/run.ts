/**
 * `umpire play [game.yaml]`: open (or start from the bundled demo forces) a game and walk both
 * players through every turn. No TTY and no --script: a short automatic demo turn instead, so
 * `npm start` in CI never waits for input.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SeededDice } from '../../dice/seeded.js';
import { createFow4Game, openFow4Game, type Fow4Game } from '../../rulesets/fow4/game.js';
import type { GameState } from '../../rulesets/fow4/schema/game.js';
import { fow4Play } from '../../rulesets/fow4/turn/index.js';
import { demoSides } from '../../rulesets/fow4/commands/new.js';
import { println } from '../output.js';
import { AutoIO, LineIO } from './scripted-io.js';
import type { PlayIO, Question } from './io.js';
import { askSetup, setupAction } from './setup.js';
import { statusLines } from './status-lines.js';
import { Interrupt, Walker, type WalkOptions } from './walker.js';

export const DEFAULT_GAME = 'umpire-game.yaml';

export interface PlayOptions {
  /** Answers from standard input, one per line (no terminal needed). */
  readonly script?: boolean;
  readonly seed?: string;
}

/** A new game of the two bundled demo forces. */
export function newDemoGame(file: string, seed = SeededDice.newSeed()): Fow4Game {
  return createFow4Game({ gameFile: file, sides: demoSides(), dice: { kind: 'seeded', seed, state: [...new SeededDice(seed).save().state] } });
}

/** Play a game through `io` until it is over, the player quits, or `walk` says stop. */
export async function playGame(file: string, io: PlayIO, walk: WalkOptions = {}): Promise<'over' | 'quit' | 'limit'> {
  const { gameFileRuleset } = await import('../game-ruleset.js');
  if ((await gameFileRuleset(file)) === 'fow3') {
    const { playFow3Game } = await import('./fow3.js');
    return playFow3Game(file, io, walk);
  }
  const game = openFow4Game(file);
  const ruleset = fow4Play(game.forces);
  const walker = new Walker<GameState>(game.session, ruleset, io, {
    status: (s) => statusLines(s, game.forces),
    help: (s) => (s.step === 'setup' ? ['Setup: choose the mission, who attacks, the time of day, solo play and the dice.'] : []),
  });
  if (game.session.state.step === 'setup') {
    try {
      const ask = (q: Question) => walker.prompt(q);
      const answers = await askSetup(game.session.state, ask);
      const state = { ...game.session.state, dice: answers.dice };
      if (answers.dice !== game.session.state.dice) game.session.commit(state, 'dice chosen at setup');
      const out = await walker.run(setupAction(game.forces, game.session.state, answers.choices));
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
    if (q.kind === 'select' && /Can .* see .* and reach it/.test(q.message)) return q.choices.find((c) => c.label === 'yes')?.value ?? q.choices[0]!.value;
    return super.ask(q);
  }
}

/** A short automatic demo: both sides played by the built-in opponent for one round. */
export async function runAutoDemo(seed: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-demo-'));
  const file = join(dir, DEFAULT_GAME);
  newDemoGame(file, seed);
  const game = openFow4Game(file);
  const state = game.session.state;
  game.session.commit({ ...state, play: { ...(state.play ?? {}), bots: state.sides.map((s) => s.name) } }, 'demo: both sides played by the built-in opponent');
  println(`umpire demo (seed ${seed}): the bundled British and German forces, both played by the built-in opponent, one round.`);
  println('Run `npm start` in a terminal (or `umpire play`) to play it yourself.\n');
  const io = new DemoIO();
  await playGame(file, io, { until: (s) => (s as GameState).turn >= 2 && (s as GameState).step === 'starting' });
  println(`\nThe game file of this demo: ${file}`);
}

export async function runPlay(file: string | undefined, opts: PlayOptions): Promise<void> {
  const seed = opts.seed !== undefined ? Number(opts.seed) : undefined;
  if (!opts.script && !process.stdin.isTTY) {
    await runAutoDemo(seed ?? 1944);
    return;
  }
  const path = file ?? process.env.UMPIRE_GAME ?? DEFAULT_GAME;
  if (!existsSync(path)) {
    if (file !== undefined) {
      const { UserError } = await import('../errors.js');
      throw new UserError(`there is no game file '${file}'`, undefined, 'start one with `umpire new`, or run `umpire play` with no file for the demo battle');
    }
    newDemoGame(path, seed);
    println(`New game ${path} from the bundled demo forces (British armour against German grenadiers).`);
  }
  const io: PlayIO = opts.script ? new LineIO() : new (await import('./inquirer-io.js')).InquirerIO();
  await playGame(path, io);
}
