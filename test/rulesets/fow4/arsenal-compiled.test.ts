import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileBundledArsenals, loadArsenals } from '../../../src/rulesets/fow4/arsenal.js';
import {
  bundledArsenalFiles,
  findTeams,
  fromCompiled,
  type CompiledArsenals,
} from '../../../src/rulesets/fow4/arsenal-compiled.js';

const built = new URL('../../../dist/rulesets/fow4/arsenals.json', import.meta.url);

describe('the bundled arsenals compiled to JSON at build time', () => {
  it('read back from JSON, they are the YAML arsenals: every name, alias, profile and arsenal id', () => {
    const files = bundledArsenalFiles();
    const yaml = loadArsenals(files);
    const json = fromCompiled(JSON.parse(JSON.stringify(compileBundledArsenals())) as CompiledArsenals, files)!;
    expect(json).toBeDefined();
    expect([...json.byName.entries()]).toEqual([...yaml.byName.entries()]);
    expect(json.names).toEqual(yaml.names);
    expect(json.ids).toEqual(yaml.ids);
    expect(json.files).toEqual(yaml.files);
    expect(findTeams(json, 'sherman v')).toEqual(findTeams(yaml, 'Sherman V'));
  });

  it('a YAML file changed since the build makes the JSON unusable (the YAML is read instead)', () => {
    const c = compileBundledArsenals();
    const stale = { ...c, sources: c.sources.map((s, i) => (i === 0 ? { ...s, text: `${s.text}\n# changed` } : s)) };
    expect(fromCompiled(stale, bundledArsenalFiles())).toBeUndefined();
    expect(fromCompiled({ ...c, sources: c.sources.slice(1) }, bundledArsenalFiles())).toBeUndefined();
  });

  it.skipIf(!existsSync(built))('the JSON the build wrote (dist/) matches the YAML now bundled', () => {
    expect(JSON.parse(readFileSync(built, 'utf8'))).toEqual(JSON.parse(JSON.stringify(compileBundledArsenals())));
  });
});
