import { describe, expect, it } from 'vitest';
import {
  aircraftArrival,
  aircraftArrivalOdds,
  boobyTrap,
  commanderSurvives,
  dawn,
  dawnDuskDice,
  dawnDuskOdds,
  dispute,
  dusk,
  firstTurn,
  minefield,
  moon,
  nightVisibility,
  nightVisibilityOdds,
  rangeIn,
  rangeInOdds,
  reserveDice,
  reserves,
  reservesOdds,
  timeOfDay,
  whoAttacks,
} from '../../../../src/rulesets/fow4/rating-tests/index.js';
import { codes, faces, run, ruleIds } from './helpers.js';

const veteran = { motivation: 'confident', skill: 'veteran' } as const;
const trained = { motivation: 'confident', skill: 'trained' } as const;

describe('Settling rules disputes (p. 5)', () => {
  it("EX-04: a 4 gives the roller's reading, a 3 the opponent's, for the rest of the game", () => {
    expect(run(dispute({ roller: 'Anna', opponent: 'Ben' }), [4]).winner).toBe('Anna');
    expect(run(dispute({ roller: 'Anna', opponent: 'Ben' }), [3]).winner).toBe('Ben');
  });
});

describe('Reserves (p. 96)', () => {
  it('EX-48: Immediate Reserves, turn 3, dice 2 4 1: no 5+ but 3 dice were rolled, so 1 unit arrives', () => {
    const r = run(reserves({ type: 'immediate', turn: 3 }), [2, 4, 1]);
    expect(r.dice).toBe(3);
    expect(r.successes).toBe(0);
    expect(r.arrivals).toBe(1);
    expect(r.guaranteed).toBe(true);
    expect(codes(r)).toContain('guaranteed-arrival');
  });
  it('EX-49: Delayed Reserves roll 2 dice on turn 4 (none on turns 1-2, 1 on turn 3)', () => {
    expect([1, 2, 3, 4, 5].map((t) => reserveDice('delayed', t))).toEqual([0, 0, 1, 2, 3]);
    expect([1, 2, 3].map((t) => reserveDice('immediate', t))).toEqual([1, 2, 3]);
    const r = run(reserves({ type: 'delayed', turn: 4 }), [5, 6]);
    expect(r.arrivals).toBe(2);
  });
  it('2 dice with no 5+ bring nobody; arrivals never exceed the units in Reserve', () => {
    expect(run(reserves({ type: 'immediate', turn: 2 }), [4, 4]).arrivals).toBe(0);
    expect(run(reserves({ type: 'immediate', turn: 4, unitsInReserve: 1 }), [5, 6, 6, 1]).arrivals).toBe(1);
    expect(run(reserves({ type: 'delayed', turn: 2 }), []).arrivals).toBe(0);
  });
  it('Scattered Reserves roll an entry die per arriving unit', () => {
    const r = run(reserves({ type: 'immediate', turn: 2, scattered: true }), [5, 6, 3, 1]);
    expect(r.entryRolls).toEqual([3, 1]);
  });
  it('exact odds: Immediate turn 3 always brings at least one unit (20/27 exactly one); turn 2: 5/9', () => {
    const o = reservesOdds({ type: 'immediate', turn: 3 });
    expect(o.pass.toString()).toBe('1');
    expect(o.distribution!.map((d) => `${d.outcome}=${d.p}`)).toEqual([
      '1 unit(s) arrive=20/27',
      '2 unit(s) arrive=2/9',
      '3 unit(s) arrive=1/27',
    ]);
    expect(reservesOdds({ type: 'immediate', turn: 2 }).pass.toString()).toBe('5/9');
  });
});

describe('Aircraft arrival (p. 44)', () => {
  it('4+ normally, 3+ with Close Air Support', () => {
    expect(run(aircraftArrival({}), [4]).passed).toBe(true);
    expect(run(aircraftArrival({}), [3]).passed).toBe(false);
    const cas = run(aircraftArrival({ closeAirSupport: true }), [3]);
    expect(cas.need).toBe(3);
    expect(cas.passed).toBe(true);
  });
  it('no roll at night, in the first turn of a Meeting Engagement, or while in Reserve', () => {
    expect(codes(run(aircraftArrival({ night: true }), []))).toEqual(['night']);
    expect(codes(run(aircraftArrival({ meetingEngagementFirstTurn: true }), []))).toEqual(['meeting-engagement']);
    expect(codes(run(aircraftArrival({ inReserve: true }), []))).toEqual(['in-reserve']);
  });
  it('Fighter Interception: the opponent rolls 5+ after a successful arrival', () => {
    const r = run(aircraftArrival({ enemyFighterInterception: true }), [4, 5]);
    expect(r.intercepted).toBe(true);
    expect(r.passed).toBe(false);
    expect(faces(r)).toEqual(['test:4', 'interception:5']);
    expect(run(aircraftArrival({ enemyFighterInterception: true }), [6, 4]).passed).toBe(true);
    expect(run(aircraftArrival({ enemyFighterInterception: true }), [2]).rolls).toHaveLength(1);
  });
  it('exact odds: 1/2; Close Air Support 2/3; against Fighter Interception 1/3', () => {
    expect(aircraftArrivalOdds({}).pass.toString()).toBe('1/2');
    expect(aircraftArrivalOdds({ closeAirSupport: true }).pass.toString()).toBe('2/3');
    expect(aircraftArrivalOdds({ enemyFighterInterception: true }).pass.toString()).toBe('1/3');
  });
});

