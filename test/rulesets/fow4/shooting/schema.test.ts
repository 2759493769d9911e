import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shoot, shootingSituationSchema } from '../../../../src/rulesets/fow4/shooting/index.js';
import { run } from './helpers.js';

const json = {
  units: 'inches',
  shooter: {
    id: 'panzers',
    teams: [
      {
        id: 'P1',
        target: 'T1',
        profile: {
          name: 'Panzer IV H',
          type: 'tank',
          mobility: 'standard-tank',
          armour: { front: 6, side: 3, top: 1 },
          weapons: [{ name: '7.5cm KwK40', range: { inches: 32, cm: 80 }, rof: 2, antiTank: 11, firepower: 3 }],
        },
        pairs: { T1: { distance: 12 } },
      },
    ],
  },
  targets: [
    {
      id: 'shermans',
      ratings: { motivation: 'confident', skill: 'veteran' },
      teams: [
        {
          id: 'T1',
          profile: {
            name: 'Sherman V',
            type: 'tank',
            mobility: 'standard-tank',
            armour: { front: 6, side: 4, top: 1 },
            weapons: [],
          },
        },
      ],
    },
  ],
};

describe('shooting situation schema', () => {
  it('accepts a JSON situation that shoot() then resolves (EX-13a numbers)', () => {
    const parsed = shootingSituationSchema.parse(json);
    const { result } = run(shoot(parsed), [4, 1, 2, 3]);
    expect(result.teams[0]!.outcome).toBe('destroyed');
  });

  it('rejects a bad field with a path', () => {
    const bad = structuredClone(json) as { targets: { ratings: { skill: string } }[] };
    bad.targets[0]!.ratings.skill = 'elite';
    const r = shootingSituationSchema.safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['targets', 0, 'ratings', 'skill']);
  });

  it('converts to JSON Schema', () => {
    expect(z.toJSONSchema(shootingSituationSchema)).toHaveProperty('properties.shooter');
  });
});
