import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemaFor, loadRulesets } from '../../src/rulesets/index.js';

const root = join(import.meta.dirname, '../..');

describe('committed JSON Schemas', () => {
  it('every ruleset has schemas/<id>/<kind>.schema.json for each of its file kinds, equal to what its zod schemas give', async () => {
    const rulesets = await loadRulesets();
    expect(rulesets.length).toBeGreaterThanOrEqual(4);
    for (const ruleset of rulesets) {
      for (const kind of ruleset.files.kinds) {
        const file = join(root, `schemas/${ruleset.id}/${kind}.schema.json`);
        const fix = `run umpire schema ${kind} --ruleset ${ruleset.id} -o schemas/${ruleset.id}/${kind}.schema.json`;
        expect(existsSync(file), fix).toBe(true);
        expect(JSON.parse(readFileSync(file, 'utf8')), fix).toEqual(await jsonSchemaFor(ruleset.id, kind));
      }
    }
  });
});
