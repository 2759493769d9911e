import { describe, expect, it } from 'vitest';
import { FIREFLY_VC, MG, RIFLE, RIFLE_MG, SHERMAN_V, SMG } from '../../../../src/rulesets/fow3/arsenal/british.js';
import { G_RIFLE_MG, MG42_HMG, PAK40, PANZERFAUST_SMG, STUG_G } from '../../../../src/rulesets/fow3/arsenal/german.js';
import { fow3Options } from '../../../../src/rulesets/fow3/options.js';
import { allocateHits, type Hit } from '../../../../src/rulesets/fow3/shooting/allocate.js';
import { teamRof, weaponRof } from '../../../../src/rulesets/fow3/shooting/rof.js';
import type { TargetTeam } from '../../../../src/rulesets/fow3/shooting/target.js';
import { run } from '../helpers.js';

const stuk: Hit = { weapon: STUG_G.weapons[0]!, shooter: 'StuG' };
const platoon: TargetTeam[] = [
  { id: 'bailed Sherman', profile: SHERMAN_V, moved: true, bailedOut: true, facing: 'side' },
  { id: 'Firefly', profile: FIREFLY_VC, moved: true, longRange: true, facing: 'front' },
  { id: 'side-on Sherman', profile: SHERMAN_V, moved: true, longRange: true, facing: 'side' },
  { id: 'close Sherman', profile: SHERMAN_V, moved: true, facing: 'front' },
];

describe('fow3 allocating hits: the target player, in priority order (p. 18)', () => {
  it('EX-16 three hits: close operational Sherman, then the side-on tank, then the long-range Firefly; none on the bailed out tank', () => {
    const { result } = run(allocateHits(platoon, [stuk, stuk, stuk], fow3Options()), []);
    expect(result.assignments.map((a) => a.team)).toEqual(['close Sherman', 'side-on Sherman', 'Firefly']);
  });

  it('hits go evenly: a fifth hit reaches the bailed out tank only after every operational tank took one', () => {
    const { result } = run(allocateHits(platoon, [stuk, stuk, stuk, stuk, stuk], fow3Options()), []);
    expect(result.assignments.map((a) => a.team)).toEqual([
      'close Sherman',
      'side-on Sherman',
      'Firefly',
      'bailed Sherman',
      'close Sherman',
    ]);
  });

  it('EX-17 picking out the Firefly: two picking dice of 5+ put two hits on it, the third goes to the close Sherman', () => {
    const { result } = run(allocateHits(platoon, [stuk, stuk, stuk], fow3Options(), 'Firefly VC'), [5, 2, 6]);
    expect(result.pickOut).toMatchObject({ forced: 2, faces: [5, 2, 6] });
    expect(result.assignments.map((a) => a.team)).toEqual(['Firefly', 'Firefly', 'close Sherman']);
  });

  it('picking out: a 4 forces nothing', () => {
    const { result } = run(allocateHits(platoon, [stuk], fow3Options(), 'Firefly VC'), [4]);
    expect(result.assignments.map((a) => a.team)).toEqual(['close Sherman']);
  });

  it('EX-24 one 75mm and two MG hits on grenadiers: the two unprotected close teams take the MG hits, the building team the 75mm (A2)', () => {
    const teams: TargetTeam[] = [
      { id: 'gone to ground', profile: G_RIFLE_MG, moved: false, shot: false },
      { id: 'far', profile: G_RIFLE_MG, moved: true, longRange: true },
      { id: 'close 1', profile: G_RIFLE_MG, moved: true },
      { id: 'close 2', profile: G_RIFLE_MG, moved: true },
      { id: 'building', profile: G_RIFLE_MG, moved: true, bulletproof: true },
    ];
    const gun: Hit = { weapon: SHERMAN_V.weapons[0]!, shooter: 'Sherman 1' };
    const mg: Hit = { weapon: SHERMAN_V.weapons[1]!, shooter: 'Sherman 2' };
    const expected = [
      ['close 1', 'Co-ax MG'],
      ['close 2', 'Co-ax MG'],
      ['building', 'M3 75mm gun'],
    ];
    const book = run(allocateHits(teams, [gun, mg, mg], fow3Options({ weaponOrder: 'heaviest-last' })), []).result;
    expect(book.assignments.map((a) => [a.team, a.hit.weapon.name])).toEqual(expected);
    const chosen = run(
      allocateHits(teams, [gun, mg, mg], fow3Options()),
      [],
      ['fow3.allocate-weapon=Co-ax MG', 'fow3.allocate-weapon=Co-ax MG'],
    ).result;
    expect(chosen.assignments.map((a) => [a.team, a.hit.weapon.name])).toEqual(expected);
    // Left to the default, a careful defender puts the 75mm on an unprotected team and an MG on the building.
    const dflt = run(allocateHits(teams, [gun, mg, mg], fow3Options()), []).result;
    expect(dflt.assignments.find((a) => a.team === 'building')!.hit.weapon.name).toBe('Co-ax MG');
  });
});

