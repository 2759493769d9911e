// Monte Carlo cross-check (npm run test:slow): 10^4 seeded assaults against every dice path enumerated.
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
  it('agrees with the exact odds of a one-round assault (every dice path of the same procedure enumerated)', async () => {
    const s = await input({ attacker: 'Rifle/MG team:1', defender: ['Rifle/MG team:1'], maxRounds: '1' });
    const exact = new Map<string, number>();
    let lostA = 0;
    for (const o of enumerateOutcomes(() => assault(s), { maxPaths: 50_000 })) {
      exact.set(o.result.outcome, (exact.get(o.result.outcome) ?? 0) + o.p.toNumber());
      lostA += o.p.toNumber() * o.result.teams.filter((t) => t.side === 'attacker' && t.status === 'destroyed').length;
    }
    const trials = 10_000;
    const e = estimateAssault(s, { trials, seed: 11 });
    expect(e.trials).toBe(trials);
    for (const [outcome, p] of exact) {
      const seen = e.outcomes.find((o) => o.outcome === outcome)?.estimate.p ?? 0;
      expect(within4se(seen, p, trials), `${outcome}: exact ${p}, estimated ${seen}`).toBe(true);
    }
    expect(within4se(e.attackerWins.p, exact.get('attacker-won') ?? 0, trials)).toBe(true);
    // One team a side: the expected loss is a chance too.
    expect(Math.abs(e.losses.attacker.destroyed.mean - lostA)).toBeLessThanOrEqual(
      4 * e.losses.attacker.destroyed.se + 1e-12,
    );
    expect(e.rounds.dist.map((r) => r.rounds)).toEqual([1]);
  });
});
