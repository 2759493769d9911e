/**
 * Rosters shaped as BattleScribe exports BSData/flamesofwar (commit 2be3015): every value in the
 * fixtures is the catalogue's. Each file shows one way the real data differs from a hand-written
 * list (../shared/rosters/README.md); each imports as it is, with the catalogue's values and the
 * right team counts.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../../src/game/issues.js';
import { loadForceFile, type Force } from '../../../../src/rulesets/fow4/force.js';
import {
  arsenalYaml,
  forceYaml,
  importRoster,
  type ImportedRoster,
} from '../../../../src/rulesets/fow4/roster-import/index.js';

const FIXTURES = 'test/fixtures/rosters/bsdata';
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

function importAndLoad(name: string, bytes = fixture(name)): { imp: ImportedRoster; force: Force; arsenal: string } {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-bsdata-'));
  const imp = importRoster(bytes, { file: join(FIXTURES, name), arsenalRef: './list.arsenal.yaml' });
  const arsenal = arsenalYaml(imp, '../schemas/fow4/arsenal.schema.json');
  writeFileSync(join(dir, 'list.yaml'), forceYaml(imp, '../schemas/fow4/force.schema.json'));
  writeFileSync(join(dir, 'list.arsenal.yaml'), arsenal);
  return { imp, force: loadForceFile(join(dir, 'list.yaml')), arsenal };
}

const unit = (f: Force, name: string) => {
  const u = f.units.find((x) => x.name === name);
  if (!u) throw new Error(`no unit '${name}' in ${f.units.map((x) => x.name).join(', ')}`);
  return u;
};
const counts = (f: Force, name: string) => {
  const out: Record<string, number> = {};
  for (const t of unit(f, name).teams) out[t.name] = (out[t.name] ?? 0) + 1;
  return out;
};
const notApplied = (imp: ImportedRoster) => imp.unplaced.map((u) => u.name);

describe('r1: ratings as BSData writes them ("4+ Last Stand 3+", "4+")', () => {
  it('a bare 4+ Motivation is Confident, a bare 4+ Skill is Trained, Last Stand 3+ is kept', () => {
    const { force } = importAndLoad('r1-bare-ratings.ros');
    expect(unit(force, 'Tank Company HQ').ratings).toMatchObject({
      motivation: 'confident',
      skill: 'trained',
      lastStand: 3,
    });
    expect(counts(force, 'Tank Company HQ')).toEqual({ 'M4 Sherman (75mm)': 2 });
  });
});

describe('r2: counts named after the team while the profile is named after the platoon', () => {
  it('"7x MG34 and K98 rifle team" is 7 teams of the card\'s weapon line; the HQ is 2 SMG teams', () => {
    const { force, imp } = importAndLoad('r2-silent-count.ros');
    expect(counts(force, 'Grenadier Platoon')).toEqual({ 'MG34 & K98 rifle team': 7 });
    expect(counts(force, 'Grenadier Company HQ')).toEqual({ 'MP40 SMG team': 2 });
    const mg = unit(force, 'Grenadier Platoon').teams[0]!.profile;
    expect(mg).toMatchObject({ type: 'infantry', mobility: 'infantry', save: 3 });
    expect(mg.weapons.map((w) => [w.name, w.rof, w.movingRof, w.antiTank, w.firepower])).toEqual([
      ['MG34 & K98 rifle team', 2, 1, 2, 6],
    ]);
    expect(unit(force, 'Grenadier Platoon').ratings).toMatchObject({ motivation: 'confident', skill: 'veteran' });
    expect(imp.counts).toEqual({ formations: 1, units: 2, teams: 9 });
    expect(unit(force, 'Grenadier Company HQ').teams[0]!.profile.weapons[0]!.pinnedRof).toBe(1);
  });
});

describe('r3: one shared profile, its weapons listed in another order', () => {
  it('is one profile: 2 Shermans in the HQ, 3 in the platoon', () => {
    const { force, imp } = importAndLoad('r3-weapon-order.ros');
    expect(counts(force, 'Tank Company HQ')).toEqual({ 'M4 Sherman (75mm)': 2 });
    expect(counts(force, 'Tank Platoon')).toEqual({ 'M4 Sherman (75mm)': 3 });
    expect(imp.arsenal.teams.map((t) => t.name)).toEqual(['M4 Sherman (75mm)']);
    const sherman = unit(force, 'Tank Platoon').teams[0]!.profile;
    expect(sherman).toMatchObject({ type: 'tank', mobility: 'standard-tank', armour: { front: 6, side: 4, top: 1 } });
    expect(sherman.weapons.map((w) => [w.name, w.antiTank, w.vehicleMg ?? false])).toEqual([
      ['M4 Sherman (75mm)', 10, false],
      ['M4 Sherman (MGs)', 2, true],
    ]);
  });
});

describe('r4: a weapon on a child selection that has no team profile', () => {
  it('the PIAT is its own team with the platoon card; the Bren teams count from their own selection', () => {
    const { force } = importAndLoad('r4-weapon-on-child.ros');
    expect(counts(force, 'Rifle Platoon')).toEqual({ 'Bren gun & SMLE team': 7, 'PIAT anti-tank team': 1 });
    const piat = unit(force, 'Rifle Platoon').teams.find((t) => t.name === 'PIAT anti-tank team')!.profile;
    expect(piat).toMatchObject({ type: 'infantry', mobility: 'infantry', save: 3 });
    expect(piat.weapons.map((w) => [w.name, w.rof, w.antiTank, w.firepower])).toEqual([
      ['PIAT anti-tank team', 1, 10, 4],
    ]);
    expect(unit(force, 'Rifle Platoon').ratings).toMatchObject({ skill: 'trained' });
  });
});

describe('r5: aircraft weapons with Halted ROF "-"', () => {
  it('the P-47s shoot ROF 4 (the Moving ROF the card prints), 2 aircraft', () => {
    const { force } = importAndLoad('r5-aircraft-weapon.ros');
    const flight = unit(force, 'P-47 Thunderbolt Fighter Flight');
    expect(counts(force, 'P-47 Thunderbolt Fighter Flight')).toEqual({ 'P-47 Thunderbolt': 2 });
    expect(flight.teams[0]!.profile).toMatchObject({ type: 'aircraft', mobility: 'aircraft' });
    expect(flight.teams[0]!.profile.weapons[0]).toMatchObject({
      name: '.50 cal MGs',
      rof: 4,
      antiTank: 5,
      firepower: 5,
    });
  });
});

describe('r6: card speeds outside the fourteen mobility rows', () => {
  it('the M5 Stuart keeps its card speeds 12/14/24/28 and moves as the nearest row (Fast Tank)', () => {
    const { force, arsenal } = importAndLoad('r6-speeds.ros');
    const stuart = unit(force, 'M5 Stuart Tank Platoon').teams[0]!.profile;
    expect(counts(force, 'M5 Stuart Tank Platoon')).toEqual({ 'M5 Stuart': 3 });
    expect(stuart.mobility).toBe('fast-tank');
    expect(stuart.speeds).toEqual({
      tactical: { inches: 12, cm: 30 },
      terrainDash: { inches: 14, cm: 35 },
      crossCountryDash: { inches: 24, cm: 60 },
      roadDash: { inches: 28, cm: 70 },
    });
    expect(arsenal).toContain('speeds: { tactical: 12"/30cm, terrainDash: 14"/35cm');
    // A card that matches its row writes no speeds.
    expect(unit(force, 'Tank Company HQ').teams[0]!.profile.speeds).toBeUndefined();
  });
});

describe('r7: "X Direct Fire" joined to its ARTILLERY line', () => {
  it('one weapon: ROF 1 direct fire, the artillery line beside it; 3 guns', () => {
    const { force } = importAndLoad('r7-direct-fire-name.ros');
    const battery = unit(force, 'M7 Priest Artillery Battery');
    expect(counts(force, 'M7 Priest Artillery Battery')).toEqual({ 'M7 Priest': 3 });
    expect(battery.ratings).toMatchObject({ skill: 'veteran' });
    const w = battery.teams[0]!.profile.weapons;
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({
      name: 'M7 Priest (105mm)',
      rof: 1,
      movingRof: 1,
      antiTank: 9,
      firepower: 2,
      rules: ['smoke'],
      artillery: { range: { inches: 72, cm: 180 }, antiTank: 3, firepower: 3, rules: ['smoke-bombardment'] },
    });
  });
});

describe('r8: a unit-level Heavy Weapon rule belongs to the team it names', () => {
  it('the PPSh teams stay infantry; the listed counts are 15 PPSh and the optional flame-thrower is not taken', () => {
    const { force, imp } = importAndLoad('r8-unit-heavy-weapon.ros');
    const smg = unit(force, 'SMG Company');
    expect(counts(force, 'SMG Company')).toEqual({ 'PPSh SMG team': 15 });
    expect(smg.teams[0]!.profile.type).toBe('infantry');
    expect(smg.teams[0]!.profile.rules ?? []).not.toContain('heavy-weapon');
    // Nor does the flame-thrower's weapon rule, given to the whole company, reach the PPSh line.
    expect(smg.teams[0]!.profile.weapons.map((w) => [w.name, w.rules ?? []])).toEqual([['PPSh SMG team', []]]);
    // The Komissar team has no profile in the roster: said once, not silently dropped.
    expect(imp.uncounted.map((u) => u.label)).toEqual(['Komissar team']);
    expect(notApplied(imp)).not.toContain('Heavy Weapon');
  });
});

describe('the "not applied" list: rules really not applied, each once', () => {
  it('r7: Brutal, Forward Firing and Slow Firing once each; Smoke and Smoke Bombardment are applied', () => {
    const { imp } = importAndLoad('r7-direct-fire-name.ros');
    expect(notApplied(imp).sort()).toEqual(['Brutal', 'Forward Firing', 'Slow Firing']);
  });
});

describe('New Recruit one-line exports', () => {
  it('an error leads with the selection path, not line 2 column 1', () => {
    const one = fixture('r2-silent-count.ros')
      .toString('utf8')
      .replace(/\n\s*/g, '')
      .replace(
        '<characteristic name="Halted ROF">2</characteristic>',
        '<characteristic name="Halted ROF">two</characteristic>',
      );
    let err: ValidationError | undefined;
    try {
      importRoster(Buffer.from(one), { file: 'nr.ros', arsenalRef: './x.arsenal.yaml' });
    } catch (e) {
      err = e as ValidationError;
    }
    expect(err).toBeInstanceOf(ValidationError);
    expect(err!.message).toMatch(/^Co > Grenadier Platoon: /);
    expect(err!.message).toContain("the Halted ROF 'two' is not a ROF");
  });
});

