import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ValidationError, type Issue } from '../../../src/game/issues.js';
import { readFow3ArsenalFile } from '../../../src/rulesets/fow3/arsenal/load.js';
import { loadFow3ForceFile } from '../../../src/rulesets/fow3/force.js';
import { createFow3Game, openFow3Game } from '../../../src/rulesets/fow3/game.js';
import { fow3GameStatus } from '../../../src/rulesets/fow3/status.js';
import { fow3FixtureSides } from './demo-fixture.js';

const root = new URL('../../../', import.meta.url).pathname;
const dir = () => mkdtempSync(join(tmpdir(), 'umpire-fow3-'));

function write(text: string, name = 'f.yaml'): string {
  const p = join(dir(), name);
  writeFileSync(p, text);
  return p;
}

function forceIssues(text: string): Issue[] {
  try {
    loadFow3ForceFile(write(text));
  } catch (err) {
    if (err instanceof ValidationError) return [...err.issues];
    throw err;
  }
  return [];
}

function arsenalIssues(text: string): Issue[] {
  const r = readFow3ArsenalFile(write(text));
  return r.ok ? [] : r.issues;
}

const FORCE = `ruleset: fow3
name: Test company
company: Armoured Squadron
arsenals: [british]
ratings: { motivation: confident, skill: trained }
platoons:
  - name: HQ
    slot: headquarters
    entry: Armoured Squadron HQ
    teams: [Command Sherman V, 2iC Command Sherman V]
  - name: 1st Troop
    slot: combat
    entry: Armoured Platoon
    teams:
      - { team: Sherman V, count: 2 }
      - Firefly VC
    points: 215
`;

describe('fow3 files: bad input is reported with file:line:col', () => {
  it('a sound force resolves, and takes the Open Fire price of each platoon', () => {
    expect(forceIssues(FORCE)).toEqual([]);
    const f = loadFow3ForceFile(write(FORCE));
    expect(f.platoons.map((p) => p.points)).toEqual([135, 215]);
    expect(f.platoons[0]!.command).toBe('HQ/1');
    expect(f.platoons[0]!.secondInCommand).toBe('HQ/2');
  });

  it('an unknown team name: line and column of the name, with a suggestion', () => {
    const i = forceIssues(FORCE.replace('- Firefly VC', '- Firefly V'));
    expect(i).toHaveLength(1);
    expect(i[0]).toMatchObject({ line: 16, col: 9 });
    expect(i[0]!.message).toMatch(/no team 'Firefly V'.*did you mean 'Firefly VC'/);
  });

  it('a wrong Motivation word is a schema error at its position', () => {
    const i = forceIssues(FORCE.replace('motivation: confident', 'motivation: brave'));
    expect(i[0]).toMatchObject({ line: 5, col: 24 });
    expect(i[0]!.message).toBe("'brave' is not a valid 'motivation'");
    expect(i[0]!.hint).toMatch(/fearless/);
  });

  it('points that differ from the Open Fire price are refused at the points line', () => {
    const i = forceIssues(FORCE.replace('points: 215', 'points: 280'));
    expect(i[0]).toMatchObject({ line: 17, col: 13 });
    expect(i[0]!.message).toBe('the Armoured Platoon with these teams costs 215 points, not 280');
  });

  it('teams that are no option of the platoon entry are refused', () => {
    const i = forceIssues(FORCE.replace('count: 2', 'count: 5').replace('    points: 215\n', ''));
    expect(i[0]).toMatchObject({ line: 15 });
    expect(i[0]!.message).toMatch(/not an option of the Armoured Platoon/);
    expect(i[0]!.hint).toMatch(/3 Sherman V \+ 1 Firefly VC \(280\)/);
  });

  it('a company needs one headquarters; a 2iC only in the headquarters', () => {
    const i = forceIssues(
      FORCE.replace('slot: headquarters', 'slot: combat').replace('    entry: Armoured Squadron HQ\n', ''),
    );
    expect(i.map((x) => x.message)).toContain('the company has no headquarters platoon');
    const j = forceIssues(FORCE.replace('    points: 215', '    points: 215\n    secondInCommand: Firefly VC'));
    expect(j[0]!.message).toBe('only the headquarters has a 2iC command team');
    expect(j[0]!.line).toBe(18);
  });

  it('a fow4 force is not a fow3 force: the ruleset line is named', () => {
    const i = forceIssues(readFileSync(join(root, 'scenarios/fow4/forces/british-armoured-squadron.yaml'), 'utf8'));
    expect(i[0]).toMatchObject({
      line: 6,
      col: 10,
      message: 'this is a fow4 force, and a fow3 (Open Fire!) force is wanted here',
    });
    expect(i[0]!.message).toMatch(/fow3/);
  });

  const ARSENAL = `ruleset: fow3
arsenal: test
weapons:
  - { name: Hull MG, range: 16"/40cm, rof: 3, antiTank: 2, firepower: 6, vehicleMg: hull }
teams:
  - name: Test tank
    kind: tank
    mobility: standard-tank
    armour: 6/4/1
    weapons: [Hull MG]
`;

  it('a sound arsenal reads; the file source is the source of every team', () => {
    const r = readFow3ArsenalFile(write(ARSENAL.replace('arsenal: test', 'arsenal: test\nsource: My book p. 3')));
    expect(r.ok && r.value.teams[0]!.source).toBe('My book p. 3');
  });

  it('an unknown special rule, a missing weapon, a tank without armour and a ROF mistake', () => {
    expect(
      arsenalIssues(ARSENAL.replace('weapons: [Hull MG]', 'weapons: [Hull MG]\n    rules: [flying]'))[0],
    ).toMatchObject({ line: 11, col: 13 });
    const missing = arsenalIssues(ARSENAL.replace('weapons: [Hull MG]', 'weapons: [Hul MG]'));
    expect(missing[0]).toMatchObject({ line: 10, col: 15 });
    expect(missing[0]!.message).toMatch(/no weapon 'Hul MG'.*did you mean 'Hull MG'/);
    expect(arsenalIssues(ARSENAL.replace('    armour: 6/4/1\n', ''))[0]!.message).toBe(
      "the tank team 'Test tank' needs an armour line",
    );
    const rof = arsenalIssues(ARSENAL.replace('rof: 3,', 'rof: 3, pinnedRof: 4,'));
    expect(rof[0]).toMatchObject({ line: 4, col: 58 });
    expect(rof[0]!.message).toMatch(/pinned down ROF of 4 is more than the ROF of 3/);
    const mg = arsenalIssues(
      ARSENAL.replace('kind: tank', 'kind: infantry')
        .replace('standard-tank', 'infantry')
        .replace('    armour: 6/4/1\n', ''),
    );
    expect(mg[0]!.message).toMatch(/vehicle machine-gun/);
  });
});

