/** umpire's house values for the lost Panzerfaust values: complete, agreeing with the book, shaped like it, overridable. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { checkTables } from '../../../src/rulesets/panzerfaust/tables/check.js';
import { readHouseFile, sameRow } from '../../../src/rulesets/panzerfaust/tables/house.js';
import { describeInferred } from '../../../src/rulesets/panzerfaust/tables/lost.js';
import { loadTables } from '../../../src/rulesets/panzerfaust/tables/tables.js';
import { infantryFire } from '../../../src/rulesets/panzerfaust/fire/infantry.js';
import { bundledData } from './fixture-tables.js';
import { run } from './run.js';

const plain = (c: unknown) => (c !== null && typeof c === 'object' ? (c as { value: unknown }).value : c);

describe('the Panzerfaust house values', () => {
  it('fill every value the book lost, and the book file itself stays empty for the player', () => {
    const c = checkTables(loadTables());
    expect(c.empty).toEqual([]);
    expect(c.player).toEqual([]);
    expect(c.house.length).toBeGreaterThanOrEqual(308);
    // the book's own file still holds its 308 empty places
    const book = bundledData();
    let nulls = 0;
    for (const t of Object.values(book.tables)) {
      if (t.columns === null) nulls++;
      else nulls += t.columns.filter((x) => x === null).length;
      for (const r of t.rows) {
        if (r.key === null) nulls++;
        if (r.cells === null) nulls++;
        else nulls += r.cells.filter((x) => x === null).length;
      }
    }
    expect(nulls).toBe(308);
  });

  it('agree with every number the book still prints (same place, same value), and say how each table was chosen', () => {
    const house = readHouseFile();
    const book = bundledData();
    for (const [id, h] of Object.entries(house.house_values)) {
      expect(h.how.length, id).toBeGreaterThan(40);
      const t = book.tables[id]!;
      expect(t, id).toBeDefined();
      expect(h.rows.map((r) => r.label)).toEqual(t.rows.map((r) => r.label));
      t.rows.forEach((r, i) => {
        const hr = sameRow(h.rows, r.label, i)!;
        if (r.key !== undefined && r.key !== null && typeof r.key !== 'object')
          expect(hr.key, `${id} ${r.label} key`).toBe(r.key);
        r.cells?.forEach((c, j) => {
          if (c !== null && typeof c !== 'object') expect(hr.cells[j], `${id} ${r.label} [${j}]`).toBe(c);
        });
        expect(hr.cells.length, `${id} ${r.label}`).toBe((t.columns ?? h.columns)!.length);
      });
    }
  });

  it('keep the shape of the tables: factors fall with range, casualties rise with factors and variation, calibre bands are ordered', () => {
    const T = loadTables().data.tables;
    const nums = (cells: unknown[] | null) => cells!.map(plain).map(Number);
    const nonIncreasing = (xs: number[]) => xs.every((x, i) => i === 0 || x <= xs[i - 1]!);
    for (const r of T.fireFactors!.rows) expect(nonIncreasing(nums(r.cells)), r.label).toBe(true);
    expect(nonIncreasing(nums(T.fireFactors!.columns).reverse())).toBe(true);
    const cas = T.infantryCasualty!.rows.map((r) => nums(r.cells));
    for (const row of cas) expect(nonIncreasing([...row].reverse())).toBe(true);
    for (let c = 0; c < cas[0]!.length; c++) expect(nonIncreasing(cas.map((row) => row[c]!))).toBe(true); // +7 first
    for (const r of T.observation!.rows) expect(nonIncreasing(nums(r.cells).reverse()), r.label).toBe(true);
    // a bigger gun never gets a smaller value, whichever way its table is listed
    for (const id of [
      'penetrationCalibre',
      'heCalibre',
      'areaCalibre',
      'directBzr',
      'crewCasualties',
      'indirectGuns',
    ]) {
      const keyed = T[id]!.rows.filter((r) => r.key !== undefined)
        .map((r) => [Number(plain(r.key)), Number(plain(r.cells![0]))] as const)
        .sort((a, b) => b[0] - a[0]);
      expect(new Set(keyed.map((k) => k[0])).size, `${id} keys distinct`).toBe(keyed.length);
      expect(nonIncreasing(keyed.map((k) => k[1])), `${id} values`).toBe(true);
    }
    // the one surviving area-fire value sits in its place: a 57 mm gun is -2
    const t = loadTables();
    expect(t.number('areaCalibre', t.bandRowFrom('areaCalibre', 57).row.label, 0).value).toBe(-2);
  });

  it("the player's own filled copy overrides a house value, is counted as theirs, and is used without the house label", () => {
    const dir = mkdtempSync(join(tmpdir(), 'pz-own-'));
    const file = join(dir, 'mine.yaml');
    const d = bundledData();
    d.tables.callDown!.rows[0]!.cells = [11, null, null];
    writeFileSync(file, stringify(d));
    const mine = loadTables(file);
    const c = checkTables(mine);
    expect(c.player.map((p) => `${p.row}/${p.column}=${p.value}`)).toEqual(['FAO/US=11']);
    expect(c.house.length).toBe(checkTables(loadTables()).house.length - 1);
    expect(mine.number('callDown', 'FAO', 0)).toEqual({ value: 11 });
    const vr = mine.number('callDown', 'FAO', 1);
    expect(vr.value).toBe(9);
    expect(describeInferred(vr.inferred!)).toMatch(/row 'FAO', column 'Vet\/Reg' = 9: house value, not the book's/);
  });

  it('a result that used house values lists each of them', () => {
    const r = run(
      infantryFire(
        { firers: [{ team: 'Rifle Team', count: 3 }], rangeCm: 30, firer: { class: 'regular' }, target: {} },
        loadTables(),
      ),
      [4],
    ).result;
    const said = r.inferred.map(describeInferred);
    expect(said).toContain(
      "Infantry Teams/Weapons Fire Factors Table (p. 15), row 'Rifle Team', column '40' = 2: house value, not the book's",
    );
    expect(said.some((x) => /Infantry Casualty Table .*row '0', column '10' = 1: house value/.test(x))).toBe(true);
  });
});

describe('a calibre band read from the house values', () => {
  it('lists both the band edge and the value it used', async () => {
    const { atFire } = await import('../../../src/rulesets/panzerfaust/fire/at.js');
    const r = run(
      atFire(
        {
          weapon: { name: 'PaK', toHit: 12, calibreMm: 75, ammo: 'HE' },
          firer: { class: 'regular' },
          target: { kind: 'afv', size: 'C', armour: { HF: 4, HS: 2, HR: 2, TF: 4, TS: 2, TR: 2 } },
        },
        loadTables(),
      ),
      [1, 1, 1, 3, 3, 3, 3],
    ).result;
    const said = r.inferred.map(describeInferred).join('\n');
    expect(said).toMatch(/calibre of an HE round .*row '\?\? mm\+ gun, band 5', column 'variation' = -2: house value/);
    expect(said).toMatch(/calibre of an HE round .*the band edge of row '\?\? mm\+ gun, band 5' = 75: house value/);
  });
});
