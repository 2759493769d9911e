import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/errors/input-error.js';
import {
  coveringWidth,
  infantryFire,
  infantryFireModifiers,
  softskinDestroyed,
  type InfantryFireSituation,
} from '../../../src/rulesets/panzerfaust/fire/infantry.js';
import { clampVariation, splitFactors } from '../../../src/rulesets/panzerfaust/fire/casualty-table.js';
import { cqc, cqcMoraleOutcome, type CqcSituation } from '../../../src/rulesets/panzerfaust/fire/cqc.js';
import { sumModifiers } from '../../../src/rulesets/panzerfaust/modifiers.js';
import { LostValueError } from '../../../src/rulesets/panzerfaust/tables/lost.js';
import { fixtureTables, shippedTables } from './fixture-tables.js';
import { run } from './run.js';

const vetProneHedge: InfantryFireSituation = {
  firers: [{ team: 'Rifle Team', count: 3 }],
  rangeCm: 30,
  firer: { class: 'veteran' },
  target: { cover: 'soft', prone: true, moving: 'none' },
};

describe('infantry fire (pp. 14-16)', () => {
  it('example 22: Veteran firers at prone infantry behind a hedge, chance die 6: variation -1 (test-data table)', () => {
    const tables = fixtureTables();
    expect(sumModifiers(infantryFireModifiers(vetProneHedge, tables))).toBe(-2);
    const { result } = run(infantryFire(vetProneHedge, tables), [6]);
    expect(result.groups[0]!.chance).toBe(1);
    expect(result.groups[0]!.variation).toBe(-1);
    // test data: 3 rifle teams x FF 4 at 30 cm (test value) = 12 -> column 20, teams = floor(20/10) - 1 = 1
    expect(result.totalFactors).toBe(12);
    expect(result.groups[0]!.column).toBe('20');
    expect(result.teamsLost).toBe(1);
  });

  it('example 22 with the shipped tables: stops before rolling, naming the lost table and the file', () => {
    const tables = shippedTables();
    const situation = { ...vetProneHedge, firers: [{ team: 'Rifle Team', count: 3, ff: 4 }] };
    let err: unknown;
    let used = -1;
    try {
      used = run(infantryFire(situation, tables), [6]).used;
    } catch (e) {
      err = e;
    }
    expect(used).toBe(-1);
    expect(err).toBeInstanceOf(LostValueError);
    expect(err).toBeInstanceOf(InputError);
    const msg = (err as Error).message;
    expect(msg).toMatch(/Infantry Casualty Table \(p\. 16/);
    // the headings themselves were lost: said so, not as a row '(headings)' of the table
    expect(msg).toMatch(
      /^The Infantry Casualty Table \(p\. 16 \(repeated p\. 18\)\) lost its column headings: fill it in/,
    );
    expect(msg).not.toMatch(/row '\(headings\)'/);
    expect(msg).toMatch(/tables\.yaml/);
    expect(msg).not.toContain('\n');
    expect(msg.trimEnd().endsWith('.')).toBe(true);
  });

  it('a lost fire factor stops the procedure before any die (shipped tables)', () => {
    expect(() => run(infantryFire(vetProneHedge, shippedTables()), [])).toThrow(/Fire Factors Table \(p\. 15\)/);
  });

  it('example 23: Conscript speculative fire at a fortified target, chance die 1 -> -16 held at -9 (test-data table)', () => {
    const s: InfantryFireSituation = {
      firers: [{ team: 'Rifle Team', ff: 5 }],
      fireType: 'speculative',
      firer: { class: 'conscript' },
      target: { cover: 'fortification' },
    };
    const { result } = run(infantryFire(s, fixtureTables()), [1]);
    expect(result.groups[0]!.raw).toBe(-16);
    expect(result.groups[0]!.variation).toBe(-9);
    expect(result.rules.map((r) => r.id)).toContain('panzerfaust.variation-limits');
  });

  it('example 24: 130 fire factors resolve as groups of 100 and 30, one chance die each (test-data table)', () => {
    expect(splitFactors(130)).toEqual([100, 30]);
    const s: InfantryFireSituation = {
      firers: [{ team: 'MMG', ff: 13, count: 10 }],
      firer: { class: 'regular' },
      target: {},
    };
    const { result, used } = run(infantryFire(s, fixtureTables()), [3, 5]);
    expect(used).toBe(2);
    expect(result.groups.map((g) => g.factors)).toEqual([100, 30]);
    // test data: column 100 row 0 -> 10; column 30 row +1 -> 4
    expect(result.teamsLost).toBe(14);
  });

  it('the variation is held to -9..+7', () => {
    expect(clampVariation(12)).toBe(7);
    expect(clampVariation(-20)).toBe(-9);
    expect(clampVariation(3)).toBe(3);
  });

  it('rain is an inferred -1, and the result says it used an inferred value (test-data table)', () => {
    const s: InfantryFireSituation = {
      firers: [{ team: 'Rifle Team', ff: 5 }],
      firer: { class: 'regular' },
      target: {},
      weather: { rain: true },
    };
    const { result } = run(infantryFire(s, fixtureTables()), [3]);
    expect(result.groups[0]!.variation).toBe(-1);
    expect(result.inferred.map((i) => i.what).join()).toMatch(/Rain/);
  });

  it('a unit that moved more than half cannot fire', () => {
    expect(() =>
      run(infantryFire({ ...vetProneHedge, firer: { class: 'regular', moved: 'over-half' } }, fixtureTables()), []),
    ).toThrow(/more than half/);
  });

  it('example 20: 3 LMG teams and an MMG give covering fire 6 base widths wide', () => {
    expect(coveringWidth(['lmg', 'lmg', 'lmg', 'mmg'])).toBe(6);
  });

  it('example 21: a truck for 2 teams losing 1 team of casualties is destroyed', () => {
    expect(softskinDestroyed(2, 1)).toBe(true);
    expect(softskinDestroyed(4, 1)).toBe(false);
  });
});

describe('close quarter combat (pp. 17-19)', () => {
  const melee: CqcSituation = {
    sides: [
      { name: 'Germans', teams: [{ team: 'Rifle Team', count: 4 }], class: 'veteran', charged: true },
      { name: 'Soviets', teams: [{ team: 'SMG Team', count: 2 }], class: 'conscript', cover: 'hard' },
    ],
  };

  it('both sides total their CQC factors and roll at once (test-data table)', () => {
    const { result } = run(cqc(melee, fixtureTables()), [4, 2]);
    const [g, s] = result.sides;
    expect(g.factors).toBe(8);
    expect(s.factors).toBe(12);
    // Germans: enemy hard cover -5, Veteran +2 -> -3; die 4 -> 0
    expect(g.variation).toBe(-3);
    // Soviets: enemy charged -1, Conscript -2 -> -3; die 2 -> -1
    expect(s.variation).toBe(-4);
    // test data: column 10 (8 CQC) at -3 -> max(0, 1-3) = 0; column 20 (12) at -4 -> 0
    expect(g.enemyTeamsLost).toBe(0);
    expect(result.moraleTests).toEqual(['Germans', 'Soviets']);
  });

  it('pinned/smoke and engineers: p. 18 table values by default, p. 19 text values as an option', () => {
    const s = (text: boolean): CqcSituation => ({
      cqcText: text,
      sides: [
        { name: 'A', teams: [{ team: 'Rifle Team' }], class: 'regular', pinnedOrSmoke: true, engineers: true },
        { name: 'B', teams: [{ team: 'Rifle Team' }], class: 'regular' },
      ],
    });
    expect(run(cqc(s(false), fixtureTables()), [3, 3]).result.sides[0].variation).toBe(-1);
    expect(run(cqc(s(true), fixtureTables()), [3, 3]).result.sides[0].variation).toBe(-1);
    const table = run(cqc(s(false), fixtureTables()), [3, 3]).result.sides[0].modifiers.map((m) => m.value);
    const text = run(cqc(s(true), fixtureTables()), [3, 3]).result.sides[0].modifiers.map((m) => m.value);
    expect(table).toEqual([-3, 2]);
    expect(text).toEqual([-2, 1]);
  });

  it('the LMG (belt) CQC factor is lost: the CQC stops and names it (shipped tables)', () => {
    const s: CqcSituation = {
      sides: [
        { name: 'A', teams: [{ team: 'LMG Team (belt)' }], class: 'regular' },
        { name: 'B', teams: [{ team: 'Rifle Team' }], class: 'regular' },
      ],
    };
    expect(() => run(cqc(s, shippedTables()), [])).toThrow(/row 'LMG Team \(belt\)', column 'CQC'/);
  });

  it('a Retreat result in CQC surrenders; both at once disengage', () => {
    expect(cqcMoraleOutcome(true, false)).toEqual({ a: 'surrenders', b: 'stays' });
    expect(cqcMoraleOutcome(true, true)).toEqual({ a: 'disengages', b: 'disengages' });
  });
});

import { areaFire } from '../../../src/rulesets/panzerfaust/fire/area.js';

describe('direct area fire (pp. 31-33)', () => {
  it('a 57 mm gun (-2, the one calibre value that survives), Veteran, at infantry in soft cover: 10 - 2 + 1 - 2 = 7', () => {
    const { result } = run(
      areaFire(
        {
          toHit: 10,
          calibreMm: 57,
          firerClass: 'veteran',
          targets: [{ name: 'squad', kind: 'infantry', cover: 'soft' }],
        },
        shippedTables(),
      ),
      [2, 2, 3],
    );
    expect(result.targets[0]!.target).toBe(7);
    expect(result.targets[0]!.hit).toBe(true);
    expect(result.targets[0]!.outcome).toMatch(/removed/);
  });
  it('example 31 in a shot: a base partly under the BZR rolling 3 is outside, and is not rolled for', () => {
    const { result, used } = run(
      areaFire(
        {
          toHit: 10,
          calibreMm: 57,
          firerClass: 'regular',
          targets: [{ name: 'squad', kind: 'infantry', partly: true }],
        },
        shippedTables(),
      ),
      [3],
    );
    expect(used).toBe(1);
    expect(result.targets[0]!.inside).toBe(false);
  });
  it('a 75 mm calibre band was lost: area fire stops before rolling (shipped tables)', () => {
    expect(() =>
      run(
        areaFire(
          { toHit: 10, calibreMm: 75, firerClass: 'regular', targets: [{ name: 'gun', kind: 'gun' }] },
          shippedTables(),
        ),
        [],
      ),
    ).toThrow(/Direct Area Fire variations/);
  });
});
