import {
  armourSave,
  bailedOutAgain,
  firepowerTest,
  remountScore,
  saveHit,
  saveScoreOf,
  teamSave,
} from '../../../../src/rulesets/fow4/saves.js';
import { describe, expect, it } from 'vitest';
import type { TeamProfile } from '../../../../src/rulesets/flames-of-war/profile.js';

import { PANZER_IV_H, RIFLE_MG, SHERMAN_V, run } from '../../fow4/shooting/helpers.js';

const KWK = { antiTank: 11, firepower: 3 as const, label: '7.5cm KwK40' };

describe('Armour Save (pp. 36-37)', () => {
  it('EX-13a: roll 2 + front 6 = 8 < AT 11, Firepower 3+ passes → Destroyed; fails → Bailed Out', () => {
    const a = run(armourSave(SHERMAN_V, { name: 'T1' }, KWK), [2, 3]).result;
    expect(a.total).toBe(8);
    expect(a.comparison).toBe('less');
    expect(a.effect).toBe('destroyed');
    expect(run(armourSave(SHERMAN_V, { name: 'T1' }, KWK), [2, 2]).result.effect).toBe('bailed-out');
  });

  it('EX-13b: roll 6 + 6 = 12 > 11 → bounces, no Firepower test', () => {
    const a = run(armourSave(SHERMAN_V, { name: 'T2' }, KWK), [6]).result;
    expect(a.total).toBe(12);
    expect(a.effect).toBe('bounced');
    expect(a.firepowerTest).toBeUndefined();
  });

  it('EX-13c: over 16"/40cm, roll 4 + 6 + 1 = 11 = AT → Firepower 3+ bails out, else no effect', () => {
    const hit = { ...KWK, longRange: true };
    const a = run(armourSave(SHERMAN_V, { name: 'T3' }, hit), [4, 3]).result;
    expect(a.longRangeBonus).toBe(1);
    expect(a.total).toBe(11);
    expect(a.comparison).toBe('equals');
    expect(a.effect).toBe('bailed-out');
    expect(run(armourSave(SHERMAN_V, { name: 'T3' }, hit), [4, 2]).result.effect).toBe('no-effect');
  });

  it('EX-13d: the second bail-out of the same tank is a Bailed Out Again Remount roll; failure destroys it', () => {
    const remount = remountScore({ motivation: 'confident', skill: 'trained' });
    const hit = { ...KWK, longRange: true };
    const first = run(saveHit(SHERMAN_V, { name: 'T3' }, hit, { bailedOut: false, remount }), [4, 3]).result;
    expect(first.outcome).toBe('bailed-out');
    const failed = run(saveHit(SHERMAN_V, { name: 'T3' }, hit, { bailedOut: true, remount }), [4, 3, 3]).result;
    expect(failed.bailedOutAgain?.need).toBe('4+');
    expect(failed.outcome).toBe('destroyed');
    const passed = run(saveHit(SHERMAN_V, { name: 'T3' }, hit, { bailedOut: true, remount }), [4, 3, 4]).result;
    expect(passed.outcome).toBe('bailed-out');
  });

  it('EX-13e: in front of the turret but beside the hull: 4+ turret uses Front, 1-3 hull uses Side', () => {
    const hit = { ...KWK, facing: 'turret-front-hull-side' as const };
    const turret = run(armourSave(SHERMAN_V, { name: 'M4' }, hit), [4, 6]).result;
    expect(turret.part).toBe('turret');
    expect(turret.face).toBe('front');
    expect(turret.armour).toBe(6);
    const hull = run(armourSave(SHERMAN_V, { name: 'M4' }, hit), [3, 5, 1]).result;
    expect(hull.part).toBe('hull');
    expect(hull.face).toBe('side');
    expect(hull.total).toBe(9);
    // No roll when the shooter is in front of both, or behind both.
    expect(
      run(armourSave(SHERMAN_V, { name: 'M4' }, { ...KWK, facing: 'front' }), [6]).result.partRoll,
    ).toBeUndefined();
  });

  it('EX-13f: entirely in front of the Marder uses Front armour, partly behind uses Side', () => {
    const marder: TeamProfile = {
      name: 'Marder III',
      type: 'tank',
      mobility: 'standard-tank',
      armour: { front: 1, side: 0, top: 0 },
      weapons: [],
    };
    const cromwell = { antiTank: 6, firepower: 4 as const };
    expect(run(armourSave(marder, { name: 'Marder' }, { ...cromwell, facing: 'front' }), [6]).result.total).toBe(7);
    expect(run(armourSave(marder, { name: 'Marder' }, { ...cromwell, facing: 'side' }), [6, 1]).result.total).toBe(6);
  });

  it('Anti-tank "-" cannot harm an armoured tank: no dice', () => {
    expect(run(armourSave(SHERMAN_V, { name: 'T' }, { antiTank: null, firepower: null }), []).result.effect).toBe(
      'no-effect',
    );
  });

  it('Hits Top Armour uses Top armour (p. 66)', () => {
    const a = run(
      armourSave(SHERMAN_V, { name: 'T' }, { antiTank: 5, firepower: 4, weaponRules: ['hits-top-armour'] }),
      [6],
    ).result;
    expect(a.face).toBe('top');
    expect(a.total).toBe(7);
  });

  it('Improvised Armour: a natural 6 saves against Firepower 5+ or 6 even when the total is short (p. 66)', () => {
    const t: TeamProfile = { ...SHERMAN_V, rules: ['improvised-armour'] };
    const bazooka = { antiTank: 13, firepower: 5 as const };
    expect(run(armourSave(t, { name: 'T' }, bazooka), [6]).result.effect).toBe('bounced');
    expect(run(armourSave(SHERMAN_V, { name: 'T' }, bazooka), [6, 5]).result.effect).toBe('destroyed');
    // Not against Firepower 4+.
    expect(run(armourSave(t, { name: 'T' }, { antiTank: 13, firepower: 4 }), [6, 4]).result.effect).toBe('destroyed');
  });

  it("Schürzen: Side armour 3 counts as 5 against an Infantry team's FP 5+ weapon (p. 71)", () => {
    const bazooka = { antiTank: 7, firepower: 5 as const, facing: 'side' as const, shooterType: 'infantry' as const };
    const s = run(armourSave(PANZER_IV_H, { name: 'P4' }, bazooka), [3]).result;
    expect(s.armour).toBe(5);
    expect(s.effect).toBe('bounced');
    // Fired by a tank: side 3 stays, 3 + 3 = 6 < 7.
    const t = run(armourSave(PANZER_IV_H, { name: 'P4' }, { ...bazooka, shooterType: 'tank' }), [3, 1]).result;
    expect(t.armour).toBe(3);
    expect(t.effect).toBe('bailed-out');
  });

  it('Turret Bunker: a successful Firepower test is re-rolled (Bunkers are tough, p. 76)', () => {
    const a = run(armourSave(SHERMAN_V, { name: 'Turret', bunker: 'turret' }, KWK), [1, 5, 2]).result;
    expect(a.firepowerTest?.die?.reroll?.face).toBe(2);
    expect(a.effect).toBe('bailed-out');
  });
});

