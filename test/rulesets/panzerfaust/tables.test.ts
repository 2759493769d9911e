import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { ValidationError } from '../../../src/game/issues.js';
import { checkLines, checkTables } from '../../../src/rulesets/panzerfaust/tables/check.js';
import {
  bundledTablesPath,
  readTablesFile,
  TABLES_ENV,
  tablesPath,
} from '../../../src/rulesets/panzerfaust/tables/tables.js';
import { bundledData, fixtureData } from './fixture-tables.js';

describe('the Panzerfaust tables file', () => {
  afterEach(() => {
    delete process.env[TABLES_ENV];
  });

  it('the bundled file reads, and --check lists the lost tables with their pages', () => {
    const c = checkTables(readTablesFile(bundledTablesPath()));
    const names = c.byTable.map((b) => b.table);
    for (const t of [
      'observation',
      'muzzleFlash',
      'fireFactors',
      'infantryCasualty',
      'penetrationCalibre',
      'heCalibre',
      'callDown',
      'rangeBands',
      'crewCasualties',
    ])
      expect(names).toContain(t);
    expect(names).not.toContain('penetrationEffects');
    expect(c.inferred.map((i) => i.table)).toEqual(
      expect.arrayContaining([
        'penetrationEffects',
        'battleType',
        'weatherVariations',
        'infantryAtWeapons',
        'nationalRatings',
      ]),
    );
    const lines = checkLines(c);
    expect(lines[0]).toMatch(/0 filled in by you, 0 house values .* 308 still empty/);
    expect(lines.join('\n')).toMatch(
      /Infantry Casualty Table \(p\. 16 \(repeated p\. 18\)\): 0 yours, 0 house, 18 empty/,
    );
  });

  it('a fully filled copy reports nothing empty', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pz-t-'));
    const f = join(dir, 't.yaml');
    writeFileSync(f, stringify(fixtureData()));
    expect(checkTables(readTablesFile(f)).empty).toEqual([]);
  });

  it('UMPIRE_PANZERFAUST_TABLES names the player copy; a game path wins over it', () => {
    process.env[TABLES_ENV] = '/somewhere/mine.yaml';
    expect(tablesPath()).toBe('/somewhere/mine.yaml');
    expect(tablesPath('/game/t.yaml')).toBe('/game/t.yaml');
    delete process.env[TABLES_ENV];
    expect(tablesPath()).toBe(bundledTablesPath());
  });

  it('a row with the wrong number of cells is refused at its line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pz-t-'));
    const f = join(dir, 't.yaml');
    const d = bundledData();
    d.tables.observation!.rows[0]!.cells = [1, 2, 3];
    writeFileSync(f, stringify(d));
    try {
      readTablesFile(f);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationError);
      expect((e as Error).message).toMatch(/3 cells but the table has 4 columns/);
      expect((e as ValidationError).where).toMatch(/t\.yaml:\d+:\d+/);
    }
  });

  it('a misspelt key is refused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pz-t-'));
    const f = join(dir, 't.yaml');
    const d = bundledData() as unknown as { tables: Record<string, Record<string, unknown>> };
    d.tables.observation!.colums = [];
    writeFileSync(f, stringify(d));
    expect(() => readTablesFile(f)).toThrow(ValidationError);
  });
});
