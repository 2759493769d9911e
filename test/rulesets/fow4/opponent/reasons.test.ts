/**
 * Issue 28: fow4's opponent prints the option it passed over, as fow3's does: a shot's line gives
 * the chosen target's numbers and score and the runner-up's; the target decision, asked after the
 * table's answer, carries the runner-up in its question (so the printed decision shows both).
 */
import { describe, expect, it } from 'vitest';
import type { DecisionRequest } from '../../../../src/engine/request.js';
import { DOCTRINES, type PlayAction } from '../../../../src/rulesets/play.js';
import { botShootingChoice, botTarget } from '../../../../src/rulesets/fow4/opponent/shooting.js';
import { botAssaultChoice } from '../../../../src/rulesets/fow4/opponent/assault.js';
import { enemyTargets } from '../../../../src/rulesets/fow4/turn/shooting.js';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { demo, edited } from '../bridge/helpers.js';

const cautious = DOCTRINES.find((d) => d.id === 'cautious')!;
const unit = 'Anti-tank Gun Platoon';

/** German to shoot, the table's answer for the unit kept this turn: every British unit in sight. */
const view = () => {
  const g = demo();
  return edited(g, (s: GameState) => {
    s.active = 'German';
    s.step = 'shooting';
    const all = s.sides[0]!.units.map((u) => u.unit);
    s.play = { ...(s.play ?? {}), sight: { [`German:${unit}`]: { turn: s.turn, ticked: all } } } as GameState['play'];
  });
};

const action = (id: string): PlayAction<GameState> => ({
  id,
  label: id,
  *run() {
    throw new Error('not run');
  },
});

describe("fow4's opponent prints the runner-up", () => {
  it('the shot line: the chosen target and the runner-up, each with its numbers and score', () => {
    const v = view();
    expect(enemyTargets(v, 1).length).toBeGreaterThan(1);
    const c = botShootingChoice(v, 1, [action(`shoot:${unit}`)], action('finish'), cautious);
    const line = c.reason.at(-1)!;
    expect(line).toMatch(
      /^Anti-tank Gun Platoon shoots (.+): \d+\.\d .+ destroyed expected, \d+% to pin \(score \d+\.\d\d\); rather than (.+): \d+\.\d .+ destroyed expected, \d+% to pin \(score \d+\.\d\d\)/,
    );
  });

  it('the shot line: a runner-up under the floor is still shown, marked so (it was left out)', () => {
    const grenadiers = '1st Grenadier Platoon';
    const v = edited(demo(), (s: GameState) => {
      s.active = 'German';
      s.step = 'shooting';
      // 1st Troop in the open and within 4"/10cm (its Panzerfaust reaches it); Recce Troop Concealed
      // within 16"/40cm (over it no rifle would reach it at all, p. 28): nothing a rifle can do to
      // its armour.
      const ticked = ['1st Troop', '1st Troop|charge', 'Recce Troop', 'Recce Troop|concealed'];
      s.play = {
        ...(s.play ?? {}),
        sight: { [`German:${grenadiers}`]: { turn: s.turn, ticked } },
      } as GameState['play'];
    });
    const c = botShootingChoice(v, 1, [action(`shoot:${grenadiers}`)], action('finish'), cautious);
    expect(c.reason.at(-1)).toMatch(
      /^1st Grenadier Platoon shoots 1st Troop: .+ \(score \d+\.\d\d\); rather than Recce Troop: 0\.0 Stuart V destroyed expected, 0% to pin \(score 0\.00, under its cautious floor\)/,
    );
    // Both options' numbers have their structured twin.
    expect(c.odds?.map((o) => o.option)).toEqual(['1st Troop', 'Recce Troop']);
  });

  it('the target decision: the runner-up in its question, every choice with its score', () => {
    const req = botTarget(view(), 1, unit).next().value as DecisionRequest<string>;
    expect(req.question).toMatch(/^Which unit does Anti-tank Gun Platoon shoot at\? \(runner-up: .+; score \d+\.\d\d/);
    expect(req.choices.every((c) => /score \d+\.\d\d\)$/.test(c.label))).toBe(true);
    // The default is the best; the runner-up named in the question is the second choice.
    expect(req.question).toContain(`runner-up: ${req.choices[1]!.value},`);
  });
});

