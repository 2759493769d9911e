/**
 * Menus list what the rules allow now; what a player would expect but the rules refuse (an
 * assault after a Blitz Move order, a second shooting) is listed dimmed with the engine's reason
 * and page, and cannot be chosen (issue 14).
 */
import { describe, expect, it } from 'vitest';
import type { Question, SelectChoice } from '../../../src/cli/play/io.js';
import { playGame } from '../../../src/cli/play/run.js';
import { ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import { noChargeReasons } from '../../../src/rulesets/fow4/assault/charge.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import { readyGame, unit } from './helpers.js';

const seeded = (seed: number): GameState['dice'] => ({
  kind: 'seeded',
  seed,
  state: [...new SeededDice(seed).save().state],
});

/** Keeps the choices of every "What next?" menu. */
class MenuIO extends ScriptedIO {
  readonly menus: SelectChoice[][] = [];
  constructor(answers: readonly string[]) {
    super(answers, false, true);
  }
  override async ask(q: Question): Promise<string> {
    if (q.kind === 'select' && q.message.endsWith('What next?')) this.menus.push([...q.choices]);
    return this.remaining > 0 ? super.ask(q) : 'quit';
  }
}

describe('the step menus offer what the rules allow', () => {
  it('a unit that took the Blitz Move order may not assault: dimmed with why and the page; choosing it is refused', async () => {
    const file = readyGame((s) => {
      unit(s, 'British', '1st Troop').order = 'blitz (failed)';
      return { ...s, step: 'assault' };
    }, seeded(3));
    const io = new MenuIO(['assault with 1st Troop']);
    await expect(playGame(file, io)).rejects.toThrow(
      /assault with 1st Troop is not allowed now: it used the blitz Movement Order \(only Follow Me allows an assault\) \(.*p\. \d+\)/,
    );
    const menu = io.menus[0]!;
    const blitzed = menu.find((c) => c.label === 'assault with 1st Troop')!;
    expect(blitzed.disabled).toMatch(/blitz Movement Order .*\(p\. \d+\)/);
    // Units that may assault are offered as before, and are not dimmed.
    expect(menu.filter((c) => !c.disabled && c.label.startsWith('assault with')).length).toBeGreaterThan(0);
  });

  it('a unit that has shot is listed dimmed for a second shooting, with the rule', async () => {
    const file = readyGame((s) => ({ ...s, step: 'shooting' }), seeded(21));
    const io = new MenuIO(['shoot with 1st Troop', 'Anti-tank Gun Platoon', '', '', '', '', '']);
    await playGame(file, io);
    const after = io.menus[io.menus.length - 1]!;
    expect(after.find((c) => c.label === 'shoot with 1st Troop')?.disabled).toBe(
      '1st Troop has already shot this step: each unit shoots once (Shooting Sequence, p. 26)',
    );
    expect(io.menus[0]!.find((c) => c.label === 'shoot with 1st Troop')?.disabled).toBeUndefined();
  });

  it('"No team could Charge into Contact" says why, each reason once with its teams', () => {
    const text = noChargeReasons([
      {
        team: 'A/1',
        contacts: [],
        note: 'it shot at its Halted ROF (shooting before an assault is at Moving ROF)',
        rules: [],
      },
      {
        team: 'A/2',
        contacts: [],
        note: 'it shot at its Halted ROF (shooting before an assault is at Moving ROF)',
        rules: [],
      },
      { team: 'A/3', contacts: [], note: 'it is Bailed Out', rules: [] },
    ]);
    expect(text).toBe(
      'A/1, A/2: it shot at its Halted ROF (shooting before an assault is at Moving ROF); A/3: it is Bailed Out',
    );
  });
});
