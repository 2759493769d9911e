/** Review of the assault rules against the book (pp. 52-59, 65). Scripted dice; the book page is in each name. */
import { describe, expect, it } from 'vitest';
import {
  A13,
  BOYS,
  MG_TEAM,
  RIFLE,
  TWO_PDR,
  runAssault,
  situation,
  teams,
  unit,
  type AssaultProfile,
} from './helpers.js';

const HMG: AssaultProfile = { ...MG_TEAM, name: 'HMG', type: 'heavy-weapon' };

describe('review2: teams that cannot charge still fight back when charged (p. 65)', () => {
  it('p. 65 Gun: a Gun team charged by the enemy rolls to hit in its Counterattack', () => {
    // Rifles assault a 2 pdr. DF: the gun's 3 dice all miss (1,1,1). To hit: Rifle 1 misses (1).
    // Test to Counterattack: 4 (Confident 4+) passes. Round 2: the gun, in Contact, rolls to hit: 3 (Veteran 3+) kills Rifle 1.
    // The Rifles have no team left: the defenders win.
    const s = situation(unit('Rifles', teams('Rifle', RIFLE, 1)), [unit('Guns', [{ id: 'Gun 1', profile: TWO_PDR }])]);
    const { result } = runAssault(s, [1, 1, 1, 1, 4, 3]);
    const r2 = result.rounds[1]!;
    expect(r2.charge[0]).toMatchObject({ team: 'Gun 1', contacts: ['Rifle 1'] });
    expect(r2.hits[0]).toMatchObject({ team: 'Gun 1', hit: true, target: 'Rifle 1', outcome: 'destroyed' });
    expect(result.outcome).toBe('defender-won');
  });

  it('p. 65 Heavy Weapon: a defending HMG charged by the enemy is an Assaulting team in its Counterattack', () => {
    // DF: HMG 3 dice miss. To hit: Rifle 1 misses (1). Counterattack 4 passes. Round 2: HMG hits on 3.
    const s = situation(unit('Rifles', teams('Rifle', RIFLE, 1)), [unit('MGs', [{ id: 'HMG 1', profile: HMG }])]);
    const { result } = runAssault(s, [1, 1, 1, 1, 4, 3]);
    expect(result.rounds[1]!.hits[0]).toMatchObject({ team: 'HMG 1', hit: true, outcome: 'destroyed' });
    expect(result.outcome).toBe('defender-won');
  });

  it('p. 53: a Gun team not in Contact cannot charge in the Counterattack', () => {
    // Rifle 1 contacts only Rifle A; Gun 1 is a defender out of Contact. DF: Rifle A 1 die, Gun 3 dice: all miss.
    // To hit: Rifle 1 misses. Counterattack 4. Round 2: Rifle A rolls 1 (miss); Gun 1 does not fight.
    // The Rifles test: 1, Break Off.
    const s = situation(unit('Rifles', [{ id: 'Rifle 1', profile: RIFLE, contact: ['Rifle A'] }]), [
      unit('Mixed', [
        { id: 'Rifle A', profile: RIFLE },
        { id: 'Gun 1', profile: TWO_PDR },
      ]),
    ]);
    const { result } = runAssault(s, [1, 1, 1, 1, 1, 4, 1, 1]);
    const r2 = result.rounds[1]!;
    expect(r2.charge.find((c) => c.team === 'Gun 1')!.contacts).toEqual([]);
    expect(r2.hits.map((h) => h.team)).toEqual(['Rifle A']);
  });
});

describe('review2: Mounted Assault (p. 71)', () => {
  const SPW: AssaultProfile = {
    name: 'Sd Kfz 251/1',
    type: 'tank',
    mobility: 'half-tracked',
    armour: { front: 1, side: 0, top: 0 },
    weapons: [{ name: 'MG', range: { inches: 16, cm: 40 }, rof: 3, antiTank: 2, firepower: 6, vehicleMg: true }],
    rules: ['transport', 'mounted-assault'],
    passengers: 2,
  };
  it('p. 71: infantry passengers of an armoured Mounted Assault transport roll to hit when it assaults', () => {
    // DF: Foe 1's rifle misses the half-track (1). To hit, one 3+ pool: the half-track 1 (miss), Gren 1 (passenger) 3: a hit.
    const s = situation(
      unit('SPW Platoon', [
        { id: 'SPW 1', profile: SPW, passengers: ['Gren 1'] },
        { id: 'Gren 1', profile: RIFLE },
      ]),
      [unit('Foes', teams('Foe', RIFLE, 1))],
    );
    const { result } = runAssault(s, [1, 1, 3]);
    const hits = result.rounds[0]!.hits;
    expect(hits.map((h) => h.team)).toEqual(['SPW 1', 'Gren 1']);
    expect(hits[1]).toMatchObject({ team: 'Gren 1', hit: true, target: 'Foe 1', outcome: 'destroyed' });
    expect(result.outcome).toBe('attacker-won');
  });

  it('p. 71: passengers of a transport without Mounted Assault do not fight (the transport cannot even charge)', () => {
    const truck: AssaultProfile = { ...SPW, name: 'Truck', armour: undefined, rules: ['transport'] } as AssaultProfile;
    const s = situation(
      unit('Trucks', [
        { id: 'Truck 1', profile: truck, passengers: ['Gren 1'] },
        { id: 'Gren 1', profile: RIFLE },
      ]),
      [unit('Foes', teams('Foe', RIFLE, 1))],
    );
    expect(runAssault(s, []).result.outcome).toBe('no-assault');
  });
});

describe('review2: numbers the existing assault tests do not check', () => {
  it('p. 57 Small Infantry Teams: a Unit Leader on a small base keeps its 3+ (Veteran), no +1', () => {
    // DF: the rifle misses (1). To hit: the small Boys team that is the Unit Leader rolls 3: a hit.
    const s = situation(unit('Veterans', [{ id: 'Boys 1', profile: BOYS, small: true, leader: true }]), [
      unit('Foes', teams('Foe', RIFLE, 1)),
    ]);
    const { result } = runAssault(s, [1, 3]);
    expect(result.rounds[0]!.hits[0]).toMatchObject({ team: 'Boys 1', need: '3+', hit: true, outcome: 'destroyed' });
  });

  it('p. 56: a lone assaulting tank with Top armour 1 falls back once Defensive Fire bails it out ("all of them if fewer")', () => {
    // DF: the 2 pdr (3 dice, Veteran A13 hit on 4+) scores one hit: 4,1,1. Save: 1 + Side 2 = 3 < AT 7; Firepower 4+ rolls 1: Bailed Out.
    const s = situation(unit('A13s', [{ id: 'A13 1', profile: A13 }]), [
      unit('Guns', [{ id: 'Gun 1', profile: TWO_PDR }]),
    ]);
    const { result } = runAssault(s, [4, 1, 1, 1, 1]);
    const r = result.rounds[0]!;
    expect(r.fallBack).toMatchObject({ lightTanks: true, knockedOut: 1, knockedOutNeeded: 1, fallsBack: true });
    expect(result.outcome).toBe('fell-back');
  });
});
