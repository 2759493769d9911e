import { describe, expect, it } from 'vitest';
import {
  destroyedUnitsForVp,
  formationLastStand,
  inGoodSpirits,
  noFormationsLeft,
  noWinnerPoints,
  objectiveHeld,
  unitLastStand,
  victoryPoints,
} from '../../../../src/rulesets/fow4/morale/index.js';
import { run } from '../rating-tests/helpers.js';

const confident = { motivation: 'confident', skill: 'trained' } as const;
const tank = (over: object = {}) => ({ type: 'tank' as const, armoured: true, ...over });
const rifle = (over: object = {}) => ({ type: 'infantry' as const, ...over });

describe('Unit In Good Spirits (p. 60)', () => {
  it('EX-29a: Cromwells with 1 Destroyed, 2 Bailed Out and 1 active are not In Good Spirits', () => {
    const unit = {
      name: 'Cromwell IV Platoon',
      teams: [
        tank({ name: 'T1', destroyed: true }),
        tank({ name: 'T2', bailedOut: true }),
        tank({ name: 'T3', bailedOut: true }),
        tank({ name: 'T4' }),
      ],
    };
    expect(inGoodSpirits(unit).inGoodSpirits).toBe(false);
    expect(inGoodSpirits(unit).counts.tanks).toBe(1);
  });

  it('EX-29a: failing the Last Stand test destroys the unit: the bailed-out and destroyed tanks stay as wrecks, the active tank is removed', () => {
    const unit = {
      name: 'Cromwell IV Platoon',
      ratings: confident,
      teams: [
        tank({ name: 'T1', destroyed: true }),
        tank({ name: 'T2', bailedOut: true }),
        tank({ name: 'T3', bailedOut: true }),
        tank({ name: 'T4' }),
      ],
    };
    const r = run(unitLastStand(unit), [3]);
    expect(r.destroyed).toBe(true);
    expect(r.teams.map((t) => t.fate)).toEqual(['wreck', 'wreck', 'wreck', 'removed']);
    const ok = run(unitLastStand(unit), [4]);
    expect(ok.destroyed).toBe(false);
    expect(ok.teams.map((t) => t.fate)).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
  });

  it('EX-29b: a Rifle Platoon with casualties but 3 In Command infantry teams is In Good Spirits: no test, no dice', () => {
    const unit = {
      name: 'Rifle Platoon',
      ratings: confident,
      teams: [
        rifle({ destroyed: true }),
        rifle({ destroyed: true }),
        rifle(),
        rifle(),
        { type: 'heavy-weapon' as const },
      ],
    };
    expect(inGoodSpirits(unit).inGoodSpirits).toBe(true);
    const r = run(unitLastStand(unit), []);
    expect(r.test.rolls).toEqual([]);
    expect(r.destroyed).toBe(false);
  });

  it('only In Command teams count; no losses at all is always In Good Spirits', () => {
    expect(
      inGoodSpirits({ teams: [rifle({ destroyed: true }), rifle(), rifle(), rifle({ inCommand: false })] })
        .inGoodSpirits,
    ).toBe(false);
    expect(inGoodSpirits({ teams: [rifle({ inCommand: false })] }).inGoodSpirits).toBe(true);
  });

  it('2 guns, 1 aircraft, 2 tanks not bailed out are enough', () => {
    expect(
      inGoodSpirits({ teams: [{ type: 'gun' }, { type: 'gun' }, { type: 'gun', destroyed: true }] }).inGoodSpirits,
    ).toBe(true);
    expect(inGoodSpirits({ teams: [{ type: 'aircraft' }, { type: 'aircraft', destroyed: true }] }).inGoodSpirits).toBe(
      true,
    );
    expect(inGoodSpirits({ teams: [tank(), tank(), tank({ destroyed: true })] }).inGoodSpirits).toBe(true);
    expect(
      inGoodSpirits({ teams: [{ type: 'gun' }, rifle(), rifle(), { type: 'gun', destroyed: true }] }).inGoodSpirits,
    ).toBe(false);
  });

  it('transports Sent to the Rear are not counted (off the table, pp. 23, 60), nor are they losses', () => {
    const lost = inGoodSpirits({ teams: [tank({ destroyed: true }), tank({ atRear: true }), tank({ atRear: true })] });
    expect(lost.inGoodSpirits).toBe(false);
    expect(lost.counts.tanks).toBe(0);
    expect(lost.rules.map((r) => r.page)).toContain('pp. 23, 60');
    expect(inGoodSpirits({ teams: [tank({ atRear: true }), tank({ atRear: true }), tank()] }).inGoodSpirits).toBe(true);
  });

  it('a leaderless unit is never In Good Spirits; Demolition Carriers are ignored', () => {
    expect(
      inGoodSpirits({ leaderless: true, teams: [rifle(), rifle(), rifle(), rifle({ destroyed: true })] }).inGoodSpirits,
    ).toBe(false);
    expect(
      inGoodSpirits({ teams: [rifle(), { type: 'tank', demolitionCarrier: true, destroyed: true }] }).inGoodSpirits,
    ).toBe(true);
  });

  it('HQ Units never take the test; Tiger Ace lowers Last Stand to 3+', () => {
    const hq = run(unitLastStand({ kind: 'hq', ratings: confident, teams: [tank({ destroyed: true }), tank()] }), []);
    expect(hq.destroyed).toBe(false);
    const tiger = run(
      unitLastStand({ ratings: confident, rules: ['tiger-ace'], teams: [tank({ destroyed: true }), tank()] }),
      [3],
    );
    expect(tiger.test.need).toBe(3);
    expect(tiger.destroyed).toBe(false);
  });
});

