/**
 * The Out port: prose wraps at words to the width, a list wraps each item under its bullet,
 * tables fit the width with whole words where they can, 80 columns without a terminal, and
 * colour only on a TTY with NO_COLOR respected.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { writerOut } from '../../src/cli/out.js';
import { colourWanted } from '../../src/cli/style.js';
import { fitColumns, terminalWidth } from '../../src/cli/table.js';
import type { Paint } from '../../src/rulesets/contract.js';

const id = (s: string) => s;
const plain: Paint = { bold: id, dim: id, good: id, bad: id, warn: id, info: id };

function capture(width: number) {
  const lines: string[] = [];
  return { lines, out: writerOut((t) => lines.push(...t.split('\n')), width, plain) };
}

describe('the Out port', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('wraps a paragraph at word boundaries, never cutting a word', () => {
    const { lines, out } = capture(30);
    out.line('Is the Formation Commander within 6"/15cm and in Line of Sight of the Unit Leader?');
    expect(lines).toEqual(['Is the Formation Commander', 'within 6"/15cm and in Line of', 'Sight of the Unit Leader?']);
  });

  it('prints "Rules applied" as a list, each item wrapped under its bullet', () => {
    const { lines, out } = capture(30);
    out.list('Rules applied:', [
      'Shooting Sequence (p. 26)',
      'Break Off (Pinned; further than 6"/15cm or surrender) (p. 59)',
    ]);
    expect(lines).toEqual([
      'Rules applied:',
      '  • Shooting Sequence (p. 26)',
      '  • Break Off (Pinned; further',
      '    than 6"/15cm or surrender)',
      '    (p. 59)',
    ]);
  });

  it('fits a wide table to the width', async () => {
    const { lines, out } = capture(40);
    await out.table({
      title: 'Saves',
      head: ['team', 'hit by', 'result'],
      rows: [['1st Grenadier Platoon/10', '1st Troop/4 OQF 17 pdr gun', 'Destroyed']],
    });
    expect(lines.length).toBeGreaterThan(4);
    expect(lines.every((l) => l.length <= 40)).toBe(true);
  });

  it('narrows the column with the most room above its longest word first', () => {
    // team (13 wide, longest word 9) and a wordy column (30, longest word 7): the wordy one gives.
    expect(fitColumns([13, 30], 30, [9, 7])).toEqual([13, 17]);
    // Not enough even at every floor: the widest goes down to 4.
    expect(fitColumns([13, 30], 12, [9, 7])).toEqual([6, 6]);
  });

  it('is 80 columns without a terminal (or $COLUMNS)', () => {
    if (process.stdout.isTTY) return; // the test runner has no terminal in CI
    delete process.env.COLUMNS;
    expect(terminalWidth()).toBe(80);
    process.env.COLUMNS = '100';
    expect(terminalWidth()).toBe(100);
  });

  it('colours only on a TTY; NO_COLOR turns it off, even with FORCE_COLOR', () => {
    delete process.env.FORCE_COLOR;
    delete process.env.NO_COLOR;
    expect(colourWanted({ isTTY: true } as NodeJS.WriteStream)).toBe(true);
    expect(colourWanted({ isTTY: false } as NodeJS.WriteStream)).toBe(false);
    process.env.NO_COLOR = '1';
    process.env.FORCE_COLOR = '1';
    expect(colourWanted({ isTTY: true } as NodeJS.WriteStream)).toBe(false);
  });
});
