/**
 * The real program in a child process: killed in the middle of an action, the game resumes from
 * the last finished action; `npm start` without a terminal plays a demo round and exits 0.
 * Needs the built CLI (dist/, made by `npm install` / `npm run build`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { openFow4Game } from '../../../src/rulesets/fow4/game.js';
import { readyGame, stateOf, unit, withStartingStepWork } from './helpers.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = `${root}bin/umpire.js`;
const built = existsSync(`${root}dist/cli/main.js`);

/** `umpire play <file> --script` in a child process, given `answers`, killed (SIGKILL) once `prompt` is printed. */
async function playKilledAt(
  file: string,
  answers: readonly string[],
  prompt: RegExp,
  timeoutMs: number,
): Promise<void> {
  const child = spawn(process.execPath, [bin, 'play', file, '--script'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  child.stdin.write(answers.join('\n') + '\n');
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${prompt} was never asked; output:\n${out}`)), timeoutMs);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (prompt.test(out)) {
        clearTimeout(timer);
        child.kill('SIGKILL');
        resolve();
      }
    });
  });
  await new Promise((r) => child.on('exit', r));
}

describe.skipIf(!built)('umpire play as a process', () => {
  it('killed in the middle of a step, the game resumes at the state after the last finished action', async () => {
    const file = readyGame();
    // Mid-action: the Blitz Move's die is being asked for. Kill without warning.
    await playKilledAt(
      file,
      ['no', 'move 1st Troop', 'tactical', '', 'move Recce Troop', 'blitz'],
      /1 die, 4\+ — Blitz Move: Recce Troop/,
      15000,
    );
    const s = stateOf(file);
    expect(s.step).toBe('movement');
    expect(unit(s, 'British', '1st Troop').teams.every((t) => t.movement === 'moved')).toBe(true);
    expect(unit(s, 'British', 'Recce Troop').order).toBeUndefined();
    const journal = openFow4Game(file, { readOnly: true }).session.journal;
    const changes = journal.filter((e) => e.kind === 'change');
    expect(changes[changes.length - 1]!.kind === 'change' && changes[changes.length - 1]!.reason).toBe(
      'fow4 T1 British · Movement: move 1st Troop',
    );
    // The answer "blitz" was journaled before the kill: resuming asks for the Blitz die, then the table facts of the move
    // (with issue 29's one question for the teams that did not move under the order, pp. 24-25: none).
    const io = new ScriptedIO(['5', '1', 'none', '0', 'yes', 'quit']);
    expect(await playGame(file, io)).toBe('quit');
    expect(io.transcript[0], io.transcript.join('\n')).toMatch(
      /^Resumed at: fow4 T1 British · Movement: move Recce Troop/,
    );
    expect(unit(stateOf(file), 'British', 'Recce Troop').order, io.transcript.join('\n')).toBe('blitz');
  }, 30000);

  it('kill -9 during a Starting Step with physical dice: the resumed game asks no die twice', async () => {
    const file = readyGame(withStartingStepWork);
    // The remount fails (1), the Formation Commander's re-roll is taken and passes (6); killed at the rally die.
    await playKilledAt(file, ['1', 'yes', '6'], /1 die, 4\+ — Rally: 2nd Troop/, 20000);
    const io = new ScriptedIO(['6', 'no', 'quit'], false, true);
    expect(await playGame(file, io)).toBe('quit');
    expect(io.transcript[0]).toMatch(/^Resumed at: fow4 T1 British · Starting: Starting Step/);
    const asked = io.transcript.filter((l) => l.startsWith('? '));
    expect(
      asked.some((l) => /Remount|Formation Commander/.test(l)),
      asked.join('\n'),
    ).toBe(false);
    expect(asked[0]).toMatch(/1 die, 4\+ — Rally: 2nd Troop/);
    const s = stateOf(file);
    expect(unit(s, 'British', '1st Troop').teams[1]!.bailedOut).toBeUndefined();
    expect(unit(s, 'British', '2nd Troop').pinned).toBeUndefined();
  }, 40000);

  it('`npm start` without a terminal plays one automatic round and exits 0', () => {
    const r = spawnSync('npm', ['start', '--silent'], { cwd: root, input: '', encoding: 'utf8', timeout: 60000 });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('umpire demo (seed 1944)');
    expect(r.stdout).toMatch(/shoots at/);
    expect(r.stdout).toContain("German's turn 2 begins.");
  }, 60000);
});
