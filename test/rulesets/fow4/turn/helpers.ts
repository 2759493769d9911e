/**
 * Games for the between-steps tests: the bundled demo forces (or edited copies of them), set up
 * past the Setup, with physical dice typed in; and a scripted walk through `umpire play`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { playGame } from '../../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../../src/cli/play/scripted-io.js';
import type { WalkOptions } from '../../../../src/cli/play/walker.js';
import { createFow4Game, openFow4Game } from '../../../../src/rulesets/fow4/game.js';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { tempDir } from '../../../game/helpers.js';

const root = join(import.meta.dirname, '../../../..');
// The demo forces as they were before issue 28 evened the demo battle (test/fixtures/fow4-demo-1020):
// the between-steps tests edit their text and count their teams.
const bundledForce = (name: string) => join(root, 'test/fixtures/fow4-demo-1020/forces', name);

import { setUpBritishFirst } from '../../../cli/play/helpers.js';

export { readyGame, stateOf, unit } from '../../../cli/play/helpers.js';

/**
 * A game of the demo forces whose force files were first edited (text replacements), set up as
 * readyGame does: British attack and go first, turn 1, Starting Step, manual dice.
 */
export function editedGame(
  edits: { british?: (text: string) => string; german?: (text: string) => string },
  edit: (s: GameState) => GameState = (s) => s,
): string {
  const dir = tempDir();
  const copy = (name: string, f?: (t: string) => string) => {
    const out = join(dir, name);
    writeFileSync(out, (f ?? ((t) => t))(readFileSync(bundledForce(name), 'utf8')).replace(/\$schema=\S+/, ''));
    return out;
  };
  const file = join(dir, 'game.yaml');
  const g = createFow4Game({
    gameFile: file,
    sides: [
      { name: 'British', forceFile: copy('british-armoured-squadron.yaml', edits.british) },
      { name: 'German', forceFile: copy('german-grenadierkompanie.yaml', edits.german) },
    ],
    dice: { kind: 'manual' },
  });
  g.session.commit(edit(setUpBritishFirst(g.session.state)), 'test set-up');
  return file;
}

/** Play `answers` through `umpire play` (the --script path) until `until` holds; returns the transcript. */
export async function walk(
  file: string,
  answers: readonly string[],
  until?: (s: GameState) => boolean,
  echo = false,
): Promise<{ transcript: string[]; remaining: number; end: string }> {
  const io = new ScriptedIO(answers, echo);
  const opts: WalkOptions = until ? { until: (s) => until(s as GameState) } : {};
  const end = await playGame(file, io, opts);
  return { transcript: io.transcript, remaining: io.remaining, end };
}

/**
 * The demo game with a Test Flight of two Test Fighter-bombers for the British (test arsenal
 * fixtures/aircraft.yaml: Wing MGs printed at ROF 2, 16"; Bombs), not a Meeting Engagement.
 */
export function testFlightGame(): string {
  const fixture = join(import.meta.dirname, 'fixtures/aircraft.yaml');
  const british = (t: string) =>
    `${t.replace('arsenals: [british]', `arsenals: [british, ${JSON.stringify(fixture)}]`)}\n  - name: Test Flight\n    teams:\n      - { team: Test Fighter-bomber, count: 2 }\n    points: 100\n`;
  return editedGame({ british }, (s) => ({ ...s, play: { ...s.play, meeting: false } }));
}

/** The choices a scripted answer was refused with. */
export const choicesOf = (err: unknown) => String(err).replace(/^[^]*choose one of: /, '');

export const acted =
  (name: string, step: GameState['step'] = 'shooting') =>
  (s: GameState) =>
    s.step === step && (s.play?.acted ?? []).includes(name);
/** Some action of the step has been done. */
export const someActed = (step: GameState['step']) => (s: GameState) =>
  s.step === step && (s.play?.acted ?? []).length > 0;
export const atStep = (step: GameState['step'], active?: string) => (s: GameState) =>
  s.step === step && (active === undefined || s.active === active);

/** The game's journal (every die and answer). */
export function journalOf(file: string) {
  return openFow4Game(file, { readOnly: true }).session.journal;
}
