import { describe, expect, it } from 'vitest';
import { atFire } from '../../../src/rulesets/panzerfaust/fire/at.js';
import { atModifiers, type AtFireSituation } from '../../../src/rulesets/panzerfaust/fire/at-situation.js';
import { excessModifier, stepUp } from '../../../src/rulesets/panzerfaust/fire/penetration.js';
import { sumModifiers } from '../../../src/rulesets/panzerfaust/modifiers.js';
import { describeInferred, LostValueError } from '../../../src/rulesets/panzerfaust/tables/lost.js';
import { loadTables } from '../../../src/rulesets/panzerfaust/tables/tables.js';
import { fixtureTables, shippedTables } from './fixture-tables.js';
import { run } from './run.js';

const armour = { HF: 8, HS: 4, HR: 3, TF: 8, TS: 4, TR: 4 };

describe('direct anti-tank fire (pp. 28-31)', () => {
  it('example 25: PaK 38 (example chart) band 1 (11), Veteran +1, size D +1, just came into sight -1, 3D6 = 12 -> 12, a hit', () => {
    const s: AtFireSituation = {
      weapon: {
        name: '50 mm L60 PaK 38',
        toHitByBand: [11, 11, 10, 10, 9, 8, 8, 7, 6],
        calibreMm: 50,
        penetration: 3,
        calibreModifier: 0,
      },
      band: 1,
      firer: { class: 'veteran' },
      target: { kind: 'afv', size: 'D', justCameIntoSight: true, armour },
    };
    const { result } = run(atFire(s, shippedTables()), [4, 4, 4, 6]);
    expect(result.baseToHit).toBe(11);
    expect(result.toHit).toBe(12);
    expect(result.roll.success).toBe(true);
    expect(result.hitResults[0]!.location).toBe('turret');
    expect(result.hitResults[0]!.penetrated).toBe(false);
  });

  it('example 26: a one-man turret doubles the deductions: just came into sight and seen under half = -4', () => {
    const s: AtFireSituation = {
      weapon: { name: 'x', toHit: 11 },
      firer: { class: 'regular', oneManTurret: true },
      target: { kind: 'afv', size: 'C', justCameIntoSight: true, seenUnderHalf: true, armour },
    };
    expect(sumModifiers(atModifiers(s, shippedTables()))).toBe(-4);
  });

  it('examples 10 and 11: penetration must exceed armour; an excess of 3 is +3', () => {
    expect(excessModifier(11, 8)).toBe(3);
    expect(excessModifier(14, 8)).toBe(6);
    const s = (pen: number): AtFireSituation => ({
      weapon: { name: 'gun', toHit: 18, penetration: pen, calibreMm: 75, calibreModifier: 0 },
      firer: { class: 'regular' },
      target: { kind: 'afv', size: 'C', armour, facing: 'front' },
    });
    const miss = run(atFire(s(8), shippedTables()), [1, 1, 1, 3]).result;
    expect(miss.hitResults[0]).toMatchObject({ location: 'upper-hull', penetrated: false, effect: 'none' });
    const hit = run(atFire(s(11), shippedTables()), [1, 1, 1, 3, 2, 2, 3]).result;
    expect(hit.hitResults[0]!.effectModifiers!.map((m) => m.value)).toEqual([0, 3]);
    expect(hit.hitResults[0]!.effectTotal).toBe(10);
    expect(hit.hitResults[0]!.effect).toBe('stunned-2');
  });

  it('example 12: effects 3D6 = 9 with an excess of 7 (+6), calibre variation 0 as test data -> 15, Destroyed', () => {
    const s: AtFireSituation = {
      weapon: { name: 'gun', toHit: 18, penetration: 15, calibreMm: 75, calibreModifier: 0 },
      firer: { class: 'regular' },
      target: { kind: 'afv', size: 'C', armour },
    };
    const { result } = run(atFire(s, shippedTables()), [1, 1, 1, 6, 3, 3, 3]);
    expect(result.hitResults[0]!.effectTotal).toBe(15);
    expect(result.hitResults[0]!.effect).toBe('destroyed');
    expect(result.crewLost).toBe('crew');
  });

  it('example 13: Stunned 2 a second time in the same turn becomes Hull/Gun damaged (an inferred band, said so)', () => {
    expect(stepUp('stunned-2', 'stunned-2')).toEqual({ effect: 'damaged', steppedUp: true });
    const s: AtFireSituation = {
      weapon: { name: 'gun', toHit: 18, penetration: 9, calibreMm: 75, calibreModifier: 0 },
      firer: { class: 'regular' },
      target: { kind: 'afv', size: 'C', armour, previousEffect: 'stunned-2' },
    };
    const { result } = run(atFire(s, shippedTables()), [1, 1, 1, 6, 3, 3, 3]);
    expect(result.hitResults[0]!.effect).toBe('damaged');
    expect(result.hitResults[0]!.note).toMatch(/main gun/);
    expect(result.rules.map((r) => r.id)).toContain('panzerfaust.next-result-up');
  });

  it('a total of 11-13 reads the inferred Hull/Gun damaged band and the result says so', () => {
    const s: AtFireSituation = {
      weapon: { name: 'gun', toHit: 18, penetration: 9, calibreMm: 75, calibreModifier: 0 },
      firer: { class: 'regular' },
      target: { kind: 'afv', size: 'C', armour },
    };
    const { result } = run(atFire(s, shippedTables()), [1, 1, 1, 4, 4, 4, 4]);
    expect(result.hitResults[0]!.effect).toBe('damaged');
    expect(result.hitResults[0]!.note).toMatch(/immobilised/);
    expect(result.inferred.map((i) => i.what).join()).toMatch(/Penetration Effects Table/);
  });

  it('example 14: a Panzerfaust hitting the upper hull (1D6 = 4) of a Sherman with sandbags there: no effect', () => {
    const s: AtFireSituation = {
      weapon: { name: 'Panzerfaust 30/60', infantry: true, toHit: 13 },
      firer: { class: 'regular' },
      target: { kind: 'afv', size: 'C', armour, skirts: ['upper-hull'] },
    };
    const { result } = run(atFire(s, shippedTables()), [3, 3, 3, 4]);
    expect(result.hitResults[0]).toMatchObject({ location: 'upper-hull', effect: 'none' });
    expect(result.hitResults[0]!.note).toMatch(/skirts/);
  });

  it('example 8: 20 mm AA needing 11 rolls 9: 3 hits (capped at 3)', () => {
    const s: AtFireSituation = {
      weapon: { name: '20 mm FlaK 30', toHit: 11, autoCannon: '20-25' },
      firer: { class: 'regular' },
      target: { kind: 'softskin', size: 'C' },
    };
    const { result } = run(atFire(s, shippedTables()), [3, 3, 3]);
    expect(result.hits).toBe(3);
  });

  it('example 9: a triple 20 mm MG151 may score up to 5 hits', () => {
    const s: AtFireSituation = {
      weapon: { name: 'MG151 triple', toHit: 16, autoCannon: '20-25', extraBarrels: 2 },
      firer: { class: 'regular' },
      target: { kind: 'softskin', size: 'C' },
    };
    expect(run(atFire(s, shippedTables()), [1, 1, 1]).result.hits).toBe(5);
  });

  it('a hull-down target is hit on the turret without a location roll', () => {
    const s: AtFireSituation = {
      weapon: { name: 'gun', toHit: 18, penetration: 2, calibreModifier: 0 },
      firer: { class: 'regular' },
      target: { kind: 'afv', size: 'C', armour, hidden: 'hull-down' },
    };
    const { result, used } = run(atFire(s, shippedTables()), [1, 1, 1]);
    expect(used).toBe(3);
    expect(result.hitResults[0]!.location).toBe('turret');
  });

  it('a gun calibre variation that was lost stops where a penetrating hit needs it, not before the to-hit roll (book-only tables)', () => {
    const s: AtFireSituation = {
      weapon: { name: '75 mm PaK 40', toHit: 12, penetration: 12, calibreMm: 75 },
      firer: { class: 'regular' },
      target: { kind: 'afv', size: 'C', armour },
    };
    // the to-hit roll (2+2+2) and the location (5, turret) are made; the effects roll is not
    expect(() => run(atFire(s, shippedTables()), [2, 2, 2, 5])).toThrow(LostValueError);
    expect(() => run(atFire(s, shippedTables()), [2, 2, 2, 5])).toThrow(/Penetration Effects variations.*p\. 31/);
    expect(run(atFire(s, shippedTables()), [6, 6, 6]).result.hits).toBe(0);
  });

  it('the same shot with the calibre band from test data resolves (test-data table)', () => {
    const s: AtFireSituation = {
      weapon: { name: '75 mm PaK 40', toHit: 12, penetration: 12, calibreMm: 75 },
      firer: { class: 'regular' },
      target: { kind: 'afv', size: 'C', armour },
    };
    const { result } = run(atFire(s, fixtureTables()), [2, 2, 2, 5, 5, 5, 4]);
    expect(result.hitResults[0]!.effectTotal).toBe(14 + 3);
  });

  it('a softskin hit by AP: each crew or passenger base rolls 2D6 at most the table number (Panzerfaust 7)', () => {
    const s: AtFireSituation = {
      weapon: { name: 'Panzerfaust 30/60', infantry: true, toHit: 13 },
      firer: { class: 'regular' },
      target: { kind: 'softskin', size: 'C', crewBases: 1, passengerBases: 2 },
    };
    const { result } = run(atFire(s, shippedTables()), [4, 4, 4, 3, 4, 6, 6, 1, 1]);
    expect(result.hitResults[0]!.effect).toBe('softskin-destroyed');
    expect(result.crewRolls).toMatchObject({ number: 7, rolls: [7, 12, 2], lost: 2 });
  });

  it('range bands were lost: a range in cm stops and names the table; a band number works', () => {
    const s: AtFireSituation = {
      weapon: { name: 'Panzerschreck', infantry: true },
      rangeCm: 30,
      firer: { class: 'regular' },
      target: { kind: 'softskin', size: 'C' },
    };
    expect(() => run(atFire(s, shippedTables()), [])).toThrow(/Range bands.*'Infantry AT weapons'/);
    const byBand = run(atFire({ ...s, rangeCm: undefined, band: 2 }, shippedTables()), [6, 6, 6]).result;
    expect(byBand.baseToHit).toBe(12);
    expect(byBand.hits).toBe(0);
  });

  it('with the house values, a range in cm finds the band in its own kind of chart and says the band edge is a house value', () => {
    const s: AtFireSituation = {
      weapon: { name: 'Panzerschreck', infantry: true },
      rangeCm: 12,
      firer: { class: 'regular' },
      target: { kind: 'softskin', size: 'C' },
    };
    // Infantry AT weapons bands (house): 5, 10, 15, 20 cm...: 12 cm is band 3, the Panzerschreck's 10.
    const r = run(atFire(s, loadTables()), [6, 6, 6]).result;
    expect(r.band).toBe(3);
    expect(r.baseToHit).toBe(10);
    expect(r.inferred.map(describeInferred).join('\n')).toMatch(
      /Range bands .*row 'Infantry AT weapons', column 'band 3' = 15: house value, not the book's/,
    );
    // Gun charts (house): 20, 40, 60, 80, 100 cm...: 100 cm is band 5.
    const gun = run(
      atFire(
        {
          weapon: { name: '75 mm L46 PaK 40', toHitByBand: [12, 13, 12, 12, 11, 10, 9, 9, 8, 7] },
          rangeCm: 100,
          firer: { class: 'regular' },
          target: { kind: 'gun', size: 'B' },
        },
        loadTables(),
      ),
      [6, 6, 6],
    ).result;
    expect(gun.band).toBe(5);
    expect(gun.baseToHit).toBe(11);
  });
});

