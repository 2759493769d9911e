/**
 * Issue 28, value and threat: a target's worth counts its threat to the opponent's own company
 * next turn. Found in the ladder's seeded games (British cautious against German classic, seeds 3
 * and 5): the British tank troops shot the Grenadiers (2.49 teams destroyed expected) rather than
 * the StuGs (0.26), and the StuGs, whose best shot is 1.69 Shermans destroyed expected, broke a
 * troop a turn until the British company morale broke.
 */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/dice/seeded.js';
import { runProcedureSync } from '../../../../src/engine/runner.js';
import { botShoot, scoreShots } from '../../../../src/rulesets/fow3/opponent/shooting.js';
import { moralePlace, threatOf } from '../../../../src/rulesets/fow3/opponent/threat.js';
import { readSight } from '../../../../src/rulesets/fow3/opponent/sight.js';
import type { Fow3GameState } from '../../../../src/rulesets/fow3/schema/game.js';
import type { Fow3View } from '../../../../src/rulesets/fow3/turn/units.js';
import { DOCTRINES, type Doctrine } from '../../../../src/rulesets/play.js';
import { demoView } from './helpers.js';

const doctrine = (id: string) => DOCTRINES.find((d) => d.id === id)!;

/** British to shoot in turn 2, nothing lost yet. */
function britishView(edit: (s: Fow3GameState) => void = () => {}): Fow3View {
  return demoView(
    5,
    {
      step: 'shooting',
      active: 'British',
      turn: 2,
      play: { first: 'German', bots: ['British', 'German'], doctrines: { British: 'cautious', German: 'classic' } },
    },
    edit,
  );
}

describe('value and threat: the threat of a target to its own company', () => {
  it('the StuGs threaten the British tanks; Grenadiers over 16" (Rifle/MG, a 4" Panzerfaust) do not', () => {
    const v = britishView();
    expect(threatOf(v, 0, 'StuG Platoon', true)).toBeGreaterThan(1);
    expect(threatOf(v, 0, '1st Grenadier Platoon', true)).toBeLessThan(0.05);
    // Within 16" the Panzerfaust reaches: some threat.
    expect(threatOf(v, 0, '1st Grenadier Platoon', false)).toBeGreaterThan(
      threatOf(v, 0, '1st Grenadier Platoon', true),
    );
  });

  it('cautious shoots the PaK40s over 16" (a threat to its tanks) rather than mortars in the open; without the threat (risk 0), the mortars', () => {
    const v = britishView();
    const ticks = readSight(['Anti-tank Gun Platoon', 'Anti-tank Gun Platoon|long', 'Mortar Platoon']);
    const ranked = (d: Doctrine) => scoreShots(v, 0, '1st Troop', ticks, d);
    expect(ranked(doctrine('cautious'))[0]!.sighting.target).toBe('Anti-tank Gun Platoon');
    expect(ranked({ ...doctrine('cautious'), risk: 0 })[0]!.sighting.target).toBe('Mortar Platoon');
    expect(ranked(doctrine('classic'))[0]!.sighting.target).toBe('Mortar Platoon');
    // The difference is the threat taken away: risk x threat x the share of its teams destroyed.
    const pak = (d: Doctrine) => ranked(d).find((x) => x.sighting.target === 'Anti-tank Gun Platoon')!;
    const s = pak(doctrine('cautious')).summary;
    const share =
      (s.destroyed.toNumber() + 0.5 * s.bailedOut.toNumber()) / 3 +
      0.5 * (s.pinned?.toNumber() ?? 0) * (1 - (s.destroyed.toNumber() + 0.5 * s.bailedOut.toNumber()) / 3);
    expect(pak(doctrine('cautious')).score - pak({ ...doctrine('cautious'), risk: 0 }).score).toBeCloseTo(
      1.5 * threatOf(v, 0, 'Anti-tank Gun Platoon', true) * share,
      9,
    );
  });

  it('a threat weighs more as the company nears its Company Morale check (p. 31; the HQ not counted)', () => {
    const fresh = britishView();
    const hurt = britishView((s) => {
      for (const name of ['Recce Troop', 'Anti-tank Troop'])
        for (const t of s.sides[0]!.platoons.find((p) => p.platoon === name)!.teams) t.destroyed = true;
    });
    expect(moralePlace(fresh, 0)).toBeCloseTo(1 / 3);
    expect(moralePlace(hurt, 0)).toBe(1);
    expect(threatOf(hurt, 0, 'StuG Platoon', true)).toBeGreaterThan(threatOf(fresh, 0, 'StuG Platoon', true));
  });
});

