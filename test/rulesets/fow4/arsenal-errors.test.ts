import { describe, expect, it } from 'vitest';
import { readArsenalFile } from '../../../src/rulesets/fow4/arsenal.js';
import type { Issue } from '../../../src/game/issues.js';
import { tempFile } from '../../game/helpers.js';

function arsenalIssues(body: string): Issue[] {
  const f = tempFile('arsenal.yaml', 'ruleset: fow4\narsenal: test\n' + body);
  const r = readArsenalFile(f);
  if (r.ok) throw new Error('expected problems');
  for (const i of r.issues) expect(i.file).toBe(f);
  return r.issues;
}

const at = (i: Issue) => `${i.line}:${i.col}`;

describe('arsenal files: plain errors with line:col', () => {
  it('armour -3', () => {
    const [i, ...rest] = arsenalIssues(`teams:
  - name: Tank
    type: tank
    mobility: standard-tank
    armour: 6/-3/1
    weapons: []
`);
    expect(rest).toEqual([]);
    expect(i!.message).toBe('side armour -3 is impossible: armour ratings are whole numbers from 0 to 30');
    expect(at(i!)).toBe('7:13');
  });

  it('armour -3 written as a mapping', () => {
    const [i] = arsenalIssues(`teams:
  - name: Tank
    type: tank
    mobility: standard-tank
    armour: { front: 6, side: -3, top: 1 }
    weapons: []
`);
    expect(i!.message).toBe("'side' must be at least 0, not -3");
    expect(at(i!)).toBe('7:31');
  });

  it('ROF 2.5', () => {
    const [i] = arsenalIssues(`teams:
  - name: Gun
    type: gun
    gunSize: light
    mobility: light-gun
    weapons:
      - { name: 2 pdr, range: 24"/60cm, rof: 2.5, antiTank: 7, firepower: 4+ }
`);
    expect(i!.message).toBe("'rof' must be a whole number, not 2.5");
    expect(at(i!)).toBe('9:46');
  });

  it('a vehicle machine-gun on an infantry team', () => {
    const [i] = arsenalIssues(`weapons:
  - { name: Hull MG, range: 16", rof: 3, antiTank: 2, firepower: 6, vehicleMg: true }
teams:
  - name: Rifle team
    type: infantry
    mobility: infantry
    weapons: [Hull MG]
`);
    expect(i!.message).toBe(
      "'Hull MG' is a vehicle machine-gun, so it belongs on a tank or aircraft team, not on the infantry team 'Rifle team'",
    );
    expect(at(i!)).toBe('9:15');
  });

  it('a weapon limited to some team types, on another type', () => {
    const [i] = arsenalIssues(`weapons:
  - { name: M3 75mm gun, range: 32", rof: 2, antiTank: 10, firepower: 3+, teams: [tank] }
teams:
  - name: Odd gun
    type: gun
    gunSize: medium
    mobility: medium-gun
    weapons: [M3 75mm gun]
`);
    expect(i!.message).toBe("'M3 75mm gun' is a weapon for tank teams; a gun team like 'Odd gun' cannot carry it");
    expect(at(i!)).toBe('10:15');
  });

  it('an unknown weapon name, with the nearest suggested', () => {
    const [i] = arsenalIssues(`weapons:
  - { name: Co-ax MG, range: 16", rof: 3, antiTank: 2, firepower: 6, vehicleMg: true }
teams:
  - name: Tank
    type: tank
    mobility: standard-tank
    armour: 6/4/1
    weapons: [Coax MG]
`);
    expect(i!.message).toBe("there is no weapon 'Coax MG' in this arsenal's weapons list; did you mean 'Co-ax MG'?");
    expect(at(i!)).toBe('10:15');
  });

  it('bad scores, distances, team types and unknown keys', () => {
    const issues = arsenalIssues(`teams:
  - name: Thing
    type: tanc
    mobility: standard-tank
    armor: 6/4/1
    weapons:
      - { name: Gun, range: 32 furlongs, rof: 2, antiTank: 10, firepower: 3++ }
`);
    expect(issues.map((i) => `${at(i)} ${i.message}`)).toEqual([
      "5:11 'tanc' is not a valid 'type'; did you mean 'tank'?",
      "7:5 unknown key 'armor'; did you mean 'armour'?",
      "9:29 '32 furlongs' is not a distance",
      "9:75 '3++' is not a valid 'firepower'",
    ]);
  });

  it('armour on an infantry team, and a gun with no size', () => {
    const issues = arsenalIssues(`teams:
  - name: Rifles
    type: infantry
    mobility: infantry
    armour: 1/1/1
    weapons: []
  - name: Gun
    type: gun
    mobility: light-gun
    weapons: []
`);
    expect(issues.map((i) => `${at(i)} ${i.message}`)).toEqual([
      '7:13 an infantry team has no armour ratings; only Tank teams do (p. 36)',
      "9:5 the Gun team 'Gun' needs a gunSize",
    ]);
  });

  it('normalises the books notation to the profile shapes', () => {
    const f = tempFile(
      'ok.yaml',
      `ruleset: fow4
arsenal: ok
teams:
  - name: Tank
    type: tank
    mobility: standard-tank
    armour: 6/4/1
    weapons:
      - { name: Gun, range: 32", rof: 2, antiTank: 10, firepower: 3+, artillery: { range: 80cm, antiTank: "-", firepower: "-" } }
      - { name: Other, range: { in: 16 }, rof: 1, antiTank: "-", firepower: auto }
`,
    );
    const r = readArsenalFile(f);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const t = r.value.teams[0]!;
    expect(t.armour).toEqual({ front: 6, side: 4, top: 1 });
    expect(t.weapons[0]).toEqual({
      name: 'Gun',
      range: { inches: 32, cm: 80 },
      rof: 2,
      antiTank: 10,
      firepower: 3,
      artillery: { range: { inches: 32, cm: 80 }, antiTank: null, firepower: null },
    });
    expect(t.weapons[1]).toEqual({
      name: 'Other',
      range: { inches: 16, cm: 40 },
      rof: 1,
      antiTank: null,
      firepower: 'auto',
    });
  });
});