describe('Dawn and Dusk (p. 91)', () => {
  it('EX-51: Defender turn 3 rolls 4: still dark; Attacker turn 4 rolls 3 and 5: morning breaks', () => {
    const d3 = run(dawn({ player: 'defender', turn: 3 }), [4]);
    expect(d3.dice).toBe(1);
    expect(d3.passed).toBe(false);
    const a4 = run(dawn({ player: 'attacker', turn: 4 }), [3, 5]);
    expect(a4.dice).toBe(2);
    expect(a4.passed).toBe(true);
    expect(codes(a4)).toEqual(['morning-breaks']);
  });
  it('one more die at each turn: D3 1, A4 2, D4 3, A5 4; nothing before', () => {
    expect([
      dawnDuskDice('defender', 3),
      dawnDuskDice('attacker', 4),
      dawnDuskDice('defender', 4),
      dawnDuskDice('attacker', 5),
    ]).toEqual([1, 2, 3, 4]);
    expect([dawnDuskDice('attacker', 3), dawnDuskDice('defender', 2)]).toEqual([0, 0]);
    expect(run(dusk({ player: 'attacker', turn: 3 }), []).rolls).toEqual([]);
  });
  it('Dusk: any 5+ and night falls; exact odds with 2 dice 5/9', () => {
    expect(codes(run(dusk({ player: 'defender', turn: 3 }), [5]))).toEqual(['night-falls']);
    expect(dawnDuskOdds({ player: 'attacker', turn: 4 }).pass.toString()).toBe('5/9');
  });
});

describe('Night visibility and the Moon (pp. 90-91)', () => {
  it('4"/10cm per pip', () => {
    const r = run(nightVisibility({}), [3]);
    expect([r.inches, r.cm]).toEqual([12, 30]);
  });
  it('Full Moon keeps the higher of 2 dice, New Moon the lower; Infra-red ignores the New Moon', () => {
    expect(run(nightVisibility({ moon: 'full' }), [2, 5]).inches).toBe(20);
    expect(run(nightVisibility({ moon: 'new' }), [2, 5]).inches).toBe(8);
    expect(run(nightVisibility({ moon: 'new', infraRed: true }), [5]).inches).toBe(20);
    expect(nightVisibilityOdds({ moon: 'full' }).distribution!.at(-1)!.p.toString()).toBe('11/36');
  });
  it('Time of Day: 1-2 Dusk, 3-4 Darkness, 5-6 Dawn; Moon 1-2 Full, 5-6 New', () => {
    expect([1, 3, 6].map((f) => run(timeOfDay({}), [f]).value)).toEqual(['dusk', 'darkness', 'dawn']);
    expect([2, 4, 5].map((f) => run(moon({}), [f]).value)).toEqual(['full', 'normal', 'new']);
  });
});

describe('Who attacks (p. 92) and the first turn (p. 93)', () => {
  it('the higher roll attacks; ties roll again', () => {
    expect(run(whoAttacks({ players: ['A', 'B'] }), [3, 3, 2, 5]).attacker).toBe('B');
    expect(run(whoAttacks({ players: ['A', 'B'] }), [6, 1]).attacker).toBe('A');
  });
  it('secret choices: no roll when they differ; the player with more infantry Formations defends', () => {
    expect(run(whoAttacks({ players: ['A', 'B'], method: 'choose', choices: ['defend', 'attack'] }), []).attacker).toBe(
      'B',
    );
    expect(
      run(whoAttacks({ players: ['A', 'B'], method: 'choose', choices: ['attack', 'attack'] }), [2, 4]).attacker,
    ).toBe('B');
    expect(
      run(whoAttacks({ players: ['A', 'B'], method: 'infantry-formations', infantryFormations: [2, 1] }), []).defender,
    ).toBe('A');
  });
  it('the Attacker goes first, except in a Meeting Engagement (roll-off)', () => {
    expect(run(firstTurn({ attacker: 'A', defender: 'D' }), []).first).toBe('A');
    expect(run(firstTurn({ attacker: 'A', defender: 'D', meetingEngagement: true }), [2, 6]).first).toBe('D');
  });
});

