import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../../src/game/issues.js';
import { bundledArsenal } from '../../../../src/rulesets/fow4/arsenal.js';
import { loadForceFile, type Force } from '../../../../src/rulesets/fow4/force.js';
import { AIR } from '../../../../src/rulesets/fow4/aircraft/rules.js';
import { FOW4_ASSAULT } from '../../../../src/rulesets/fow4/assault/rules.js';
import { BOMBARD } from '../../../../src/rulesets/fow4/bombard/rules.js';
import { FOW4, FOW4_SHOOTING, FOW4_SPECIAL_RULES, FOW4_TESTS } from '../../../../src/rulesets/fow4/rules.js';
import {
  arsenalYaml,
  forceYaml,
  importRoster,
  type ImportedRoster,
} from '../../../../src/rulesets/fow4/roster-import/index.js';
import { MAPPED_RULE_IDS } from '../../../../src/rulesets/fow4/roster-import/rule-names.js';

const FIXTURES = 'test/fixtures/rosters';
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

/** Import a fixture, write force and arsenal to a fresh folder, and load the force as `umpire validate` does. */
function importAndLoad(name: string): { imp: ImportedRoster; force: Force; forceText: string; arsenalText: string } {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-import-'));
  const imp = importRoster(fixture(name), { file: join(FIXTURES, name), arsenalRef: './list.arsenal.yaml' });
  const forceText = forceYaml(imp, '../schemas/fow4/force.schema.json');
  const arsenalText = arsenalYaml(imp, '../schemas/fow4/arsenal.schema.json');
  writeFileSync(join(dir, 'list.yaml'), forceText);
  writeFileSync(join(dir, 'list.arsenal.yaml'), arsenalText);
  return { imp, force: loadForceFile(join(dir, 'list.yaml')), forceText, arsenalText };
}

const unit = (f: Force, name: string) => f.units.find((u) => u.name === name)!;
const teamNames = (f: Force, name: string) => unit(f, name).teams.map((t) => t.name);
const failure = (name: string): ValidationError => {
  try {
    importRoster(fixture(name), { file: join(FIXTURES, name), arsenalRef: './x.arsenal.yaml' });
  } catch (err) {
    if (err instanceof ValidationError) return err;
    throw err;
  }
  throw new Error(`${name} imported without an error`);
};

