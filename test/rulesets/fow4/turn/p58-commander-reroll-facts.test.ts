import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/dice/seeded.js';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { readyGame, stateOf, unit, walk } from './helpers.js';

const seeded = (): GameState['dice'] => ({ kind: 'seeded', seed: 5, state: [...new SeededDice(5).save().state] });
// Seed 5: 1st Troop assaults the grenadiers, who fail their Test to Counterattack (see test/cli/play/assault.test.ts).
const ASSAULT = [
  'no',
  'end the Movement Step',
  'end the Shooting Step',
  'assault with 1st Troop',
  '1st Grenadier Platoon',
  ...Array(80).fill(''),
];
const done = (s: GameState) => (s.play?.acted ?? []).includes('1st Troop') && s.step === 'assault';

describe("Commander's Leadership (p. 58): the re-roll's distance and line of sight are table facts", () => {
  it("asked of the human even for the built-in opponent's unit", async () => {
    const file = readyGame((s) => ({ ...s, play: { ...s.play, bots: ['German'] } }), seeded());
    const run = await walk(file, ASSAULT, done);
    const asked = run.transcript.filter((l) => /Formation Commander within 6/.test(l));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((l) => l.startsWith('? ') && !l.includes('built-in opponent'))).toBe(true);
  });

  it('never offered when the Formation Commander is destroyed', async () => {
    const file = readyGame((s) => {
      unit(s, 'German', 'Kompanie HQ').teams[0]!.destroyed = true;
      return { ...s, play: { ...s.play, bots: ['German'] } };
    }, seeded());
    const run = await walk(file, ASSAULT, done);
    expect(run.transcript.some((l) => /Formation Commander within 6/.test(l))).toBe(false);
  });
});

describe("Remount (p. 38): the Commander's re-roll is sure only for the Commander's own tank", () => {
  it("the 2iC tank of the Squadron HQ is asked about the Commander; the Commander's own tank re-rolls at once", async () => {
    const file = readyGame((s) => {
      for (const t of unit(s, 'British', 'Squadron HQ').teams) t.bailedOut = true;
      return s;
    });
    // Squadron HQ/1 (the Commander) fails, re-rolls without a question and remounts; HQ/2 fails, is asked, no re-roll.
    const run = await walk(file, ['1', '6', '1', 'no', 'no', 'quit']);
    const asked = run.transcript.filter((l) => /Formation Commander within 6/.test(l));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/> no$/);
    const hq = unit(stateOf(file), 'British', 'Squadron HQ');
    expect(hq.teams.map((t) => t.bailedOut === true)).toEqual([false, true]);
  });
});
