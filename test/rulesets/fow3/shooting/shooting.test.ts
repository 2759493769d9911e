import { describe, expect, it } from 'vitest';
import {
  BAZOOKA,
  FIREFLY_VC,
  M2_MORTAR,
  PARA_RIFLE_MG,
  RIFLE_MG,
  SHERMAN_V,
} from '../../../../src/rulesets/fow3/arsenal/british.js';
import { G_RIFLE_MG, PAK40, STUG_G } from '../../../../src/rulesets/fow3/arsenal/german.js';
import { fow3Options } from '../../../../src/rulesets/fow3/options.js';
import { saveHit } from '../../../../src/rulesets/fow3/shooting/saves.js';
import { shoot } from '../../../../src/rulesets/fow3/shooting/shoot.js';
import { platoonToHit } from '../../../../src/rulesets/fow3/shooting/to-hit.js';
import type { TargetTeam } from '../../../../src/rulesets/fow3/shooting/target.js';
import { ids, run } from '../helpers.js';

const opts = fow3Options();
const stug = (id: string, extra: Partial<TargetTeam> = {}): TargetTeam => ({
  id,
  profile: STUG_G,
  moved: true,
  ...extra,
});
const sherman = (id: string, extra: Partial<TargetTeam> = {}): TargetTeam => ({
  id,
  profile: SHERMAN_V,
  moved: true,
  ...extra,
});

