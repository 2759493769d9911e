import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { journalPathFor } from '../../src/game/journal.js';
import { copyDemo } from '../rulesets/fow4/bridge/helpers.js';
import { runCli } from './run-cli.js';

// The shot of test/cli/game-mode.test.ts uses exactly these 12 faces; two more are left over.
const shot = (file: string, dice: string) => [
  'shoot',
  '--game',
  file,
  '--unit',
  '1st Troop',
  '--target',
  'StuG Platoon',
  '--dice',
  dice,
];
const faces = '6,6,1,1,1,1,1,1,1,3,1,1';

describe('--dice faces left over in game mode', () => {
  it('are an error before the game is saved: exit 2, the game file and journal unchanged', async () => {
    const file = copyDemo();
    const game = readFileSync(file, 'utf8');
    const journal = () =>
      readdirSync(dirname(file))
        .filter((f) => f.endsWith('.jsonl'))
        .map((f) => readFileSync(join(dirname(file), f), 'utf8'))
        .join('');
    const before = journal();
    const r = await runCli(shot(file, `${faces},4,5`));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/2 of the --dice faces were not used \(4,5\)/);
    expect(r.stdout).not.toMatch(/Saved/);
    expect(readFileSync(file, 'utf8')).toBe(game);
    expect(journal()).toBe(before);
  });

  it('are a warning with --allow-extra-dice, as in quick mode, and the shot is saved', async () => {
    const file = copyDemo();
    const r = await runCli([...shot(file, `${faces},4,5`), '--allow-extra-dice']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning: 2 of the --dice faces were not used \(4,5\).*ignored \(--allow-extra-dice\)/);
    expect(r.stdout).toMatch(/Saved to/);
    expect(readFileSync(journalPathFor(file), 'utf8')).toMatch(/StuG Platoon\/1: destroyed/);
  });

  it('other --game commands check them before saving too (test rally)', async () => {
    const file = copyDemo();
    await runCli(shot(file, faces));
    const pinned = await runCli([
      'shoot',
      '--game',
      file,
      '--unit',
      '2nd Troop',
      '--target',
      '1st Grenadier Platoon',
      '--dice',
      '6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6',
    ]);
    expect(pinned.code).toBe(0);
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['test', 'rally', '--game', file, '--unit', '1st Grenadier Platoon', '--dice', '4,6']);
    expect(r.code).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});
