/**
 * The terminal's menus and checklists (issue 27): numbered items wrapped at words within the
 * width, a typed line instead of the keys (a number, "1-3,5", all, none), and the walker's words
 * (quit, undo, odds, help) typed at any prompt, never items. The prompt itself is replaced by a
 * recorder here; what a typed line answers is tested on its own.
 */
import { describe, expect, it, vi } from 'vitest';

const seen: { choices: readonly { value: string }[]; multi: boolean; default: readonly string[] }[] = [];
vi.mock('../../../src/cli/play/menu-prompt.js', async (orig) => ({
  ...(await orig<typeof import('../../../src/cli/play/menu-prompt.js')>()),
  menuPrompt: async (config: (typeof seen)[number]) => {
    seen.push(config);
    return config.multi ? JSON.stringify(config.default) : config.default[0]!;
  },
}));

const { InquirerIO } = await import('../../../src/cli/play/inquirer-io.js');
const { itemLines, typedAnswer } = await import('../../../src/cli/play/menu-prompt.js');
const { decodeSet } = await import('../../../src/cli/play/io.js');

const teams = {
  kind: 'checkbox' as const,
  message: 'Which teams can see the target?',
  choices: ['Sherman 1', 'Sherman 2', 'Sherman 3', 'Sherman 4', 'Sherman 5'].map((l, i) => ({
    value: String(i + 1),
    label: l,
  })),
  default: ['1'],
};
const menu = {
  kind: 'select' as const,
  message: 'What next?',
  choices: [
    { value: 'move 1st Troop', label: 'move 1st Troop' },
    { value: 'move 2nd Troop', label: 'move 2nd Troop' },
    { value: 'end the Movement Step', label: 'end the Movement Step' },
  ],
  default: 'move 1st Troop',
};

describe('the terminal menu and checklist', () => {
  it('a menu and a checklist hold only their items: the walker words are typed, not listed', async () => {
    expect(await new InquirerIO().ask(menu)).toBe('move 1st Troop');
    expect(decodeSet(await new InquirerIO().ask(teams))).toEqual(['1']);
    expect(seen.map((s) => s.choices.length)).toEqual([3, 5]);
    expect(seen[1]!.multi).toBe(true);
  });

  it('a typed line: a number picks a menu item; a run, all or none a set; a walker word is a command', () => {
    const sel = { ...menu, multi: false };
    expect(typedAnswer(sel, '3')).toEqual({ answer: 'end the Movement Step' });
    expect(typedAnswer(sel, '')).toBeUndefined();
    expect(typedAnswer(sel, 'quit')).toEqual({ answer: 'quit' });
    expect(typedAnswer(sel, 'odds')).toEqual({ answer: 'odds' });
    expect(typedAnswer(sel, '7')).toEqual({ error: 'type a number from 1 to 3, or Enter for the marked one' });
    const set = { ...teams, multi: true };
    const ticked = (t: string) => {
      const a = typedAnswer(set, t);
      return a && 'answer' in a ? decodeSet(a.answer) : a;
    };
    expect(ticked('1-3,5')).toEqual(['1', '2', '3', '5']);
    expect(ticked('all')).toEqual(['1', '2', '3', '4', '5']);
    expect(ticked('none')).toEqual([]);
    expect(typedAnswer(set, 'help')).toEqual({ answer: 'help' });
    expect(typedAnswer(set, '4-9')).toHaveProperty('error');
  });

  it('an item longer than the width wraps at words under its label', () => {
    const label =
      'Formation Commander Kompanie HQ/1 survives: which team of its type within 6"/15cm does the Commander switch to?';
    const lines = itemLines(12, label, 40).split('\n');
    expect(lines.every((l) => l.length <= 40)).toBe(true);
    expect(lines[0]).toMatch(/^12\. Formation/);
    expect(lines.slice(1).every((l) => l.startsWith('    ') && !l.startsWith('     '))).toBe(true);
    expect(lines.map((l) => l.trim()).join(' ')).toBe(`12. ${label}`);
  });
});
