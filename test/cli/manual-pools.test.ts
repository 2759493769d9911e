/**
 * Issue 27: physical dice (--manual) one typed line per pool rolled together in every quick
 * command that rolls, as `umpire play` and `shoot` take them (src/cli/grouped-dice.ts): `test`,
 * `roll`, aircraft, and the Panzerfaust call-down. The lines typed are counted: standard input is
 * a fake that answers each "Roll Nd6 for ..." with N faces and keeps the question.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '../../src/cli/play/io.js';
import { runCli } from './run-cli.js';

const typed: string[] = [];
/** The face typed for every die of a line, by what the line rolls. */
let face: (message: string) => number = () => 6;

vi.mock('../../src/cli/play/scripted-io.js', async (original) => ({
  ...(await original<typeof import('../../src/cli/play/scripted-io.js')>()),
  LineIO: class {
    async ask(q: Question): Promise<string> {
      typed.push(q.message);
      const n = Number(/^Roll (\d+)d\d+ /.exec(q.message)?.[1] ?? 0);
      return Array<number>(n).fill(face(q.message)).join(' ');
    }
  },
}));

beforeEach(() => {
  typed.length = 0;
  face = () => 6;
});

describe('--manual: one line per pool rolled together', () => {
  it('aircraft attack, 2 Typhoons with cannon at 3 T-34/85: to hit, saves and Firepower tests, a line each', async () => {
    // Every shot hits, every save fails, every Firepower test passes.
    face = (m) => (/save/i.test(m) ? 1 : 6);
    const r = await runCli([
      'aircraft',
      'attack',
      '--aircraft',
      '2 Typhoon',
      '--weapon',
      'Cannon',
      '--target',
      '3 T-34/85',
      '--manual',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    // Die by die it was a line for each Typhoon's to-hit dice, then each hit's save and Firepower test.
    expect(typed).toHaveLength(3);
    expect(typed[0]).toMatch(/^Roll 4d6 for to hit: Typhoon 1 Cannon .*Typhoon 2 Cannon/);
    expect(typed[1]).toMatch(/^Roll \d+d6 for .*save/i);
    expect(typed[2]).toMatch(/^Roll \d+d6 for .*Firepower/i);
    expect(JSON.parse(r.stdout).result.attack.result.summary).toMatchObject({ hits: 4, destroyed: 3 });
  });

  it('aircraft arrive: one line', async () => {
    const r = await runCli(['aircraft', 'arrive', '--cas', '--manual', '--json']);
    expect(r.code).toBe(0);
    expect(typed).toEqual([expect.stringMatching(/^Roll 1d6 for /)]);
  });

  it('test reserves in turn 4: its 4 dice on one line', async () => {
    const r = await runCli(['test', 'reserves', '--set', 'type=immediate', '--set', 'turn=4', '--manual', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(typed).toEqual([expect.stringMatching(/^Roll 4d6 for Reserves, turn 4/)]);
  });

  it('roll 12 --need 4+ --reroll failed: the pool, then the failures re-rolled (a line each)', async () => {
    face = () => 1;
    const r = await runCli(['roll', '12', '--need', '4+', '--reroll', 'failed', '--manual', '--json']);
    expect(r.code).toBe(0);
    expect(typed).toEqual([
      expect.stringMatching(/^Roll 12d6 for roll 12, need 4\+/),
      expect.stringMatching(/^Roll 12d6 for roll 12: re-roll failures/),
    ]);
  });

  it('Panzerfaust call-down: its 3D6 on one line', async () => {
    face = () => 1;
    const r = await runCli(['bombard', '--call-down', '--ruleset', 'panzerfaust', '--manual', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(typed).toEqual([expect.stringMatching(/^Roll 3d6 for call-down/)]);
    expect(JSON.parse(r.stdout).arrives).toBe(true);
  });
});