describe("whole companies as BattleScribe exports them from BSData (tools/bs.py, no choices but the data's own)", () => {
  it('a British rifle company as .ros and .rosz imports alike: 2 Sten teams; each platoon 5 Bren, a PIAT, a 2-inch mortar', () => {
    const ros = importAndLoad('british-rifle-company.ros');
    const rosz = importAndLoad('british-rifle-company.rosz');
    expect(rosz.imp.force).toEqual(ros.imp.force);
    expect(counts(ros.force, 'Rifle Company HQ')).toEqual({ 'Sten SMG team': 2 });
    expect(counts(ros.force, 'Rifle Platoon')).toEqual({
      'Bren gun & SMLE team': 5,
      'PIAT anti-tank team': 1,
      '2-inch mortar': 1,
    });
    expect(ros.imp.counts).toEqual({ formations: 1, units: 3, teams: 16 });
    expect(ros.force.points).toBe(16);
  });

  it('a German armoured panzergrenadier company: a count inside a count is not counted twice; half-tracks by their plain name', () => {
    const { force, imp } = importAndLoad('german-armoured-panzergrenadier-company.rosz');
    expect(counts(force, 'Armoured Panzergrenadier Platoon')).toEqual({ 'MG42 team': 5 });
    const transport = force.units.find((u) => u.transportFor === 'Armoured Panzergrenadier Platoon')!;
    expect(transport.teams.map((t) => t.name)).toEqual(Array(3).fill('Sd Kfz 251 Half-Track'));
    expect(imp.uncounted).toEqual([]);
  });

  it('a US armoured rifle platoon: each weapon line of the card is a team; "2x M3 .30, 2x M3 .50" are 2 half-tracks of each choice', () => {
    const { force, imp } = importAndLoad('us-armoured-rifle-company.rosz');
    expect(counts(force, 'Armoured Rifle Platoon')).toEqual({
      'M1 Garand rifle team': 4,
      '60mm mortar team': 1,
      'M1919 LMG team': 2,
      'M1 Bazooka team': 4,
    });
    // The same M3 half-track card chosen twice, with a .30 and with a .50 cal MG: two team types,
    // each named after its choice and counted by the platoon's "2x M3 .30, 2x M3 .50".
    const transport = force.units.find((u) => u.transportFor === 'Armoured Rifle Platoon')!;
    const made: Record<string, number> = {};
    for (const t of transport.teams) made[t.name] = (made[t.name] ?? 0) + 1;
    expect(made).toEqual({ 'M3 half-track (.30 cal MG)': 2, 'M3 half-track (.50 cal MG)': 2 });
    expect(transport.teams[0]!.profile.weapons.map((w) => w.name)).toEqual(['M3 half-track (.30 cal MG)']);
    expect(imp.uncounted).toEqual([]);
    // "Heavy Weapon" in the mortar's and the LMG's Notes is theirs, not the riflemen's nor the half-tracks'.
    const type = (name: string) => unit(force, 'Armoured Rifle Platoon').teams.find((t) => t.name === name)!.profile;
    expect(type('60mm mortar team').rules).toContain('heavy-weapon');
    expect(type('M1 Garand rifle team').type).toBe('infantry');
    expect(type('M1 Garand rifle team').rules ?? []).not.toContain('heavy-weapon');
    expect(transport.teams[0]!.profile.rules ?? []).not.toContain('heavy-weapon');
    // The platoon's Observer rule is its teams', not its half-tracks'.
    expect(type('M1 Garand rifle team').rules).toContain('observer');
    expect(transport.teams.every((t) => !(t.profile.rules ?? []).includes('observer'))).toBe(true);
  });

  it('a Soviet Hero company that is one card with its count is a formation whose HQ unit is itself', () => {
    const { force } = importAndLoad('soviet-hero-sherman-company.ros');
    expect(force.formations).toEqual([
      { name: 'Hero M4 Sherman Tank Company [LS196]', allied: false, units: ['Hero M4 Sherman Tank Company [LS196]'] },
    ]);
    expect(counts(force, 'Hero M4 Sherman Tank Company [LS196]')).toEqual({ 'M4 Sherman Hero (late 75mm)': 3 });
  });
});
