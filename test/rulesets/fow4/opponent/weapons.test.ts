/**
 * Issue 28: the opponent chooses each team's weapon (p. 27), not one weapon for the whole unit:
 * the Kompanie HQ's Panzerfaust teams fire Panzerfausts at tanks while its Panzerschreck team fires
 * its Panzerschreck; a Panzerfaust (4"/10cm) is never fired at a unit the table said is over
 * 16"/40cm away; an Anti-tank Troop shoots the StuGs with its 17 pdrs rather than its .50 cal AA
 * MGs at infantry.
 */
import { describe, expect, it } from 'vitest';
import { DOCTRINES } from '../../../../src/rulesets/play.js';
import { shootingFromGame } from '../../../../src/rulesets/fow4/bridge/shooting.js';
import { rankShots, scoreShot } from '../../../../src/rulesets/fow4/opponent/score.js';
import { sightOf } from '../../../../src/rulesets/fow4/opponent/sight.js';
import { enemyTargets } from '../../../../src/rulesets/fow4/turn/shooting.js';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { demo, edited } from '../bridge/helpers.js';

const cautious = DOCTRINES.find((d) => d.id === 'cautious')!;

const active = (side: 'British' | 'German') =>
  edited(demo(), (s: GameState) => {
    s.active = side;
    s.step = 'shooting';
  });

/** Each shooting team's weapon in the situation the opponent's choice gives. */
function fired(view: ReturnType<typeof active>, unit: string, target: string, longRange = false) {
  const s = scoreShot(view, unit, target, longRange ? { longRange } : {}, cautious)!;
  const gs = shootingFromGame(view, unit, target, {
    ...(longRange ? { longRange } : {}),
    ...(s.teamWeapons ? { teamWeapons: s.teamWeapons } : {}),
  });
  return { s, weapons: Object.fromEntries(gs.situation.shooter.teams.map((t) => [t.id, t.weapon ?? 'main'])) };
}

describe("the opponent's weapons, per team", () => {
  it('Kompanie HQ at Shermans: Panzerfausts from its Panzerfaust teams, the Panzerschreck from its own', () => {
    const { s, weapons } = fired(active('German'), 'Kompanie HQ', '1st Troop');
    expect(weapons).toEqual({
      'Kompanie HQ/1': 'Panzerfaust',
      'Kompanie HQ/2': 'Panzerfaust',
      'Kompanie HQ/3': 'main',
    });
    expect(s.why).toContain('(2 Panzerfaust, 1 Panzerschreck)');
    // All three teams fire: more than the Panzerfausts alone.
    const pf = shootingFromGame(active('German'), 'Kompanie HQ', '1st Troop', { weapon: 'Panzerfaust' });
    expect(pf.situation.shooter.teams.filter((t) => t.weapon === 'Panzerfaust')).toHaveLength(3);
  });

  it('never a Panzerfaust at a unit over 16"/40cm away', () => {
    const { s, weapons } = fired(active('German'), 'Kompanie HQ', '1st Troop', true);
    expect(Object.values(weapons)).not.toContain('Panzerfaust');
    expect(s.why).not.toContain('Panzerfaust');
    const g = fired(active('German'), '1st Grenadier Platoon', 'Squadron HQ', true);
    expect(Object.values(g.weapons)).not.toContain('Panzerfaust');
    expect(g.s.why).not.toContain('Panzerfaust');
  });

  it('Anti-tank Troop: the StuGs with its 17 pdrs, not infantry with its .50 cal AA MGs', () => {
    const view = active('British');
    const all = enemyTargets(view, 0);
    const best = rankShots(view, 'Anti-tank Troop', all, sightOf(all), cautious).ranked[0]!;
    expect(best.target).toBe('StuG Platoon');
    expect(best.teamWeapons).toBeUndefined();
  });
});
