import { describe, expect, it } from 'vitest';
import { buildSituation, type AssaultFlags } from '../../../../src/rulesets/fow4/commands/assault/build.js';
import { ScriptedDecider } from '../../../../src/engine/decider.js';
import { enumerateOutcomes } from '../../../../src/engine/enumerate.js';
import { assault } from '../../../../src/rulesets/fow4/assault/procedure.js';
import { AssaultInputSchema, type AssaultInput } from '../../../../src/rulesets/fow4/assault/situation.js';
import { estimateAssault } from '../../../../src/rulesets/fow4/odds/assault-estimate.js';

const input = async (f: AssaultFlags): Promise<AssaultInput> =>
  AssaultInputSchema.parse(await buildSituation({ attackerArsenal: 'british', defenderArsenal: 'german', ...f }));
const within4se = (seen: number, p: number, trials: number) =>
  Math.abs(seen - p) <= 4 * Math.sqrt((p * (1 - p)) / trials) + 1e-12;

describe('odds assault: an estimate from seeded runs of the real assault procedure', () => {
  it('shares sum to 1, intervals hold the estimate, the same seed gives the same figures', async () => {
    const s = await input({ attacker: 'Rifle/MG team:4', defender: ['Rifle/MG team:2'] });
    const a = estimateAssault(s, { trials: 120, seed: 5 });
    const b = estimateAssault(s, { trials: 120, seed: 5 });
    expect(b).toEqual(a);
    expect(a.outcomes.reduce((t, o) => t + o.estimate.p, 0)).toBeCloseTo(1, 12);
    expect(a.rounds.dist.reduce((t, r) => t + r.estimate.p, 0)).toBeCloseTo(1, 12);
    for (const x of [a.attackerWins, a.defenderWins, ...a.outcomes.map((o) => o.estimate)]) {
      expect(x.low).toBeLessThanOrEqual(x.p);
      expect(x.high).toBeGreaterThanOrEqual(x.p);
      expect(x.trials).toBe(120);
    }
    const m = a.losses.defender.destroyed;
    expect(m.low).toBeLessThanOrEqual(m.mean);
    expect(m.mean).toBeLessThanOrEqual(2);
    // Winner shares: the attacker and the defender never both win a trial.
    expect(a.attackerWins.p + a.defenderWins.p).toBeLessThanOrEqual(1);
  });

  it('a --decide answer holds in every trial (a fresh decider each run): the defender always breaks off, one round', async () => {
    const s = await input({ attacker: 'Rifle/MG team:6', defender: ['Rifle/MG team:3'] });
    const free = estimateAssault(s, { trials: 100, seed: 3 });
    expect(free.rounds.mean.mean).toBeGreaterThan(1);
    const off = estimateAssault(s, {
      trials: 100,
      seed: 3,
      newDecider: () => new ScriptedDecider(['counterattack:Defender=break-off']),
    });
    expect(off.rounds.dist).toEqual([{ rounds: 1, estimate: expect.objectContaining({ p: 1 }) }]);
  });

  it('a Pinned Down attacker cannot assault: no-assault every time', async () => {
    const e = estimateAssault(
      await input({ attacker: 'Rifle/MG team:2', defender: ['Rifle/MG team:1'], attackerPinned: true }),
      { trials: 50, seed: 1 },
    );
    expect(e.outcomes.map((o) => [o.outcome, o.estimate.p])).toEqual([['no-assault', 1]]);
    expect(e.attackerWins.p).toBe(0);
  });
});
