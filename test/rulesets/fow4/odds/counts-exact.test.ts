/**
 * Issue 32: the unit's counts (destroyed / bailed out / unharmed) and the chance to lose In Good
 * Spirits are worked out without the unit's joint distribution. On a grid of shots (1 to 30 dice,
 * 1 to 12 teams, one or two groups, tanks already Bailed Out, teams out of command), they equal,
 * fraction for fraction, what the joint (`unit.joint`, built as before) gives.
 */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../../src/dice/fraction.js';
import type { OddsTeam, ShotPlan } from '../../../../src/rulesets/fow4/odds/plan.js';
import { shootOdds } from '../../../../src/rulesets/fow4/odds/shoot-odds.js';
import { GOOD_SPIRITS_NEED } from '../../../../src/rulesets/fow4/odds/spirits.js';
import { RIFLE_MG, SHERMAN_V } from '../shooting/helpers.js';
import { group, roundRobin, tanks } from './helpers.js';

const AT11_FP3 = { antiTank: 11, firepower: 3 } as const;
const AT7_FP4 = { antiTank: 7, firepower: 4 } as const;

function shot(kind: 'tank' | 'infantry', teams: number, dice: number[], extra: Partial<OddsTeam>[] = []): ShotPlan {
  const ts = tanks(kind === 'tank' ? SHERMAN_V : RIFLE_MG, teams).map((t, i) => ({ ...t, ...(extra[i] ?? {}) }));
  const groups = dice.map((n, g) => group(`g${g}`, n, 3 + g, ts, g === 0 ? AT11_FP3 : AT7_FP4));
  return {
    groups,
    unit: { name: 'target', teams: ts },
    allocate: roundRobin(
      ts.map((t) => t.id),
      ts[0]!.id,
      groups,
    ),
  };
}

const GRID: [string, ShotPlan][] = [
  ['1 die at 1 tank', shot('tank', 1, [1])],
  ['6 dice at 4 tanks', shot('tank', 4, [6])],
  ['12 dice at 4 tanks, the second Bailed Out', shot('tank', 4, [12], [{}, { bailedOut: true }])],
  ['30 dice at 12 tanks', shot('tank', 12, [30])],
  [
    '5 + 4 dice at 5 tanks, two out of command',
    shot('tank', 5, [5, 4], [{ inCommand: false }, {}, { inCommand: false }]),
  ],
  ['8 dice at 3 infantry teams', shot('infantry', 3, [8])],
  ['20 dice at 9 infantry teams, one out of command', shot('infantry', 9, [20], [{}, {}, { inCommand: false }])],
  ['3 + 7 dice at 7 infantry teams', shot('infantry', 7, [3, 7])],
];

describe('the unit counts without the joint equal the joint', () => {
  for (const [name, plan] of GRID) {
    it(name, () => {
      const odds = shootOdds(plan);
      const joint = odds.unit.joint;
      expect(odds.unit.destroyed.fractions()).toEqual(joint.destroyed().fractions());
      expect(odds.unit.bailedOut.fractions()).toEqual(joint.middle().fractions());
      expect(odds.unit.unharmed.fractions()).toEqual(joint.unharmed().fractions());
      // One type, every team In Command: In Good Spirits is lost when fewer than the teams needed
      // stay good (a tank neither Destroyed nor Bailed Out), unless nothing at all was lost (p. 60).
      const teams = plan.unit.teams;
      if (teams.every((t) => t.inCommand !== false)) {
        const tank = teams[0]!.profile.type === 'tank';
        const need = GOOD_SPIRITS_NEED[tank ? 'tank' : 'infantry'];
        const good = (d: number, b: number) => (tank ? teams.length - d - b : teams.length - d);
        const untouched = !teams.some((t) => t.bailedOut) && teams.length < need ? joint.at(0, 0) : Fraction.ZERO;
        const lost = joint.chance((d, b) => good(d, b) < need).sub(untouched);
        const spiritsBefore =
          teams.filter((t) => !(tank && t.bailedOut)).length >= need || !teams.some((t) => t.bailedOut);
        expect(odds.goodSpirits.pLost).toEqual(spiritsBefore ? lost : null);
      }
    });
  }
});