describe('Formation Last Stand (p. 61)', () => {
  it('EX-30: one Sherman unit and a Support artillery troop, nothing in Reserve: the Formation is Destroyed', () => {
    const f = formationLastStand({
      name: 'B Squadron',
      units: [
        { name: 'HQ', kind: 'hq', status: 'destroyed' },
        { name: '1st Troop', kind: 'combat', status: 'table' },
        { name: '2nd Troop', kind: 'combat', status: 'destroyed' },
        { name: 'Artillery Troop', kind: 'support', status: 'table' },
      ],
    });
    expect(f.inGoodSpirits).toBe(false);
    expect(f.destroyedUnits).toEqual(['1st Troop']);
  });
  it('the HQ and units in Reserve count; Transport Units do not', () => {
    expect(
      formationLastStand({
        name: 'F',
        units: [
          { name: 'HQ', kind: 'hq', status: 'table' },
          { name: 'P', kind: 'combat', status: 'reserve' },
        ],
      }).inGoodSpirits,
    ).toBe(true);
    expect(
      formationLastStand({
        name: 'F',
        units: [
          { name: 'P', kind: 'combat', status: 'table' },
          { name: 'Trucks', kind: 'transport', status: 'table' },
        ],
      }).inGoodSpirits,
    ).toBe(false);
  });
  it('No Formations Left: Allied Formations do not count', () => {
    const dead = { name: 'Main', units: [{ name: 'P', kind: 'combat' as const, status: 'table' as const }] };
    const allied = {
      name: 'Allies',
      allied: true,
      units: [
        { name: 'A', kind: 'hq' as const, status: 'table' as const },
        { name: 'B', kind: 'combat' as const, status: 'table' as const },
      ],
    };
    expect(noFormationsLeft([dead, allied]).loses).toBe(true);
  });
});

describe('Victory Points (p. 93)', () => {
  it('EX-50: the winner lost an HQ and an attached Transport Unit: Major Victory 7-2', () => {
    const lost = destroyedUnitsForVp([
      { name: 'HQ', kind: 'hq', destroyed: true },
      { name: 'Trucks', kind: 'transport', destroyed: true },
      { name: 'Observer', kind: 'independent', destroyed: true },
      { name: 'Rifles', kind: 'combat' },
    ]);
    expect(lost).toBe(2);
    expect(victoryPoints(lost)).toMatchObject({ result: 'Major Victory', winner: 7, loser: 2 });
  });
  it('0-1 Stunning 8-1; 3+ Minor 6-3; a withdrawn unit not In Good Spirits counts as Destroyed', () => {
    expect(victoryPoints(1)).toMatchObject({ winner: 8, loser: 1 });
    expect(victoryPoints(4)).toMatchObject({ result: 'Minor Victory', winner: 6, loser: 3 });
    expect(
      destroyedUnitsForVp([
        { withdrawn: true, inGoodSpiritsWhenWithdrawn: false },
        { withdrawn: true, inGoodSpiritsWhenWithdrawn: true },
      ]),
    ).toBe(1);
  });
  it('no draws: both lose and take the Loser column [AMB-22]', () => {
    expect(noWinnerPoints(3, 1)).toMatchObject({ a: 1, b: 3 });
  });
});

describe('Holding Objectives (p. 94)', () => {
  it('EX-52: own infantry 3" away, an enemy Bailed Out tank 2" away: the Objective is held', () => {
    expect(objectiveHeld([{ type: 'infantry', inches: 3 }], [{ type: 'tank', inches: 2, bailedOut: true }]).held).toBe(
      true,
    );
    expect(objectiveHeld([{ type: 'infantry', inches: 3 }], [{ type: 'tank', inches: 2 }]).held).toBe(false);
    expect(objectiveHeld([{ type: 'tank', inches: 3, transport: true }], []).held).toBe(false);
    expect(objectiveHeld([{ type: 'gun', inches: 4.5 }], []).held).toBe(false);
  });
});
