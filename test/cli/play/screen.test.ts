/**
 * The play screen shows every die (issue 14): a shooting's to-hit, save and Firepower dice and
 * every die of an assault round are printed in the tables of `umpire shoot` / `umpire assault`,
 * and each die the journal holds is found in its row. Tables fit 80 columns without a terminal.
 */
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../src/cli/play/io.js';
import { playGame } from '../../../src/cli/play/run.js';
import { matchAnswer, ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import { openFow4Game } from '../../../src/rulesets/fow4/game.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import { CountingIO, panzerGame, readyGame } from './helpers.js';
import { editedGame } from '../../rulesets/fow4/turn/helpers.js';

const seeded = (seed: number): GameState['dice'] => ({
  kind: 'seeded',
  seed,
  state: [...new SeededDice(seed).save().state],
});

/** A screen wide enough that no table row wraps, so each row is one line to read. */
class WideIO extends CountingIO {
  readonly width = 200;
}

function diceOf(file: string): { label: string; faces: readonly number[] }[] {
  return openFow4Game(file, { readOnly: true }).session.journal.flatMap((e) =>
    e.kind === 'dice' ? [{ label: e.label, faces: e.faces }] : [],
  );
}

/** The rows of the first table titled `title` after line `from` (head row first), as trimmed cells. */
function table(screen: readonly string[], title: string, from = 0): string[][] {
  const at = screen.findIndex((l, i) => i >= from && l === title);
  expect(at, `no table "${title}" on the screen`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (let i = at + 2; screen[i]?.startsWith('│'); i++)
    rows.push(
      screen[i]!.split('│')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  return rows.slice(1);
}

/** Answers the menus and the choice of target from lists; every other question takes its default. */
class MenuIO extends ScriptedIO {
  constructor(private readonly menus: Record<string, string[]>) {
    super([], false, true);
  }
  override async ask(q: Question): Promise<string> {
    const answers = Object.entries(this.menus).find(([m]) => q.message.endsWith(`› ${m}`))?.[1];
    const answer = answers?.shift() ?? '';
    this.transcript.push(`? ${q.message} > ${answer}`);
    return matchAnswer(q, answer);
  }
}

const lines = (io: ScriptedIO): string[] => io.transcript.flatMap((t) => t.split('\n'));

describe("the play screen shows every die in the quick commands' tables", () => {
  it('a shooting with physical dice: each to-hit die, save die and Firepower test typed is in its row', async () => {
    const file = panzerGame();
    const io = new WideIO([
      'shoot with StuG Platoon',
      '1st Troop',
      '',
      '5 1 3 6 2 4 4 5 6 1',
      '',
      '1 2 3 1 2 3 6',
      '6666',
    ]);
    await playGame(file, io, { maxActions: 1 });
    const screen = lines(io);
    const toHit = table(screen, 'Roll to hit (p. 33)');
    const saves = table(screen, 'Saves (pp. 36-39)');
    const dice = diceOf(file);
    let seen = { hit: 0, save: 0, firepower: 0 };
    for (const d of dice) {
      const shot = /^(.+?\/\d+) .* at .*: to hit/.exec(d.label);
      const save = /^(.+?\/\d+) hit by .*: Armour Save/.exec(d.label);
      const fp = /^(.+?\/\d+) hit by .*: Firepower test/.exec(d.label);
      if (shot) {
        expect(toHit.find((r) => r[0] === shot[1])?.[4]).toBe(d.faces.join(' '));
        seen = { ...seen, hit: seen.hit + 1 };
      } else if (save) {
        // Front armour 6: the die, plus 6, against AT 11.
        expect(saves.some((r) => r[0] === save[1] && r[2] === `front ${d.faces[0]}+6=${d.faces[0]! + 6}`)).toBe(true);
        seen = { ...seen, save: seen.save + 1 };
      } else if (fp) {
        expect(saves.some((r) => r[0] === fp[1] && r[4] === `${d.faces[0]} vs 3+` && r[5] === 'Destroyed')).toBe(true);
        seen = { ...seen, firepower: seen.firepower + 1 };
      }
    }
    expect(seen).toEqual({ hit: 5, save: 5, firepower: 4 });
    // Tanks cannot be Pinned Down: no number of hits "to pin" is printed for them (p. 41).
    expect(screen).toContain('1st Troop: 7 hits, cannot be Pinned Down [hits]');
    expect(screen.some((l) => /to pin/.test(l))).toBe(false);
  });

  it('an assault: every die of round 1 (Defensive Fire, its saves and Firepower tests, the hits) is in its row; the end says who won', async () => {
    const file = readyGame((s) => ({ ...s, step: 'assault' }), seeded(5));
    const io = new WideIO(['assault with 1st Troop', '1st Grenadier Platoon']);
    await playGame(file, io, { maxActions: 1 });
    const screen = lines(io);
    const round1 = screen.indexOf('Round 1: the attacker assaults');
    expect(round1).toBeGreaterThanOrEqual(0);
    const df = table(screen, 'Defensive Fire', round1);
    const dfSaves = table(screen, 'Defensive Fire saves (tanks use Side armour; no Bulletproof Cover)', round1);
    const hits = table(screen, 'Roll to Hit and Saves', round1);
    const dice = diceOf(file);
    const end = dice.findIndex((d) => d.label.startsWith('Test to Counterattack'));
    let seen = { df: 0, save: 0, firepower: 0, hit: 0 };
    for (const d of dice.slice(0, end)) {
      const fire = /^Defensive Fire: (.+?\/\d+) \(.*\) at (.+?\/\d+)/.exec(d.label);
      const save = /^(.+?\/\d+) hit by .*: Armour Save/.exec(d.label);
      const fp = /^(.+?\/\d+) hit by .*: Firepower test/.exec(d.label);
      const assault = /^Assault: to hit \d\+ \((.*)\)/.exec(d.label);
      if (fire) {
        expect(df.some((r) => r[0] === fire[1] && r[2] === fire[2] && r[5] === d.faces.join(','))).toBe(true);
        seen = { ...seen, df: seen.df + 1 };
      } else if (save) {
        expect(dfSaves.some((r) => r[0] === save[1] && r[2].startsWith(`side 4: ${d.faces[0]}+4=`))).toBe(true);
        seen = { ...seen, save: seen.save + 1 };
      } else if (fp) {
        expect(dfSaves.some((r) => r[0] === fp[1] && r[2].includes(`Firepower ${d.faces[0]} (`))).toBe(true);
        seen = { ...seen, firepower: seen.firepower + 1 };
      } else if (assault) {
        assault[1]!
          .split(', ')
          .forEach((team, i) => expect(hits.find((r) => r[0] === team)?.[2]).toBe(String(d.faces[i])));
        seen = { ...seen, hit: seen.hit + 1 };
      }
    }
    expect(seen).toEqual({ df: 10, save: 14, firepower: 1, hit: 1 });
    // Seed 5: the Grenadiers counterattack and at last break off; 1st Troop wins and consolidates.
    expect(screen).toContain(
      'Assault over: British won (1st Troop). Broke off: 1st Grenadier Platoon. 1st Troop consolidates (up to 4"/10cm, p. 59).',
    );
  });

  it('without a terminal every table and every rule applied fits 80 columns', async () => {
    const file = readyGame((s) => ({ ...s, step: 'shooting' }), seeded(5));
    const io = new MenuIO({
      'What next?': ['shoot with 1st Troop', 'end the Shooting Step', 'assault with 1st Troop'],
      'Which unit does 1st Troop shoot at?': ['1st Grenadier Platoon'],
      'Which enemy unit does 1st Troop charge?': ['1st Grenadier Platoon'],
    });
    await playGame(file, io, { maxActions: 3 });
    expect(io.transcript.some((l) => l.startsWith('fow4 T1 British · Assault: assault with 1st Troop'))).toBe(true);
    const screen = lines(io);
    const shown = screen.filter((l) => /^[┌│└]|^ {2}• /.test(l));
    expect(shown.filter((l) => l.startsWith('┌')).length).toBeGreaterThanOrEqual(8);
    expect(shown.filter((l) => l.length > 80)).toEqual([]);
    // The rules applied are a list, one rule a line, not one long line.
    expect(screen.some((l) => l.startsWith('Rules applied:') && l.length > 20)).toBe(false);
  });

  it('the Reserves, Aircraft arrival and Dusk rolls of a Starting Step: each die is in a row of its test table', async () => {
    // The British get Typhoons; 2nd Troop waits in Reserve; turn 4 at dusk (the Attacker rolls 2 dice, p. 91).
    const typhoons = (t: string) =>
      `${t}\n  - name: Typhoon Flight\n    teams:\n      - { team: Typhoon, count: 2 }\n    points: 100\n`;
    const file = editedGame({ british: typhoons }, (s) => ({
      ...s,
      turn: 4,
      timeOfDay: 'dusk',
      dice: seeded(11),
      play: { ...s.play, meeting: false },
      sides: s.sides.map((x) =>
        x.name !== 'British'
          ? x
          : {
              ...x,
              units: x.units.map((u) => (u.unit === '2nd Troop' ? { ...u, deployment: 'reserve' as const } : u)),
            },
      ),
    }));
    const io = new WideIO(['no']);
    await playGame(file, io, { maxActions: 1 });
    const screen = lines(io);
    const dice = diceOf(file);
    // The test's name after the dot, as `umpire test` titles it.
    const titles: Record<string, RegExp> = {
      Reserves: /^Reserves, turn 4/,
      'Aircraft arrival': /^Aircraft/,
      Dusk: /^Dusk/,
    };
    for (const [title, label] of Object.entries(titles)) {
      const rolled = dice.filter((d) => label.test(d.label));
      expect(rolled.length, `no ${title} die in the journal`).toBeGreaterThan(0);
      const at = screen.findIndex((l) => l.includes(` · ${title} (p. `));
      expect(at, `no ${title} test table on the screen`).toBeGreaterThanOrEqual(0);
      const rows: string[][] = [];
      for (let i = at + 3; screen[i]?.startsWith('│'); i++)
        rows.push(
          screen[i]!.split('│')
            .slice(1, -1)
            .map((c) => c.trim()),
        );
      const faces = rolled.flatMap((d) => d.faces.map(String));
      expect(rows.map((r) => r[2]).slice(0, faces.length), `${title}: the dice in the table`).toEqual(faces);
    }
    // Not one of them is a plain line any more.
    expect(screen.some((l) => /^ {2}(Reserves|Aircraft|Dusk).*: rolled /.test(l))).toBe(false);
  });
});