describe('fow3 game file', () => {
  // The demo forces of the test fixture (their platoons and teams hold whatever the demo battle becomes).
  const sides = fow3FixtureSides();

  it('a new game round-trips through the file and its journal; status counts morale', () => {
    const file = join(dir(), 'g.yaml');
    const g = createFow3Game({ gameFile: file, sides, dice: { kind: 'crypto' } });
    const s = g.session.state;
    // The German company loses four of its six platoons (not the HQ): company morale is due.
    const german = s.sides[1]!;
    for (const p of german.platoons.slice(1, 5)) p.destroyed = true;
    german.platoons[5]!.teams[1]!.destroyed = true;
    german.platoons[5]!.teams[2]!.destroyed = true;
    g.session.commit(s, 'four platoons destroyed');
    const again = openFow3Game(file);
    expect(again.session.report).toEqual({ recovered: false, handEdited: false });
    const status = fow3GameStatus(again.session.state, again.forces);
    const side = status.sides[1]!;
    expect([side.platoonsDestroyed, side.platoonsFighting, side.companyMoraleCheck]).toEqual([4, 2, true]);
    const at = side.platoons.find((p) => p.platoon === 'Anti-tank Gun Platoon')!;
    expect([at.alive, at.dead, at.moraleAtRisk]).toEqual([1, 2, true]);
    expect(status.sides[0]!.companyMoraleCheck).toBe(false);
    expect(again.session.undo(1).undone.length).toBe(1);
    expect(openFow3Game(file, { readOnly: true }).session.state.sides[1]!.platoons[1]!.destroyed).toBeUndefined();
  });

  it('a table state that does not fit the force is refused at its line', () => {
    const file = join(dir(), 'g.yaml');
    createFow3Game({ gameFile: file, sides, dice: { kind: 'crypto' } });
    const text = readFileSync(file, 'utf8').replace(
      '{ id: 1st Troop/1, team: Sherman V }',
      '{ id: 1st Troop/1, team: Sherman V, bailedOut: yes please }',
    );
    writeFileSync(file, text);
    const line = text.split('\n').findIndex((l) => l.includes('yes please')) + 1;
    try {
      openFow3Game(file, { readOnly: true });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ValidationError);
      expect((err as ValidationError).issues[0]!.line).toBe(line);
    }
    const t2 = readFileSync(file, 'utf8')
      .replace('bailedOut: yes please', 'bailedOut: true')
      .replace(
        '{ id: 3rd Grenadier Platoon/2, team: Rifle/MG team }',
        '{ id: 3rd Grenadier Platoon/2, team: Rifle/MG team, bailedOut: true }',
      );
    writeFileSync(file, t2);
    try {
      openFow3Game(file, { readOnly: true });
      expect.unreachable();
    } catch (err) {
      const msgs = (err as ValidationError).issues.map((i) => i.message);
      expect(msgs).toContain("only tanks bail out, and '3rd Grenadier Platoon/2' is an infantry team");
    }
  });
});
