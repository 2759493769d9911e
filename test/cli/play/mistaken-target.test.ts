/**
 * Too Close for Error (p. 35) at the table: the table says which target teams a shooter is within
 * 4"/10cm of (8"/20cm of a tank); a Mistaken Target pair it keeps from being offered is printed
 * on the play screen as `umpire shoot` prints it (mistakenTargetRefused), and no swap of it is asked.
 */
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../src/cli/play/io.js';
import { playGame } from '../../../src/cli/play/run.js';
import { matchAnswer, ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import { panzerGame } from './helpers.js';

const seeded = (seed: number): GameState['dice'] => ({
  kind: 'seeded',
  seed,
  state: [...new SeededDice(seed).save().state],
});

/** One question at a time: answers picked by the question's words, every other one its default. */
class AnswerIO extends ScriptedIO {
  readonly width = 200;
  constructor(private readonly byQuestion: readonly [RegExp, string][]) {
    super([], false, false);
  }
  override async ask(q: Question): Promise<string> {
    const a = this.byQuestion.find(([re]) => re.test(q.message))?.[1] ?? '';
    this.transcript.push(`? ${q.message} > ${a}`);
    return matchAnswer(q, a);
  }
}

const run = async (swap: string, tooClose: string) => {
  const file = panzerGame(seeded(2));
  const io = new AnswerIO([
    [/What next\?$/, 'shoot with StuG Platoon'],
    [/Which unit does StuG Platoon shoot at\?$/, '1st Troop'],
    [/Mistaken Target: try to swap/, swap],
    [/Too Close for Error/, tooClose],
  ]);
  await playGame(file, io, { maxActions: 1 });
  return io.transcript.flatMap((t) => t.split('\n'));
};

const asked = (screen: readonly string[], re: RegExp) => screen.filter((l) => l.startsWith('? ') && re.test(l));

describe('Mistaken Target and Too Close for Error in play (p. 35)', () => {
  it('the owner tries a swap; the table says the shooters are within reach of every tank: each pair refused is printed with why, no swap is rolled', async () => {
    const screen = await run('2', 'all');
    // Asked once the owner wants a swap, the hits on screen; the table's answer refuses every pair.
    expect(asked(screen, /Mistaken Target: try to swap/)).toHaveLength(1);
    expect(asked(screen, /Too Close for Error/)).toHaveLength(1);
    expect(screen.indexOf(asked(screen, /Too Close for Error/)[0]!)).toBeGreaterThan(
      screen.indexOf(asked(screen, /Mistaken Target: try to swap/)[0]!),
    );
    const refused = screen.filter((l) =>
      /^Mistaken Target 1st Troop\/\d ↔ 1st Troop\/\d not offered: Too Close for Error: a shooter is within 8"\/20cm of 1st Troop\/\d/.test(
        l,
      ),
    );
    expect(refused.length).toBeGreaterThan(0);
    expect(screen.some((l) => /Mistaken Target: 1st Troop\/\d <-> /.test(l))).toBe(false);
  });

  it('no team that close: the chosen swap is rolled, nothing is refused', async () => {
    const screen = await run('2', 'none');
    expect(asked(screen, /Too Close for Error/)).toHaveLength(1);
    expect(screen.some((l) => /not offered: Too Close for Error/.test(l))).toBe(false);
    expect(screen.some((l) => /Mistaken Target: 1st Troop\/\d <-> 1st Troop\/\d/.test(l))).toBe(true);
  });

  it('the owner declines the swap: the table is not asked about Too Close for Error', async () => {
    const screen = await run('', 'all');
    expect(asked(screen, /Mistaken Target: try to swap/)).toHaveLength(1);
    expect(asked(screen, /Too Close for Error/)).toHaveLength(0);
  });
});
