import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from '../../game/helpers.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import type { Question } from '../../../src/cli/play/io.js';
import { matchAnswer, ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { createFow4Game, openFow4Game } from '../../../src/rulesets/fow4/game.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';

/** A demo game already set up: British attack and go first in Free for All, turn 1, Starting Step. */
/**
 * The demo game of the demo forces as they were before issue 28 evened the demo battle
 * (test/fixtures/fow4-demo-1020: three-squad Grenadier Platoons, 1020 points), seeded as
 * newFow4DemoGame seeds it: the rule tests are built on these teams, whatever the bundled demo becomes.
 */
export function newDemoGame(file: string, seed: number) {
  const forces = fileURLToPath(new URL('../../fixtures/fow4-demo-1020/forces/', import.meta.url));
  return createFow4Game({
    gameFile: file,
    sides: [
      { name: 'British', forceFile: join(forces, 'british-armoured-squadron.yaml') },
      { name: 'German', forceFile: join(forces, 'german-grenadierkompanie.yaml') },
    ],
    dice: { kind: 'seeded', seed, state: [...new SeededDice(seed).save().state] },
  });
}

export function readyGame(
  edit: (s: GameState) => GameState = (s) => s,
  dice: GameState['dice'] = { kind: 'manual' },
): string {
  const file = join(tempDir(), 'game.yaml');
  newDemoGame(file, 7).session.close();
  const g = openFow4Game(file);
  g.session.commit(edit({ ...setUpBritishFirst(g.session.state), dice }), 'test set-up');
  g.session.close();
  return file;
}

/** A demo-forces game past its Setup: British attack and go first in Free for All, turn 1, Starting Step. */
export function setUpBritishFirst(s: GameState): GameState {
  return {
    ...s,
    step: 'starting',
    sides: s.sides.map((side) => ({ ...side, role: side.name === 'British' ? 'attacker' : 'defender' })),
    play: {
      attacker: 'British',
      first: 'British',
      meeting: true,
      objectives: [{ id: 'British 1', placedBy: 'British', on: 'German' }],
    },
  };
}

/** Work for the British Starting Step: a bailed-out tank in 1st Troop (remount) and 2nd Troop pinned (rally). */
export function withStartingStepWork(s: GameState): GameState {
  unit(s, 'British', '1st Troop').teams[1]!.bailedOut = true;
  unit(s, 'British', '2nd Troop').pinned = true;
  return s;
}

export function stateOf(file: string): GameState {
  return openFow4Game(file, { readOnly: true }).session.state;
}

export function unit(s: GameState, side: string, name: string) {
  return s.sides.find((x) => x.name === side)!.units.find((u) => u.unit === name)!;
}

/**
 * Answers from a list, then each question's default (Enter); counts the prompts, and the dice
 * prompts among them, and keeps a transcript. The prompt-count targets of issue 14 use it.
 */
export class CountingIO extends ScriptedIO {
  prompts = 0;
  dicePrompts = 0;
  constructor(
    answers: readonly string[],
    private readonly stop: (message: string) => boolean = () => false,
  ) {
    super(answers, false, true);
  }
  override async ask(q: Question): Promise<string> {
    if (this.stop(q.message)) return 'quit';
    this.prompts++;
    if (q.kind === 'input' && /› \d+ di(ce|e)\b/.test(q.message)) this.dicePrompts++;
    if (this.remaining > 0) return super.ask(q);
    this.transcript.push(`? ${q.message} > (Enter)`);
    return matchAnswer(q, '');
  }
}

/**
 * The demo battle with the tanks of issue 14's count: the German StuG Platoon is five Panzer IV H
 * and the British 1st Troop five Sherman V. German to play, Shooting Step, both sides set up.
 */
export function panzerGame(dice: GameState['dice'] = { kind: 'manual' }): string {
  const dir = tempDir();
  const forces = fileURLToPath(new URL('../../fixtures/fow4-demo-1020/forces/', import.meta.url));
  const german = readFileSync(join(forces, 'german-grenadierkompanie.yaml'), 'utf8')
    .replace('arsenals: [german]', 'arsenals: [german, rulebook-examples]')
    .replace('- { team: StuG G, count: 3 }', '- { team: Panzer IV H, count: 5 }');
  const british = readFileSync(join(forces, 'british-armoured-squadron.yaml'), 'utf8').replace(
    '- { team: Sherman V, count: 3 }\n          - Firefly VC',
    '- { team: Sherman V, count: 5 }',
  );
  writeFileSync(join(dir, 'german.yaml'), german.replace('../../../schemas', '../schemas'));
  writeFileSync(join(dir, 'british.yaml'), british.replace('../../../schemas', '../schemas'));
  const file = join(dir, 'game.yaml');
  const g = createFow4Game({
    gameFile: file,
    sides: [
      { name: 'British', forceFile: join(dir, 'british.yaml') },
      { name: 'German', forceFile: join(dir, 'german.yaml') },
    ],
    dice,
  });
  const s = g.session.state;
  g.session.commit(
    {
      ...s,
      step: 'shooting',
      active: 'German',
      sides: s.sides.map((side) => ({ ...side, role: side.name === 'British' ? 'attacker' : 'defender' })),
      play: {
        attacker: 'British',
        first: 'British',
        objectives: [{ id: 'British 1', placedBy: 'British', on: 'German' }],
      },
    },
    'test set-up',
  );
  return file;
}

/** Scripted answers for the terminal's way of asking: a run of questions on one screen, a group of dice in one line. */
export class TableIO extends ScriptedIO {
  constructor(answers: readonly string[]) {
    super(answers, false, true);
  }
}
