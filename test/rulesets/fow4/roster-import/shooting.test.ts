/**
 * The imported tank troop shoots exactly like the same troop typed in by hand: same scripted dice,
 * same result (hits, saves, Firepower tests, pins, rules applied).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledArsenal, findTeams } from '../../../../src/rulesets/fow4/arsenal.js';
import { loadForceFile, type Force } from '../../../../src/rulesets/fow4/force.js';
import type { TeamProfile } from '../../../../src/rulesets/flames-of-war/profile.js';
import { arsenalYaml, forceYaml, importRoster } from '../../../../src/rulesets/fow4/roster-import/index.js';
import { quickShootingSituation, type QuickShot } from '../../../../src/rulesets/fow4/shooting/quick.js';
import { shoot } from '../../../../src/rulesets/fow4/shooting/shoot.js';
import { withDice } from '../../../helpers.js';

// The card values of BSData's Sherman Armoured Squadron (LW - D-Day_British.cat), typed by hand.
const HAND_ARSENAL = `ruleset: fow4
arsenal: hand-typed
teams:
  - name: Sherman (75mm)
    type: tank
    mobility: standard-tank
    armour: 6/4/1
    weapons:
      - { name: Sherman (75mm), range: 28"/70cm, rof: 2, movingRof: 1, antiTank: 10, firepower: 3+, rules: [smoke] }
      - { name: Sherman (MGs), range: 16"/40cm, rof: 4, movingRof: 4, antiTank: 2, firepower: 6, vehicleMg: true }
  - name: Firefly (17 pdr)
    type: tank
    mobility: standard-tank
    armour: 6/4/1
    weapons:
      - { name: Firefly (17 pdr), range: 36"/90cm, rof: 2, movingRof: 1, antiTank: 14, firepower: 3+, rules: [no-he] }
      - { name: Firefly (MGs), range: 16"/40cm, rof: 3, movingRof: 3, antiTank: 2, firepower: 6, vehicleMg: true }
`;

const HAND_FORCE = `ruleset: fow4
name: Typed by hand
arsenals: [./hand.arsenal.yaml]
ratings: { motivation: confident, skill: trained, isHitOn: 4+ }
formations:
  - name: Sherman Armoured Squadron
    hq: { name: Squadron HQ, teams: [{ team: Sherman (75mm), count: 2 }] }
    units:
      - name: Sherman Armoured Troop
        teams: [{ team: Sherman (75mm), count: 2 }, Firefly (17 pdr)]
`;

function forces(): { imported: Force; hand: Force } {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-import-shoot-'));
  const file = 'test/fixtures/rosters/bsdata/british-sherman-squadron.rosz';
  const imp = importRoster(readFileSync(file), { file, arsenalRef: './list.arsenal.yaml' });
  writeFileSync(join(dir, 'list.yaml'), forceYaml(imp, 'x'));
  writeFileSync(join(dir, 'list.arsenal.yaml'), arsenalYaml(imp, 'x'));
  writeFileSync(join(dir, 'hand.yaml'), HAND_FORCE);
  writeFileSync(join(dir, 'hand.arsenal.yaml'), HAND_ARSENAL);
  return { imported: loadForceFile(join(dir, 'list.yaml')), hand: loadForceFile(join(dir, 'hand.yaml')) };
}

const bundled = (name: string, arsenal: string): TeamProfile => {
  const { arsenal: _a, aliases: _b, ...p } = findTeams(bundledArsenal(), name, [arsenal])[0]!;
  return p;
};

/** The troop's teams as quick-mode groups: 2 Sherman (75mm) and a Firefly (17 pdr). */
function troop(f: Force): QuickShot['shooters'] {
  const teams = f.units.find((u) => u.name === 'Sherman Armoured Troop')!.teams;
  return [
    { count: 2, profile: teams[0]!.profile },
    { count: 1, profile: teams[2]!.profile },
  ];
}

const FACES = [
  4, 5, 2, 6, 3, 6, 5, 1, 2, 6, 4, 3, 1, 5, 6, 2, 3, 4, 6, 1, 2, 5, 3, 6, 4, 1, 6, 6, 2, 3, 5, 4, 1, 2, 6, 3, 4, 5, 2,
  1, 6, 5, 4, 3, 2, 1,
];

describe('the imported tank troop shoots like the same troop typed in by hand', () => {
  const { imported, hand } = forces();

  it('same ratings for the unit', () => {
    expect(imported.units.find((u) => u.name === 'Sherman Armoured Troop')!.ratings).toEqual(
      hand.units.find((u) => u.name === 'Sherman Armoured Troop')!.ratings,
    );
  });

  const cases: [string, Omit<QuickShot, 'shooters'>][] = [
    [
      'halted, at two Panzer IV H over 16"/40cm',
      {
        targets: [{ count: 2, profile: bundled('Panzer IV H', 'rulebook-examples') }],
        targetRatings: { motivation: 'confident', skill: 'veteran' },
        longRange: true,
        mistakenTarget: false,
      },
    ],
    [
      'after moving, machine-guns at six Rifle/MG teams',
      {
        targets: [{ count: 6, profile: bundled('Rifle/MG team', 'german') }],
        targetRatings: { motivation: 'confident', skill: 'trained' },
        weapon: 'mgs',
        shooterState: { moved: true },
        mistakenTarget: false,
      },
    ],
    [
      'main guns at dug-in infantry (No HE on the Firefly)',
      {
        targets: [{ count: 4, profile: bundled('Rifle/MG team', 'german') }],
        targetRatings: { motivation: 'confident', skill: 'trained' },
        concealed: true,
        mistakenTarget: false,
      },
    ],
  ];
  for (const [what, shot] of cases) {
    it(what, () => {
      const a = withDice(shoot(quickShootingSituation({ ...shot, shooters: troop(imported) })), FACES);
      const b = withDice(shoot(quickShootingSituation({ ...shot, shooters: troop(hand) })), FACES);
      expect(a.result).toEqual(b.result);
      expect(a.dice.remaining).toBe(b.dice.remaining);
      expect(a.result.summary.hits).toBeGreaterThan(0);
    });
  }

  it('the scripted dice do decide something: the first case destroys or bails out a Panzer', () => {
    const shot = cases[0]![1];
    const { result } = withDice(shoot(quickShootingSituation({ ...shot, shooters: troop(imported) })), FACES);
    expect(result.summary.destroyed + result.summary.bailedOut).toBeGreaterThan(0);
  });
});
