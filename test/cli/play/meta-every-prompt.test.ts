/**
 * `?`, `odds`, `status` and `undo` at every kind of prompt of `umpire play` (issue 14), in both
 * editions: a menu, a screen of table answers, a set of teams or units, and a physical-dice prompt.
 * `?`, `odds` and `status` answer in place and the same question is asked again; `undo` inside an
 * action cancels that action and leaves the game as it was.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import { fow3DemoSides } from '../../../src/rulesets/fow3/commands/new.js';
import { createFow3Game, openFow3Game } from '../../../src/rulesets/fow3/game.js';
import type { Fow3GameState } from '../../../src/rulesets/fow3/schema/game.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import { tempDir } from '../../game/helpers.js';
import { readyGame, stateOf, TableIO, unit } from './helpers.js';

const METAS = ['?', 'odds', 'status'] as const;

/** What each word prints (a line that starts the printed block). */
const SAID: Record<(typeof METAS)[number], RegExp> = {
  '?': /^You are at: /,
  odds: /^(Odds|  |[A-Z])/,
  status: /^(fow4|fow3) · /,
};

/**
 * For every prompt `re` names in the transcript where a meta word was typed: the next transcript
 * lines are what the word prints, then the same question again.
 */
function answeredInPlace(transcript: readonly string[], re: RegExp): string[] {
  const seen: string[] = [];
  transcript.forEach((line, i) => {
    const m = /^\? (.*) > (\?|odds|status)$/.exec(line);
    if (!m || !re.test(m[1]!)) return;
    const word = m[2] as (typeof METAS)[number];
    const said = transcript[i + 1]!;
    expect(said, `${word} at "${m[1]}"`).toMatch(SAID[word]);
    expect(said.startsWith('? '), `${word} printed nothing`).toBe(false);
    expect(transcript[i + 2]!.startsWith(`? ${m[1]} > `), `${word}: the question is asked again`).toBe(true);
    seen.push(word);
  });
  return seen;
}

/**
 * Shoot with 1st Troop at `target`, typing the words at the menu, the table screen and the to-hit
 * dice, then undo at the dice: every word answered in place, the shooting cancelled.
 */
async function wordsThroughAShooting(file: string, target: string): Promise<void> {
  const io = new TableIO([
    ...METAS,
    'shoot with 1st Troop',
    target,
    ...METAS,
    '', // the table's answers, one screen
    ...METAS,
    'undo', // the to-hit dice: physical
    'quit',
  ]);
  expect(await playGame(file, io)).toBe('quit');
  expect(io.remaining).toBe(0);
  expect(answeredInPlace(io.transcript, /What next\?$/)).toEqual([...METAS]);
  expect(answeredInPlace(io.transcript, /Enter takes all/)).toEqual([...METAS]);
  expect(answeredInPlace(io.transcript, /dice, [34]\+ — .*to hit/)).toEqual([...METAS]);
  expect(io.transcript.some((l) => l.startsWith('Cancelled: shoot with 1st Troop'))).toBe(true);
}

describe("fow4: the walker's words at every prompt", () => {
  it('at the menu, the table screen and the to-hit dice prompt; undo at the dice prompt cancels the shooting', async () => {
    const file = readyGame((s) => ({ ...s, step: 'shooting' }));
    await wordsThroughAShooting(file, 'StuG Platoon');
    expect(unit(stateOf(file), 'British', '1st Troop').teams.some((t) => t.shot)).toBe(false);
  });

  it("at a set of units (which can the built-in opponent's unit see): answered in place, asked again", async () => {
    const file = readyGame((s) => ({
      ...s,
      active: 'German',
      play: { ...s.play, first: 'German', bots: ['German'] },
      dice: { kind: 'seeded', seed: 3, state: [...new SeededDice(3).save().state] },
    }));
    // The opponent moves its own units (cautious: they hold, nothing asked, but for the platoon it
    // sends onto Objective British 1: Enter); its first shot asks what its Anti-tank Gun Platoon
    // sees (the Kompanie HQ's Panzerfausts reach only a unit said to be within 4"/10cm, p. 28).
    const io = new TableIO(['no', '', ...METAS, 'undo', 'quit']);
    expect(await playGame(file, io)).toBe('quit');
    expect(io.remaining).toBe(0);
    expect(answeredInPlace(io.transcript, /can Anti-tank Gun Platoon see/)).toEqual([...METAS]);
    expect(io.transcript.some((l) => l.startsWith('Cancelled: shoot with Anti-tank Gun Platoon'))).toBe(true);
    expect(unit(stateOf(file), 'German', 'Anti-tank Gun Platoon').teams.some((t) => t.shot)).toBe(false);
  });

  it('at a Starting Step die: the words in place; undo cancels the step and the unit stays pinned', async () => {
    const file = readyGame((s) => {
      unit(s, 'British', '2nd Troop').pinned = true;
      return s;
    });
    const io = new TableIO([...METAS, 'undo', 'quit']);
    expect(await playGame(file, io)).toBe('quit');
    expect(answeredInPlace(io.transcript, /Rally|rally/)).toEqual([...METAS]);
    expect(unit(stateOf(file) as GameState, 'British', '2nd Troop').pinned).toBe(true);
  });
});

describe("fow3 (Open Fire): the walker's words at every prompt", () => {
  const platoon = (s: Fow3GameState, side: string, name: string) =>
    s.sides.find((x) => x.name === side)!.platoons.find((p) => p.platoon === name)!;
  function britishShooting(): string {
    const file = join(tempDir(), 'fow3.yaml');
    const g = createFow3Game({ gameFile: file, sides: fow3DemoSides(), dice: { kind: 'manual' } });
    const s = structuredClone(g.session.state);
    for (const t of platoon(s, 'German', '1st Grenadier Platoon').teams) t.moved = true;
    g.session.commit({ ...s, step: 'shooting', active: 'British', play: { first: 'British' } }, 'test set-up');
    g.session.close();
    return file;
  }

  it('at the menu, the table screen and the to-hit dice prompt; undo at the dice prompt cancels the shooting', async () => {
    const file = britishShooting();
    await wordsThroughAShooting(file, '1st Grenadier Platoon');
    const s = openFow3Game(file, { readOnly: true }).session.state;
    expect(platoon(s, 'British', '1st Troop').teams.some((t) => t.shot)).toBe(false);
  });

  it('at a Starting Step die (rally): in place; undo leaves the platoon pinned', async () => {
    const file = britishShooting();
    const g = openFow3Game(file);
    const s = structuredClone(g.session.state);
    platoon(s, 'British', '2nd Troop').pinned = true;
    g.session.commit({ ...s, step: 'starting' }, 'pinned');
    g.session.close();
    const io = new TableIO([...METAS, 'undo', 'quit']);
    expect(await playGame(file, io)).toBe('quit');
    expect(answeredInPlace(io.transcript, /[Rr]ally/)).toEqual([...METAS]);
    expect(platoon(openFow3Game(file, { readOnly: true }).session.state, 'British', '2nd Troop').pinned).toBe(true);
  });
});
