/**
 * The values the last survey refused, read as the data means them (BSData/flamesofwar commit
 * 2be3015; the rosters built by ../shared/rosters/tools/bs.py, descriptions emptied, except r9,
 * written with tools/repro.py's helpers from the catalogue's values):
 * - a card for two vehicles (Toldi II and IIa in one armour box) makes the vehicle the roster chose;
 * - Naval Gunfire's UNLIMITED range is a range every distance is within;
 * - umpire's readings (readings.ts) of a bare Motivation 2+, an empty armour box, a Range with no
 *   unit and weapon boxes one column off: applied, and each said to the player.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadForceFile, type Force } from '../../../../src/rulesets/fow4/force.js';
import { findTeams, loadArsenals } from '../../../../src/rulesets/fow4/arsenal.js';
import { ratingForTest } from '../../../../src/rulesets/fow4/ratings.js';
import { weaponReaches } from '../../../../src/rulesets/fow4/shooting/table-facts.js';
import {
  arsenalYaml,
  forceYaml,
  importRoster,
  type ImportedRoster,
} from '../../../../src/rulesets/fow4/roster-import/index.js';
import { surveyCatalogue } from '../../../../src/rulesets/fow4/roster-import/survey.js';
import { weaponRange } from '../../../../src/rulesets/fow4/roster-import/values.js';
import { runCli } from '../../../cli/run-cli.js';

const FIXTURES = 'test/fixtures/rosters/bsdata';

function importAndLoad(name: string): { imp: ImportedRoster; force: Force; arsenalText: string } {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-readings-'));
  const imp = importRoster(readFileSync(join(FIXTURES, name)), {
    file: join(FIXTURES, name),
    arsenalRef: './list.arsenal.yaml',
  });
  const arsenalText = arsenalYaml(imp, 'x');
  writeFileSync(join(dir, 'list.yaml'), forceYaml(imp, 'x'));
  writeFileSync(join(dir, 'list.arsenal.yaml'), arsenalText);
  return { imp, force: loadForceFile(join(dir, 'list.yaml')), arsenalText };
}

const unit = (f: Force, name: string) => {
  const u = f.units.find((x) => x.name === name);
  if (!u) throw new Error(`no unit '${name}' in ${f.units.map((x) => x.name).join(', ')}`);
  return u;
};
const readings = (imp: ImportedRoster) => imp.unplaced.filter((u) => u.why === 'reading').map((u) => u.name);

describe('a card for two vehicles: Toldi II and Toldi IIa (LW Bagration Hungarian, armour "1 (Toldi II) / 3 (Toldi IIa)")', () => {
  it('"3x Toldi IIa (40mm)" is 3 Toldi IIa with front armour 3 and the 40mm gun', () => {
    const { force, imp } = importAndLoad('hungarian-turan-company-toldi-iia.ros');
    const toldi = unit(force, 'Toldi II Light Tank Platoon (LH107)');
    expect(toldi.teams.map((t) => t.name)).toEqual(['Toldi IIa', 'Toldi IIa', 'Toldi IIa']);
    const p = toldi.teams[0]!.profile;
    expect(p.armour).toEqual({ front: 3, side: 1, top: 1 });
    expect(p.weapons.map((w) => w.name)).toEqual(['Toldi IIa (40mm)', 'Toldi II & IIa (MG)']);
    expect(p.weapons[0]).toMatchObject({ antiTank: 7, firepower: 4, rof: 2 });
    // The Turán company's HQ is the selection holding the card "Turán Tank Company HQ".
    expect(force.formations[0]!.units[0]).toBe('2x Turán I (40mm)');
    expect(readings(imp)).toEqual([]);
  });

  it('"4x Toldi II (20mm)" is 4 Toldi II with front armour 1 and the 20mm gun', () => {
    const { force } = importAndLoad('hungarian-turan-company-toldi-ii.ros');
    const toldi = unit(force, 'Toldi II Light Tank Platoon (LH107)');
    expect(toldi.teams.map((t) => t.name)).toEqual(Array(4).fill('Toldi II'));
    const p = toldi.teams[0]!.profile;
    expect(p.armour).toEqual({ front: 1, side: 1, top: 1 });
    expect(p.weapons.map((w) => w.name)).toEqual(['Toldi II (20mm)', 'Toldi II & IIa (MG)']);
  });
});

describe("umpire's readings, each said to the player", () => {
  it('a bare Motivation 2+ (SS Tiger, LW D-Day Waffen-SS): Motivation tests on 2+, Follow Me on the Fearless 3+', () => {
    const { force, imp, arsenalText } = importAndLoad('waffen-ss-tiger-company.ros');
    const tigers = unit(force, 'Tiger SS Tank Platoon');
    expect(tigers.teams).toHaveLength(2);
    expect(tigers.ratings).toMatchObject({
      motivation: 'fearless',
      skill: 'veteran',
      rally: 2,
      remount: 2,
      counterattack: 2,
      lastStand: 2,
    });
    expect(ratingForTest('remount', { ratings: tigers.ratings }).base).toBe(2);
    expect(ratingForTest('last-stand', { ratings: tigers.ratings }).base).toBe(2);
    expect(ratingForTest('follow-me', { ratings: tigers.ratings }).base).toBe(3);
    expect(readings(imp)).toEqual([
      "Motivation '2+': no Motivation rating has 2+; read as Fearless with Rally, Remount, Counterattack and Last Stand 2+, so Follow Me rolls 3+ (pp. 10, 25)",
    ]);
    expect(arsenalText).toMatch(/- name: Tiger SS Tank Platoon # read by umpire, check the card: Motivation '2\+'/);
  });

  it('an empty Side & Rear box beside armour numbers (T30, LW Fortress Europe America): armour 0, said', () => {
    const { force, imp, arsenalText } = importAndLoad('us-armoured-rifle-company-t30.ros');
    const t30 = unit(force, 'T30 75mm Assault Gun Platoon');
    expect(t30.teams).toHaveLength(2);
    expect(t30.teams[0]!.profile.armour).toEqual({ front: 1, side: 0, top: 0 });
    expect(readings(imp)).toEqual(['Armour Side & Rear box empty in the data: read as armour 0 (p. 39)']);
    expect(arsenalText).toMatch(/- name: T30 #.*read by umpire, check the card: Armour Side & Rear box empty/);
  });

  it('a Range with no unit ("50", M8 Scott direct fire, LW D-Day American): centimetres, 20"/50cm, said', () => {
    const { force, imp } = importAndLoad('us-armoured-rifle-company-naval-gunfire.ros');
    const scott = unit(force, 'M8 Scott Assault Gun Platoon');
    expect(scott.teams).toHaveLength(3);
    const gun = scott.teams[0]!.profile.weapons.find((w) => w.name === 'M8 Scott (75mm)')!;
    expect(gun.range).toEqual({ inches: 20, cm: 50 });
    expect(gun.artillery?.range).toEqual({ inches: 64, cm: 160 });
    expect(readings(imp)).toEqual(["Range '50' has no unit: read as centimetres, 20\"/50cm"]);
    // Naval Gunfire has a weapon and no team card: nothing to field, said as skipped.
    expect(imp.skipped.map((s) => s.name)).toEqual(['Naval Gunfire']);
  });

  it('weapon boxes one column off (500kg bombs, MW Fallschirmjager): Anti-Tank 4, Firepower 2+, "Bombs" a rule', () => {
    const { force, imp } = importAndLoad('r9-shifted-boxes.ros');
    const stuka = unit(force, 'Ju 87 Stuka Dive Bomber Flight');
    expect(stuka.teams).toHaveLength(2);
    const bombs = stuka.teams[0]!.profile.weapons[0]!;
    expect(bombs).toMatchObject({ name: '500kg bombs', rof: 0 });
    expect(bombs.artillery).toMatchObject({ antiTank: 4, firepower: 2, adjusted: true });
    expect(readings(imp)).toEqual([
      "Moving ROF '4', Anti-Tank '2+', Firepower 'Bombs' sit one box to the right: read as Anti-Tank 4, Firepower 2+, special rule Bombs",
    ]);
    expect(imp.unplaced.filter((u) => u.why === 'unknown').map((u) => u.name)).toContain('Bombs');
  });
});

/** An arsenal file of one Naval Gunfire battery carrying `weapon` (a YAML flow mapping). */
function navyArsenal(weapon: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'umpire-unlimited-')), 'navy.arsenal.yaml');
  writeFileSync(
    file,
    `ruleset: fow4
arsenal: navy
teams:
  - name: Naval Gunfire battery
    type: gun
    gunSize: immobile
    mobility: immobile-gun
    save: 3+
    weapons:
      - ${weapon}
`,
  );
  return file;
}

