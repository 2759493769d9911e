/** The --json twin of `odds shoot` is vouched plain data (issue 32): printed without a walk through it. */
import { describe, expect, it } from 'vitest';
import { isPlainJson } from '../../../../src/cli/output.js';
import { oddsJson } from '../../../../src/rulesets/fow4/commands/odds/shoot.js';
import { planFromSituation } from '../../../../src/rulesets/fow4/odds/from-situation.js';
import { shootOdds } from '../../../../src/rulesets/fow4/odds/shoot-odds.js';
import { inCover, tankTargets } from '../odds/situations.js';

describe('odds shoot --json', () => {
  for (const [name, s] of [
    ['tanks', tankTargets],
    ['infantry in cover', inCover],
  ] as const)
    it(`${name}: plain data (strings, finite numbers, arrays and objects only)`, () => {
      const json = oddsJson(shootOdds(planFromSituation(s)));
      expect(isPlainJson(json)).toBe(true);
      expect(JSON.parse(JSON.stringify(json))).toEqual(json);
    });
});
