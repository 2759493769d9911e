import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledArsenal, bundledArsenalFiles, findTeams, readArsenalFile } from '../../../src/rulesets/fow4/arsenal.js';
import { loadForceFile } from '../../../src/rulesets/fow4/force.js';
import { openFow4Game } from '../../../src/rulesets/fow4/game.js';
import { jsonSchemaFor } from '../../../src/rulesets/index.js';

const root = new URL('../../../', import.meta.url).pathname;
const forcesDir = join(root, 'scenarios/fow4/forces');

describe('bundled fow4 files', () => {
  it('every bundled arsenal validates', () => {
    const files = bundledArsenalFiles();
    expect(files.map((f) => f.split('/').pop())).toEqual(['british.yaml', 'german.yaml', 'rulebook-examples.yaml']);
    for (const f of files) {
      const r = readArsenalFile(f);
      expect(r.ok ? [] : r.issues).toEqual([]);
    }
  });

  it('every bundled force validates and is about 1000 points', () => {
    const files = readdirSync(forcesDir).filter((f) => f.endsWith('.yaml'));
    expect(files).toEqual(['british-armoured-squadron.yaml', 'german-grenadierkompanie.yaml']);
    for (const f of files) {
      const force = loadForceFile(join(forcesDir, f));
      const points = force.units.reduce((n, u) => n + (u.points ?? 0), 0);
      expect(points).toBe(force.points);
      expect(points).toBeGreaterThanOrEqual(900);
      expect(points).toBeLessThanOrEqual(1100);
      expect(force.units.filter((u) => u.role === 'hq')).toHaveLength(1);
    }
  });

  it('the bundled demo game validates against its journal', () => {
    const g = openFow4Game(join(root, 'scenarios/fow4/demo-game.yaml'), { readOnly: true });
    expect(g.session.report).toEqual({ recovered: false, handEdited: false });
    expect(g.forces.map((f) => f.name)).toEqual(['British Armoured Squadron', 'Grenadierkompanie']);
  });

  it('holds every team and weapon of the Open Fire British and German arsenals (fow3-openfire.md §12)', () => {
    const a = bundledArsenal();
    const british = [
      'Sherman V',
      'Firefly VC',
      'Stuart V',
      'Stuart VI',
      'M10C 17 pdr SP',
      'Sexton',
      'OP Sherman',
      'Rifle team',
      'Rifle/MG team',
      'SMG team',
      'MG team',
      'Light Mortar team',
      'Bazooka team',
      'PIAT team',
      'M2 60mm mortar',
      'Typhoon',
      'Command Sherman V',
      'Command Rifle team',
      'Parachute Rifle/MG team',
    ];
    const german = [
      'StuG G',
      'Panther A',
      'Tiger I E',
      'Königstiger (Henschel)',
      '7.5cm PaK40',
      '8.8cm FlaK36',
      'MG42 HMG',
      '8cm GW34',
      '10.5cm leFH18',
      '15cm sFH18',
      'Rifle/MG team',
      'SMG team',
      'Command Panzerfaust SMG team',
      'Panzerschreck team',
      'Observer Rifle team',
    ];
    for (const n of british) expect(findTeams(a, n, ['british']), n).toHaveLength(1);
    for (const n of german) expect(findTeams(a, n, ['german']), n).toHaveLength(1);
    const weapons = new Set(findTeams(a, 'Command Panzerfaust SMG team', ['german'])[0]!.weapons.map((w) => w.name));
    expect(weapons).toEqual(new Set(['SMG', 'Panzerfaust']));
  });

  it('holds the teams the 4th-edition rulebook uses in its examples', () => {
    const a = bundledArsenal();
    for (const n of [
      'Panzer IV H',
      'M4A1 Sherman',
      'Sherman V',
      'Firefly VC',
      'Cromwell IV',
      'T-34/85',
      'IS-2',
      'T-70',
      'Marder II',
      'Hetzer',
      'Sd Kfz 251',
      '2 pdr gun',
      'Boys anti-tank rifle',
    ]) {
      expect(findTeams(a, n), n).toHaveLength(1);
    }
  });

  it('keeps the printed numbers (spot checks against the books)', () => {
    const a = bundledArsenal();
    const one = (n: string, ar?: string) => findTeams(a, n, ar ? [ar] : undefined)[0]!;
    // FoW4 p. 26: M4A1 Sherman 6/4/1, M3 75mm 32"/80cm ROF 2 AT 10 FP 3+, Stabiliser.
    const m4 = one('M4A1 Sherman');
    expect(m4.armour).toEqual({ front: 6, side: 4, top: 1 });
    expect(m4.weapons[0]).toMatchObject({
      range: { inches: 32, cm: 80 },
      rof: 2,
      antiTank: 10,
      firepower: 3,
      rules: ['smoke', 'stabiliser'],
    });
    // FoW4 p. 37: the Panzer IV H's 75mm is AT 11, FP 3+.
    expect(one('Panzer IV H').weapons[0]).toMatchObject({ rof: 2, antiTank: 11, firepower: 3 });
    // Open Fire p. 46: Königstiger 15/8/2, KwK43 40"/100cm AT 16.
    const kt = one('Königstiger');
    expect(kt.armour).toEqual({ front: 15, side: 8, top: 2 });
    expect(kt.weapons[0]).toMatchObject({ range: { inches: 40, cm: 100 }, antiTank: 16 });
    // Open Fire p. 46: 15cm sFH18 bombardment 80"/200cm AT 5 FP 2+; direct FP 1+.
    expect(one('15cm sFH18').weapons[0]).toMatchObject({
      firepower: 1,
      artillery: { range: { inches: 80, cm: 200 }, antiTank: 5, firepower: 2 },
    });
    // Open Fire: MG42 HMG ROF 6, 3 moving or pinned.
    expect(one('MG42 HMG').weapons[0]).toMatchObject({ rof: 6, movingRof: 3, pinnedRof: 3 });
    // Open Fire: the Panzerfaust may not fire after moving (Moving ROF 0); Tank Assault 6.
    const pf = one('Panzerfaust SMG team');
    expect(pf.weapons[1]).toMatchObject({ name: 'Panzerfaust', movingRof: 0, antiTank: 12, firepower: 5 });
    expect(pf.tankAssault).toBe(6);
    // Vehicle MGs keep ROF 3 when moving.
    expect(
      one('Sherman V', 'british')
        .weapons.filter((w) => w.vehicleMg)
        .map((w) => w.movingRof),
    ).toEqual([3, 3]);
  });

  it('the force JSON Schema lets an editor complete ratings and team entries', async () => {
    const s = (await jsonSchemaFor('fow4', 'force')) as {
      properties: Record<string, { properties?: Record<string, { enum?: string[] }> }>;
    };
    expect(s.properties.ratings!.properties!.skill!.enum).toEqual(['veteran', 'trained', 'conscript']);
    expect(Object.keys(s.properties)).toEqual(expect.arrayContaining(['formations', 'support', 'arsenals', 'ratings']));
  });
});
