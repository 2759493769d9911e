import { describe, expect, it } from 'vitest';
import {
  shoot,
  type ShootingSituation,
  type ShootingTeam,
  type TargetUnit,
} from '../../../../src/rulesets/fow4/shooting/index.js';
import { PANZER_IV_H, SHERMAN_V, run } from './helpers.js';

const spread = (): TargetUnit => ({
  id: 'shermans',
  owner: 'British',
  ratings: { motivation: 'confident', skill: 'veteran' },
  teams: [
    { id: 'T1', profile: SHERMAN_V, within6: ['T2', 'T3'] },
    { id: 'T2', profile: SHERMAN_V, within6: ['T1', 'T3'] },
    { id: 'T3', profile: SHERMAN_V, within6: ['T1', 'T2'] },
  ],
});
const panzers = (pairs: ShootingTeam['pairs']): ShootingSituation => ({
  shooter: { id: 'panzers', teams: ['P1', 'P2'].map((id) => ({ id, profile: PANZER_IV_H, target: 'T1', pairs })) },
  targets: [spread()],
  mistakenTarget: true,
});

describe('Mistaken Target refused by Too Close for Error is reported (p. 35)', () => {
  it('EX-12c: the shooters 7"/17.5cm from T2: the swaps with T2 are refused, and the result says so', () => {
    const s = panzers({ T1: { distance: 12 }, T2: { distance: 7 }, T3: { distance: 18 } });
    // 4 hits (T1 1, T2 2, T3 1); the owner stops; 4 bouncing saves.
    const { result } = run(shoot(s), [5, 5, 5, 5, 6, 6, 6, 6], ['stop']);
    expect(result.mistakenTargetRefused).toEqual([
      { teams: ['T1', 'T2'], reason: 'Too Close for Error: a shooter is within 8"/20cm of T2' },
      { teams: ['T2', 'T3'], reason: 'Too Close for Error: a shooter is within 8"/20cm of T2' },
    ]);
    expect(result.rules.map((r) => r.id)).toEqual(
      expect.arrayContaining(['fow4.mistaken-target', 'fow4.too-close-for-error']),
    );
  });

  it('p. 35: every pair refused: no question is asked, and the refusal is still in the result', () => {
    const s = panzers({ T1: { distance: 3 }, T2: { distance: 3 }, T3: { distance: 3 } });
    const { result, journal } = run(shoot(s), [5, 5, 5, 5, 6, 6, 6, 6]);
    expect(journal.some((e) => e.type === 'decision')).toBe(false);
    expect(result.mistakenTarget).toEqual([]);
    expect(result.mistakenTargetRefused?.map((x) => x.teams.join('<->'))).toEqual(['T1<->T2', 'T1<->T3', 'T2<->T3']);
    expect(result.rules.map((r) => r.id)).toContain('fow4.too-close-for-error');
  });

  it('nothing is reported when no shooter is too close', () => {
    const s = panzers({ T1: { distance: 12 }, T2: { distance: 12 }, T3: { distance: 12 } });
    const { result } = run(shoot(s), [5, 5, 5, 5, 6, 6, 6, 6], ['stop']);
    expect(result.mistakenTargetRefused).toBeUndefined();
  });
});
