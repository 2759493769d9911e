import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledFile } from '../../../src/rulesets/combat-infantry/paths.js';
import { kindOfFile, validateCiFile } from '../../../src/rulesets/combat-infantry/validate.js';
import { tempDir } from '../../game/helpers.js';

describe('Combat Infantry files', () => {
  it('every bundled file is valid and of the kind its keys say', () => {
    const files: [string, string, RegExp][] = [
      ['forces/us-rifle-company-a.yaml', 'force', /12 blocks \(demo label values\)/],
      ['forces/german-grenadier-company.yaml', 'force', /12 blocks/],
      ['demo-setup.yaml', 'setup', /Demo Last Stand at Granger farm, USA 12 blocks, Germany 12 blocks/],
      [
        'lost-values.yaml',
        'lost-values',
        /136 entries, 70 empty in the file \(70 of them have a house value\), 0 with none/,
      ],
      ['house-values.yaml', 'house-values', /70 of the book's lost values, 0 left without one/],
      ['terrain.yaml', 'terrain', /11 terrains/],
    ];
    for (const [f, kind, summary] of files) {
      expect(kindOfFile(bundledFile(f))).toBe(kind);
      expect(validateCiFile(bundledFile(f), kind).summary).toMatch(summary);
    }
  });

  it('a force with a misspelt kind and a squad without a platoon: file:line:col and did you mean', () => {
    const file = join(tempDir(), 'bad-force.yaml');
    writeFileSync(
      file,
      'ruleset: combat-infantry\nside: USA\nblocks:\n  - { id: A1-a, kind: sqaud, company: A, steps: 4 }\n  - { id: A1-b, kind: squad, company: A, steps: 4 }\n',
    );
    let err: { where?: string; message: string; issues?: { message: string }[] } | undefined;
    try {
      validateCiFile(file, 'force');
    } catch (e) {
      err = e as typeof err;
    }
    expect(err?.where).toBe(`${file}:4:23`);
    expect(err?.message).toMatch(/sqaud/);
  });

  it('a set-up naming an unknown terrain is refused with its position', () => {
    const file = join(tempDir(), 'setup.yaml');
    const text = `umpire: 1\nruleset: combat-infantry\nscenario: { kind: free }\nturn: 1\nactive: USA\nstep: fire\nmap:\n  cols: [1, 5]\n  rows: [1, 5]\n  hexes: { "0303": wood }\nsides:\n  - { name: USA, force: ${bundledFile('forces/us-rifle-company-a.yaml')}, blocks: [] }\n  - { name: Germany, force: ${bundledFile('forces/german-grenadier-company.yaml')}, blocks: [] }\n`;
    writeFileSync(file, text);
    expect(() => validateCiFile(file, 'setup')).toThrow(/'wood' is not a terrain; did you mean 'woods'\?/);
  });
});