describe('Infantry, Gun, Unarmoured and Aircraft saves (p. 39)', () => {
  const rifle = { antiTank: 2, firepower: 6 as const };
  it('EX-15a: an infantry team in the open that fails its 3+ save is Destroyed', () => {
    const s = run(teamSave(RIFLE_MG, { name: 'R1' }, rifle), [2]).result;
    expect(s.need).toBe('3+');
    expect(s.effect).toBe('destroyed');
    expect(run(teamSave(RIFLE_MG, { name: 'R1' }, rifle), [3]).result.effect).toBe('saved');
  });

  it("EX-15b: behind a stone wall (Bulletproof) a failed save needs the shooter's Firepower test", () => {
    const a = run(teamSave(RIFLE_MG, { name: 'R2', bulletproof: true }, { antiTank: 11, firepower: 3 }), [1, 3]).result;
    expect(a.effect).toBe('destroyed');
    const b = run(teamSave(RIFLE_MG, { name: 'R2', bulletproof: true }, { antiTank: 11, firepower: 3 }), [1, 2]).result;
    expect(b.effect).toBe('protected');
    // Firepower "-" never destroys a team in Bulletproof Cover.
    expect(
      run(teamSave(RIFLE_MG, { name: 'R2', bulletproof: true }, { antiTank: null, firepower: null }), [1]).result
        .effect,
    ).toBe('protected');
  });

  it('save values by type: heavy gun 4+, light gun 3+, motorcycle 4+, unarmoured 5+, gun shield / recce 4+, aircraft 3+, pillbox 2+', () => {
    const base = { mobility: 'infantry' as const, weapons: [] };
    expect(saveScoreOf({ ...base, name: '88', type: 'gun', gunSize: 'immobile' }).score).toBe(4);
    expect(saveScoreOf({ ...base, name: 'PaK', type: 'gun', gunSize: 'medium' }).score).toBe(3);
    expect(saveScoreOf({ ...base, name: 'Moto', type: 'motorcycle' }).score).toBe(4);
    expect(saveScoreOf({ ...base, name: 'Truck', type: 'tank' }).score).toBe(5);
    expect(saveScoreOf({ ...base, name: 'Portee', type: 'tank', rules: ['Gun Shield'] }).score).toBe(4);
    expect(saveScoreOf({ ...base, name: 'Armoured car', type: 'tank', rules: ['recce'] }).score).toBe(4);
    expect(saveScoreOf({ ...base, name: 'Truck', type: 'tank' }, { reconnaissanceUnit: true }).score).toBe(4);
    expect(saveScoreOf({ ...base, name: 'Typhoon', type: 'aircraft' }).score).toBe(3);
    expect(
      saveScoreOf({ ...base, name: 'Pillbox', type: 'gun', gunSize: 'immobile' }, { bunker: 'pillbox' }).score,
    ).toBe(2);
  });

  it('Breakthrough Gun: a successful infantry save must be re-rolled (p. 66)', () => {
    const s = run(
      teamSave(RIFLE_MG, { name: 'R' }, { antiTank: 9, firepower: 2, weaponRules: ['breakthrough-gun'] }),
      [5, 2],
    ).result;
    expect(s.die.first.face).toBe(5);
    expect(s.die.reroll?.face).toBe(2);
    expect(s.effect).toBe('destroyed');
    // Without it the 5 saves.
    expect(run(teamSave(RIFLE_MG, { name: 'R' }, { antiTank: 9, firepower: 2 }), [5]).result.effect).toBe('saved');
  });

  it('Unarmoured tank: fails its 5+ save → Destroyed, no Bulletproof Cover', () => {
    const truck: TeamProfile = { name: 'Truck', type: 'tank', mobility: 'wheeled', weapons: [] };
    expect(
      run(teamSave(truck, { name: 'Truck', bulletproof: true }, { antiTank: 2, firepower: 6 }), [4]).result.effect,
    ).toBe('destroyed');
  });

  it("Aircraft: failed 3+ save, then the shooter's Firepower test; Flying Tank adds +1 and FP 6 cannot succeed (p. 39, 66)", () => {
    const il2: TeamProfile = {
      name: 'Il-2',
      type: 'aircraft',
      mobility: 'aircraft',
      weapons: [],
      rules: ['flying-tank'],
    };
    const plane: TeamProfile = { ...il2, rules: [] };
    const flak = { antiTank: 6, firepower: 4 as const };
    expect(run(teamSave(plane, { name: 'A' }, flak), [2, 4]).result.effect).toBe('destroyed');
    const f = run(teamSave(il2, { name: 'A' }, flak), [2, 4]).result;
    expect(f.firepowerTest?.need).toBe('5+');
    expect(f.effect).toBe('protected');
    const mg = run(teamSave(il2, { name: 'A' }, { antiTank: 2, firepower: 6 }), [1]).result;
    expect(mg.firepowerTest?.need).toBe('impossible');
    expect(mg.effect).toBe('protected');
  });

  it('Firepower 1+ (printed) passes on a 1; a score of 7 needs a 6 then a 5+', () => {
    expect(run(firepowerTest(1), [1]).result.success).toBe(true);
    expect(run(firepowerTest(6, { flyingTank: false }), [6]).result.success).toBe(true);
  });
});