describe('fow3 shooting: tank against tank (Open Fire pp. 6-10)', () => {
  it('EX-1/EX-2 the Sherman shoots (2, 5: one hit on 4+) and the StuG bounces it (7 + 4 = 11 > 10)', () => {
    const { result } = run(
      shoot({
        shooters: [{ id: 'Sherman', profile: SHERMAN_V, fire: ['M3 75mm gun'] }],
        target: { name: 'StuGs', skill: 'veteran', teams: [stug('StuG')] },
      }),
      [2, 5, 4],
    );
    expect(result.toHit.need).toBe(4);
    expect(result.shots[0]).toMatchObject({ dice: 2, need: '4+', hits: 1 });
    expect(result.saves[0]!.save).toMatchObject({
      kind: 'armour',
      face: 'front',
      armour: 7,
      total: 11,
      comparison: 'exceeds',
    });
    expect(result.saves[0]!.outcome).toBe('no-effect');
    expect(result.ruleset).toBe('fow3');
    expect(ids(result.rules)).toContain('fow3.armour-save');
    expect(result.rules.every((r) => r.id.startsWith('fow3.'))).toBe(true);
  });

  it('EX-3/EX-4 the StuG shoots back (1, 6: one hit on 3+); 6 + 3 = 9 < 11, firepower 5 → destroyed', () => {
    const { result } = run(
      shoot({
        shooters: [{ id: 'StuG', profile: STUG_G, fire: ['7.5cm StuK40 gun'] }],
        target: { name: 'Shermans', skill: 'trained', teams: [sherman('Sherman')] },
      }),
      [1, 6, 3, 5],
    );
    expect(result.shots[0]).toMatchObject({ need: '3+', hits: 1 });
    expect(result.saves[0]!.save).toMatchObject({ total: 9, comparison: 'less' });
    expect(result.saves[0]!.outcome).toBe('destroyed');
    expect(result.destroyed).toBe(1);
  });

  it('EX-5 the armour table of the Sherman against the StuK40 (AT 11, FP 3+)', () => {
    const stuk = STUG_G.weapons[0]!;
    const outcome = (faces: number[]) => run(saveHit(sherman('S'), stuk, opts), faces).result.outcome;
    expect(outcome([6])).toBe('no-effect'); // 12: no firepower test
    expect(outcome([5, 3])).toBe('bailed-out'); // exactly 11, firepower passed
    expect(outcome([5, 2])).toBe('no-effect'); // exactly 11, firepower failed
    expect(outcome([4, 3])).toBe('destroyed'); // 10, firepower passed
    expect(outcome([4, 2])).toBe('bailed-out'); // 10, firepower failed
  });

  it('EX-7 concealed Veteran StuG: 5+; EX-8 one in the open gives the platoon away: 4+', () => {
    expect(
      platoonToHit({ name: 'p', skill: 'veteran', teams: [stug('a', { concealedByTerrain: true })] }, opts).need,
    ).toBe(5);
    expect(
      platoonToHit(
        {
          name: 'p',
          skill: 'veteran',
          teams: [stug('a', { concealedByTerrain: true }), stug('b'), stug('c', { concealedByTerrain: true })],
        },
        opts,
      ),
    ).toMatchObject({ need: 4, easiest: 'b' });
  });

  it('EX-9 long range: 5+ to hit and +1 to the StuG armour save; EX-10 long range and concealed: 6', () => {
    const far = stug('far', { longRange: true });
    expect(platoonToHit({ name: 'p', skill: 'veteran', teams: [far] }, opts).need).toBe(5);
    expect(
      platoonToHit({ name: 'p', skill: 'veteran', teams: [{ ...far, concealedByTerrain: true }] }, opts).need,
    ).toBe(6);
    const save = run(saveHit(far, SHERMAN_V.weapons[0]!, opts), [2, 1]).result.save;
    expect(save).toMatchObject({ longRangeBonus: 1, total: 10, comparison: 'equals' });
  });

  it('gone to ground adds +1 only when concealed; tanks need terrain, infantry that did not move are concealed', () => {
    expect(
      platoonToHit({ name: 'p', skill: 'veteran', teams: [stug('a', { moved: false, shot: false })] }, opts).need,
    ).toBe(4);
    expect(
      platoonToHit(
        { name: 'p', skill: 'veteran', teams: [stug('a', { moved: false, shot: false, concealedByTerrain: true })] },
        opts,
      ).need,
    ).toBe(6);
    expect(
      platoonToHit(
        { name: 'p', skill: 'veteran', teams: [{ id: 'i', profile: G_RIFLE_MG, moved: false, shot: true }] },
        opts,
      ).need,
    ).toBe(5);
    expect(
      platoonToHit(
        { name: 'p', skill: 'veteran', teams: [{ id: 'i', profile: G_RIFLE_MG, moved: false, shot: false }] },
        opts,
      ).need,
    ).toBe(6);
  });

  it('A1: long range + concealed + gone to ground against Veterans needs 7: impossible by default, 6 then 5+ with option v4', () => {
    const target = {
      name: 'StuGs',
      skill: 'veteran' as const,
      teams: [stug('a', { moved: false, shot: false, concealedByTerrain: true, longRange: true })],
    };
    const off = run(
      shoot({ shooters: [{ id: 'Sherman', profile: SHERMAN_V, fire: ['M3 75mm gun'] }], target }),
      [],
    ).result;
    expect(off.shots[0]).toMatchObject({ need: 'impossible', hits: 0 });
    expect(ids(off.rules)).toContain('fow3.score-above-six');
    const v4 = run(
      shoot({
        shooters: [{ id: 'Sherman', profile: SHERMAN_V, fire: ['M3 75mm gun'] }],
        target,
        options: { scoreAboveSix: 'v4' },
      }),
      [6, 2, 5, 6],
    ).result;
    expect(v4.shots[0]).toMatchObject({ need: '6 then 5+', hits: 1 });
  });

  it('EX-14 flank shots: front armour 7 in front of the line, side armour 3 behind it', () => {
    const gun = SHERMAN_V.weapons[0]!;
    expect(run(saveHit(stug('a', { facing: 'front' }), gun, opts), [6]).result.save).toMatchObject({
      face: 'front',
      armour: 7,
    });
    expect(run(saveHit(stug('a', { facing: 'side' }), gun, opts), [6, 1]).result.save).toMatchObject({
      face: 'side',
      armour: 3,
      total: 9,
    });
  });

  it('EX-15 a StuG that moved (ROF 1) hits a Sherman showing turret front and hull side; location 6 = turret, front armour', () => {
    const { result } = run(
      shoot({
        shooters: [{ id: 'StuG', profile: STUG_G, fire: ['7.5cm StuK40 gun'], state: { moved: true } }],
        target: { name: 'Shermans', skill: 'trained', teams: [sherman('S', { facing: 'turret-front-hull-side' })] },
      }),
      [4, 6, 6],
    );
    expect(result.shots[0]).toMatchObject({ dice: 1, hits: 1 });
    expect(result.saves[0]!.save).toMatchObject({ part: 'turret', face: 'front', armour: 6, total: 12 });
    expect(ids(result.rules)).toEqual(expect.arrayContaining(['fow3.firing-on-the-move', 'fow3.hull-or-turret']));
  });
});

