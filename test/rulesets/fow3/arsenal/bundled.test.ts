import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledFow3ArsenalFiles, readFow3ArsenalFile } from '../../../../src/rulesets/fow3/arsenal/load.js';
import { loadFow3ForceFile } from '../../../../src/rulesets/fow3/force.js';

const root = new URL('../../../../', import.meta.url).pathname;
const forcesDir = join(root, 'scenarios/fow3/forces');

describe('bundled fow3 files', () => {
  it('every bundled fow3 arsenal validates', () => {
    const files = bundledFow3ArsenalFiles();
    expect(files.map((f) => f.split('/').pop())).toEqual(['british.yaml', 'german.yaml']);
    for (const f of files) {
      const r = readFow3ArsenalFile(f);
      expect(r.ok ? [] : r.issues).toEqual([]);
    }
  });

  it('every bundled fow3 force validates, is priced as Open Fire prices it, and has one headquarters', () => {
    const files = readdirSync(forcesDir).filter((f) => f.endsWith('.yaml'));
    expect(files).toEqual(['british-armoured-squadron.yaml', 'german-grenadierkompanie.yaml']);
    for (const f of files) {
      const force = loadFow3ForceFile(join(forcesDir, f));
      expect(force.platoons.reduce((n, p) => n + (p.points ?? 0), 0)).toBe(force.points);
      expect(force.platoons.filter((p) => p.slot === 'headquarters')).toHaveLength(1);
    }
  });
});
