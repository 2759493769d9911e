/** The spec's worked examples (§20) not covered in fire, AT or morale tests. */
import { describe, expect, it } from 'vitest';
import { Fraction } from '../../../src/dice/fraction.js';
import {
  batteryPv,
  beatenZone,
  beatenZoneModifiers,
  callDown,
  mapFireNextTurn,
} from '../../../src/rulesets/panzerfaust/indirect/indirect.js';
import { pipCost, pipDie } from '../../../src/rulesets/panzerfaust/movement/pips.js';
import { boggingTest, turnAboutBehindRear, vehicleMove } from '../../../src/rulesets/panzerfaust/movement/vehicles.js';
import { observe, muzzleFlash } from '../../../src/rulesets/panzerfaust/observation.js';
import {
  aircraftPv,
  fortificationPv,
  nationalPv,
  platoonFr,
  skirtsPv,
} from '../../../src/rulesets/panzerfaust/points.js';
import { battleType, nightSky, weather, wind } from '../../../src/rulesets/panzerfaust/pregame/pregame.js';
import {
  aaFire,
  afvCrossesMines,
  bridgeAfterCharges,
  flameVsAfv,
  offTableLanding,
  partlyInBzr,
} from '../../../src/rulesets/panzerfaust/special.js';
import { sumModifiers } from '../../../src/rulesets/panzerfaust/modifiers.js';
import { LostValueError } from '../../../src/rulesets/panzerfaust/tables/lost.js';
import { fixtureTables, shippedTables } from './fixture-tables.js';
import { run } from './run.js';

describe('command and movement (pp. 7, 12, 25)', () => {
  it('example 1: a Veteran pip die rolling 2, then 1, then 5 gives 5 pips', () => {
    const { result } = run(pipDie('veteran'), [2, 1, 5]);
    expect(result.faces).toEqual([2, 1, 5]);
    expect(result.pips).toBe(5);
  });
  it('a Conscript pip die re-rolls 5 and 6', () => {
    expect(run(pipDie('conscript'), [6, 5, 4]).result.pips).toBe(4);
  });
  it('example 2: a squad out of command radius moving alone at night costs 3 pips', () => {
    expect(pipCost({ outOfRadius: true, night: true }).cost).toBe(3);
    expect(pipCost({ moraleRetreat: true }).cost).toBe(0);
  });
  it('example 16: a 4x4 truck (C/C 16 cm) in thick woods moves 4 cm', () => {
    expect(
      vehicleMove({ drive: '4x4', crossCountryCm: 16, terrain: ['Thick woods'] }, shippedTables()).distanceCm,
    ).toBe(4);
  });
  it('example 17: the same truck towing in thick woods moves 2 cm', () => {
    expect(
      vehicleMove({ drive: '4x4', crossCountryCm: 16, terrain: ['Towing off-road', 'Thick woods'] }, shippedTables())
        .distanceCm,
    ).toBe(2);
  });
  it('example 18: a tracked AFV (C/C 10 cm) in rubble moves 3 cm (nearest; up gives 4)', () => {
    const m = vehicleMove({ drive: 'Fully tracked', crossCountryCm: 10, terrain: ['Rubble'] }, shippedTables());
    expect(m.exact.equals(Fraction.of(10, 3))).toBe(true);
    expect(m.distanceCm).toBe(3);
    expect(
      vehicleMove({ drive: 'Fully tracked', crossCountryCm: 10, terrain: ['Rubble'], rounding: 'up' }, shippedTables())
        .distanceCm,
    ).toBe(4);
  });
  it('rubble for a semi-track was lost: the move stops and names the cell', () => {
    expect(() =>
      vehicleMove({ drive: 'Semi-tracked', crossCountryCm: 10, terrain: ['Rubble'] }, shippedTables()),
    ).toThrow(LostValueError);
  });
  it('example 19: a 4 cm base walking 5 cm and turning about ends 1 cm behind its old rear edge', () => {
    expect(turnAboutBehindRear(5, 4)).toBe(1);
  });
  it('example 48: a Tiger rolling 6 + 1 (size D) rolls again and is free on 2 (test-data table)', () => {
    const { result } = run(
      boggingTest({ drive: 'Fully tracked', sizeD: true, wideTracks: true }, fixtureTables()),
      [6, 2],
    );
    expect(result.total).toBe(7);
    expect(result.bogged).toBe(false);
  });
  it('the bogging numbers were lost: the test stops before rolling', () => {
    expect(() => run(boggingTest({ drive: 'Fully tracked' }, shippedTables()), [])).toThrow(/Bogging number/);
  });
});

