/**
 * The opponent's scores read the facts the rules read: hits the target already took this Shooting
 * Step count toward pinning it (p. 41), as the odds code counts them; a team that moved before it
 * shot fired at its Moving ROF and may still charge (p. 33); and a destroyed team weighs what it
 * cost its side (points per team, else its type), not all alike.
 */
import { describe, expect, it } from 'vitest';
import { DOCTRINES } from '../../../../src/rulesets/play.js';
import { shootingFromGame } from '../../../../src/rulesets/fow4/bridge/shooting.js';
import { planFromSituation } from '../../../../src/rulesets/fow4/odds/from-situation.js';
import { shootOdds } from '../../../../src/rulesets/fow4/odds/shoot-odds.js';
import { scoreAssault, scoreShot } from '../../../../src/rulesets/fow4/opponent/score.js';
import {
  killWorth,
  lastStandPlace,
  objectivePlace,
  valueOf,
} from '../../../../src/rulesets/fow4/opponent/target-value.js';
import { botAssaultFacts } from '../../../../src/rulesets/fow4/opponent/shooting.js';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { demo, edited, unitOf } from '../bridge/helpers.js';

const cautious = DOCTRINES.find((d) => d.id === 'cautious')!;
const aggressive = DOCTRINES.find((d) => d.id === 'aggressive')!;
const classic = DOCTRINES.find((d) => d.id === 'classic')!;

const active = (side: 'British' | 'German', edit: (s: GameState) => void = () => {}) =>
  edited(demo(), (s) => {
    s.active = side;
    s.step = 'shooting';
    edit(s);
  });

describe("the opponent's pin chance", () => {
  it('counts the hits the target already took this Shooting Step, as the odds code does', () => {
    const target = '1st Grenadier Platoon';
    const view = active('British', (s) => {
      s.play = { ...(s.play ?? {}), facts: { [`#hits>${target}`]: { hitsEarlier: 3 } } } as GameState['play'];
    });
    const fresh = active('British');
    const bot = scoreShot(view, '1st Troop', target, {}, cautious, true)!;
    const before = scoreShot(fresh, '1st Troop', target, {}, cautious, true)!;
    // The odds code on the same facts: 3 hits earlier.
    const odds = shootOdds(
      planFromSituation(shootingFromGame(view, '1st Troop', target, { hitsEarlier: 3 }).situation),
    );
    expect(bot.pin).toBeCloseTo(odds.pinned.p!.toNumber(), 10);
    expect(bot.pin).toBeGreaterThan(before.pin);
    expect(bot.why).toContain(`${Math.round(odds.pinned.p!.toNumber() * 100)}% to pin`);
  });
});

describe("the opponent's own charge facts", () => {
  it('teams that moved and then shot fired at Moving ROF: they may still charge', () => {
    const unit = '1st Troop';
    const shotFrom = (movement: 'moved' | 'stationary') =>
      active('British', (s) => {
        s.step = 'assault';
        for (const t of unitOf(s, 0, unit).teams) Object.assign(t, { shot: true, movement });
      });
    const moved = shotFrom('moved');
    expect(botAssaultFacts(moved, 0, unit).shotHalted).toEqual([]);
    const halted = shotFrom('stationary');
    expect(botAssaultFacts(halted, 0, unit).shotHalted).toHaveLength(4);
    // Halted fire bars the charge; after moving it is the same charge as a unit that never shot.
    const charge = (v: typeof moved) => scoreAssault(v, unit, 'Mortar Platoon', cautious, botAssaultFacts(v, 0, unit));
    expect(charge(halted)).toBeUndefined();
    const never = active('British', (s) => void (s.step = 'assault'));
    expect(charge(moved)!.win).toBeGreaterThan(0.5);
    expect(charge(moved)!.win).toBe(charge(never)!.win);
  });
});

