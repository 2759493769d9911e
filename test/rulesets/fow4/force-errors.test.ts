import { describe, expect, it } from 'vitest';
import { loadForceFile } from '../../../src/rulesets/fow4/force.js';
import type { Issue } from '../../../src/game/issues.js';
import { issuesOf, tempFile } from '../../game/helpers.js';

const HEAD = `ruleset: fow4
name: Test Force
arsenals: [british]
ratings: { motivation: confident, skill: trained }
formations:
  - name: Squadron
    hq:
      name: HQ
      teams: [Command Sherman V]
`;

function forceIssues(body: string, head = HEAD): Issue[] {
  const f = tempFile('force.yaml', head + body);
  const issues = issuesOf(() => loadForceFile(f));
  for (const i of issues) expect(i.file).toBe(f);
  return issues;
}
const line = (i: Issue) => `${i.line}:${i.col} ${i.message}`;

describe('force files: plain errors with line:col', () => {
  it('an unknown team name, with the nearest arsenal name suggested', () => {
    const [i] = forceIssues(`    units:
      - name: 1st Troop
        teams:
          - { team: Sherman 5, count: 3 }
`);
    expect(line(i!)).toBe("13:21 there is no team 'Sherman 5' in the british arsenal; did you mean 'Sherman V'?");
    expect(i!.hint).toMatch(/scenarios\/fow4\/arsenals/);
  });

  it('a misspelt rating', () => {
    const [i] = forceIssues(`    units:
      - name: 1st Troop
        teams: [Sherman V]
        ratings: { skill: Vetran }
`);
    expect(line(i!)).toBe("13:27 'Vetran' is not a valid 'skill'; did you mean 'veteran'?");
    expect(i!.hint).toBe('use one of: veteran, trained, conscript');
  });

  it('a unit with no teams', () => {
    const [i] = forceIssues(`    units:
      - name: 1st Troop
        teams: []
`);
    expect(line(i!)).toBe('12:16 a unit needs at least one team');
  });

  it('two units with one name', () => {
    const [i] = forceIssues(`    units:
      - name: 1st Troop
        teams: [Sherman V]
      - name: 1st Troop
        teams: [Firefly VC]
`);
    expect(line(i!)).toBe("13:15 two units are called '1st Troop'");
    expect(i!.hint).toBe('unit names must be unique in a force (the other is at line 11); rename one');
  });

  it('a Unit Leader that is not in its unit', () => {
    const [i] = forceIssues(`    units:
      - name: 1st Troop
        teams: [{ team: Sherman V, count: 3 }]
        leader: Firefly VC
`);
    expect(line(i!)).toBe("13:17 the Unit Leader 'Firefly VC' is not one of the teams of '1st Troop' (Sherman V)");
  });

  it('a Formation Commander that is not in the HQ unit', () => {
    const [i] = forceIssues('      commander: Stuart V\n');
    expect(line(i!)).toBe("10:18 the Formation Commander 'Stuart V' is not one of the teams of 'HQ' (Sherman V)");
  });

  it('an unknown key, a missing rating and an unknown arsenal', () => {
    const issues = forceIssues(
      `formations:
  - name: F
    hq: { name: HQ, teams: [Sherman V], leadr: Sherman V }
`,
      'ruleset: fow4\nname: X\n',
    );
    expect(issues.map(line)).toEqual(["5:41 unknown key 'leadr'; did you mean 'leader'?"]);
    const [m] = forceIssues(
      '',
      'ruleset: fow4\nname: X\narsenals: [british]\nformations:\n  - name: F\n    hq: { name: HQ, teams: [Sherman V] }\n',
    );
    expect(line(m!)).toBe("6:17 the unit 'HQ' has no Motivation and Skill rating");
    const [a] = forceIssues('', 'ruleset: fow4\nname: X\narsenals: [britsh]\nformations: []\n');
    expect(line(a!)).toBe('4:13 a force needs at least one formation');
  });

  it('an unknown arsenal id, with a suggestion', () => {
    const [a] = forceIssues(`    units: []\n`, HEAD.replace('[british]', '[britsh]'));
    expect(line(a!)).toBe("3:12 there is no bundled arsenal 'britsh'; did you mean 'british'?");
  });

  it('resolves teams, leaders, the commander and ratings', () => {
    const f = tempFile(
      'ok.yaml',
      HEAD +
        `      commander: Command Sherman V
    units:
      - name: Paras
        teams: [Command SMG team, { team: Parachute Rifle/MG team, count: 6 }]
        ratings: { motivation: fearless, skill: veteran, counterattack: 2+ }
`,
    );
    const force = loadForceFile(f);
    const paras = force.units.find((u) => u.name === 'Paras')!;
    expect(paras.teams.map((t) => t.id)).toEqual([
      'Paras/1',
      'Paras/2',
      'Paras/3',
      'Paras/4',
      'Paras/5',
      'Paras/6',
      'Paras/7',
    ]);
    expect(paras.ratings).toEqual({ motivation: 'fearless', skill: 'veteran', counterattack: 2 });
    expect(paras.leader).toBe('Paras/1');
    expect(paras.teams[1]!.profile.tankAssault).toBe(3);
    const hq = force.units.find((u) => u.role === 'hq')!;
    expect(hq.commander).toBe('HQ/1');
    expect(hq.teams[0]!.profile.name).toBe('Sherman V');
    expect(hq.teams[0]!.name).toBe('Command Sherman V');
  });

  it('makes a Transport Unit from a transport attachment', () => {
    const f = tempFile(
      't.yaml',
      `ruleset: fow4
name: Panzergrenadiers
arsenals: [german, rulebook-examples]
ratings: { motivation: confident, skill: veteran }
formations:
  - name: Kompanie
    hq: { name: HQ, teams: [Command SMG team] }
    units:
      - name: 1st Platoon
        teams: [{ team: Rifle/MG team, count: 6 }]
        transport: { teams: [{ team: Sd Kfz 251, count: 2 }] }
`,
    );
    const force = loadForceFile(f);
    const t = force.units.find((u) => u.role === 'transport')!;
    expect(t.name).toBe('1st Platoon transports');
    expect(t.transportFor).toBe('1st Platoon');
    expect(t.teams.map((x) => x.profile.name)).toEqual(['Sd Kfz 251/1 half-track', 'Sd Kfz 251/1 half-track']);
    expect(force.formations[0]!.units).toEqual(['HQ', '1st Platoon', '1st Platoon transports']);
  });
});
