import { describe, expect, it } from 'vitest';
import type { TeamProfile, WeaponProfile } from '../../../../src/rulesets/flames-of-war/profile.js';
import {
  shoot,
  type ShootingSituation,
  type ShootingTeam,
  type TargetUnit,
} from '../../../../src/rulesets/fow4/shooting/index.js';
import { PANZER_IV_H, RIFLE_MG, SHERMAN_V, d, run } from './helpers.js';

const sit = (
  teams: ShootingTeam[],
  targets: TargetUnit[],
  more: Partial<ShootingSituation> = {},
): ShootingSituation => ({
  shooter: { id: 'shooters', teams },
  targets,
  mistakenTarget: false,
  ...more,
});

const infantry = (n: number, more: Partial<TargetUnit> = {}, state = {}): TargetUnit => ({
  id: 'rifles',
  ratings: { motivation: 'confident', skill: 'trained' },
  teams: Array.from({ length: n }, (_, i) => ({ id: `R${i + 1}`, profile: RIFLE_MG, state })),
  ...more,
});

const MG42: WeaponProfile = { name: 'MG', range: d(24), rof: 6, movingRof: 2, antiTank: 2, firepower: 6 };
const hmg = (id: string, target = 'R1'): ShootingTeam => ({
  id,
  profile: { name: 'HMG', type: 'heavy-weapon', mobility: 'infantry', weapons: [MG42] },
  target,
});

describe('Saves in a shooting (p. 39)', () => {
  it('EX-15a/b: three hits on German infantry: the team in the open that fails is Destroyed; behind the wall the shooter needs its Firepower', () => {
    const germans: TargetUnit = {
      id: 'gren',
      ratings: { motivation: 'confident', skill: 'trained' },
      teams: [
        { id: 'open', profile: RIFLE_MG },
        { id: 'wall1', profile: RIFLE_MG, state: { bulletproof: true } },
        { id: 'wall2', profile: RIFLE_MG, state: { bulletproof: true } },
      ],
    };
    const shooter: ShootingTeam = {
      id: 'Vickers',
      profile: { name: 'HMG', type: 'heavy-weapon', mobility: 'infantry', weapons: [{ ...MG42, firepower: 3 }] },
      target: 'open',
    };
    // 6 dice: 3 hits; saves: open 2 (fail), wall1 1 (fail) FP 3 → destroyed, wall2 1 (fail) FP 2 → protected
    const { result } = run(shoot(sit([shooter], [germans])), [3, 3, 3, 1, 1, 1, 2, 1, 3, 1, 2]);
    expect(result.teams.map((t) => [t.team, t.outcome])).toEqual([
      ['open', 'destroyed'],
      ['wall1', 'destroyed'],
      ['wall2', 'no-effect'],
    ]);
    expect(result.summary.destroyed).toBe(2);
  });

  it('EX-13c/d: two hits on one Sherman at long range, both totals 11 = AT; both Firepower tests pass → Bailed Out, then Bailed Out Again (Remount 4+) fails → Destroyed', () => {
    const unit: TargetUnit = {
      id: 'sq',
      ratings: { motivation: 'confident', skill: 'veteran' },
      teams: [{ id: 'T3', profile: SHERMAN_V }],
    };
    const p4: ShootingTeam = { id: 'P1', profile: PANZER_IV_H, target: 'T3', pairs: { T3: { distance: 20 } } };
    // to hit 6 6; save 4, FP 3 → bailed out; save 4, FP 5 → bailed out again: remount 2 → destroyed
    const { result } = run(shoot(sit([p4], [unit])), [6, 6, 4, 3, 4, 5, 2]);
    expect(result.teams[0]).toMatchObject({ team: 'T3', hits: 2, outcome: 'destroyed', wreck: true });
    const second = result.saves[1]!.record;
    expect('bailedOutAgain' in second && second.bailedOutAgain?.die.first.face).toBe(2);
    // Passing the Remount roll leaves it Bailed Out.
    expect(run(shoot(sit([p4], [unit])), [6, 6, 4, 3, 4, 5, 4]).result.teams[0]!.outcome).toBe('bailed-out');
  });
});

