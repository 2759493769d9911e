/**
 * Issue 30: `umpire demo --ruleset panzerfaust --turns 6 --seed 1` plays the bundled German and
 * Soviet companies bot against bot to a result, with seeded dice: the same seed gives the same
 * game (journal, final file and every printed line).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playDemoGame, type DemoResult } from '../../../../src/cli/play/run.js';
import { journalPathFor } from '../../../../src/game/journal.js';
import { normaliseGame, normaliseJournal } from '../../../cli/play/bot-journals.js';
import { QuietAutoIO } from '../../../cli/play/quiet-auto-io.js';
import { runCli } from '../../../cli/run-cli.js';

async function demo(seed: number): Promise<{ r: DemoResult; journal: string; game: string; lines: string[] }> {
  const io = new QuietAutoIO();
  let journal = '';
  let game = '';
  const r = await playDemoGame({
    ruleset: 'panzerfaust',
    seed,
    turns: 6,
    io,
    ended: (file) => {
      journal = normaliseJournal(readFileSync(journalPathFor(file), 'utf8'));
      game = normaliseGame(readFileSync(file, 'utf8'));
    },
  });
  return { r, journal, game, lines: io.lines };
}

describe('umpire demo --ruleset panzerfaust', () => {
  it('seed 1, 6 turns: a result under the rules, and the same seed gives the same game', async () => {
    const a = await demo(1);
    const b = await demo(1);
    expect(a.r.end).toBe('over');
    expect(a.r.outcome?.winner).toMatch(/^(German|Soviet)$/);
    expect(a.r.outcome?.reason).toMatch(/has no unit left fighting/);
    expect(a.r.turn).toBeLessThanOrEqual(6);
    expect(a.journal).toBe(b.journal);
    expect(a.game).toBe(b.game);
    expect(a.lines).toEqual(b.lines);
    const said = a.lines.join('\n');
    // Both sides are played by the opponent, which explains its picks with numbers...
    expect(said).toMatch(/\(German, built-in opponent, cautious\) .* fires at /);
    expect(said).toMatch(/\(Soviet, built-in opponent, cautious\) /);
    expect(said).toMatch(/fires at .*: \d\.\d\d teams expected, \d+% to make it test morale/);
    // ...and the demo table answers the table's questions.
    expect(said).toMatch(/\(table, demo default\) Can .* see .*, and at what range\? -> in sight/);
    // Nobody answered a question for the table that the opponent decides.
    expect(said).not.toMatch(/\(table, demo default\) (Which unit|At which enemy)/);
  });

  it('another seed plays another game', async () => {
    const [a, c] = [await demo(1), await demo(2)];
    expect(c.journal).not.toBe(a.journal);
  });

  it('the CLI: --json gives the result; without it the game is printed to its result', async () => {
    const one = await runCli(['demo', '--ruleset', 'panzerfaust', '--turns', '6', '--seed', '1', '--json']);
    expect(one.code).toBe(0);
    const r = JSON.parse(one.stdout) as DemoResult;
    expect(r).toMatchObject({
      ruleset: 'panzerfaust',
      seed: 1,
      end: 'over',
      opponents: { German: 'cautious', Soviet: 'cautious' },
    });
    const human = await runCli(['demo', '--ruleset', 'panzerfaust', '--turns', '6', '--seed', '1']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/a German infantry company against\s+a Soviet rifle company/);
    expect(human.stdout).toMatch(/Result: The game is over\./);
  });
});
