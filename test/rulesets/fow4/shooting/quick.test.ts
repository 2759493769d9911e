import { describe, expect, it } from 'vitest';
import { quickShootingSituation } from '../../../../src/rulesets/fow4/shooting/quick.js';
import { PANZER_IV_H, SHERMAN_V } from './helpers.js';

const shot = (more: { longRange?: boolean }) =>
  quickShootingSituation({
    shooters: [{ count: 2, profile: PANZER_IV_H }],
    targets: [{ count: 3, profile: SHERMAN_V }],
    targetRatings: { skill: 'trained', motivation: 'confident' },
    ...more,
  });

describe('quick mode: what the shooters see of the targets', () => {
  it('nothing said: no pair facts at all (a big unit does not carry one empty entry per shooter and team)', () => {
    for (const s of shot({}).shooter.teams) expect(s.pairs).toBeUndefined();
  });

  it('--long-range: every shooter sees every target team at long range', () => {
    for (const s of shot({ longRange: true }).shooter.teams) {
      expect(s.pairs).toEqual({
        'Sherman V 1': { longRange: true },
        'Sherman V 2': { longRange: true },
        'Sherman V 3': { longRange: true },
      });
    }
  });
});
