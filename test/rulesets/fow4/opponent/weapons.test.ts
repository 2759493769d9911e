/**
 * Issue 28: the opponent chooses each team's weapon (p. 27), not one weapon for the whole unit:
 * the Kompanie HQ's Panzerfaust teams fire Panzerfausts at tanks while its Panzerschreck team fires
 * its Panzerschreck; a Panzerfaust (4"/10cm) is never fired at a unit the table said is over
 * 16"/40cm away, nor (nor a Panzerschreck, 8"/20cm) at one within 16"/40cm that the table did not
 * say is within 4"/10cm; an Anti-tank Troop shoots the StuGs with its 17 pdrs rather than its .50
 * cal AA MGs at infantry.
 */
import { describe, expect, it } from 'vitest';
import { DOCTRINES } from '../../../../src/rulesets/play.js';
import { shootingFromGame } from '../../../../src/rulesets/fow4/bridge/shooting.js';
import { rankShots, scoreShot } from '../../../../src/rulesets/fow4/opponent/score.js';
import { sightOf } from '../../../../src/rulesets/fow4/opponent/sight.js';
import { enemyTargets } from '../../../../src/rulesets/fow4/turn/shooting.js';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { findUnit, liveTeams } from '../../../../src/rulesets/fow4/bridge/game.js';
import { demo, edited } from '../bridge/helpers.js';

const cautious = DOCTRINES.find((d) => d.id === 'cautious')!;

const active = (side: 'British' | 'German') =>
  edited(demo(), (s: GameState) => {
    s.active = side;
    s.step = 'shooting';
  });

/** Each shooting team's weapon in the situation the opponent's choice gives (close: the table said within 4"/10cm). */
function fired(view: ReturnType<typeof active>, unit: string, target: string, longRange = false, close = true) {
  const s = scoreShot(view, unit, target, longRange ? { longRange } : {}, cautious, false, close)!;
  const gs = shootingFromGame(view, unit, target, {
    ...(longRange ? { longRange } : {}),
    ...(s.teamWeapons ? { teamWeapons: s.teamWeapons } : {}),
    ...(s.shooters ? { shooters: s.shooters } : {}),
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

  it('never a Panzerfaust at a unit over 16"/40cm away, nor any weapon of 16"/40cm or less (p. 28)', () => {
    const view = active('German');
    // Panzerfausts and SMGs (4"/10cm), the Panzerschreck (8"/20cm), Rifle/MGs (16"/40cm): none reaches.
    expect(scoreShot(view, 'Kompanie HQ', '1st Troop', { longRange: true }, cautious)).toBeUndefined();
    expect(scoreShot(view, '1st Grenadier Platoon', 'Squadron HQ', { longRange: true }, cautious)).toBeUndefined();
    // The StuGs' 7.5cm guns (32"/80cm) do, and fire alone: not their 16"/40cm hull MGs.
    const { s, weapons } = fired(view, 'StuG Platoon', '1st Troop', true);
    expect(s.shooters).toBeUndefined();
    expect(Object.values(weapons).every((w) => w === 'main')).toBe(true);
  });

  it('within 16"/40cm but not within 4"/10cm: no Panzerfaust, Panzerschreck or SMG fires (p. 28)', () => {
    const view = active('German');
    // The Kompanie HQ has nothing that reaches: no shot to score.
    expect(scoreShot(view, 'Kompanie HQ', '1st Troop', {}, cautious, false, false)).toBeUndefined();
    // A Grenadier Platoon's Rifle/MG teams fire; its Command Panzerfaust SMG team holds its fire.
    const g = fired(view, '1st Grenadier Platoon', 'Squadron HQ', false, false);
    expect(g.s.shooters).toHaveLength(liveTeams(findUnit(view, '1st Grenadier Platoon')).length - 1);
    expect(g.weapons['1st Grenadier Platoon/1']).toBeUndefined();
    expect(Object.keys(g.weapons).length).toBe(g.s.shooters!.length);
    // The table's sight answer decides: ticked close enough to charge, the Panzerfaust teams fire.
    const all = enemyTargets(view, 1);
    const near = rankShots(view, 'Kompanie HQ', all, sightOf(['1st Troop', '1st Troop|charge']), cautious).ranked;
    expect(near.map((x) => x.target)).toEqual(['1st Troop']);
    expect(rankShots(view, 'Kompanie HQ', all, sightOf(['1st Troop']), cautious).ranked).toEqual([]);
  });

  it('Anti-tank Troop: the StuGs with its 17 pdrs, not infantry with its .50 cal AA MGs', () => {
    const view = active('British');
    const all = enemyTargets(view, 0);
    const best = rankShots(view, 'Anti-tank Troop', all, sightOf(all), cautious).ranked[0]!;
    expect(best.target).toBe('StuG Platoon');
    expect(best.teamWeapons).toBeUndefined();
  });
});
