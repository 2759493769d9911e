/**
 * Issue 30: Panzerfaust played solo. `umpire new --ruleset panzerfaust`, then `umpire play
 * --opponent Soviet`: a scripted human plays the Germans (every question at its default) and
 * answers what the table shows for the opponent; the game reaches its result, and in each turn
 * the opponent asks at most its units on the table + 2 questions (counted here from what the
 * human is asked between the opponent's announced actions, not from the opponent's own count).
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Question } from '../../../../src/cli/play/io.js';
import { playGame } from '../../../../src/cli/play/run.js';
import { AutoIO } from '../../../../src/cli/play/scripted-io.js';
import type { PzGameState } from '../../../../src/rulesets/panzerfaust/schema/game.js';
import { TABLES_ENV } from '../../../../src/rulesets/panzerfaust/tables/tables.js';
import { tempDir } from '../../../game/helpers.js';
import { runCli } from '../../../cli/run-cli.js';

/** A human at the table who takes every default, counting the questions asked while the opponent acts. */
class CountingHuman extends AutoIO {
  readonly lines: string[] = [];
  /** The last screen printed: "The likely answers:" and its lines. */
  private screen = '';
  readonly asked: { turn: number; by: 'opponent' | 'human'; message: string }[] = [];
  private turn = 1;
  private by: 'opponent' | 'human' = 'human';
  /** The next question is a screen's answer being changed. */
  private changing = false;
  override print(text: string): void {
    this.lines.push(text);
    if (/The likely answers:/.test(text)) this.screen = text;
    for (const line of text.split('\n')) {
      const t = /^panzerfaust T(\d+) /.exec(line);
      if (t) this.turn = Number(t[1]);
      if (/^\(Soviet, built-in opponent, /.test(line)) this.by = 'opponent';
    }
  }
  override async ask(q: Question): Promise<string> {
    // The prompt starts with the game's header: "panzerfaust T2 Soviet · G Fire › <question>".
    const m = /^panzerfaust T(\d+) [^›]*› (.*)$/s.exec(q.message);
    if (m) this.turn = Number(m[1]);
    const message = m ? m[2]! : q.message;
    // A screen of several questions answered at once counts as each of them.
    const screen = /Enter takes all (\d+);/.exec(message);
    // The question of a screen answer being changed was counted on the screen: not again.
    const changing = this.changing;
    this.changing = false;
    if (message === 'What next?') this.by = 'human';
    else if (changing) {
      // counted with its screen
    } else if (screen)
      for (let i = 0; i < Number(screen[1]); i++)
        this.asked.push({ turn: this.turn, by: this.by, message: `(screen) ${message}` });
    else this.asked.push({ turn: this.turn, by: this.by, message });
    // The armies are 20 cm apart (not the question's 40 cm): change the range on a screen, then say it.
    if (screen && /at what range\?/.test(this.screen)) {
      const n = /(\d+)\. Can .* see .*, and at what range\?/.exec(this.screen.replace(/\s+/g, ' '));
      this.screen = '';
      if (n) {
        this.changing = true;
        return n[1]!;
      }
    }
    if (q.kind === 'select' && /and at what range\?$/.test(message)) {
      const c = q.choices.find((x) => /20 cm/.test(x.label));
      if (c) return c.value;
    }
    return super.ask(q);
  }
}

describe('Panzerfaust solo against the built-in opponent', () => {
  it('new, then play --opponent Soviet: a result, and at most units + 2 questions per opponent turn', async () => {
    delete process.env[TABLES_ENV];
    const file = join(tempDir(), 'pf.yaml');
    expect((await runCli(['new', '--ruleset', 'panzerfaust', '-o', file, '--seed', '5'])).code).toBe(0);
    const io = new CountingHuman();
    // The opponent's units on the table when each turn begins.
    const unitsAt = new Map<number, number>();
    const until = (s: unknown) => {
      const st = s as PzGameState;
      if (!unitsAt.has(st.turn))
        unitsAt.set(st.turn, st.sides.find((x) => x.name === 'Soviet')!.units.filter((u) => !u.destroyed).length);
      return false;
    };
    const how = await playGame(file, io, { until, maxActions: 2000 }, { opponent: 'Soviet' });
    expect(how).toBe('over');
    const end = parse(readFileSync(file, 'utf8')) as PzGameState;
    expect(end.phase).toBe('over');
    const said = io.lines.join('\n');
    expect(said).toMatch(/The built-in opponent plays: Soviet \(cautious\)\./);
    const status = await runCli(['status', file]);
    // Seed 5: the opponent's Siberians beat the human who takes every default.
    expect(status.stdout).toMatch(/German \(1st Company, Infantry Regiment \(demo\)\): 0 of 5 units fighting/);
    expect(status.stdout).toMatch(
      /Soviet \(Rifle Company \(demo\)\): [1-6] of 6 units fighting; played by the built-in\s+opponent \(cautious\)/,
    );
    expect(said).toMatch(/The game is over\./);
    // It fired, saying why with the numbers, and hurt the human's side.
    expect(said).toMatch(/\(Soviet, built-in opponent, cautious\) .* fires at /);
    expect(said).toMatch(/\d\.\d\d teams expected, \d+% to make it test morale \(20 cm(, told| assumed)/);
    expect(end.sides[0]!.units.some((u) => (u.teamsLost ?? 0) > 0 || u.destroyed)).toBe(true);
    // The opponent's questions are about the table only: sight and range, where a unit is, command radius, a rally's reach.
    const mine = io.asked.filter((a) => a.by === 'opponent');
    expect(mine.length).toBeGreaterThan(0);
    for (const a of mine.filter((x) => !x.message.startsWith('(screen)')))
      expect(a.message).toMatch(
        /^(Can .* see .*, and at what range\?|Where is .*\?|Is .* out of command radius\?|Is .* defending a position\?|Is .* within 5 cm of .*)/,
      );
    // Its picks are its own: the human is never asked which of its units moves or fires, or at what.
    expect(said).not.toMatch(/\[Soviet\]/);
    const perTurn = new Map<number, number>();
    for (const a of mine) perTurn.set(a.turn, (perTurn.get(a.turn) ?? 0) + 1);
    for (const [turn, n] of perTurn) expect(n, `turn ${turn}`).toBeLessThanOrEqual(unitsAt.get(turn)! + 2);
    // A told fact is not asked again in the same turn.
    const seen = new Set<string>();
    for (const a of mine.filter((x) => !x.message.startsWith('(screen)'))) {
      const k = `${a.turn}|${a.message}`;
      expect(seen.has(k), k).toBe(false);
      seen.add(k);
    }
  });
});