describe('a tank formation (.rosz)', () => {
  const { imp, force, forceText, arsenalText } = importAndLoad('british-armoured-squadron.rosz');

  it('the .rosz holds exactly the .ros fixture, so both import alike', () => {
    const inside = Object.values(unzipSync(fixture('british-armoured-squadron.rosz')));
    expect(inside).toHaveLength(1);
    expect(Buffer.from(inside[0]!).equals(fixture('british-armoured-squadron.ros'))).toBe(true);
    const plain = importRoster(fixture('british-armoured-squadron.ros'), {
      file: 'x.ros',
      arsenalRef: './list.arsenal.yaml',
    });
    expect(plain.force).toEqual(imp.force);
  });

  it('formation, HQ, combat unit and support unit, with team counts from "3x ..." selections', () => {
    expect(force.formations).toEqual([
      { name: 'Armoured Squadron', allied: false, units: ['Armoured Squadron HQ', '1st Troop'] },
    ]);
    expect(unit(force, 'Armoured Squadron HQ').role).toBe('hq');
    expect(teamNames(force, 'Armoured Squadron HQ')).toEqual(['Command Sherman V', 'Command Sherman V']);
    expect(teamNames(force, '1st Troop')).toEqual(['Sherman V', 'Sherman V', 'Sherman V', 'Firefly VC']);
    expect(unit(force, 'Stuart Recce Patrol').role).toBe('support');
    expect(teamNames(force, 'Stuart Recce Patrol')).toHaveLength(3);
    expect(imp.counts).toEqual({ formations: 1, units: 3, teams: 9 });
    expect(force.points).toBe(58);
  });

  it('ratings from "CONFIDENT 4+ / Remount 3+", "TRAINED 4+", "AGGRESSIVE 3+"', () => {
    expect(unit(force, '1st Troop').ratings).toMatchObject({ motivation: 'confident', skill: 'trained', remount: 3 });
    expect(unit(force, 'Stuart Recce Patrol').ratings).toMatchObject({ motivation: 'confident', skill: 'trained' });
  });

  it('profiles: armour, mobility from the speeds, weapons with their Notes as rule ids, vehicle MGs', () => {
    const sherman = unit(force, '1st Troop').teams[0]!.profile;
    expect(sherman).toMatchObject({
      type: 'tank',
      mobility: 'standard-tank',
      armour: { front: 6, side: 4, top: 1 },
      rules: ['tow-hooks'],
    });
    expect(
      sherman.weapons.map((w) => [
        w.name,
        w.rof,
        w.movingRof,
        w.antiTank,
        w.firepower,
        w.vehicleMg ?? false,
        w.rules ?? [],
      ]),
    ).toEqual([
      ['M3 75mm gun', 2, 1, 10, 3, false, ['semi-indirect-fire', 'smoke']],
      ['Co-ax MG', 3, 3, 2, 6, true, []],
      ['Hull MG', 3, 3, 2, 6, true, []],
    ]);
    expect(unit(force, '1st Troop').teams[3]!.profile.weapons[0]!.rules).toEqual(['no-he', 'semi-indirect-fire']);
    const stuart = unit(force, 'Stuart Recce Patrol').teams[0]!.profile;
    expect(stuart).toMatchObject({ mobility: 'light-tank', armour: { front: 4, side: 2, top: 1 }, rules: ['recce'] });
    // Weapons on the unit's own selection go to the team whose name they start with.
    expect(stuart.weapons.map((w) => w.name)).toEqual(['Stuart V (37mm)', 'Stuart V (MGs)']);
  });

  it('unknown special rules are listed and written as comments at their team and unit, never dropped', () => {
    expect(imp.unplaced.map((u) => [u.name, u.line])).toEqual([
      ['Broadside', 29],
      ['Spearhead', 192],
      ['Scout', 174],
    ]);
    expect(arsenalText).toMatch(/^ {2}- name: Command Sherman V # not imported: Broadside \(roster line 29\)$/m);
    expect(arsenalText).toMatch(/^ {2}- name: Stuart V # not imported: Spearhead \(roster line 192\)$/m);
    expect(forceText).toMatch(/^ {6}name: Armoured Squadron HQ # not imported: Broadside \(roster line 29\)$/m);
    expect(imp.skipped).toEqual([{ name: 'Command Cards', where: 'Command Cards', line: 230 }]);
  });

  it('both files start with the yaml-language-server schema line', () => {
    expect(forceText.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/fow4/force.schema.json');
    expect(arsenalText.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/fow4/arsenal.schema.json');
  });
});

describe('malformed rosters: one sentence, with the file, line and the selection', () => {
  it('a missing characteristic', () => {
    const e = failure('missing-characteristic.ros');
    expect(e.where).toBe(`${FIXTURES}/missing-characteristic.ros:29:21`);
    expect(e.message).toBe(
      "the Weapon profile 'M3 75mm gun' in Armoured Squadron > Armoured Squadron HQ > 2x Sherman V has no 'Firepower' characteristic",
    );
  });
  it('an unknown profile type', () => {
    const e = failure('unknown-profile-type.ros');
    expect(e.where).toBe(`${FIXTURES}/unknown-profile-type.ros:15:21`);
    expect(e.message).toBe(
      "the profile 'Sherman V' in Armoured Squadron > Armoured Squadron HQ > 2x Sherman V has the type 'Vehicle Unit', which umpire does not read",
    );
  });
  it('broken XML at a known line', () => {
    const e = failure('broken-xml.ros');
    expect(e.where).toBe(`${FIXTURES}/broken-xml.ros:18:64`);
    expect(e.message).toMatch(/^the roster is not well-formed XML: Expected closing tag 'characteristic'/);
  });
  it('a value that does not fit names the box, the profile and the selection', () => {
    const text = fixture('british-armoured-squadron.ros')
      .toString('utf8')
      .replace(
        '<characteristic name="Halted ROF" typeId="7f6e-6f8f-5f15-6e9d">2</characteristic>',
        '<characteristic name="Halted ROF" typeId="7f6e-6f8f-5f15-6e9d">two</characteristic>',
      );
    const line = text.split('\n').findIndex((l) => l.includes('>two<')) + 1;
    try {
      importRoster(Buffer.from(text), { file: 'r.ros', arsenalRef: './x.arsenal.yaml' });
      expect.unreachable();
    } catch (err) {
      expect((err as ValidationError).where).toBe(`r.ros:${line}:21`);
      expect((err as Error).message).toBe(
        "the Halted ROF 'two' is not a ROF, in the Weapon profile 'Command Sherman V (75mm)' of Armoured Squadron > Armoured Squadron HQ",
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
