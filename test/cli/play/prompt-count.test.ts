/**
 * Issue 14's targets, counted on the demo battle with scripted answers (Enter takes a question's
 * likely answer): a unit's shooting with digital dice in at most 3 prompts; 5 Panzer IV H at
 * 5 Sherman V with physical dice in at most 4 dice prompts; a 10-team infantry assault on 3 tanks
 * with digital dice, to its end, in at most 10 prompts. Counts are deterministic.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import { CountingIO, panzerGame, readyGame, stateOf, unit } from './helpers.js';

const seeded = (seed: number): GameState['dice'] => ({
  kind: 'seeded',
  seed,
  state: [...new SeededDice(seed).save().state],
});

describe('umpire play asks little (issue 14)', () => {
  it("a unit's shooting with digital dice: 3 prompts (the unit, its target, one screen of table facts)", async () => {
    // 1st Troop shoots at the Kompanie HQ (three infantry teams: no armour, one Mistaken Target question at most).
    const file = readyGame((s) => ({ ...s, step: 'shooting' }), seeded(21));
    const io = new CountingIO(['shoot with 1st Troop', 'Anti-tank Gun Platoon']);
    await playGame(file, io, { maxActions: 1 });
    const mine = io.transcript.filter((l) => l.startsWith('? ') && !l.includes('[German]'));
    expect(mine.length).toBeLessThanOrEqual(3);
    expect(io.prompts - mine.length).toBeLessThanOrEqual(1); // the German player's Mistaken Target, when a swap is possible
    expect(unit(stateOf(file), 'British', '1st Troop').teams.every((t) => t.shot)).toBe(true);
  });

  it('5 Panzer IV H at 5 Sherman V with physical dice: to-hit, saves and Firepower tests, one line each', async () => {
    const file = panzerGame();
    const io = new CountingIO([
      'shoot with StuG Platoon',
      '1st Troop',
      '',
      '5 1 3 6 2 4 4 5 6 1',
      '',
      '1 2 3 1 2 3 6',
      '6666',
    ]);
    await playGame(file, io, { maxActions: 1 });
    expect(io.remaining).toBe(0);
    expect(io.dicePrompts).toBeLessThanOrEqual(4);
    expect(io.dicePrompts).toBe(3);
    // Every die typed is on the screen with what it was for.
    expect(io.transcript).toContain('  StuG Platoon/2 7.5cm KwK40 gun at 1st Troop/1: to hit (3+): 3 6 -> 2 of 2');
    expect(io.transcript.some((l) => /1st Troop\/1 hit by StuG Platoon\/1 .*Firepower test \(3\+\): 6$/.test(l))).toBe(
      true,
    );
    const s = stateOf(file);
    expect(unit(s, 'British', '1st Troop').teams.filter((t) => t.destroyed).length).toBe(4);
  });

  it('a 10-team infantry assault on 3 tanks, digital dice, to its end: at most 10 prompts', async () => {
    const file = readyGame((s) => {
      unit(s, 'British', '1st Troop').teams[3]!.destroyed = true;
      return { ...s, active: 'German', step: 'assault' };
    }, seeded(1));
    const io = new CountingIO(['assault with 1st Grenadier Platoon', '1st Troop']);
    await playGame(file, io, { maxActions: 1 });
    expect(io.prompts).toBeLessThanOrEqual(10);
    expect(stateOf(file).play?.acted).toEqual(['1st Grenadier Platoon']);
    // Every die of the round is on the screen: the assault's hits and each tank's save.
    expect(io.transcript.some((l) => /^  Assault: to hit 3\+ .*-> \d+ of \d+$/.test(l))).toBe(true);
    expect(io.transcript.some((l) => /^  1st Troop\/\d hit by 1st Grenadier Platoon\/\d+ .*Armour Save/.test(l))).toBe(
      true,
    );
  });
});
