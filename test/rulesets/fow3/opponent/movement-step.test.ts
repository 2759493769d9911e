/**
 * The Open Fire opponent's Movement Step ends when none of its platoons can move. A platoon whose
 * every team left is Bailed Out or Bogged Down takes no order (Bailed Out tanks cannot move until
 * they remount, p. 7), so the step's action gave no order, marked no platoon as having acted, and
 * was chosen again without end: found in a bot-versus-bot game (seed 13, British cautious against
 * German classic) where the British remount tests all failed in turn 4.
 */
import { describe, expect, it } from 'vitest';
import { fow3Opponent } from '../../../../src/rulesets/fow3/opponent/index.js';
import type { Fow3GameState } from '../../../../src/rulesets/fow3/schema/game.js';
import { DOCTRINES } from '../../../../src/rulesets/play.js';
import { demoView } from './helpers.js';

const finish = { id: 'finish', label: 'end', run: () => undefined as never };

function britishMovement(bailAll: boolean) {
  return demoView(
    13,
    {
      turn: 4,
      step: 'movement',
      active: 'British',
      play: { first: 'British', bots: ['British', 'German'], doctrines: { British: 'cautious', German: 'classic' } },
    } as Partial<Fow3GameState>,
    (s) => {
      if (!bailAll) return;
      for (const p of s.sides[0]!.platoons) for (const t of p.teams) t.bailedOut = true;
    },
  );
}

describe('fow3 opponent: the Movement Step with no platoon able to move', () => {
  for (const d of DOCTRINES.filter((x) => ['cautious', 'aggressive', 'classic'].includes(x.id))) {
    it(`${d.id}: every British tank Bailed Out, so the step ends and says why`, () => {
      const v = britishMovement(true);
      const c = fow3Opponent(v.forces).choose(v.state, { id: 'movement', finish } as never, d)!;
      expect(c.action.id).toBe('finish');
      expect(c.reason.join('\n')).toMatch(/No platoon can move: every team it has left is Bailed Out or Bogged Down/);
    });
  }

  it('with tanks free to move, it gives its orders first (as before)', () => {
    const v = britishMovement(false);
    const d = DOCTRINES.find((x) => x.id === 'cautious')!;
    const c = fow3Opponent(v.forces).choose(v.state, { id: 'movement', finish } as never, d)!;
    expect(c.action.id).toBe('bot-move');
  });
});
