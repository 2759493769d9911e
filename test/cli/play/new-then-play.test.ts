/**
 * `umpire new`'s choices are the ones `umpire play` uses (issue 14): what new printed as decided
 * (mission, time of day, dice) is not asked again at play's set-up, and new claims no first player
 * before the set-up has rolled for it. Open Fire's set-up asks the dice as fow4's does.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import type { Question } from '../../../src/cli/play/io.js';
import { fow3DemoSides } from '../../../src/rulesets/fow3/commands/new.js';
import { createFow3Game, openFow3Game } from '../../../src/rulesets/fow3/game.js';
import { newFow4DemoGame } from '../../../src/rulesets/fow4/turn/play-game.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import { tempDir } from '../../game/helpers.js';
import { runCli } from '../run-cli.js';
import { loadRulesets } from '../../../src/rulesets/index.js';
import { CountingIO, stateOf } from './helpers.js';

/** Every question of play's set-up, answered by its default. */
class SetupLog extends CountingIO {
  readonly questions: Question[] = [];
  constructor(answers: readonly string[] = []) {
    super(answers);
  }
  override async ask(q: Question): Promise<string> {
    this.questions.push(q);
    return super.ask(q);
  }
  asked(re: RegExp): Question | undefined {
    return this.questions.find((q) => re.test(q.message));
  }
}

const setUp = { until: (s: unknown) => (s as { step: string }).step !== 'setup' };

describe('umpire new, then umpire play (fow4)', () => {
  it('the mission, time of day and dice given to new are not asked again; new names no first player before the roll', async () => {
    const file = join(tempDir(), 'g.yaml');
    const n = await runCli(['new', '--mission', 'encounter', '--time-of-day', 'dusk', '--seed', '42', '-o', file]);
    expect(n.code).toBe(0);
    expect(n.stdout).not.toMatch(/\b(British|German) first\b/);
    expect(n.stdout.replace(/\s+/g, ' ')).toMatch(
      /who attacks and who has the first turn: rolled at set-up, when `umpire play .*g\.yaml` starts/,
    );
    const before = (await runCli(['status', file])).stdout;
    expect(before).toContain('first turn not rolled yet');
    expect(before).not.toContain('(to play)');
    const io = new SetupLog();
    await playGame(file, io, setUp);
    expect(io.asked(/› Mission\?/)).toBeUndefined();
    expect(io.asked(/› Time of day\?/)).toBeUndefined();
    expect(io.asked(/› Dice\?/)).toBeUndefined();
    expect(io.asked(/› Who attacks\?/)).toBeDefined(); // what new left open is asked
    const s = stateOf(file);
    expect([s.mission, s.timeOfDay, s.dice.kind, s.dice.kind === 'seeded' && s.dice.seed]).toEqual([
      'encounter',
      'dusk',
      'seeded',
      42,
    ]);
    expect(s.step).not.toBe('setup');
    expect(s.active).toBe(s.play?.first);
    expect(io.transcript.some((l) => l.includes('Mission: Encounter'))).toBe(true);
  });

  it("--json says what play's set-up still decides, not a first player", async () => {
    const file = join(tempDir(), 'g.yaml');
    const j = JSON.parse((await runCli(['new', '--seed', '3', '-o', file, '--json'])).stdout);
    expect(j.first).toBeUndefined();
    expect(j.setUpAtPlay).toEqual(['attacker', 'first turn']);
  });

  it('a game play made itself (the demo) still asks the mission, time of day and dice', async () => {
    const file = join(tempDir(), 'g.yaml');
    newFow4DemoGame(file, 11).session.close();
    const io = new SetupLog();
    await playGame(file, io, setUp);
    expect(io.asked(/› Mission\?/)).toBeDefined();
    expect(io.asked(/› Time of day\?/)).toBeDefined();
    expect(io.asked(/› Dice\?/)).toBeDefined();
  });
});

