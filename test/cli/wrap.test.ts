/** Help fitted to the width: prose reflowed at words, example commands over shell continuation lines. */
import { describe, expect, it } from 'vitest';
import { wrapHelp } from '../../src/cli/wrap.js';

describe('wrapHelp', () => {
  it('leaves lines that fit alone', () => {
    const text = 'Options:\n  --json  print the result as JSON\n\nExamples:\n  umpire roll 2d6';
    expect(wrapHelp(text, 40)).toBe(text);
  });

  it('wraps a long line of prose at words, taking its hand-wrapped continuation along', () => {
    const text =
      '--opponent: a side (german), both, none, a doctrine alone (the usual\nopponent side), or side:doctrine.\nDoctrines: cautious, aggressive.';
    expect(wrapHelp(text, 40).split('\n')).toEqual([
      '--opponent: a side (german), both, none,',
      'a doctrine alone (the usual opponent',
      'side), or side:doctrine.',
      'Doctrines: cautious, aggressive.',
    ]);
  });

  it('an example command goes on over ` \\` lines, never inside quotes, each option with its value', () => {
    const out = wrapHelp(
      '  umpire shoot "3 Panzer IV H" --at "4 Sherman V" --target-skill veteran --long-range',
      40,
    ).split('\n');
    expect(out).toEqual([
      '  umpire shoot "3 Panzer IV H" \\',
      '      --at "4 Sherman V" \\',
      '      --target-skill veteran \\',
      '      --long-range',
    ]);
    expect(out.every((l) => l.length <= 40)).toBe(true);
    // Pasted back together (the shell drops each backslash-newline), it is the same command.
    expect(out.join('\n').replace(/ \\\n\s+/g, ' ')).toBe(
      '  umpire shoot "3 Panzer IV H" --at "4 Sherman V" --target-skill veteran --long-range',
    );
  });

  it("an example's comment goes on its own line above it", () => {
    expect(wrapHelp('  umpire play            # start or resume the demo battle', 40).split('\n')).toEqual([
      '  # start or resume the demo battle',
      '  umpire play',
    ]);
  });
});
