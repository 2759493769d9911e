/**
 * Issue 28: every decision line of the Open Fire opponent shows the chosen option's numbers and
 * the runner-up's. Its shooting lines always did ("rather than ..."), and its assault lines list
 * each target its platoon weighed; its movement orders gave none, and a charge left out the
 * platoons held back before it. Now each order gives its platoon's best target last seen and the
 * runner-up, with their numbers and scores, as its Shooting Step weighs them (and as fow4's
 * movement lines do); a charge's line gives the charges weighed before it.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/dice/seeded.js';
import { runProcedureSync } from '../../../../src/engine/runner.js';
import { fow3DemoSides } from '../../../../src/rulesets/fow3/commands/new.js';
import { createFow3Game } from '../../../../src/rulesets/fow3/game.js';
import { fow3Opponent } from '../../../../src/rulesets/fow3/opponent/index.js';
import { botMovement, targetNumbers } from '../../../../src/rulesets/fow3/opponent/movement.js';
import { scoreShots } from '../../../../src/rulesets/fow3/opponent/shooting.js';
import { readSight } from '../../../../src/rulesets/fow3/opponent/sight.js';
import type { Fow3GameState } from '../../../../src/rulesets/fow3/schema/game.js';
import type { Fow3View } from '../../../../src/rulesets/fow3/turn/units.js';
import { DOCTRINES } from '../../../../src/rulesets/play.js';
import { tempDir } from '../../../game/helpers.js';

const cautious = DOCTRINES.find((d) => d.id === 'cautious')!;

/** German to move in turn 2; each German platoon saw every British platoon last turn (long range). */
function germanView(
  ticks: (british: string[]) => string[] = (b) => b.flatMap((p) => [p, `${p}|long`]),
  edit: (s: Fow3GameState) => void = () => {},
): Fow3View {
  const g = createFow3Game({
    gameFile: join(tempDir(), 'runner-up.yaml'),
    sides: fow3DemoSides(),
    dice: { kind: 'seeded', seed: 4, state: [...new SeededDice(4).save().state] },
  });
  const s = structuredClone(g.session.state) as Fow3GameState;
  const british = s.sides[0]!.platoons.map((p) => p.platoon);
  const sight = Object.fromEntries(s.sides[1]!.platoons.map((p) => [p.platoon, ticks(british)]));
  const state: Fow3GameState = {
    ...s,
    step: 'movement',
    active: 'German',
    turn: 2,
    play: { first: 'British', bots: ['German'], doctrines: { German: 'cautious' }, sight },
  };
  edit(state);
  g.session.close();
  return { state, forces: g.forces };
}