describe('Pinned Down (p. 41)', () => {
  it('EX-16a: a British infantry unit (under 12 teams) taking 7 hits is Pinned Down', () => {
    const { result } = run(shoot(sit([hmg('H1'), hmg('H2')], [infantry(8)])), [
      ...Array(12).fill(3).slice(0, 7),
      1,
      1,
      1,
      1,
      1,
      ...Array(7).fill(6),
    ]);
    expect(result.summary.hits).toBe(7);
    expect(result.pins[0]).toMatchObject({ unit: 'rifles', hits: 7, needed: 5, pinned: true });
    expect(result.summary.pinned).toEqual(['rifles']);
  });

  it('EX-16b: a unit that began the step with 12 teams is not pinned by 7 hits, but is by 8', () => {
    const seven = run(shoot(sit([hmg('H1'), hmg('H2')], [infantry(12)])), [
      ...Array(7).fill(3),
      1,
      1,
      1,
      1,
      1,
      ...Array(7).fill(6),
    ]).result;
    expect(seven.pins[0]).toMatchObject({ hits: 7, needed: 8, pinned: false });
    const eight = run(shoot(sit([hmg('H1'), hmg('H2')], [infantry(12)])), [
      ...Array(8).fill(3),
      1,
      1,
      1,
      1,
      ...Array(8).fill(6),
    ]).result;
    expect(eight.pins[0]).toMatchObject({ hits: 8, pinned: true });
  });

  it('hits from earlier in the step count; Bagpipes need one more hit (p. 72)', () => {
    const earlier = run(shoot(sit([hmg('H1')], [infantry(6, { hitsEarlier: 3 })])), [3, 3, 1, 1, 1, 1, 6, 6]).result;
    expect(earlier.pins[0]).toMatchObject({ hits: 5, pinned: true });
    const pipes = run(
      shoot(sit([hmg('H1')], [infantry(6, { hitsEarlier: 3, bagpipes: true })])),
      [3, 3, 1, 1, 1, 1, 6, 6],
    ).result;
    expect(pipes.pins[0]).toMatchObject({ hits: 5, needed: 6, pinned: false });
  });

  it('Armoured tank units cannot be Pinned Down', () => {
    const unit: TargetUnit = {
      id: 'sq',
      ratings: { motivation: 'confident', skill: 'trained' },
      teams: [1, 2, 3].map((i) => ({ id: `T${i}`, profile: SHERMAN_V })),
    };
    const { result } = run(
      shoot(sit([{ id: 'H1', profile: hmg('x').profile, target: 'T1' }], [unit])),
      [3, 3, 3, 3, 3, 3, 6, 6, 6, 6, 6, 6],
    );
    expect(result.pins[0]).toMatchObject({ hits: 6, canBePinned: false, pinned: false });
  });

  it('EX-17: a pinned unit shoots at Moving ROF without moving (MG ROF 6 → 2)', () => {
    const s = sit([hmg('H1')], [infantry(3)]);
    const { result } = run(shoot({ ...s, shooter: { ...s.shooter, pinned: true } }), [1, 1]);
    expect(result.shooters[0]!.shots[0]).toMatchObject({ rof: 2, rofMode: 'pinned' });
  });
});

describe('Smoke (p. 42)', () => {
  it('EX-18: a Cromwell CS hits a Panther with smoke: a smoke marker, no save; shooting into the smoke is then +1', () => {
    const panther: TeamProfile = {
      name: 'Panther',
      type: 'tank',
      mobility: 'standard-tank',
      armour: { front: 10, side: 5, top: 1 },
      weapons: [],
    };
    const cs: TeamProfile = {
      name: 'Cromwell IV CS',
      type: 'tank',
      mobility: 'fast-tank',
      armour: { front: 6, side: 4, top: 1 },
      weapons: [{ name: '95mm howitzer', range: d(24), rof: 1, antiTank: 8, firepower: 2, rules: ['smoke'] }],
    };
    const target: TargetUnit = {
      id: 'panthers',
      ratings: { motivation: 'confident', skill: 'veteran' },
      teams: [{ id: 'Panther', profile: panther }],
    };
    const smoker: ShootingTeam = { id: 'CS', profile: cs, target: 'Panther', smoke: true };
    const gun: ShootingTeam = { id: 'Cromwell', profile: SHERMAN_V, target: 'Panther' };
    // Listed gun first: smoke still fires first. Smoke 4 hits; then the gun needs 4+1 = 5: rolls 4, 4 → no hit.
    const { result } = run(shoot(sit([gun, smoker], [target])), [4, 4, 4]);
    expect(result.shooters[0]!.shooter).toBe('CS');
    expect(result.smoked).toEqual(['Panther']);
    expect(result.saves).toHaveLength(0);
    expect(result.shooters[1]!.shots[0]!.need).toBe(5);
    expect(result.teams[0]).toMatchObject({ team: 'Panther', outcome: 'smoked', smokeHits: 1 });
    expect(result.pins).toHaveLength(0);
  });

  it('a weapon without the Smoke rule cannot fire smoke', () => {
    const target: TargetUnit = infantry(1);
    const { result } = run(shoot(sit([{ ...hmg('H1'), smoke: true }], [target])), []);
    expect(result.shooters[0]!.reason).toMatch(/no Smoke rule/);
  });
});

