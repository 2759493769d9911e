import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../../src/dice/fraction.js';
import { planFromSituation, OddsInputError } from '../../../../src/rulesets/fow4/odds/from-situation.js';
import { shootOdds } from '../../../../src/rulesets/fow4/odds/shoot-odds.js';
import { tankTargets } from './situations.js';

describe('odds from a shooting situation, through the shooting code', () => {
  it('groups alike shooters next to each other (S1, S2), keeps the long-range flank shot and the MGs apart', () => {
    const plan = planFromSituation(tankTargets);
    expect(plan.groups.map((g) => g.dice)).toEqual([4, 2, 3, 1]); // co-ax MG ROF 3, hull MG ROF 1 as the procedure fires them
    expect(plan.unit.teams.map((t) => t.bailedOut === true)).toEqual([false, true, true]);
  });

  it('refuses what it cannot do exactly, in plain words', () => {
    expect(() =>
      planFromSituation({ ...tankTargets, targets: [...tankTargets.targets, { ...tankTargets.targets[0]!, id: 'x' }] }),
    ).toThrow(OddsInputError);
  });
});

describe('the allocation shortcut', () => {
  it("taking prefixes of one greedy allocation equals calling the shooting code's assignHitsDefault for every count", () => {
    const plan = planFromSituation(tankTargets);
    const sizes = plan.groups.map((g) => g.dice + 1);
    const total = sizes.reduce((a, b) => a * b, 1);
    for (let c = 0; c < total; c++) {
      let rest = c;
      const counts = sizes.map((s) => {
        const k = rest % s;
        rest = Math.floor(rest / s);
        return k;
      });
      expect(plan.allocate(counts), counts.join(',')).toEqual(plan.assignDirect(counts));
    }
  });
});
