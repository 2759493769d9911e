/**
 * Issue 30: `umpire new --ruleset combat-infantry`, then `umpire play --opponent Germany`: a
 * person plays the USA (a script that takes each question's default) against the built-in
 * opponent to a result. In each of the opponent's Player Turns the person is asked only about
 * their own side (which tied unit takes a hit, their HQ's Morale, where their units retreat, fire
 * or retreat in its assaults), never about the opponent's side and never a table question (the
 * hex map is the table), and at most (their units on the map) + 2 questions.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../../src/cli/play/run.js';
import type { Question } from '../../../../src/cli/play/io.js';
import { AutoIO } from '../../../../src/cli/play/scripted-io.js';
import { tempDir } from '../../../game/helpers.js';
import { runCli } from '../../../cli/run-cli.js';

/** The default to every question; counts the questions asked in each of the opponent's Player Turns. */
class CountingHuman extends AutoIO {
  readonly lines: string[] = [];
  /** One entry per opponent Player Turn: the questions asked in it. */
  readonly botTurns: string[][] = [];
  /** The USA's blocks on the map when each opponent turn began. */
  readonly unitsAtStart: number[] = [];
  private inBotTurn = false;
  constructor(private readonly usaOnMap: () => number) {
    super();
  }
  override print(text: string): void {
    this.lines.push(text);
    if (/^\(Germany, built-in opponent, \w+\) /.test(text) && !this.inBotTurn) {
      this.inBotTurn = true;
      this.botTurns.push([]);
      this.unitsAtStart.push(this.usaOnMap());
    }
    if (/^  No victory yet .*\n  USA's Player Turn/m.test(text) || /USA's Player Turn/.test(text))
      this.inBotTurn = false;
  }
  override async ask(q: Question): Promise<string> {
    if (this.inBotTurn) this.botTurns.at(-1)!.push(q.message);
    return super.ask(q);
  }
}

describe('solo play against the Combat Infantry opponent', () => {
  it('new, then play --opponent Germany with a scripted USA player to a result, few questions in its turns', async () => {
    const file = join(tempDir(), 'solo.yaml');
    const n = await runCli(['new', '--ruleset', 'combat-infantry', '-o', file, '--seed', '5']);
    expect(n.code).toBe(0);
    const { openGame } = await import('../../../../src/rulesets/combat-infantry/game.js');
    const usaOnMap = () => {
      const g = openGame(file, { readOnly: true });
      try {
        return g.session.state.sides[0]!.blocks.filter((b) => b.hex && !b.eliminated && !b.offMap).length;
      } finally {
        g.session.close();
      }
    };
    const io = new CountingHuman(usaOnMap);
    const how = await playGame(file, io, { maxActions: 800 }, { opponent: 'Germany' });
    const said = io.lines.join('\n');
    expect(how).toBe('over');
    expect(said).toMatch(/The built-in opponent plays: Germany \(cautious\)\./);
    expect(said).toMatch(/(USA wins|Germany wins|No winner): /);
    // The opponent played every Player Turn of Germany (4 turns), and never the USA's.
    expect(io.botTurns.length).toBe(4);
    expect(said).not.toMatch(/\(USA, built-in opponent/);
    const counts = io.botTurns.map((t) => t.length);
    counts.forEach((c, i) =>
      expect(c, `opponent turn ${i + 1}: ${io.botTurns[i]!.join(' | ')}`).toBeLessThanOrEqual(io.unitsAtStart[i]! + 2),
    );
    // Only the person's own side's choices: each question names the USA, none is Germany's or the table's.
    for (const q of io.botTurns.flat()) expect(q).toMatch(/ › \[USA\] /);
    // The exact counts are deterministic (seeded dice, default answers): 0-2 a turn, all of them
    // where the person's repulsed units go or which of their tied units takes a hit.
    expect(counts).toEqual([1, 2, 1, 0]);
    expect(io.unitsAtStart).toEqual([12, 12, 12, 12]);
  }, 90_000);
});