describe('observation (pp. 8-9)', () => {
  it('the ranges multiply: prone x1/2, target moved x2, observer moved x2/3 (test-data table)', () => {
    const r = observe(
      {
        terrain: 'Open terrain or desert',
        size: 'A',
        camouflagedOrProne: true,
        targetFiredOrMoved: true,
        observerMovedOver5: true,
        distanceCm: 1,
      },
      fixtureTables(),
    );
    expect(r.product.equals(Fraction.of(2, 3))).toBe(true);
    expect(r.range.equals(Fraction.of(2, 3))).toBe(true);
    expect(r.spotted).toBe(false);
  });
  it('the Observation Table was lost: observing stops with the table, row and column', () => {
    expect(() => observe({ terrain: 'Thin treeline', size: 'C' }, shippedTables())).toThrow(
      /Observation Table \(p\. 8\) has no value for row 'Thin treeline', column 'C'/,
    );
  });
  it('a mortar flash is 1/3 (p. 9) or, as an option, 1/4 (p. 36) (test-data table)', () => {
    const t = fixtureTables((d) => {
      d.tables.muzzleFlash!.rows[3]!.cells = [60, 120];
    });
    expect(muzzleFlash({ weapon: 81, mortar: true }, t).exact.equals(Fraction.of(20))).toBe(true);
    expect(muzzleFlash({ weapon: 81, mortar: true, mortarQuarter: true }, t).exact.equals(Fraction.of(15))).toBe(true);
  });
});

describe('indirect fire (pp. 35-37)', () => {
  it('example 27: a battery of 4 pairs against an AFV wholly in the BZ needs 9 (37.5%)', () => {
    const m = beatenZoneModifiers({ target: 'afv', calibreMm: 105, pairs: 4 });
    expect(8 + sumModifiers(m.modifiers)).toBe(9);
  });
  it('example 28: a single 60 mm mortar firing first at entrenched infantry needs 4', () => {
    const { result } = run(
      beatenZone(
        { target: 'infantry', calibreMm: 60, mortar: true, firstMortarShot: true, protection: 'dug-in' },
        shippedTables(),
      ),
      [1, 1, 2],
    );
    expect(result.target).toBe(4);
    expect(result.hit).toBe(true);
    expect(result.outcome).toMatch(/wiped out/);
  });
  it('example 29: a 105 mm battery of 3 pairs against a pillbox needs 7', () => {
    const { result } = run(
      beatenZone({ target: 'infantry', calibreMm: 105, pairs: 3, protection: 'pillbox' }, shippedTables()),
      [3, 3, 2],
    );
    expect(result.target).toBe(7);
    expect(result.hit).toBe(false);
  });
  it('example 30: a 75 mm battery cannot harm a pillbox: no roll', () => {
    const { result, used } = run(
      beatenZone({ target: 'infantry', calibreMm: 75, pairs: 2, protection: 'pillbox' }, shippedTables()),
      [],
    );
    expect(used).toBe(0);
    expect(result.outcome).toMatch(/no effect/);
  });
  it('mortars cannot harm enclosed AFVs; an open AFV is destroyed on 5-6 in the compartment', () => {
    expect(run(beatenZone({ target: 'afv', calibreMm: 81, mortar: true }, shippedTables()), []).result.hit).toBe(false);
    const open = run(
      beatenZone({ target: 'open-afv', calibreMm: 81, mortar: true }, shippedTables()),
      [1, 1, 1, 5],
    ).result;
    expect(open.effect).toBe('destroyed-in-compartment');
  });
  it('an enclosed AFV hit needs the lost HE calibre variation: stops before the roll (shipped tables)', () => {
    expect(() => run(beatenZone({ target: 'afv', calibreMm: 105, pairs: 2 }, shippedTables()), [])).toThrow(
      /calibre of an HE round/,
    );
  });
  it('call-down numbers were lost: the roll stops; with test data 3D6 at most 9 (+1 creeping) arrives (test-data table)', () => {
    expect(() => run(callDown({ caller: 'FAO', quality: 'Vet/Reg' }, shippedTables()), [])).toThrow(
      /call-down numbers/,
    );
    const { result } = run(callDown({ caller: 'FAO', quality: 'Vet/Reg', creeping: true }, fixtureTables()), [4, 3, 3]);
    expect(result.target).toBe(10);
    expect(result.arrives).toBe(true);
  });
  it('example 32: map fire by a German Veteran battery on turns 1-3, then a new target: turn 6 at the earliest', () => {
    expect(mapFireNextTurn(3, 'Vet/Reg')).toBe(6);
  });
  it('example 33: 4 x 205 mm (2 pairs at 400) with fire control and 2 FAOs is 890 PV', () => {
    expect(batteryPv(2, 400, 2)).toBe(890);
  });
});

