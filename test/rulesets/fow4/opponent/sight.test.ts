/**
 * The opponent's one sight question per unit offers "close enough to charge" beside an enemy unit
 * only when a team of its unit may charge it: never from Gun teams (p. 52; an Anti-tank Gun
 * Platoon's infantry command team may), and not for tanks beside a unit of tanks (tanks do not
 * assault tanks, p. 53).
 */
import { describe, expect, it } from 'vitest';
import type { DecisionRequest } from '../../../../src/engine/request.js';
import { enemyTargets } from '../../../../src/rulesets/fow4/turn/shooting.js';
import { askSight, sightOf } from '../../../../src/rulesets/fow4/opponent/sight.js';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { demo, edited } from '../bridge/helpers.js';

const german = (edit: (s: GameState) => void = () => {}) => {
  const g = demo();
  return edited(g, (s) => {
    s.active = 'German';
    edit(s);
  });
};

function chargeLines(unit: string, edit?: (s: GameState) => void): string[] {
  const view = german(edit);
  const req = askSight(view, unit, enemyTargets(view, 1), '').next().value as DecisionRequest<unknown>;
  return req.choices.filter((c) => String(c.value).endsWith('|charge')).map((c) => c.label.trim());
}

describe("the opponent's sight question: close enough to charge", () => {
  it('infantry: beside every enemy unit', () => {
    const lines = chargeLines('1st Grenadier Platoon');
    expect(lines).toContain('Squadron HQ is within 4"/10cm of its teams: close enough to charge');
    expect(lines).toHaveLength(enemyTargets(german(), 1).length);
  });

  it('Gun teams: never (the command team gone); tanks: not beside a unit of tanks', () => {
    expect(chargeLines('Anti-tank Gun Platoon')).toHaveLength(enemyTargets(german(), 1).length);
    expect(
      chargeLines(
        'Anti-tank Gun Platoon',
        (s) => void (s.sides[1]!.units.find((u) => u.unit === 'Anti-tank Gun Platoon')!.teams[0]!.destroyed = true),
      ),
    ).toEqual([]);
    expect(chargeLines('StuG Platoon').some((l) => l.startsWith('Squadron HQ '))).toBe(false);
  });

  it('the answer is read back per enemy unit', () => {
    const s = sightOf(['Squadron HQ', 'Squadron HQ|charge', '1st Troop']);
    expect([s.charge('Squadron HQ'), s.charge('1st Troop')]).toEqual([true, false]);
  });
});
