import { describe, expect, it } from 'vitest';
import { airAttack, AA_RESTRICTIONS } from '../../../../src/rulesets/fow4/aircraft/attack.js';
import { aircraftArrival, aircraftUnitSize } from '../../../../src/rulesets/fow4/aircraft/arrival.js';
import { aircraftWeapon } from '../../../../src/rulesets/fow4/aircraft/weapons.js';
import type { TeamProfile } from '../../../../src/rulesets/flames-of-war/profile.js';
import type { ShootingUnit, TargetUnit } from '../../../../src/rulesets/fow4/shooting/situation.js';
import { RIFLE_MG, run, T34_85 } from '../bombard/helpers.js';

const d = (inches: number) => ({ inches, cm: inches * 2.5 });

const TYPHOON: TeamProfile = {
  name: 'Typhoon',
  type: 'aircraft',
  mobility: 'aircraft',
  save: 3,
  weapons: [
    { name: 'Cannon', range: d(8), rof: 2, antiTank: 8, firepower: 5 },
    {
      name: 'Rockets',
      range: d(8),
      rof: 0,
      antiTank: 6,
      firepower: 3,
      artillery: { range: d(8), antiTank: 6, firepower: 3, rules: ['bombs-and-rockets'] },
    },
  ],
};
const IL2: TeamProfile = {
  ...TYPHOON,
  name: 'Il-2',
  rules: ['flying-tank'],
  weapons: [
    {
      name: 'Bombs',
      range: d(6),
      rof: 0,
      antiTank: 5,
      firepower: 2,
      artillery: { range: d(6), antiTank: 5, firepower: 2 },
    },
  ],
};
const FLAK: TeamProfile = {
  name: '2cm FlaK38',
  type: 'gun',
  gunSize: 'light',
  mobility: 'light-gun',
  weapons: [{ name: '2cm FlaK38', range: d(24), rof: 4, antiTank: 5, firepower: 5, rules: ['anti-aircraft'] }],
};
const MG_TEAM: TeamProfile = {
  name: 'MG34 AA',
  type: 'infantry',
  mobility: 'infantry',
  weapons: [{ name: 'MG34', range: d(16), rof: 3, antiTank: 2, firepower: 6, rules: ['self-defence-aa'] }],
};

const flight = (n: number, profile = TYPHOON) => ({
  id: 'air',
  name: 'Typhoon flight',
  teams: Array.from({ length: n }, (_, i) => ({ id: `A${i + 1}`, profile })),
});
const aa = (teams: ShootingUnit['teams']): ShootingUnit => ({ id: 'flak', name: 'Flak platoon', teams });
const tanks: TargetUnit = {
  id: 'tanks',
  ratings: { motivation: 'confident', skill: 'trained' },
  teams: [{ id: 'T1', profile: T34_85 }],
};

describe('Aircraft arrival (p. 44)', () => {
  it('arrives on 4+: 4 arrives, 3 does not', () => {
    expect(run(aircraftArrival({}), [4]).result.status).toBe('arrived');
    expect(run(aircraftArrival({}), [3]).result).toMatchObject({ status: 'not-arrived', need: '4+' });
  });

  it('Close Air Support arrives on 3+', () => {
    expect(run(aircraftArrival({ closeAirSupport: true }), [3]).result).toMatchObject({
      status: 'arrived',
      need: '3+',
    });
  });

  it('no roll at night, in Reserve, or in the first turn of a Meeting Engagement; an AOP simply arrives', () => {
    expect(run(aircraftArrival({ night: true }), []).result.status).toBe('no-roll');
    expect(run(aircraftArrival({ inReserve: true }), []).result.status).toBe('no-roll');
    expect(run(aircraftArrival({ meetingEngagementFirstTurn: true }), []).result.status).toBe('no-roll');
    expect(run(aircraftArrival({ aop: true, night: true }), []).result.status).toBe('arrived');
  });

  it('Fighter Interception: after a successful roll the opponent intercepts on 5+', () => {
    expect(run(aircraftArrival({ fighterInterception: true }), [4, 5]).result.status).toBe('intercepted');
    expect(run(aircraftArrival({ fighterInterception: true }), [4, 4]).result.status).toBe('arrived');
    expect(run(aircraftArrival({ fighterInterception: true }), [2]).result.interception).toBeUndefined();
  });

  it('air support sizes: Priority 3, Limited 2, Sporadic 1', () => {
    expect(['priority', 'limited', 'sporadic'].map((x) => aircraftUnitSize(x as 'priority'))).toEqual([3, 2, 1]);
  });
});

