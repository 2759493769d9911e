import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fow4RuleRefs, isKnownRule, knownRuleKeys } from '../../../src/rulesets/fow4/rule-ids.js';
import { runCli } from '../../cli/run-cli.js';

const root = new URL('../../../', import.meta.url).pathname;

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(join(root, dir)).flatMap((f) => {
    const p = join(dir, f);
    return statSync(join(root, p)).isDirectory() ? files(p, ext) : ext.test(f) ? [p] : [];
  });
}

const SOURCES = [...files('src/rulesets/fow4', /\.ts$/), ...files('src/rulesets/flames-of-war', /\.ts$/)];

/** The special-rule ids the code checks: the string given to teamHas, weaponHas, hasRule, teamRule, unitRule, numberedRule or has. */
function checkedIds(): Map<string, string> {
  const out = new Map<string, string>();
  const call =
    /\b(?:teamHas|weaponHas|hasRule|teamRule|unitRule|numberedRule|has)\((?:[^(),]|\([^()]*\))*,\s*'([^']+)'/g;
  for (const f of SOURCES) {
    const text = readFileSync(join(root, f), 'utf8');
    for (const m of text.matchAll(call)) if (!out.has(m[1]!)) out.set(m[1]!, f);
  }
  return out;
}

/** Every `rules:` list of a YAML tree (arsenal teams and weapons, forces, units). */
function yamlRules(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((x) => yamlRules(x, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === 'rules' && Array.isArray(v)) v.forEach((r) => typeof r === 'string' && out.add(r));
      else yamlRules(v, out);
    }
  }
  return out;
}

describe("every rule id is in a catalogue (src/rulesets/fow4/rules.ts and each folder's rules.ts)", () => {
  it('every special-rule id the code checks is a catalogue id', () => {
    const missing = [...checkedIds()].filter(([id]) => !isKnownRule(id)).map(([id, f]) => `${id} (${f})`);
    expect(missing).toEqual([]);
    expect(checkedIds().size).toBeGreaterThan(50);
  });

  it('every RuleRef the code cites comes from a catalogue: no rule(...) outside the catalogue files', () => {
    const catalogues = /(^|\/)rules\.ts$|turn\/missions\.ts$/;
    const stray = SOURCES.filter((f) => !catalogues.test(f) && /\brule\('/.test(readFileSync(join(root, f), 'utf8')));
    expect(stray).toEqual([]);
  });

  it('every catalogue entry has a page, and one id means one page', () => {
    const refs = fow4RuleRefs();
    expect(refs.filter((r) => !/^pp?\. \d/.test(r.page)).map((r) => r.id)).toEqual([]);
    const pages = new Map<string, Set<string>>();
    for (const r of refs) pages.set(r.id, (pages.get(r.id) ?? new Set()).add(r.page));
    expect([...pages].filter(([, p]) => p.size > 1).map(([id, p]) => `${id}: ${[...p].join(', ')}`)).toEqual([]);
  });

  it('every rule of the bundled arsenals and forces, and every id the roster import writes, is known', () => {
    const yamlFiles = [...files('scenarios/fow4', /\.ya?ml$/)];
    const used = new Set<string>();
    for (const f of yamlFiles) yamlRules(parse(readFileSync(join(root, f), 'utf8')), used);
    const table = readFileSync(join(root, 'src/rulesets/fow4/roster-import/rule-names.ts'), 'utf8');
    for (const m of table.matchAll(/R\('([a-z0-9-]+)'/g)) used.add(m[1]!);
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((r) => !isKnownRule(r))).toEqual([]);
    expect(knownRuleKeys().has('schurzen')).toBe(true);
  });
});

describe('a situation naming an unknown rule id is refused with "did you mean"', () => {
  const situation = (rules: string[]) =>
    JSON.stringify({
      shooter: {
        id: 'S',
        teams: [
          {
            id: 'A',
            target: 'B',
            profile: {
              name: 'Gun',
              type: 'tank',
              mobility: 'standard-tank',
              armour: { front: 1, side: 1, top: 1 },
              weapons: [{ name: 'gun', range: { inches: 24, cm: 60 }, rof: 1, antiTank: 9, firepower: 3 }],
            },
          },
        ],
      },
      targets: [
        {
          id: 'T',
          ratings: { motivation: 'confident', skill: 'trained' },
          teams: [
            {
              id: 'B',
              profile: {
                name: 'Truck',
                type: 'tank',
                mobility: 'wheeled',
                armour: { front: 1, side: 1, top: 0 },
                weapons: [],
                rules,
              },
            },
          ],
        },
      ],
    });

  it('#19: "improvised-armor" on a team is refused, naming improvised-armour', async () => {
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'umpire-rules-')), 's.json');
    writeFileSync(
      file,
      JSON.stringify({ procedure: 'fow4.shoot', situation: JSON.parse(situation(['improvised-armor'])) }),
    );
    const r = await runCli(['resolve', file, '--dice', '6,1,6']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown rule 'improvised-armor'; did you mean 'improvised-armour'\?/);
    writeFileSync(
      file,
      JSON.stringify({ procedure: 'fow4.shoot', situation: JSON.parse(situation(['Improvised Armour'])) }),
    );
    const ok = await runCli(['resolve', file, '--dice', '6,1,6']);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
  });

  it('a unit rule given with a flag is refused the same way (test --rules, assault --attacker-rules)', async () => {
    const t = await runCli([
      'test',
      'last-stand',
      '--motivation',
      'confident',
      '--skill',
      'trained',
      '--rules',
      'tiger-aec',
      '--dice',
      '1',
    ]);
    expect(t.code).toBe(2);
    expect(t.stderr).toMatch(/unknown rule 'tiger-aec'; did you mean 'tiger-ace'\?/);
    const a = await runCli([
      'assault',
      '--attacker',
      'Sherman V',
      '--defender',
      'Panther A',
      '--attacker-rules',
      'britsh-bulldog',
      '--seed',
      '1',
    ]);
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(/did you mean 'british-bulldog'\?/);
  });
});
