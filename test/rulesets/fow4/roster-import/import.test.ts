/** Malformed rosters, and the rule ids the importer writes. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../../src/game/issues.js';
import { bundledArsenal } from '../../../../src/rulesets/fow4/arsenal.js';
import { AIR } from '../../../../src/rulesets/fow4/aircraft/rules.js';
import { FOW4_ASSAULT } from '../../../../src/rulesets/fow4/assault/rules.js';
import { BOMBARD } from '../../../../src/rulesets/fow4/bombard/rules.js';
import { FOW4, FOW4_SHOOTING, FOW4_SPECIAL_RULES, FOW4_TESTS } from '../../../../src/rulesets/fow4/rules.js';
import { importRoster } from '../../../../src/rulesets/fow4/roster-import/index.js';
import { MAPPED_RULE_IDS } from '../../../../src/rulesets/fow4/roster-import/rule-names.js';

const FIXTURES = 'test/fixtures/rosters/bsdata';
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

const failure = (name: string): ValidationError => {
  try {
    importRoster(fixture(name), { file: join(FIXTURES, name), arsenalRef: './x.arsenal.yaml' });
  } catch (err) {
    if (err instanceof ValidationError) return err;
    throw err;
  }
  throw new Error(`${name} imported without an error`);
};

describe('malformed rosters: one sentence, with the file, line and the selection', () => {
  it('a missing characteristic', () => {
    const e = failure('e1-missing-characteristic.ros');
    expect(e.where).toBe(`${FIXTURES}/e1-missing-characteristic.ros:26:17`);
    expect(e.message).toBe(
      "the Weapon profile 'M4 Sherman (75mm)' in Co > Tank Company HQ has no 'Firepower' characteristic",
    );
  });
  it('an unknown profile type', () => {
    const e = failure('e2-unknown-profile-type.ros');
    expect(e.where).toBe(`${FIXTURES}/e2-unknown-profile-type.ros:10:17`);
    expect(e.message).toBe(
      "the profile 'M4 Sherman (75mm)' in Co > Tank Company HQ has the type 'Vehicle Unit', which umpire does not read",
    );
  });
  it('broken XML at a known line', () => {
    const e = failure('e3-broken-xml.ros');
    expect(e.where).toBe(`${FIXTURES}/e3-broken-xml.ros:32:56`);
    expect(e.message).toMatch(/^the roster is not well-formed XML: Expected closing tag 'characteristic'/);
  });
  it('a value that does not fit names the box, the profile and the selection', () => {
    const text = fixture('british-rifle-company.ros')
      .toString('utf8')
      .replace(
        '<characteristic name="Halted ROF" typeId="7f6e-6f8f-5f15-6e9d">3</characteristic>',
        '<characteristic name="Halted ROF" typeId="7f6e-6f8f-5f15-6e9d">two</characteristic>',
      );
    const line = text.split('\n').findIndex((l) => l.includes('>two<')) + 1;
    try {
      importRoster(Buffer.from(text), { file: 'r.ros', arsenalRef: './x.arsenal.yaml' });
      expect.unreachable();
    } catch (err) {
      expect((err as ValidationError).where).toBe(`r.ros:${line}:21`);
      expect((err as Error).message).toBe(
        "the Halted ROF 'two' is not a ROF, in the Weapon profile 'Sten SMG team' of Rifle Company > Rifle Company HQ",
      );
    }
  });
  it('XML that is not a roster', () => {
    expect(() =>
      importRoster(Buffer.from('<catalogue name="x"/>'), { file: 'c.cat', arsenalRef: './x.arsenal.yaml' }),
    ).toThrow('this XML is not a BattleScribe roster');
  });
});

describe('rule names', () => {
  it('every rule id the importer writes is one the rules catalogue, an arsenal or a shooting check knows', () => {
    const catalogue = [FOW4, FOW4_TESTS, FOW4_SHOOTING, FOW4_SPECIAL_RULES, BOMBARD, AIR, FOW4_ASSAULT].flatMap((c) =>
      Object.values(c).map((r) => r.id.replace(/^fow4\./, '')),
    );
    const arsenals = [...bundledArsenal().byName.values()]
      .flat()
      .flatMap((t) => [
        ...(t.rules ?? []),
        ...t.weapons.flatMap((w) => [...(w.rules ?? []), ...(w.artillery?.rules ?? [])]),
      ]);
    // Spelled as the procedures check them (shooting/firing.ts, turn/setup.ts, shooting, bombard/bombard.ts).
    const checkedBy = ['self-defence-aa', 'shtraf', 'flame-thrower', 'stuka-zu-fuss'];
    const known = new Set([...catalogue, ...arsenals, ...checkedBy]);
    expect(MAPPED_RULE_IDS.filter((id) => !known.has(id))).toEqual([]);
  });
});