describe('Aircraft weapons (p. 44)', () => {
  it('MGs fire at ROF 3, cannon at ROF 2, ranges 8"/20cm; bombs 6"/15cm', () => {
    expect(
      aircraftWeapon({ name: 'MGs', range: d(16), rof: 1, antiTank: 2, firepower: 6, vehicleMg: true }),
    ).toMatchObject({ rof: 3, range: { inches: 8 } });
    expect(aircraftWeapon({ name: 'Cannon', range: d(16), rof: 1, antiTank: 8, firepower: 5 })).toMatchObject({
      rof: 2,
      range: { inches: 8 },
    });
    expect(aircraftWeapon(IL2.weapons[0]!).range).toEqual({ inches: 6, cm: 15 });
  });

  it('cannon attack: two Typhoons, 2 dice each against a Trained T-34 (3+)', () => {
    // To hit: A1 2 dice 3, 1; A2 2 dice 1, 1 → 1 hit; save: armour roll 6 (front 6 +6 = 12 > 8) bounces
    const r = run(airAttack({ aircraft: flight(2), weapon: 'Cannon', targets: [tanks] }), [3, 1, 1, 1, 6]).result;
    const attack = r.attack;
    if (attack?.kind !== 'shoot') throw new Error(`expected a shooting attack, got ${attack?.kind}`);
    const shots = attack.result.shooters.map((x) => x.shots[0]);
    expect(shots.map((x) => [x!.rof, x!.need])).toEqual([
      [2, 3],
      [2, 3],
    ]);
  });
});

describe('Anti-aircraft fire (pp. 27, 66)', () => {
  it('aircraft are hit on 5+; an Anti-aircraft weapon fires at its ROF, an AA MG at ROF 1; the shooters are restricted afterwards', () => {
    // FlaK ROF 4: 5, 1, 1, 1 → 1 hit; MG34 ROF 1: 4 → miss. Save 3+: roll 2 fails; FlaK FP 5+: 5 → shot down.
    // The second Typhoon attacks with cannon: 2 dice 1, 1.
    const flakUnit = aa([
      { id: 'F1', profile: FLAK, target: 'A1' },
      { id: 'M1', profile: MG_TEAM, target: 'A1' },
    ]);
    const r = run(
      airAttack({ aircraft: flight(2), weapon: 'Cannon', antiAircraft: [flakUnit], targets: [tanks] }),
      [5, 1, 1, 1, 4, 2, 5, 1, 1],
    ).result;
    const shots = r.antiAircraft[0]!.result.shooters.map((x) => x.shots[0]!);
    expect(shots.map((x) => [x.rof, x.need])).toEqual([
      [4, 5],
      [1, 5],
    ]);
    expect(r.shotDown).toEqual(['A1']);
    expect(r.attacking).toEqual(['A2']);
    expect(r.antiAircraft[0]!.consequences.map((c) => c.team)).toEqual(['F1', 'M1']);
    expect(r.antiAircraft[0]!.consequences[0]!.restrictions).toEqual(AA_RESTRICTIONS);
  });

  it('Flying Tank: +1 to the Firepower test, so a Firepower 6 weapon can never shoot it down', () => {
    const mgOnly = aa([
      {
        id: 'M1',
        profile: { ...MG_TEAM, weapons: [{ ...MG_TEAM.weapons[0]!, rof: 3, rules: ['anti-aircraft'] }] },
        target: 'A1',
      },
    ]);
    // MG 3 dice: 6, 1, 1 → 1 hit; save 1 fails; FP 6+1 = 7: impossible, no die. Then the Il-2 bombs: range in 3; to hit 1 (Rifle team).
    const r = run(
      airAttack({
        aircraft: flight(1, IL2),
        weapon: 'Bombs',
        antiAircraft: [mgOnly],
        bombard: { under: [{ name: 'Rifle/MG team', profile: RIFLE_MG, skill: 'trained' }], nearestFriendly: 10 },
      }),
      [6, 1, 1, 1, 3, 1],
    ).result;
    expect(r.shotDown).toEqual([]);
    expect(r.attacking).toEqual(['A1']);
  });
});

describe('Bombs and Rockets (pp. 44, 46, 66)', () => {
  const under = [{ name: 'T-34/85', count: 2, profile: T34_85, skill: 'trained' as const, unit: 'tanks' }];

  it('two Typhoons with rockets: spotted by their own aircraft at Veteran 3+, no re-roll of hits for 2 weapons, adjusted AT 6 → 3', () => {
    // range in 3; to hit 4, 1 (no re-roll); save: 2 + top 1 = 3 = AT 3 → Firepower 3+: 3 → bailed out
    const r = run(
      airAttack({ aircraft: flight(2), weapon: 'Rockets', bombard: { under, nearestFriendly: 10 } }),
      [3, 4, 1, 2, 3],
    ).result;
    const b = (
      r.attack as { kind: 'bombard'; result: import('../../../../src/rulesets/fow4/bombard/bombard.js').BombardResult }
    ).result;
    const u = b.units[0]!;
    expect(b.rangeIn!.attempts[0]!.need).toBe('3+');
    expect(u.band).toMatchObject({ weaponsFiring: 2, reroll: 'none' });
    expect([u.antiTank, u.firepower]).toEqual([3, 3]);
    expect(u.fire!.teams.map((t) => t.outcome)).toEqual(['bailed-out', 'missed']);
    expect(b.rules.map((x) => x.id)).toContain('fow4.bombs-and-rockets');
  });

  it('an aircraft template must be more than 8"/20cm from friendly teams', () => {
    const r = run(
      airAttack({ aircraft: flight(2), weapon: 'Rockets', bombard: { under, nearestFriendly: 6 } }),
      [],
    ).result;
    if (r.attack?.kind !== 'bombard') throw new Error(`expected a bombardment, got ${r.attack?.kind}`);
    expect(r.attack.result.units[0]!.status).toBe('danger-close');
  });
});