describe('a kill weighs what it cost the enemy', () => {
  it('PaK40s (105 points for 3 teams) are worth more than riflemen (165 points for 10)', () => {
    const view = active('British');
    const pak = killWorth(view, 'Anti-tank Gun Platoon');
    const rifles = killWorth(view, '1st Grenadier Platoon');
    expect(pak / rifles).toBeCloseTo(105 / 3 / (165 / 10), 10);
  });

  it('with equal expected kills the PaK40s are the better shot (classic: kills by points alone)', () => {
    const view = active('British');
    for (const d of [classic]) {
      const pak = scoreShot(view, '1st Troop', 'Anti-tank Gun Platoon', {}, d, true)!;
      const rifles = scoreShot(view, '1st Troop', '1st Grenadier Platoon', {}, d, true)!;
      // The score per team destroyed (pin set aside) is higher for the guns.
      const perKill = (s: typeof pak) => (s.score - d.pin * s.pin) / s.destroyed;
      expect(perKill(pak)).toBeGreaterThan(perKill(rifles) * 2);
    }
  });

  it('value and threat: a unit of a Formation weighs more than a Support unit of the same points per team, more as the Formation nears its Last Stand (p. 61)', () => {
    const view = active('German');
    // Squadron HQ (135 points, 2 teams, one of the 4 units of the Armoured Squadron) against the
    // Anti-tank Troop (130 points, 2 teams, a Support Unit): the same kill, the HQ worth more.
    expect(lastStandPlace(view, 'Squadron HQ')).toBeCloseTo(1 / 3, 10);
    expect(lastStandPlace(view, 'Anti-tank Troop')).toBe(0);
    for (const d of [cautious, aggressive])
      expect(valueOf(view, 'Squadron HQ', 1, 0, d)).toBeGreaterThan(valueOf(view, 'Anti-tank Troop', 1, 0, d));
    // With two units of the Formation left, losing one breaks it: its place is 1.
    const two = active('German', (s) => {
      for (const u of s.sides[0]!.units.filter((x) => x.unit === '1st Troop' || x.unit === '2nd Troop'))
        for (const t of u.teams) t.destroyed = true;
    });
    expect(lastStandPlace(two, 'Squadron HQ')).toBe(1);
    expect(valueOf(two, 'Squadron HQ', 1, 0, cautious)).toBeGreaterThan(valueOf(view, 'Squadron HQ', 1, 0, cautious));
  });

  it('value and threat: a unit that alone stands between its enemy and an Objective weighs as if its loss broke a Formation (p. 94: an Objective with no enemy team within 4"/10cm is held)', () => {
    const FOUR = [
      { id: 'British 1', placedBy: 'British', on: 'German' },
      { id: 'British 2', placedBy: 'British', on: 'German' },
      { id: 'German 1', placedBy: 'German', on: 'British' },
      { id: 'German 2', placedBy: 'German', on: 'British' },
    ];
    type Rec = { objective: string; role: 'take' | 'hold'; within: boolean };
    const at = (records: Record<string, Rec>) =>
      active('German', (s) => {
        s.play = { ...(s.play ?? {}), objectives: FOUR, onObjective: records } as GameState['play'];
      });
    const recce: Rec = { objective: 'German 1', role: 'hold', within: true };
    const grenadiers: Rec = { objective: 'German 1', role: 'take', within: true };
    // The Recce Troop on German 1, where the 1st Grenadier Platoon stands: it alone stops German holding it.
    const alone = at({ 'British:Recce Troop': recce, 'German:1st Grenadier Platoon': grenadiers });
    expect(objectivePlace(alone, 'Recce Troop')).toBe(1);
    // Two British units there: each is half of what stands in the way.
    const two = at({
      'British:Recce Troop': recce,
      'British:2nd Troop': recce,
      'German:1st Grenadier Platoon': grenadiers,
    });
    expect(objectivePlace(two, 'Recce Troop')).toBe(0.5);
    // No German unit on it or on its way, not within 4"/10cm, or on an Objective British wins by: nothing.
    expect(objectivePlace(at({ 'British:Recce Troop': recce }), 'Recce Troop')).toBe(0);
    expect(
      objectivePlace(
        at({ 'British:Recce Troop': { ...recce, within: false }, 'German:1st Grenadier Platoon': grenadiers }),
        'Recce Troop',
      ),
    ).toBe(0);
    expect(
      objectivePlace(
        at({
          'British:Recce Troop': { objective: 'British 1', role: 'take', within: true },
          'German:1st Grenadier Platoon': { objective: 'British 1', role: 'hold', within: true },
        }),
        'Recce Troop',
      ),
    ).toBe(0);
    // The Recce Troop (Stuarts, a unit of the Armoured Squadron) is worth more to shoot there.
    for (const d of [cautious, aggressive])
      expect(valueOf(alone, 'Recce Troop', 1, 0, d)).toBeGreaterThan(valueOf(at({}), 'Recce Troop', 1, 0, d));
  });
});