describe('Range In, one attempt (p. 47)', () => {
  it('EX-19a: Veteran battery and spotter, attempt 1 on a 3: no to-hit penalty', () => {
    const r = run(rangeIn({ artillery: veteran, attempt: 1 }), [3]);
    expect(r.need).toBe(3);
    expect(r.toHitPenalty).toBe(0);
  });
  it('EX-19b: success on attempt 3 gives +2 to hit', () => {
    expect(run(rangeIn({ artillery: veteran, attempt: 3 }), [5]).toHitPenalty).toBe(2);
  });
  it('EX-20: template over a crop field: 4+; at night as well: 5+', () => {
    expect(run(rangeIn({ artillery: veteran, attempt: 1, terrain: true }), [4]).need).toBe(4);
    expect(run(rangeIn({ artillery: veteran, attempt: 1, terrain: true, night: true }), [5]).need).toBe(5);
  });
  it('the worse rating of spotter and artillery (a Ranging rating when given)', () => {
    const r = run(rangeIn({ artillery: veteran, spotter: trained, attempt: 1 }), [4]);
    expect(r.need).toBe(4);
    expect(ruleIds(r)).toContain('fow4.range-in-less-skilled');
    expect(run(rangeIn({ artillery: { ...trained, ranging: 3 }, attempt: 1 }), [3]).need).toBe(3);
  });
  it('three failures: marker removed and the unit is idle; an AOP re-rolls a failed third attempt only', () => {
    expect(codes(run(rangeIn({ artillery: veteran, attempt: 3 }), [2]))).toEqual(['ranging-failed', 'artillery-idle']);
    expect(run(rangeIn({ artillery: veteran, attempt: 3, airObservationPost: true }), [2, 3]).passed).toBe(true);
    expect(run(rangeIn({ artillery: veteran, attempt: 2, airObservationPost: true }), [2]).passed).toBe(false);
    expect(
      rangeInOdds({ artillery: veteran, attempt: 3, airObservationPost: true }).withRerolls[0]!.pass.toString(),
    ).toBe('8/9');
  });
});

describe('Minefields and Booby Traps (pp. 78-79)', () => {
  it('Minefield: Skill test; a failure is an AT 5, FP 1+ hit on Top armour, and the unit is Pinned at the end of its move', () => {
    const r = run(minefield({ ratings: trained, teamType: 'infantry' }), [3]);
    expect(r.need).toBe(4);
    expect(r.hit).toEqual({ antiTank: 5, firepower: 1, topArmour: false });
    expect(codes(r)).toContain('pinned-after-move');
    const t = run(minefield({ ratings: trained, teamType: 'armoured-tank' }), [1]);
    expect(t.hit!.topArmour).toBe(true);
    expect(codes(t)).not.toContain('pinned-after-move');
    expect(run(minefield({ ratings: trained }), [4]).passed).toBe(true);
  });
  it('Minefield uses the Tactics rating when different; Booby Trap the plain Skill', () => {
    expect(run(minefield({ ratings: { ...trained, tactics: 3 } }), [3]).need).toBe(3);
    expect(run(boobyTrap({ ratings: { ...trained, tactics: 3 } }), [4]).need).toBe(4);
  });
  it('Booby Trap: a failure is an AT 3, FP 2+ hit and the trap is removed', () => {
    const r = run(boobyTrap({ ratings: veteran, teamType: 'unarmoured-tank' }), [2]);
    expect(r.hit).toEqual({ antiTank: 3, firepower: 2, topArmour: true });
    expect(codes(r)).toContain('trap-removed');
  });
});

describe('Killing Commanders (p. 40)', () => {
  it('an HQ team of the same type within 6"/15cm takes over without a roll', () => {
    expect(run(commanderSurvives({ commanderType: 'tank', hqTeamWithin6: true }), []).passed).toBe(true);
  });
  it('otherwise 3+ survives and switches team; 1-2 killed; no team of the type within 6"/15cm: killed', () => {
    expect(codes(run(commanderSurvives({ commanderType: 'infantry', replacementWithin6: true }), [3]))).toContain(
      'switch-infantry',
    );
    expect(codes(run(commanderSurvives({ commanderType: 'tank', replacementWithin6: true }), [6]))).toContain(
      'switch-tank',
    );
    expect(run(commanderSurvives({ commanderType: 'tank', replacementWithin6: true }), [2]).passed).toBe(false);
    expect(run(commanderSurvives({ commanderType: 'tank', replacementWithin6: false }), [5]).passed).toBe(false);
  });
});