describe('fow3 shooting: infantry and guns (Open Fire pp. 12-17)', () => {
  it('EX-18 grenadiers hit moving paratroopers in the open on 4+ (4, 5: two hits); saves 2 and 4', () => {
    const paras = {
      name: 'Paratroopers',
      skill: 'veteran' as const,
      teams: [
        { id: 'P1', profile: PARA_RIFLE_MG, moved: true },
        { id: 'P2', profile: PARA_RIFLE_MG, moved: true },
      ],
    };
    const { result } = run(
      shoot({ shooters: [{ id: 'Grenadiers', profile: G_RIFLE_MG }], target: paras }),
      [4, 5, 4, 2],
    );
    expect(result.shots[0]).toMatchObject({ dice: 2, need: '4+', hits: 2 });
    expect(result.teams).toEqual([
      { id: 'P1', hits: 1, state: 'unharmed' },
      { id: 'P2', hits: 1, state: 'destroyed' },
    ]);
  });

  it('EX-19 paratroopers need 5+ against concealed grenadiers in bulletproof cover; Rifle/MG FP 6 (4) fails, mortar FP 3+ (4) destroys', () => {
    const gren = (id: string): TargetTeam => ({ id, profile: G_RIFLE_MG, moved: false, shot: true, bulletproof: true });
    const { result } = run(
      shoot({
        shooters: [
          { id: 'RMG 1', profile: PARA_RIFLE_MG },
          { id: 'RMG 2', profile: PARA_RIFLE_MG },
          { id: 'Mortar', profile: M2_MORTAR },
        ],
        target: { name: 'Grenadiers', skill: 'veteran', teams: [gren('G1'), gren('G2'), gren('G3'), gren('G4')] },
      }),
      [5, 6, 5, 1, 5, 1, /* saves */ 4, 2, 4, 5, 1, 4],
    );
    expect(result.toHit.need).toBe(5);
    expect(result.hits).toBe(4);
    const byTeam = Object.fromEntries(result.saves.map((s) => [s.team, s]));
    expect(byTeam['G2']).toMatchObject({ weapon: 'Rifle/MG', outcome: 'no-effect' });
    expect(byTeam['G2']!.save).toMatchObject({ saved: false, bulletproof: true, effect: 'protected' });
    expect(byTeam['G4']).toMatchObject({ weapon: 'M2 60mm mortar', outcome: 'destroyed' });
    expect(result.destroyed).toBe(1);
    expect(ids(result.rules)).toContain('fow3.bulletproof-cover');
  });

  it('EX-20 a gun team saves on 5+, or 3+ when it neither moved nor shot (A11)', () => {
    const rmg = G_RIFLE_MG.weapons[0]!;
    expect(
      run(saveHit({ id: 'mortar', profile: M2_MORTAR, moved: false, shot: true }, rmg, opts), [4]).result.outcome,
    ).toBe('destroyed');
    expect(
      run(saveHit({ id: 'mortar', profile: M2_MORTAR, moved: false, shot: true }, rmg, opts), [5]).result.outcome,
    ).toBe('no-effect');
    expect(
      run(saveHit({ id: 'mortar', profile: M2_MORTAR, moved: false, shot: false }, rmg, opts), [3]).result.outcome,
    ).toBe('no-effect');
  });

  it('gun shield: a PaK40 hit from the front is in bulletproof cover (firepower test), from the side it is not', () => {
    const mg = SHERMAN_V.weapons[1]!;
    expect(
      run(saveHit({ id: 'PaK', profile: PAK40, moved: false, shot: true, facing: 'front' }, mg, opts), [2, 5]).result
        .outcome,
    ).toBe('no-effect');
    expect(
      run(saveHit({ id: 'PaK', profile: PAK40, moved: false, shot: true, facing: 'side' }, mg, opts), [2]).result
        .outcome,
    ).toBe('destroyed');
  });

  it('EX-22 five hits in one Shooting Step pin an infantry platoon; hits earlier in the step count', () => {
    const paras = {
      name: 'Paratroopers',
      skill: 'veteran' as const,
      teams: [1, 2, 3].map((i) => ({ id: `P${i}`, profile: PARA_RIFLE_MG, moved: true })),
    };
    const shooters = [1, 2, 3].map((i) => ({ id: `G${i}`, profile: G_RIFLE_MG }));
    const five = run(shoot({ shooters, target: paras }), [4, 5, 6, 4, 5, 1, 3, 3, 3, 3, 3]).result;
    expect(five.hits).toBe(5);
    expect(five.pinned).toBe(true);
    const four = run(shoot({ shooters, target: paras }), [4, 5, 6, 4, 1, 1, 3, 3, 3, 3]).result;
    expect(four.pinned).toBe(false);
    const withEarlier = run(
      shoot({ shooters, target: paras, hitsEarlierThisStep: 1 }),
      [4, 5, 6, 4, 1, 1, 3, 3, 3, 3],
    ).result;
    expect(withEarlier.pinned).toBe(true);
  });

  it('EX-23 a PaK40 hits a Trained Sherman on 3+; 3 + 6 = 9 < 12, firepower 4 → destroyed', () => {
    const { result } = run(
      shoot({
        shooters: [{ id: 'PaK40', profile: PAK40 }],
        target: { name: 'Shermans', skill: 'trained', teams: [sherman('S')] },
      }),
      [3, 1, 3, 4],
    );
    expect(result.shots[0]).toMatchObject({ need: '3+', hits: 1 });
    expect(result.saves[0]!.save).toMatchObject({ total: 9, comparison: 'less' });
    expect(result.saves[0]!.outcome).toBe('destroyed');
  });

  it('Schürzen: a StuG failing its save against a bazooka in the side gets an extra 4+ save, not in the front', () => {
    const baz = BAZOOKA.weapons[0]!;
    // The Schürzen die comes right after the failed save, before any firepower die (p. 16).
    const side = run(saveHit(stug('a', { facing: 'side' }), baz, opts), [2, 4]).result;
    expect(side.schurzen).toEqual({ face: 4, saved: true });
    expect(side.outcome).toBe('no-effect');
    const front = run(saveHit(stug('a', { facing: 'front' }), baz, opts), [2, 6]).result;
    expect(front.schurzen).toBeUndefined();
    expect(front.outcome).toBe('destroyed');
  });

  it('No HE: a Firefly shooting at infantry uses only its co-ax MG', () => {
    const { result } = run(
      shoot({
        shooters: [{ id: 'Firefly', profile: FIREFLY_VC }],
        target: { name: 'G', skill: 'veteran', teams: [{ id: 'g', profile: RIFLE_MG, moved: true }] },
      }),
      [1, 1, 1],
    );
    expect(result.shots[0]).toMatchObject({ weapon: 'OQF 17 pdr gun', dice: 0 });
    expect(result.shots[1]).toMatchObject({ weapon: 'Co-ax MG', dice: 3 });
  });
});