describe('AT rifles known from the weapon table (issue 30)', () => {
  it('the PTRD row is an AT rifle: a tracks hit does nothing, without --set weapon.atRifle', () => {
    const s: AtFireSituation = {
      weapon: { name: '14.5 mm PTRD 41', infantry: true },
      band: 1,
      firer: { class: 'regular' },
      target: { kind: 'afv', size: 'C', armour: { HF: 2, HS: 2, HR: 2, TF: 2, TS: 2, TR: 2 } },
    };
    const r = run(atFire(s, loadTables()), [1, 1, 1, 1]).result;
    expect(r.hits).toBe(1);
    expect(r.hitResults[0]).toMatchObject({
      location: 'tracks',
      effect: 'none',
      note: 'AT rifles cannot damage tracks',
    });
    // a Panzerfaust is not: its tracks hit goes on to penetration
    const pf = run(
      atFire({ ...s, weapon: { name: 'Panzerfaust 30/60', infantry: true } }, loadTables()),
      [1, 1, 1, 1, 3, 3, 3],
    ).result;
    expect(pf.hitResults[0]!.note ?? '').not.toMatch(/AT rifles/);
  });
});

describe('AT fire reads values only when the procedure reaches them (issue 30)', () => {
  const gun = (target: AtFireSituation['target']): AtFireSituation => ({
    weapon: { name: '75 mm L46 PaK 40', toHit: 11, calibreMm: 75 },
    firer: { class: 'regular' },
    target,
  });

  it('a miss needs no armour, penetration or calibre band', () => {
    const r = run(atFire(gun({ kind: 'afv', size: 'C' }), shippedTables()), [6, 6, 6]).result;
    expect(r.hits).toBe(0);
  });

  it('a tracks hit that penetrates needs no calibre band (lost in the book-only tables); a hull hit asks for it there', () => {
    const armour = { HF: 4, HS: 2, HR: 2, TF: 4, TS: 2, TR: 2 };
    const s = {
      ...gun({ kind: 'afv', size: 'C', armour }),
      weapon: { ...gun({ kind: 'afv', size: 'C' }).weapon, penetration: 10 },
    };
    const tracks = run(atFire(s, shippedTables()), [1, 1, 1, 1]).result;
    expect(tracks.hitResults[0]).toMatchObject({ location: 'tracks', effect: 'immobilised' });
    expect(() => run(atFire(s, shippedTables()), [1, 1, 1, 3])).toThrow(LostValueError);
    expect(() => run(atFire(s, shippedTables()), [1, 1, 1, 3])).toThrow(/Penetration Effects variations, calibre/);
  });
});