describe('Remount rating and Bailed Out Again (p. 38)', () => {
  it('Protected Ammo -1 and Fuel Tanks +1 change the number', () => {
    const conf = { motivation: 'confident' as const, skill: 'trained' as const };
    const pa = remountScore(conf, { ...SHERMAN_V, rules: ['protected-ammo'] });
    expect(run(bailedOutAgain(pa), [3]).result.effect).toBe('stays-bailed-out');
    expect(run(bailedOutAgain(remountScore(conf, SHERMAN_V)), [3]).result.effect).toBe('destroyed');
    const flame: TeamProfile = {
      ...SHERMAN_V,
      weapons: [
        {
          name: 'Flame-thrower',
          range: { inches: 4, cm: 10 },
          rof: 2,
          antiTank: 2,
          firepower: 1,
          rules: ['flame-thrower'],
        },
      ],
    };
    const r = run(bailedOutAgain(remountScore(conf, flame)), [4]).result;
    expect(r.need).toBe('5+');
    expect(r.effect).toBe('destroyed');
  });

  it('a Formation Commander nearby re-rolls a failed Bailed Out Again roll (AMB-9)', () => {
    const conf = remountScore({ motivation: 'confident', skill: 'trained' });
    expect(run(bailedOutAgain(conf, { commanderReroll: true }), [1, 5]).result.effect).toBe('stays-bailed-out');
  });
});