describe('pre-game (pp. 4-10)', () => {
  it('example 41: battle type 2D6 = 7 is Attack/Defense, a row read from the gap (inferred)', () => {
    const { result } = run(battleType(shippedTables()), [3, 4]);
    expect(result.result).toBe('Attack/Defense');
    expect(result.inferred?.length).toBe(1);
    expect(run(battleType(shippedTables()), [2, 3]).result.result).toBe('Encounter');
  });
  it('example 42: weather in N. Europe spring, 2D6 = 2: Mud, Rain, Overcast; Rain lasts 2D6 moves', () => {
    const { result } = run(weather('NE', 'spring'), [1, 1, 3, 4]);
    expect(result.result.names).toEqual(['Mud', 'Rain', 'Overcast']);
    expect(result.result.durations).toEqual([{ code: 'R', moves: 7, dice: [3, 4] }]);
  });
  it('example 43: night sky 1D6 = 3 in winter: 4, overcast or no moon, visibility x1/20', () => {
    const { result } = run(nightSky('winter'), [3]);
    expect(result.total).toBe(4);
    expect(result.result.visibility).toBe('1/20');
  });
  it('example 44: wind 1D6 = 5 in the desert is 6, a gale', () => {
    const { result } = run(wind(true), [5, 6, 2]);
    expect(result.result.strength).toBe('gale');
    expect(result.result.direction).toBe('E');
  });
});

describe('points, flame, mines and the rest', () => {
  it('example 7: a T-34/76 m1940 in a Soviet Reliable Conscript company is 188 x 0.75 = 141', () => {
    expect(nationalPv(shippedTables(), 'Soviet', 188).pv).toBe(141);
  });
  it('the Japanese factors are inferred and say so', () => {
    expect(nationalPv(shippedTables(), 'Japan (veteran)', 100).inferred).toBeDefined();
  });
  it('example 15: a StuG IIIG with skirts on 6 facings pays 18 PV', () => {
    expect(skirtsPv(6)).toBe(18);
  });
  it('example 34: a Ju 87D with 2 MMG (10), 250 kg (30) and 4 x 50 kg as 200 kg (30) is 150 PV', () => {
    expect(aircraftPv('dive-bomber', false, [10, 30, 30])).toBe(150);
  });
  it('example 38: a concrete pillbox for a 60 PV gun costs 90, a field pillbox 60', () => {
    expect(fortificationPv('concrete', 60)).toBe(90);
    expect(fortificationPv('field', 60)).toBe(60);
  });
  it('example 47: a Hungarian platoon with a Rifle Grenade 43 (FR 5) is FR 5', () => {
    expect(platoonFr([0, 2, 5])).toBe(5);
  });
  it('example 35: a flamethrower against an open-topped AFV, 1D6 = 4 -> 6, Destroyed', () => {
    expect(run(flameVsAfv({ openTopped: true }), [4]).result.result).toBe('destroyed');
  });
  it('example 36: a Molotov against a light tank already hit, 1D6 = 5 -> 6, Destroyed', () => {
    const r = run(flameVsAfv({ lightTank: true, alreadyHit: true, molotov: true }), [5]).result;
    expect(r.total).toBe(6);
    expect(r.result).toBe('destroyed');
    expect(r.inferred).toEqual([]);
    expect(run(flameVsAfv({ openTopped: true, alreadyHit: true }), [6]).result.inferred.length).toBe(1);
  });
  it('example 37: a stone bridge with 6 charges is closed to vehicles only', () => {
    expect(bridgeAfterCharges('Stone', 6)).toBe('closed to vehicles');
    expect(bridgeAfterCharges('Stone', 12)).toBe('dropped');
  });
  it('example 39: a medium AFV in a Medium square, 2D6 = 7 trips (7 or less); 1D6 = 5 -> Tracked', () => {
    const { result } = run(afvCrossesMines(shippedTables(), 'Medium', 'AT', false), [3, 4, 5]);
    expect(result.triggered).toBe(true);
    expect(result.damage).toBe('tracked');
  });
  it('example 40: a light AFV tripping an AP mine, 1D6 = 6 -> 3, Tracked', () => {
    const { result } = run(afvCrossesMines(shippedTables(), 'Dense', 'AP', true), [1, 1, 6]);
    expect(result.damageTotal).toBe(3);
    expect(result.damage).toBe('tracked');
  });
  it('example 45: AA HMG against a low dive-bomber, 2D6 = 5 hits (4 + 1); damage 4 - 1 = 3 -> Damaged', () => {
    const { result } = run(
      aaFire({ weapon: 'AA HMG', altitude: 'Low altitude', diveBomber: true }, shippedTables()),
      [2, 3, 4],
    );
    expect(result.target).toBe(5);
    expect(result.hit).toBe(true);
    expect(result.damage).toBe('damaged');
  });
  it('example 46: off-table landing in moderate wind, heavy weapon 1D6 = 4 is lost', () => {
    expect(run(offTableLanding('moderate', 'heavy-weapon'), [4]).result.lost).toBe(true);
  });
  it('example 31: a unit partly under a direct BZR, 1D6 = 3, is not in it', () => {
    expect(run(partlyInBzr(), [3]).result.inside).toBe(false);
  });
});