describe('fow3 ROF: halting, moving, pinned (pp. 9, 15, 16, 17)', () => {
  const dice = (rs: { dice: number }[]) => rs.map((r) => r.dice);
  it('a Sherman fires main gun + both MGs at ROF 2/1/1, or MGs only at 3/1; moving: main gun halves, MGs keep theirs', () => {
    expect(dice(teamRof(SHERMAN_V, {}))).toEqual([2, 1, 1]);
    expect(dice(teamRof(SHERMAN_V, {}, ['Co-ax MG', 'Hull MG']))).toEqual([3, 1]);
    expect(dice(teamRof(SHERMAN_V, { moved: true }))).toEqual([1, 1, 1]);
    expect(dice(teamRof(SHERMAN_V, { moved: true }, ['Co-ax MG']))).toEqual([3]);
    expect(teamRof(SHERMAN_V, { moved: true }, ['Hull MG'])[0]!.toHitPenalty).toBe(0);
  });

  it('a StuG fires its hull-mounted gun or its hull MG, never both', () => {
    expect(() => teamRof(STUG_G, {})).toThrow(/never fire together/);
    expect(dice(teamRof(STUG_G, {}, ['Hull MG']))).toEqual([3]);
  });

  it('the ROF table: Rifle 1 (+1 moving or pinned), Rifle/MG 2/1/1, MG 3/1/2, SMG 3/3/1, MG42 HMG 6/3/3', () => {
    const t = (p: typeof RIFLE, s: object) => weaponRof(p, p.weapons[0]!, s);
    expect(t(RIFLE, { moved: true })).toMatchObject({ dice: 1, toHitPenalty: 1 });
    expect(t(RIFLE, { pinned: true })).toMatchObject({ dice: 1, toHitPenalty: 1 });
    expect([t(RIFLE_MG, {}).dice, t(RIFLE_MG, { moved: true }).dice, t(RIFLE_MG, { pinned: true }).dice]).toEqual([
      2, 1, 1,
    ]);
    expect([t(MG, {}).dice, t(MG, { moved: true }).dice, t(MG, { pinned: true }).dice]).toEqual([3, 1, 2]);
    expect([t(SMG, {}).dice, t(SMG, { moved: true }).dice, t(SMG, { pinned: true }).dice]).toEqual([3, 3, 1]);
    expect([t(MG42_HMG, {}).dice, t(MG42_HMG, { moved: true }).dice, t(MG42_HMG, { pinned: true }).dice]).toEqual([
      6, 3, 3,
    ]);
  });

  it('pinned teams that move cannot shoot; digging in shoots as moved, and not at all when pinned (EX-21)', () => {
    const t = (s: object) => weaponRof(RIFLE_MG, RIFLE_MG.weapons[0]!, s);
    expect(t({ pinned: true, moved: true }).dice).toBe(0);
    expect(t({ dugInThisTurn: true }).dice).toBe(1);
    expect(t({ dugInThisTurn: true, pinned: true }).dice).toBe(0);
  });

  it('a Panzerfaust may not shoot after its team moved; a PaK40 that moved shoots at ROF 1; defensive fire is from the halt', () => {
    expect(teamRof(PANZERFAUST_SMG, { moved: true }, ['Panzerfaust'])[0]!.dice).toBe(0);
    expect(teamRof(PANZERFAUST_SMG, {}, ['Panzerfaust'])[0]!.dice).toBe(1);
    expect(weaponRof(PAK40, PAK40.weapons[0]!, { moved: true }).dice).toBe(1);
    expect(weaponRof(RIFLE_MG, RIFLE_MG.weapons[0]!, { moved: true, defensiveFire: true }).dice).toBe(2);
  });
});
