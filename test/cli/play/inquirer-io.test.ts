/**
 * The terminal's set-of-teams prompt (a checkbox, where nothing can be typed) offers the walker's
 * words as items below the line; ticking one answers with that word (issue 14: `?`, `odds`,
 * `undo`, `status` at every prompt). The prompt library is replaced by a recorder here.
 */
import { describe, expect, it, vi } from 'vitest';

const seen: { choices: unknown[] }[] = [];
let pick: string[] = [];
vi.mock('@inquirer/prompts', () => ({
  checkbox: async (config: { choices: unknown[] }) => {
    seen.push(config);
    return pick;
  },
  select: async () => '',
  input: async () => '',
  Separator: class Separator {
    readonly separator = true;
  },
}));

const { InquirerIO } = await import('../../../src/cli/play/inquirer-io.js');
const { decodeSet, META } = await import('../../../src/cli/play/io.js');

const question = {
  kind: 'checkbox' as const,
  message: 'Which teams can see the target?',
  choices: [
    { value: '1', label: 'Sherman 1' },
    { value: '2', label: 'Sherman 2' },
  ],
  default: ['1'],
};

describe("the terminal checkbox and the walker's words", () => {
  it('lists the teams, a line, then the words; a ticked word is the answer', async () => {
    pick = ['1', 'meta:status'];
    expect(await new InquirerIO().ask(question)).toBe('status');
    const items = seen.at(-1)!.choices as { value?: string; separator?: boolean }[];
    expect(items.slice(0, 2).map((c) => c.value)).toEqual(['1', '2']);
    expect(items[2]!.separator).toBe(true);
    const words = items.slice(3).map((c) => c.value!.replace(/^meta:/, ''));
    expect(words).toEqual(expect.arrayContaining(['?', 'status', 'odds', 'undo']));
    expect(words.every((w) => (META as readonly string[]).includes(w))).toBe(true);
  });

  it('with no word ticked, the set is the answer', async () => {
    pick = ['2'];
    expect(decodeSet(await new InquirerIO().ask(question))).toEqual(['2']);
  });
});