describe("Naval Gunfire's UNLIMITED range", () => {
  it('reads as a range with no limit; the arsenal file writes it "unlimited" and reads it back; shooting and bombard use it', async () => {
    expect(weaponRange('UNLIMITED', 'the Range').range).toEqual({ inches: Infinity, cm: Infinity });
    const file = navyArsenal(
      '{ name: Naval Gunfire, range: unlimited, rof: 0, antiTank: 4, firepower: auto, artillery: { range: unlimited, antiTank: 4, firepower: auto, adjusted: true } }',
    );
    const team = findTeams(loadArsenals([file]), 'Naval Gunfire battery')[0]!;
    const w = team.weapons[0]!;
    expect(w.range).toEqual({ inches: Infinity, cm: Infinity });
    expect(w.artillery?.range).toEqual({ inches: Infinity, cm: Infinity });
    // Shooting (p. 28): every distance on the table is within it.
    const shooter = { id: 's', profile: team, target: 't', pairs: { t: { distance: 400 } } };
    expect(weaponReaches(shooter, w, 't', 'inches')).toBe(true);
    expect(weaponReaches(shooter, { ...w, range: { inches: 24, cm: 60 } }, 't', 'inches')).toBe(false);
    // Bombardment (pp. 45-49): the battery named from that file fires its AT 4, FP Auto line.
    const r = await runCli([
      'bombard',
      '--battery',
      '1 Naval Gunfire battery',
      '--arsenal',
      file,
      '--under',
      '2 Panzer IV H',
      '--friendly',
      '10',
      '--dice',
      '4,5,6,5,6,3,2',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    const j = JSON.parse(r.stdout);
    expect(j.situation.units[0].weapons).toEqual([
      { name: 'Naval Gunfire battery', count: 1, antiTank: 4, firepower: 'auto', rules: [] },
    ]);
    expect(j.result.units[0].status).toBe('fired');
  });

  it('--json writes the unlimited range as "unlimited", not null (JSON has no Infinity)', async () => {
    const file = navyArsenal('{ name: Naval Gunfire, range: unlimited, rof: 1, antiTank: 4, firepower: auto }');
    const r = await runCli([
      'shoot',
      '1 Naval Gunfire battery',
      '--at',
      '2 Panzer IV H',
      '--arsenal',
      file,
      '--seed',
      '1',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('"inches": "unlimited"');
    expect(r.stdout).not.toMatch(/"(inches|cm)": null/);
  });

  it('the survey accepts the D-Day American Naval Gunfire line as BSData writes it', () => {
    const line = `<profile id="28a1" name="Naval Gunfire" typeName="Weapon"><characteristics>
<characteristic name="Range">UNLIMITED</characteristic><characteristic name="Halted ROF">ARTILLERY</characteristic>
<characteristic name="Moving ROF">ARTILLERY</characteristic><characteristic name="Anti-Tank">4</characteristic>
<characteristic name="Firepower">AUTO</characteristic><characteristic name="Notes"/></characteristics></profile>`;
    const r = surveyCatalogue('t.cat', `<catalogue><sharedProfiles>${line}</sharedProfiles></catalogue>`);
    expect(r.weapons).toEqual({ accepted: 1, refused: 0 });
  });
});
