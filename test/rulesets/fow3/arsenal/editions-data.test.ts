/**
 * The Open Fire teams are in two files: scenarios/fow3/arsenals (Open Fire values as printed) and
 * scenarios/fow4/arsenals (the same teams in 4th-edition terms). Both copy the same book, so the
 * numbers the two editions share must agree: armour, and per weapon range, ROF, Anti-tank,
 * Firepower and the bombardment line. What the editions do differently (moving and pinned ROF,
 * mobility names, gun sizes, rule ids, Tank Assault defaults) is not compared.
 */
import { describe, expect, it } from 'vitest';
import { bundledFow3Arsenal } from '../../../../src/rulesets/fow3/arsenal/load.js';
import type { Fow3Weapon } from '../../../../src/rulesets/fow3/profile.js';
import { bundledArsenal, findTeams } from '../../../../src/rulesets/fow4/arsenal.js';
import type { WeaponProfile } from '../../../../src/rulesets/flames-of-war/profile.js';

function shared(w: Fow3Weapon) {
  return {
    range: w.range,
    rof: w.rof,
    antiTank: w.antiTank,
    firepower: w.firepower,
    ...(w.bombardment
      ? {
          bombardment: {
            range: w.bombardment.range,
            antiTank: w.bombardment.antiTank,
            firepower: w.bombardment.firepower,
          },
        }
      : {}),
  };
}
function sharedV4(w: WeaponProfile) {
  return {
    range: w.range,
    rof: w.rof,
    antiTank: w.antiTank,
    firepower: w.firepower,
    ...(w.artillery
      ? { bombardment: { range: w.artillery.range, antiTank: w.artillery.antiTank, firepower: w.artillery.firepower } }
      : {}),
  };
}

describe('the two editions agree on the Open Fire data they share', () => {
  const v3 = bundledFow3Arsenal();
  const v4 = bundledArsenal();
  for (const id of ['british', 'german']) {
    for (const t3 of v3.teams.get(id)!) {
      it(`${id}: ${t3.name}`, () => {
        // Each fow3 team is found in the fow4 arsenal of the same nation by its name or an alias.
        const t4 = [t3.name, ...(t3.aliases ?? [])].map((n) => findTeams(v4, n, [id])[0]).find(Boolean);
        expect(t4, `no fow4 team for ${t3.name}`).toBeDefined();
        if (t3.requiresFullRulebook) return; // Open Fire prints no profile (A13): each edition assumes its own.
        if (t3.kind === 'tank') expect(t4!.armour).toEqual(t3.armour);
        expect(t4!.weapons.length).toBe(t3.weapons.length);
        t3.weapons.forEach((w3, i) => {
          const w4 = t4!.weapons.find((w) => w.name.toLowerCase() === w3.name.toLowerCase()) ?? t4!.weapons[i]!;
          expect(sharedV4(w4), `${t3.name}: ${w3.name}`).toEqual(shared(w3));
        });
        if (t3.kind !== 'tank' && t3.tankAssault !== undefined && t3.tankAssault !== 2)
          expect(t4!.tankAssault).toBe(t3.tankAssault);
      });
    }
  }

  it('catches a difference: a changed Anti-tank no longer matches', () => {
    const stug = v3.teams.get('german')!.find((t) => t.name === 'StuG G')!;
    const v4stug = findTeams(v4, 'StuG G', ['german'])[0]!;
    expect(sharedV4(v4stug.weapons[0]!)).toEqual(shared(stug.weapons[0]!));
    expect(sharedV4(v4stug.weapons[0]!)).not.toEqual(shared({ ...stug.weapons[0]!, antiTank: 10 }));
  });
});