describe('a shot under the floor of expected effect is not taken (Going to Ground, pp. 14, 17)', () => {
  /** German to shoot in turn 2; the Mortar Platoon saw only the Squadron HQ (Shermans), over 16". */
  function germanShooting(doctrineId: string): Fow3View {
    const v = britishView();
    return {
      ...v,
      state: {
        ...v.state,
        active: 'German',
        play: {
          first: 'British',
          bots: ['British', 'German'],
          doctrines: { German: doctrineId },
          sight: { 'Mortar Platoon': ['Squadron HQ', 'Squadron HQ|long'] },
        },
      },
    };
  }
  const shot = (s: Fow3GameState) =>
    s.sides[1]!.platoons.find((p) => p.platoon === 'Mortar Platoon')!.teams.some((t) => t.shot);

  it('cautious: mortars that cannot hurt a Sherman hold their fire and stay gone to ground', () => {
    const v = germanShooting('cautious');
    const out = runProcedureSync(botShoot(v, 1, 'Mortar Platoon', doctrine('cautious')), { dice: new SeededDice(3) });
    expect(out.report[0]).toMatch(
      /^Mortar Platoon holds its fire, gone to ground \(cautious\): its best shot, Squadron HQ with its main guns, does 0\.00 expected \(teams destroyed, half of those bailed out, 0\.5 x the chance to pin\), under its floor of 0\.10: 0\.00 of 2 teams destroyed expected/,
    );
    expect(shot(out.state)).toBe(false);
  });

  it('classic shoots all the same (its old decisions)', () => {
    const v = germanShooting('classic');
    const out = runProcedureSync(botShoot(v, 1, 'Mortar Platoon', doctrine('classic')), { dice: new SeededDice(3) });
    expect(shot(out.state)).toBe(true);
  });
});

describe('a weapon shoots only within its range (Select a Target Platoon, pp. 8, 10, 18)', () => {
  const grenadiers = (doctrineId: string) => {
    const v = britishView();
    return {
      ...v,
      state: { ...v.state, active: 'German', play: { ...v.state.play!, doctrines: { German: doctrineId } } },
    };
  };

  it('over 16": Rifle/MG (16") and a Panzerfaust (4") reach no Sherman, so no shot is offered; within 16" they are', () => {
    const far = scoreShots(
      grenadiers('cautious'),
      1,
      '1st Grenadier Platoon',
      readSight(['Squadron HQ', 'Squadron HQ|long']),
      doctrine('cautious'),
    );
    expect(far).toEqual([]);
    const near = scoreShots(
      grenadiers('cautious'),
      1,
      '1st Grenadier Platoon',
      readSight(['Squadron HQ']),
      doctrine('cautious'),
    );
    expect(near[0]!.situation.shooters.map((s) => s.fire)).toContainEqual(['Panzerfaust']);
  });

  it('a Sherman over 16" fires its 75mm alone (its MGs\' 16" do not reach); classic fires as before', () => {
    const v = britishView();
    const ticks = readSight(['1st Grenadier Platoon', '1st Grenadier Platoon|long']);
    const [best] = scoreShots(v, 0, '1st Troop', ticks, doctrine('cautious'));
    expect(best!.weapons).toBe('guns');
    for (const s of best!.situation.shooters) expect(s.fire).not.toContain('Co-ax MG');
    const classic = scoreShots(v, 0, '1st Troop', ticks, doctrine('classic'));
    expect(classic.some((x) => x.weapons === 'mgs')).toBe(true);
  });
});