describe('umpire new --ruleset fow3, then umpire play', () => {
  it('new names no first player; play rolls it at set-up and does not ask the dice new chose', async () => {
    const file = join(tempDir(), 'g.yaml');
    const n = await runCli(['new', '--ruleset', 'fow3', '--seed', '7', '-o', file]);
    expect(n.code).toBe(0);
    expect(n.stdout).not.toMatch(/\b(British|German) first\b/);
    expect(n.stdout.replace(/\s+/g, ' ')).toMatch(
      /who has the first turn: rolled at set-up, when `umpire play .*g\.yaml` starts/,
    );
    const before = (await runCli(['status', file])).stdout;
    expect(before).toContain('first turn not rolled yet');
    expect(before).not.toContain('(to play)');
    const io = new SetupLog();
    await playGame(file, io, setUp);
    expect(io.asked(/› Dice\?/)).toBeUndefined();
    expect(io.asked(/› Solo play\?/)).toBeDefined();
    const s = openFow3Game(file, { readOnly: true }).session.state;
    expect(s.step).not.toBe('setup');
    expect(s.active).toBe(s.play?.first);
    expect(s.dice.kind === 'seeded' && s.dice.seed).toBe(7);
    expect(io.transcript.some((l) => l.includes(`First turn:`) && l.includes(`${s.active} goes first`))).toBe(true);
    expect((await runCli(['status', file])).stdout).toMatch(new RegExp(`${s.active}: .*\\(to play\\)`));
  });

  it("Open Fire's set-up asks the dice with the same words and choices as fow4's", async () => {
    const f4 = join(tempDir(), 'g4.yaml');
    newFow4DemoGame(f4, 5).session.close();
    const f3 = join(tempDir(), 'g3.yaml');
    createFow3Game({
      gameFile: f3,
      sides: fow3DemoSides(),
      dice: { kind: 'seeded', seed: 5, state: [...new SeededDice(5).save().state] },
    }).session.close();
    const io4 = new SetupLog();
    await playGame(f4, io4, setUp);
    const io3 = new SetupLog();
    await playGame(f3, io3, setUp);
    const d4 = io4.asked(/› Dice\?/);
    const d3 = io3.asked(/› Dice\?/);
    expect(d3).toBeDefined();
    const words = (m: string) => m.slice(m.indexOf('›'));
    expect(words(d3!.message)).toBe(words(d4!.message));
    expect(d3!.kind === 'select' && d3!.choices.map((c) => c.label)).toEqual(
      d4!.kind === 'select' && d4!.choices.map((c) => c.label),
    );
  });

  it("physical dice chosen at Open Fire's set-up: the first-turn roll-off is typed in", async () => {
    const f3 = join(tempDir(), 'g3.yaml');
    createFow3Game({ gameFile: f3, sides: fow3DemoSides(), dice: { kind: 'crypto' } }).session.close();
    const io = new SetupLog(['', 'physical', '2 5']);
    await playGame(f3, io, setUp);
    expect(io.remaining).toBe(0);
    const s = openFow3Game(f3, { readOnly: true }).session.state;
    expect(s.dice.kind).toBe('manual');
    expect(s.play?.first).toBe('British'); // German 2, British 5
    // A roll-off has no score to reach: no "1+" on the prompt or the dice shown.
    const rollOff = io.transcript.filter((l) => l.includes('Free-for-All first turn'));
    expect(rollOff.length).toBeGreaterThan(0);
    expect(rollOff.join('\n')).not.toMatch(/1\+/);
  });
});

describe("umpire new tells each ruleset's player what comes next", () => {
  it('every ruleset with a play turn ends with `next: umpire play FILE`', async () => {
    for (const r of await loadRulesets()) {
      const file = join(tempDir(), `${r.id}.yaml`);
      const n = await runCli(['new', '--ruleset', r.id, '--seed', '3', '-o', file]);
      expect(n.code, `${r.id}: ${n.stderr}`).toBe(0);
      const next = n.stdout.replace(/\s+/g, ' ').match(/next: (.*)$/)?.[1];
      expect(next, r.id).toMatch(r.play ? /^umpire play \S*\.yaml\b/ : /^umpire status/);
    }
  });

  it('Panzerfaust: the battle type and weather are rolled when play starts; the tables in force are named', async () => {
    const file = join(tempDir(), 'pf.yaml');
    const n = await runCli(['new', '--ruleset', 'panzerfaust', '--seed', '3', '-o', file]);
    const text = n.stdout.replace(/\s+/g, ' ');
    expect(text).toMatch(/battle type and weather: rolled at set-up, when `umpire play .*pf\.yaml` starts/);
    expect(text).toMatch(/tables: the bundled file|tables: .*UMPIRE_PANZERFAUST_TABLES/);
    expect(text).not.toMatch(/tables \(UMPIRE_PANZERFAUST_TABLES or the bundled file\)/);
  });

  it('Combat Infantry: the scenario says who defends what, for how many turns, who moves first and where play starts', async () => {
    const file = join(tempDir(), 'ci.yaml');
    const n = await runCli(['new', '--ruleset', 'combat-infantry', '--dice', 'manual', '-o', file]);
    const text = n.stdout.replace(/\s+/g, ' ');
    expect(text).toContain('scenario Demo Last Stand at Granger farm (last stand, 4 turns): Germany defends 0504');
    expect(text).toContain("USA has the first turn (the scenario's choice); play starts at its Fire Step");
    expect(text).toMatch(/dice manual: type the d10s you roll \(0 = 10\)/);
    expect(text).toMatch(/\d+ values the book lost are this set-up's house values/);
  });
});
