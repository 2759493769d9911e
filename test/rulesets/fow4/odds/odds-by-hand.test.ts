/**
 * `umpire odds shoot` against exact values worked out by hand from the book (pp. 33, 36-39, 66),
 * not from the code. Each comment shows the arithmetic.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../cli/run-cli.js';

interface Cell {
  fraction: string;
}
const fr = (cells: Cell[]) => cells.map((c) => c.fraction);

async function odds(args: string[]) {
  const { stdout, stderr, code } = await runCli(['odds', 'shoot', ...args, '--json']);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return JSON.parse(stdout);
}

describe('exact shooting odds worked out by hand from the book', () => {
  it('one ROF 1 gun (AT 11, FP 3+) at a Conscript Sherman (Front 6) over 16"/40cm: destroyed 2/9, bailed out 5/27', async () => {
    // To hit (p. 33): Conscript 2+, +1 long range = 3+ -> 2/3.
    // Armour Save (p. 36): d6 + 6 + 1 (long range) against AT 11.
    //   die 5-6 (12, 13) exceed: bounce, 1/3.
    //   die 4 (11) equals: Firepower 3+ (2/3) bails out -> 1/6 * 2/3 = 1/9; else no effect 1/18.
    //   die 1-3 (8-10) less: Firepower 3+ destroys 1/2 * 2/3 = 1/3; else bails out 1/6.
    // Per hit: destroyed 1/3, bailed out 1/9 + 1/6 = 5/18. Times 2/3 for the hit.
    const o = await odds([
      '1 Gun',
      '--rof',
      '1',
      '--anti-tank',
      '11',
      '--firepower',
      '3+',
      '--at',
      '1 Sherman',
      '--armour',
      '6/4/1',
      '--target-skill',
      'conscript',
      '--long-range',
    ]);
    expect(fr(o.hits)).toEqual(['1/3', '2/3']);
    expect(fr(o.unit.destroyed)).toEqual(['7/9', '2/9']);
    expect(fr(o.unit.bailedOut)).toEqual(['22/27', '5/27']);
  });

  it('ROF 2 (AT 10, FP 4+) at an already Bailed Out Confident Sherman (Front 6): destroyed 155/324', async () => {
    // To hit: Trained 3+ -> hits ~ Bin(2, 2/3): 0 = 1/9, 1 = 4/9, 2 = 4/9.
    // One hit on a Bailed Out tank (pp. 36-38), save d6 + 6 against AT 10:
    //   die 5-6: bounce (1/3).
    //   die 4 (equals): FP 4+ (1/2) would bail it out again -> Remount roll 4+ (p. 38):
    //     destroyed 1/6 * 1/2 * 1/2 = 1/24.
    //   die 1-3 (less): FP 4+ destroys 1/2 * 1/2 = 1/4; else bails out again -> Remount
    //     fails 1/2: 1/2 * 1/2 * 1/2 = 1/8.
    //   Destroyed per hit 1/24 + 1/4 + 1/8 = 5/12; survives 7/12.
    // P(destroyed) = 4/9 * 5/12 + 4/9 * (1 - (7/12)^2) = 240/1296 + 380/1296 = 155/324.
    const o = await odds([
      '1 Gun',
      '--rof',
      '2',
      '--anti-tank',
      '10',
      '--firepower',
      '4+',
      '--at',
      '1 Sherman',
      '--armour',
      '6/4/1',
      '--bailed-out',
      '1',
    ]);
    expect(fr(o.hits)).toEqual(['1/9', '4/9', '4/9']);
    expect(fr(o.unit.destroyed)).toEqual(['169/324', '155/324']);
  });

  it('a ROF 1 Breakthrough Gun (FP 2+) at Trained infantry Concealed, Gone to Ground and in Bulletproof Cover: destroyed 25/162', async () => {
    // To hit: 3+ +2 (Concealed and Gone to Ground, p. 33) = 5+ -> 1/3.
    // Save 3+ with Breakthrough Gun (p. 66): a success is re-rolled, so it saves 2/3 * 2/3 = 4/9.
    // Failed save in Bulletproof Cover (p. 39): the shooter needs Firepower 2+ (5/6): 5/9 * 5/6 = 25/54.
    // P(destroyed) = 1/3 * 25/54 = 25/162. One hit never pins (p. 41).
    const file = new URL('./breakthrough-bulletproof.yaml', import.meta.url).pathname;
    const o = await odds([file]);
    expect(fr(o.hits)).toEqual(['2/3', '1/3']);
    expect(fr(o.unit.destroyed)).toEqual(['137/162', '25/162']);
    expect(o.pinned.p.fraction).toBe('0');
  });
});