describe("the Open Fire opponent's movement orders show their best target and the runner-up", () => {
  it('each order: the best target last seen and the runner-up (another platoon), as its Shooting Step would rank them', () => {
    const v = germanView();
    const n = targetNumbers(v, 1, 'StuG Platoon', cautious)!;
    const ranked = scoreShots(v, 1, 'StuG Platoon', readSight(v.state.play!.sight!['StuG Platoon']!), cautious);
    const best = ranked[0]!;
    const next = ranked.find((r) => r.sighting.target !== best.sighting.target)!;
    expect(n.text).toMatch(
      new RegExp(
        `^Its best target last seen: ${best.sighting.target}, (main guns|MGs only) \\(score ${best.score.toFixed(2)}\\): \\d\\.\\d\\d of \\d teams destroyed expected.*; runner-up ${next.sighting.target}, (main guns|MGs only) \\(score ${next.score.toFixed(2)}\\): \\d\\.\\d\\d of \\d teams destroyed expected`,
      ),
    );
    // Its structured twin: each option's numbers, and the `umpire odds` command of the same facts.
    expect(n.odds.map((o) => o.option)).toEqual([best.sighting.target, next.sighting.target]);
    expect(n.odds[0]!.numbers.destroyed).toBe(best.summary.destroyed.toNumber());
    expect(n.odds[0]!.args).toEqual(expect.arrayContaining(['--game', '--unit', 'StuG Platoon', 'longRange=yes']));
  });

  it('one platoon in sight: its numbers, no runner-up; nothing seen: no numbers', () => {
    const one = germanView(() => ['1st Troop']);
    expect(targetNumbers(one, 1, 'StuG Platoon', cautious)!.text).toMatch(
      /^Its best target last seen: 1st Troop, .*\.$/,
    );
    expect(targetNumbers(one, 1, 'StuG Platoon', cautious)!.text).not.toContain('runner-up');
    expect(
      targetNumbers(
        germanView(() => []),
        1,
        'StuG Platoon',
        cautious,
      ),
    ).toBeUndefined();
  });

  it('a platoon seen last time and destroyed since is no target (it broke a played game before)', () => {
    const v = germanView(
      () => ['1st Troop', 'Recce Troop'],
      (s) => {
        for (const t of s.sides[0]!.platoons.find((p) => p.platoon === 'Recce Troop')!.teams) t.destroyed = true;
      },
    );
    const n = targetNumbers(v, 1, 'StuG Platoon', cautious)!;
    expect(n.text).toMatch(/^Its best target last seen: 1st Troop, /);
    expect(n.text).not.toContain('Recce Troop');
  });

  it("the Movement Step's report: each order that saw enemy platoons with its numbers and the runner-up's, their twins beside it", () => {
    const v = germanView();
    const out = runProcedureSync(botMovement(v, 1, cautious), { dice: new SeededDice(7) });
    const orders = out.report.filter((l) => /^ {2}\S/.test(l) && !/^ {2}Move the Company/.test(l));
    const withNumbers = orders.filter((l) => /Its best target last seen: .*; runner-up /.test(l));
    // Every British platoon was over 16"/40cm: only the platoons with a weapon that reaches so far
    // (mortars, PaK40s, StuGs) have a target; the Grenadiers' Rifle/MG (16") and Panzerfausts (4")
    // and the Kompanie HQ's SMGs do not reach (Select a Target Platoon, pp. 8, 10, 18).
    expect(withNumbers.map((l) => /(Mortar|Anti-tank Gun|StuG|Grenadier|Kompanie)/.exec(l)?.[1])).toEqual([
      'Mortar',
      'Anti-tank Gun',
      'StuG',
    ]);
    expect(out.odds?.length).toBe(withNumbers.length * 2);
  });
});

describe("the Open Fire opponent's assault line shows the charges it weighed before", () => {
  it('a platoon that charges: the line gives the platoons held back before it, with their numbers (it gave only its own)', () => {
    const aggressive = DOCTRINES.find((d) => d.id === 'aggressive')!;
    const v = germanView();
    const state: Fow3GameState = {
      ...v.state,
      step: 'assault',
      active: 'British',
      play: {
        first: 'British',
        bots: ['British'],
        doctrines: { British: 'aggressive' },
        // 2nd Troop could charge the PaK40s (few wins); Recce Troop the mortars (many).
        sight: {
          '2nd Troop': ['Anti-tank Gun Platoon', 'Anti-tank Gun Platoon|charge'],
          'Recce Troop': ['Mortar Platoon', 'Mortar Platoon|charge'],
        },
        // The table said no other German platoon is within 8"/20cm of Recce Troop's charge ([Defensive Fire]).
        nearFire: { 'Recce Troop': { 'Mortar Platoon': [] } },
      },
    };
    const finish = { id: 'finish', label: 'end', run: () => undefined as never };
    const c = fow3Opponent(v.forces).choose(state, { id: 'assault', finish } as never, aggressive)!;
    expect(c.action.id).toBe('assault:Recce Troop');
    const text = c.reason.join('\n');
    expect(text).toMatch(
      /^2nd Troop does not assault \(aggressive assaults at 40% or more\):\n {2}2nd Troop assaults Anti-tank Gun Platoon: wins \d+% \(95% \d+%-\d+%\)/,
    );
    expect(text).toMatch(
      /\nRecce Troop assaults Mortar Platoon \(aggressive assaults at 40% or more\):\n {2}Recce Troop assaults Mortar Platoon: wins \d+%/,
    );
    expect(c.odds?.map((o) => o.option)).toEqual([
      '2nd Troop -> Anti-tank Gun Platoon',
      'Recce Troop -> Mortar Platoon',
    ]);
  });
});