describe('Transports and riders (p. 23)', () => {
  it('EX-34: a Sd Kfz 251 carrying infantry is destroyed by a Soviet AT gun: each passenger saves 3+, failures are destroyed, the unit is Pinned Down', () => {
    const halftrack: TeamProfile = {
      name: 'Sd Kfz 251',
      type: 'tank',
      mobility: 'half-tracked',
      armour: { front: 1, side: 0, top: 0 },
      weapons: [],
      passengers: 2,
    };
    const zis: ShootingTeam = {
      id: 'ZiS-3',
      profile: {
        name: '76mm',
        type: 'gun',
        gunSize: 'medium',
        mobility: 'medium-gun',
        weapons: [{ name: '76mm ZiS-3', range: d(32), rof: 2, antiTank: 9, firepower: 3 }],
      },
      target: 'HT',
    };
    const transports: TargetUnit = {
      id: 'transports',
      ratings: { motivation: 'confident', skill: 'veteran' },
      teams: [
        {
          id: 'HT',
          profile: halftrack,
          passengers: [
            { id: 'P1', profile: RIFLE_MG, unit: 'pgren' },
            { id: 'P2', profile: RIFLE_MG, unit: 'pgren', unitTeams: 8 },
          ],
        },
      ],
    };
    // hit 4 (miss 1); armour 2+1 = 3 < 9, FP 3 → destroyed; passengers save 4 (ok) and 1 (destroyed)
    const { result } = run(shoot(sit([zis], [transports])), [4, 1, 2, 3, 4, 1]);
    expect(result.teams.find((t) => t.team === 'HT')).toMatchObject({ outcome: 'destroyed', wreck: true });
    expect(result.teams.find((t) => t.team === 'P1')!.outcome).toBe('no-effect');
    expect(result.teams.find((t) => t.team === 'P2')!.outcome).toBe('destroyed');
    expect(result.pins.find((p) => p.unit === 'pgren')).toMatchObject({
      pinned: true,
      reasons: ['transport-destroyed'],
    });
    expect(result.pins.find((p) => p.unit === 'transports')).toMatchObject({ pinned: false, canBePinned: false });
  });

  it('riders on a tank are hit each time the tank is hit and never get Bulletproof Cover', () => {
    const unit: TargetUnit = {
      id: 'sq',
      ratings: { motivation: 'confident', skill: 'trained' },
      teams: [{ id: 'T1', profile: SHERMAN_V, riders: [{ id: 'Desant', profile: RIFLE_MG, unit: 'desant' }] }],
    };
    const mg = { id: 'H1', profile: hmg('x').profile, target: 'T1' };
    // 2 hits; tank saves 6, 6; rider saves 3 (ok), 2 (destroyed)
    const { result } = run(shoot(sit([mg], [unit])), [3, 3, 1, 1, 1, 1, 6, 6, 3, 2]);
    expect(result.teams.find((t) => t.team === 'Desant')).toMatchObject({ hits: 2, outcome: 'destroyed' });
    expect(result.pins.find((p) => p.unit === 'desant')).toMatchObject({ hits: 2, pinned: false });
  });
});

describe('Killing Commanders (p. 40)', () => {
  const hq = (commander: object): TargetUnit => ({
    id: 'hq',
    ratings: { motivation: 'confident', skill: 'trained' },
    teams: [{ id: 'CO', profile: RIFLE_MG, formationCommander: true, commander }],
  });
  it('no HQ team of the same type within 6": roll 3+ to survive and switch; 1-2 killed', () => {
    const survives = run(
      shoot(sit([hmg('H1', 'CO')], [hq({ switchTeamWithin6: true })])),
      [3, 1, 1, 1, 1, 1, 1, 3],
    ).result;
    expect(survives.commanders).toEqual([{ team: 'CO', roll: 3, outcome: 'switched' }]);
    const killed = run(
      shoot(sit([hmg('H1', 'CO')], [hq({ switchTeamWithin6: true })])),
      [3, 1, 1, 1, 1, 1, 1, 2],
    ).result;
    expect(killed.commanders[0]!.outcome).toBe('killed');
    const nobody = run(shoot(sit([hmg('H1', 'CO')], [hq({})])), [3, 1, 1, 1, 1, 1, 1, 5]).result;
    expect(nobody.commanders[0]!.outcome).toBe('killed');
    const replaced = run(shoot(sit([hmg('H1', 'CO')], [hq({ hqTeamWithin6: true })])), [3, 1, 1, 1, 1, 1, 1]).result;
    expect(replaced.commanders[0]!.outcome).toBe('replaced');
  });
});
