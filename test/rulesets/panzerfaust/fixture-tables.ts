/**
 * TEST DATA, NOT THE BOOK'S NUMBERS. The bundled tables file with every lost value filled by
 * made-up numbers so that procedures needing them can be exercised. A test that uses these says
 * "(test-data table)" in its name. Real play reads the player's own filled copy.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import {
  bundledTablesPath,
  tablesFrom,
  type PanzerfaustTables,
} from '../../../src/rulesets/panzerfaust/tables/tables.js';
import type { TablesFile } from '../../../src/rulesets/panzerfaust/tables/schema.js';

let parsed: TablesFile | undefined;

export function bundledData(): TablesFile {
  parsed ??= parse(readFileSync(bundledTablesPath(), 'utf8')) as TablesFile;
  return structuredClone(parsed);
}

/** Casualty table test data: teams lost = max(0, floor(FF column / 10) + variation), columns 5..100. */
const FF_COLUMNS = [5, 10, 20, 30, 40, 60, 80, 100];

export function fixtureData(overrides: (d: TablesFile) => void = () => {}): TablesFile {
  const d = bundledData();
  const T = d.tables;
  T.infantryCasualty!.columns = FF_COLUMNS;
  for (const r of T.infantryCasualty!.rows)
    r.cells = FF_COLUMNS.map((c) => Math.max(0, Math.floor(c / 10) + Number(r.key)));
  T.fireFactors!.columns = [20, 50, 100];
  for (const r of T.fireFactors!.rows) r.cells = [6, 4, 2];
  T.rangeBands!.columns = [20, 40, 60, 80, 100, 150, 200, 250, 300, 350];
  for (const r of T.rangeBands!.rows) r.cells = [20, 40, 60, 80, 100, 150, 200, 250, 300, 350];
  const bands = (id: string, keys: number[]) =>
    T[id]!.rows.forEach((r, i) => {
      if (r.key === null) r.key = keys[i]!;
      if (r.cells) r.cells = r.cells.map((c) => (c === null ? 0 : c));
    });
  bands('penetrationCalibre', [150, 120, 100, 88, 75, 57, 45, 0]);
  bands('heCalibre', [150, 120, 100, 88, 75, 65]);
  bands('areaCalibre', [150, 120, 100, 88, 75, 65, 60, 57, 0]);
  bands('directBzr', [156, 130, 110, 95, 84, 65, 57, 45, 30]);
  bands('crewCasualties', [122, 100, 75, 50, 20, 0]);
  for (const t of Object.values(T)) {
    if (t.columns === null) t.columns = ['x'];
    t.columns = t.columns.map((c) => (c === null ? 'x' : c));
    for (const r of t.rows) {
      if (r.key === null) r.key = 0;
      if (r.cells === null) r.cells = t.columns.map(() => 1);
      r.cells = r.cells.map((c) => (c === null ? 1 : c));
    }
  }
  T.callDown!.rows[0]!.cells = [10, 9, 8];
  T.callDown!.rows[1]!.cells = [9, 8, 7];
  T.vehicleTerrain!.rows.find((r) => r.label === 'Bogging number (1D6)')!.cells = [6, 5, 5, 4, 4, 3];
  overrides(d);
  return d;
}

export function fixtureTables(overrides?: (d: TablesFile) => void): PanzerfaustTables {
  return tablesFrom(fixtureData(overrides), 'test-fixture-tables.yaml');
}

/** The bundled file as shipped (every lost cell empty). */
export function shippedTables(): PanzerfaustTables {
  return tablesFrom(bundledData(), bundledTablesPath());
}
