/**
 * Issue 30: `umpire demo --ruleset combat-infantry --turns 6 --seed 1` plays the demo Last Stand
 * bot against bot to a result with seeded dice, and the same seed gives the same game (every line
 * and the journal byte for byte). The opponent explains each pick with numbers and never takes an
 * action that can do nothing.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalPathFor } from '../../../../src/game/journal.js';
import { playDemoGame, type DemoResult } from '../../../../src/cli/play/run.js';
import { QuietAutoIO } from '../../../cli/play/quiet-auto-io.js';
import { normaliseJournal } from '../../../cli/play/bot-journals.js';
import { runCli } from '../../../cli/run-cli.js';

async function demo(seed: number): Promise<{ r: DemoResult; lines: string[]; journal: string }> {
  const io = new QuietAutoIO();
  let journal = '';
  const r = await playDemoGame({
    seed,
    turns: 6,
    ruleset: 'combat-infantry',
    io,
    ended: (file) => (journal = normaliseJournal(readFileSync(journalPathFor(file), 'utf8'))),
  });
  return { r, lines: io.lines.join('\n').split('\n'), journal };
}

describe('umpire demo --ruleset combat-infantry', () => {
  let a: Awaited<ReturnType<typeof demo>>;
  let b: Awaited<ReturnType<typeof demo>>;
  beforeAll(async () => {
    a = await demo(1);
    b = await demo(1);
  }, 120_000);

  it('plays bot against bot to a result; the same seed gives the same game, line for line and journal for journal', () => {
    expect(a.r.end).toBe('over');
    expect(a.r.outcome).not.toBeNull();
    expect(a.r.outcome!.reason).toMatch(/objective 0504|no units left/);
    expect(a.r.opponents).toEqual({ USA: 'cautious', Germany: 'cautious' });
    expect(b.lines).toEqual(a.lines);
    expect(b.journal).toBe(a.journal);
    expect(a.journal.split('\n').length).toBeGreaterThan(100);
  });

  it('explains every pick with numbers, never takes an action that can do nothing, never asks whose side is a bot', () => {
    const { lines } = a;
    const picks = lines.flatMap((l, i) => (/^\((USA|Germany), built-in opponent, \w+\) /.test(l) ? [i] : []));
    expect(picks.length).toBeGreaterThan(40);
    for (const i of picks) {
      const why = lines[i + 1] ?? '';
      expect(why, lines[i]).toMatch(/^ {2}\S/);
      expect(why, lines[i]).toMatch(/\d/);
    }
    const said = lines.join('\n');
    // Fire shows its runner-up; a move its runner-up.
    expect(said).toMatch(/runner-up: \S+ at \d{4}: F\d+ x\d: [\d.]+ hits expected/);
    expect(said).toMatch(/runner-up: (moves|stays|digs)/);
    // Nothing that does nothing: no fire without a target or at F0, no empty move, no HQ activated for nothing.
    expect(said).not.toMatch(/has no target it may fire at|no effective fire is possible|has no legal move/);
    expect(said).not.toMatch(/No (bombardment|air strike) is possible/);
    for (const [i, l] of lines.entries())
      if (/built-in opponent, \w+\) activate /.test(l))
        expect(lines.slice(i, i + 12).join('\n')).toMatch(/gains a step/);
    // Nobody at the table, and the map is the table: no table question was taken for it.
    expect(said).not.toMatch(/\(table, demo default\)/);
  });

  it('the command itself runs (one turn), exit 0', async () => {
    const r = await runCli(['demo', '--ruleset', 'combat-infantry', '--turns', '1', '--seed', '1']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/umpire demo \(seed 1\): the bundled demo forces \(a US rifle company/);
    expect(r.stdout).toMatch(/\(USA, built-in opponent, cautious\) /);
    expect(r.stdout).toMatch(/Result: /);
  }, 60_000);
});