describe("fow4's charge line prints the runner-up", () => {
  it('one unit with two enemy units in reach: the charge it picks and the other, each with its numbers (it printed none)', () => {
    const grenadiers = '3rd Grenadier Platoon';
    const aggressive = DOCTRINES.find((d) => d.id === 'aggressive')!;
    const v = edited(demo(), (s: GameState) => {
      s.active = 'German';
      s.step = 'assault';
      const ticked = ['1st Troop', '1st Troop|charge', 'Recce Troop', 'Recce Troop|charge'];
      s.play = {
        ...(s.play ?? {}),
        sight: { [`German:${grenadiers}`]: { turn: s.turn, ticked } },
      } as GameState['play'];
    });
    const c = botAssaultChoice(v, 1, [action(`assault:${grenadiers}`)], action('finish'), aggressive, (u, t) =>
      action(`charge:${u}>${t}`),
    );
    expect(c.action.id).toMatch(/^charge:3rd Grenadier Platoon>(1st Troop|Recce Troop)$/);
    const other = c.action.id.endsWith('1st Troop') ? 'Recce Troop' : '1st Troop';
    expect(c.reason[0]).toMatch(
      new RegExp(
        `^3rd Grenadier Platoon charges .+: \\d+% to win \\(95% interval \\d+%-\\d+%, \\d+ runs\\), .+; rather than 3rd Grenadier Platoon against ${other}: \\d+% to win \\(95% interval \\d+%-\\d+%, \\d+ runs\\)`,
      ),
    );
    expect(c.odds?.map((o) => o.option)).toEqual([
      `3rd Grenadier Platoon -> ${c.action.id.split('>')[1]}`,
      `3rd Grenadier Platoon -> ${other}`,
    ]);
  });
});

describe('no charge because its target is gone', () => {
  it('the only unit ticked within 4"/10cm was destroyed in the Shooting Step: the line says so (it said none was ticked)', () => {
    const grenadiers = '3rd Grenadier Platoon';
    const cautious = DOCTRINES.find((d) => d.id === 'cautious')!;
    const v = edited(demo(), (s: GameState) => {
      s.active = 'German';
      s.step = 'assault';
      s.play = {
        ...(s.play ?? {}),
        sight: { [`German:${grenadiers}`]: { turn: s.turn, ticked: ['Recce Troop', 'Recce Troop|charge'] } },
      } as GameState['play'];
      for (const t of s.sides[0]!.units.find((u) => u.unit === 'Recce Troop')!.teams) t.destroyed = true;
    });
    const c = botAssaultChoice(v, 1, [action(`assault:${grenadiers}`)], action('finish'), cautious, (u, t) =>
      action(`charge:${u}>${t}`),
    );
    expect(c.action.id).toBe('finish');
    expect(c.reason).toEqual([
      'No assault: Recce Troop, ticked within 4"/10cm of 3rd Grenadier Platoon, has no team left.',
    ]);
  });
});

describe('no bombardment that cannot hurt', () => {
  it('mortars with only tanks to bombard hold their fire, without a question to the table', () => {
    const g = demo();
    const v = edited(g, (s: GameState) => {
      s.active = 'German';
      s.step = 'shooting';
    });
    const c = botShootingChoice(v, 1, [action('bombard:Mortar Platoon')], action('finish'), cautious);
    expect(c.action.id).toBe('finish');
    expect(c.reason[0]).toMatch(
      /^Mortar Platoon holds its fire: even with every enemy unit in sight its best shot is .+ 0\.0 .+ destroyed expected, 0% to pin \(bombardment\), under its cautious floor/,
    );
  });
});
