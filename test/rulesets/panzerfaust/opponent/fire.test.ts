/**
 * The opponent's fire choice (phase G): the pair with the most teams expected lost by the exact
 * odds of the casualty table, its runner-up named with the numbers; never a unit that can do no
 * harm; no pick once its questions for the turn are used up.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCTRINES } from '../../../../src/rulesets/play.js';
import { createPzGame, demoForcePaths, tablesForGame } from '../../../../src/rulesets/panzerfaust/game/game.js';
import { infantryFireOdds } from '../../../../src/rulesets/panzerfaust/odds.js';
import { fireSituation } from '../../../../src/rulesets/panzerfaust/turn/fire-action.js';
import { findUnit, type PzView } from '../../../../src/rulesets/panzerfaust/turn/units.js';
import type { PzGameState } from '../../../../src/rulesets/panzerfaust/schema/game.js';
import { botFireChoice, firePicks } from '../../../../src/rulesets/panzerfaust/opponent/fire.js';
import {
  factKey,
  ledgerOf,
  placementQuestion,
  QUESTIONS_OVER_UNITS,
  rangeQuestion,
} from '../../../../src/rulesets/panzerfaust/opponent/facts.js';

const cautious = DOCTRINES.find((d) => d.id === 'cautious')!;

function view(edit: (s: PzGameState) => PzGameState = (s) => s): PzView {
  const dir = mkdtempSync(join(tmpdir(), 'pz-bot-'));
  const file = join(dir, 'g.yaml');
  const { german, soviet } = demoForcePaths();
  const game = createPzGame({
    gameFile: file,
    sides: [
      { name: 'German', forceFile: german },
      { name: 'Soviet', forceFile: soviet },
    ],
    dice: { kind: 'seeded', seed: 1, state: [] },
  });
  const state = edit({ ...game.session.state, phase: 'G', active: 'German' });
  game.session.close();
  return { state, forces: game.forces, tables: () => tablesForGame(file, state) };
}

describe('the Panzerfaust opponent fires', () => {
  it('picks the pair with the most teams expected lost, computed from the exact odds', () => {
    const v = view();
    const l = ledgerOf(v.state);
    const picks = firePicks(v, l, cautious);
    expect(picks.length).toBeGreaterThan(0);
    const best = picks[0]!;
    const odds = infantryFireOdds(fireSituation(v, best.firer, best.facts), v.tables());
    const expected = odds.lines.reduce((a, x) => a + Math.min(parseInt(x.label, 10), 3) * x.p.toNumber(), 0);
    expect(best.expected).toBeCloseTo(expected, 10);
    for (const p of picks) expect(p.score).toBeLessThanOrEqual(best.score);
    const c = botFireChoice(v, l, cautious);
    expect('action' in c).toBe(true);
    if ('action' in c) {
      expect(c.reason[0]).toMatch(/fires at .*: \d\.\d\d teams expected, \d+% to make it test morale \(40 cm assumed/);
      expect(c.reason[1]).toMatch(/^runner-up /);
    }
  });

  it('never fires a unit that can do no harm: told 150 cm and not in sight, there is nothing to pick', () => {
    const v0 = view();
    const l = ledgerOf(v0.state);
    const germans = v0.state.sides[0]!.units.map((u) => findUnit(v0, `0:${u.id}`));
    const soviets = v0.state.sides[1]!.units.map((u) => findUnit(v0, `1:${u.id}`));
    for (const g of germans)
      for (const [i, s] of soviets.entries()) l.facts[factKey(rangeQuestion(g, s))] = i % 2 ? 150 : 0;
    expect(firePicks(v0, l, cautious)).toEqual([]);
    const c = botFireChoice(v0, l, cautious);
    expect(c).toEqual({ none: expect.stringMatching(/no unit of its side can harm one of yours/) });
  });

  it('asks no more once its questions for the turn are used up (its units + 2)', () => {
    const v = view();
    const l = ledgerOf(v.state);
    l.asked = 5 + QUESTIONS_OVER_UNITS; // the German demo force: 5 units
    expect(botFireChoice(v, l, cautious)).toEqual({
      none: expect.stringMatching(/questions for this turn are used up \(7 asked\)/),
    });
    // A pair whose facts are all told needs no question: it may still fire.
    const g = findUnit(v, '0:1st Platoon/1st Squad');
    const s = findUnit(v, '1:1st Rifle Platoon/1st Section');
    l.facts[factKey(rangeQuestion(g, s))] = 20;
    l.facts[factKey(placementQuestion(s))] = 'open';
    l.facts[`panzerfaust.morale.radius|Is ${s.force.id} out of command radius?`] = false;
    const c = botFireChoice(v, l, cautious);
    expect('action' in c && c.action.label).toBe('1st Platoon/1st Squad fires at 1st Rifle Platoon/1st Section');
  });
});
