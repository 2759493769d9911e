/**
 * The --json twin of `odds bombard` (issue 32): vouched plain data (printed without a walk through
 * it), and every count written from the Fractions it shares with another (an unharmed count read
 * backwards from the Destroyed one, zeros of a count that cannot happen) still equal to the joint's
 * own marginals.
 */
import { describe, expect, it } from 'vitest';
import { isPlainJson } from '../../../../src/cli/output.js';
import { bombardOddsJson } from '../../../../src/rulesets/fow4/commands/odds/bombard.js';
import { bombardOdds } from '../../../../src/rulesets/fow4/odds/bombard-odds.js';
import type { Weights } from '../../../../src/odds/weights.js';
import { RIFLE_MG } from '../bombard/helpers.js';
import { situation, unit } from '../odds/bombard-situations.js';

type Chance = { fraction: string; p: number };
type UnitJson = { name: string; destroyed: Chance[]; bailedOut: Chance[]; unharmed: Chance[] };
type FireJson = { units: UnitJson[] };

const asJson = (w: Weights): Chance[] => w.fractions().map((f) => ({ fraction: f.toString(), p: f.toNumber() }));

describe('odds bombard --json', () => {
  const infantry = unit({
    under: [{ name: 'Rifle/MG team', count: 5, profile: RIFLE_MG, skill: 'trained', unit: 'Rifle Platoon' }],
  });

  for (const [what, u] of [
    ['three T-34/85s', unit()],
    ['five Rifle/MG teams (never Bailed Out)', infantry],
  ] as const) {
    it(`${what}: plain data, each count equal to the joint's marginal`, () => {
      const o = bombardOdds(situation(u));
      const json = bombardOddsJson(o) as { attempts: FireJson[]; overall: FireJson };
      expect(isPlainJson(json)).toBe(true);
      const fires = [...o.attempts.map((a) => a.fire), o.overall];
      const written = [...json.attempts, json.overall];
      fires.forEach((fire, i) => {
        const j = fire.units[0]!.joint;
        expect(written[i]!.units[0]!.destroyed).toEqual(asJson(j.destroyed()));
        expect(written[i]!.units[0]!.bailedOut).toEqual(asJson(j.middle()));
        expect(written[i]!.units[0]!.unharmed).toEqual(asJson(j.unharmed()));
      });
    });
  }

  it('infantry: the unharmed count is the Destroyed count backwards (5 teams: 0 unharmed when 5 destroyed)', () => {
    const o = bombardOdds(situation(infantry));
    const u = o.overall.units[0]!;
    expect(u.bailedOut.isCertain(0)).toBe(true);
    expect(u.unharmed.fractions()).toEqual(u.destroyed.fractions().reverse());
    expect(u.unharmed.at(0)).toEqual(u.destroyed.at(5));
  });
});
