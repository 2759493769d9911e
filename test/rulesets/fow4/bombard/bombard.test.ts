import { describe, expect, it } from 'vitest';
import {
  adjustedAntiTank,
  adjustedFirepower,
  bombardmentRatings,
} from '../../../../src/rulesets/fow4/bombard/adjusted.js';
import { rerollBand, templateFor } from '../../../../src/rulesets/fow4/bombard/battery.js';
import { bombard, type BombardingUnit, type BombardSituation } from '../../../../src/rulesets/fow4/bombard/bombard.js';
import { canBombard, canSpot, dangerClose } from '../../../../src/rulesets/fow4/bombard/eligibility.js';
import { fullSalvoAfterStep } from '../../../../src/rulesets/fow4/bombard/super-heavy.js';
import { smokeScreen } from '../../../../src/rulesets/fow4/bombard/smoke.js';
import { RIFLE_MG, run, SU76_OPEN, T34_85, ZIS3 } from './helpers.js';

const SPOTTER = { name: 'Observer', rating: 3, role: 'observer' as const };
const sFH18 = (count: number) => ({ name: '15cm sFH18', count, antiTank: 3, firepower: 1 as const });

function battery(extra: Partial<BombardingUnit> = {}): BombardingUnit {
  return {
    name: 'Heavy Artillery Battery',
    skill: 3,
    weapons: [sFH18(4)],
    nearestFriendly: 20,
    under: [{ name: 'T-34/85', count: 3, profile: T34_85, skill: 'trained', unit: 'T-34 company' }],
    ...extra,
  };
}

const situation = (units: BombardingUnit[], extra: Partial<BombardSituation> = {}): BombardSituation => ({
  spotter: SPOTTER,
  units,
  ...extra,
});

describe('Roll to Hit under the template (p. 48)', () => {
  it('EX-21a: ranged in on attempt 1, Trained T-34/85s are hit on 3+; rolls hit, hit, miss', () => {
    // range in 3; to hit 5, 3, 2; saves for the two hits: 6 (bounce), 6 (bounce)
    const r = run(bombard(situation([battery()])), [3, 5, 3, 2, 6, 6]).result;
    const u = r.units[0]!;
    expect(u.status).toBe('fired');
    expect(u.fire!.teams.map((t) => t.need)).toEqual(['3+', '3+', '3+']);
    expect(u.fire!.teams.map((t) => t.hit)).toEqual([true, true, false]);
    expect(u.band!.reroll).toBe('none');
  });

  it('EX-21b: only two guns firing must re-roll the successful hits', () => {
    // range in 3; to hit 5, 3, 2; re-roll the two hits: 1, 4; save for the one hit: 6
    const r = run(bombard(situation([battery({ weapons: [sFH18(2)] })])), [3, 5, 3, 2, 1, 4, 6]).result;
    const teams = r.units[0]!.fire!.teams;
    expect(r.units[0]!.band!.reroll).toBe('successes');
    expect(teams.map((t) => t.hit)).toEqual([false, true, false]);
    expect(teams[0]!.die.reroll!.face).toBe(1);
  });

  it('EX-21c: T-34/85 saves use Top armour 1 against the adjusted Anti-tank and Firepower', () => {
    // Arsenal 15cm line AT 5, FP 1+ → adjusted AT 3, FP 1+. Range in 3; hits 6,6,6; saves 1 (2<3, FP 1+ → destroyed), 2 (3=3 → FP → bailed out), 3 (4>3 bounced).
    const unit = battery({ weapons: [{ name: '15cm sFH18', count: 4, antiTank: 5, firepower: 1, unadjusted: true }] });
    const r = run(bombard(situation([unit])), [3, 6, 6, 6, 1, 1, 2, 1, 3]).result;
    const u = r.units[0]!;
    expect(u.antiTank).toBe(3);
    expect(u.firepower).toBe(1);
    const saves = u.fire!.teams.map((t) => t.save!.save);
    expect(saves.map((s) => (s.kind === 'armour' ? [s.face, s.armour, s.total] : []))).toEqual([
      ['top', 1, 2],
      ['top', 1, 3],
      ['top', 1, 4],
    ]);
    expect(u.fire!.teams.map((t) => t.outcome)).toEqual(['destroyed', 'bailed-out', 'no-effect']);
    // Armoured tanks are never Pinned Down.
    expect(u.fire!.pinnedUnits).toEqual([]);
  });

  it('ranged in on the 2nd attempt: +1 to hit (Trained 3+ becomes 4+); 3rd attempt: +2 (5+)', () => {
    const second = run(bombard(situation([battery()])), [1, 3, 4, 4, 3, 6, 6]).result;
    expect(second.units[0]!.fire!.teams.map((t) => t.need)).toEqual(['4+', '4+', '4+']);
    expect(second.units[0]!.fire!.hits).toBe(2);
    const third = run(bombard(situation([battery()])), [1, 1, 3, 5, 4, 4, 6]).result;
    expect(third.units[0]!.fire!.teams.map((t) => t.need)).toEqual(['5+', '5+', '5+']);
    expect(third.units[0]!.fire!.hits).toBe(1);
  });

  it('five or more weapons must re-roll failed hits', () => {
    const r = run(bombard(situation([battery({ weapons: [sFH18(5)] })])), [3, 1, 2, 3, 5, 1, 6, 6]).result;
    const u = r.units[0]!;
    expect(u.band!.reroll).toBe('failures');
    expect(u.fire!.teams.map((t) => t.hit)).toEqual([true, false, true]);
  });

  it('concealment and Gone to Ground do not change a bombardment: Veteran infantry in foxholes are hit on 4+', () => {
    const under = [
      {
        name: 'Rifle/MG team',
        count: 2,
        profile: RIFLE_MG,
        skill: 'veteran' as const,
        cover: 'foxholes' as const,
        unit: 'Platoon',
      },
    ];
    const r = run(bombard(situation([battery({ under })])), [3, 4, 3, 3]).result;
    expect(r.units[0]!.fire!.teams.map((t) => t.need)).toEqual(['4+', '4+']);
  });
});

describe('Saves and Pin Down (pp. 48-49)', () => {
  const platoon = (cover: 'foxholes' | 'linear' | 'building' | 'none') => [
    { name: 'Rifle/MG team', count: 1, profile: RIFLE_MG, skill: 'trained' as const, cover, unit: 'Rifle Platoon' },
  ];

  it('Foxholes are Bulletproof Cover: a failed save needs the Firepower test (1+ with sFH18 destroys)', () => {
    const r = run(bombard(situation([battery({ under: platoon('foxholes') })])), [3, 4, 2, 1]).result;
    const t = r.units[0]!.fire!.teams[0]!;
    expect(t.save!.save.kind).toBe('infantry');
    expect((t.save!.save as { firepowerTest?: unknown }).firepowerTest).toBeDefined();
    expect(t.outcome).toBe('destroyed');
  });

  it('FP 4+ against foxholes: a 3 on the Firepower test leaves the team protected', () => {
    const unit = battery({
      weapons: [{ name: '10.5cm leFH18', count: 4, antiTank: 2, firepower: 4 }],
      under: platoon('foxholes'),
    });
    const r = run(bombard(situation([unit])), [3, 4, 2, 3]).result;
    expect(r.units[0]!.fire!.teams[0]!.outcome).toBe('no-effect');
  });

  it('linear terrain (stone wall, bocage) gives no Bulletproof Cover against a bombardment: a failed save destroys', () => {
    const unit = battery({
      weapons: [{ name: '10.5cm leFH18', count: 4, antiTank: 2, firepower: 4 }],
      under: platoon('linear'),
    });
    const r = run(bombard(situation([unit])), [3, 4, 2]).result;
    const t = r.units[0]!.fire!.teams[0]!;
    expect((t.save!.save as { bulletproof: boolean }).bulletproof).toBe(false);
    expect(t.outcome).toBe('destroyed');
  });

  it('a Gun Shield gives no Bulletproof Cover against a bombardment', () => {
    const under = [{ name: 'ZiS-3', profile: ZIS3, skill: 'trained' as const, cover: 'gun-shield' as const }];
    const unit = battery({ weapons: [{ name: '10.5cm leFH18', count: 4, antiTank: 2, firepower: 4 }], under });
    expect(run(bombard(situation([unit])), [3, 4, 2]).result.units[0]!.fire!.teams[0]!.outcome).toBe('destroyed');
  });

  it('an Unarmoured Tank with a Gun Shield saves on 5+ against a bombardment (4+ against shooting)', () => {
    const under = [{ name: 'Portee', profile: SU76_OPEN, skill: 'trained' as const }];
    const r = run(bombard(situation([battery({ under })])), [3, 4, 4]).result;
    const t = r.units[0]!.fire!.teams[0]!;
    expect((t.save!.save as { need: string }).need).toBe('5+');
    expect(t.outcome).toBe('destroyed');
    expect(r.rules.map((x) => x.id)).toContain('fow4.gun-shield-bombardment');
  });

  it('every Infantry, Gun and Unarmoured Tank unit with a team hit is Pinned Down, even if it saved', () => {
    const under = [
      { name: 'Rifle/MG team', count: 2, profile: RIFLE_MG, skill: 'trained' as const, unit: 'Rifle Platoon' },
      { name: 'Rifle/MG team', count: 1, profile: RIFLE_MG, skill: 'trained' as const, unit: 'Second Platoon' },
    ];
    // range 3; group 1 to-hit 4, 1; group 2 to-hit 1; save 5 (saved)
    const r = run(bombard(situation([battery({ under })])), [3, 4, 1, 1, 5]).result;
    expect(r.units[0]!.fire!.pinnedUnits).toEqual(['Rifle Platoon']);
    expect(r.rules.map((x) => x.id)).toContain('fow4.bombard-pin-down');
  });

  it('AMB-14: the long-range Armour Save +1 is off by default and can be switched on', () => {
    const under = [{ name: 'T-34/85', profile: T34_85, skill: 'trained' as const, longRange: true }];
    const off = run(bombard(situation([battery({ under })])), [3, 4, 2, 1]).result.units[0]!.fire!.teams[0]!;
    expect((off.save!.save as { total: number }).total).toBe(3);
    const on = run(bombard(situation([battery({ under })], { longRangeArmourBonus: true })), [3, 4, 2]).result.units[0]!
      .fire!.teams[0]!;
    expect((on.save!.save as { total: number }).total).toBe(4);
    expect(on.outcome).toBe('no-effect');
  });
});

describe('Repeat Bombardments and Time on Target (pp. 49, 69)', () => {
  const infantry = [{ name: 'Rifle/MG team', profile: RIFLE_MG, skill: 'trained' as const, unit: 'Platoon' }];

  it('a repeat needs no range-in roll and makes Infantry re-roll a successful save', () => {
    // no range-in die; to hit 4; save 5 (success) re-rolled: 2 → destroyed
    const r = run(
      bombard(situation([battery({ repeat: { spotterCanSee: true }, under: infantry })])),
      [4, 5, 2],
    ).result;
    const t = r.units[0]!.fire!.teams[0]!;
    expect(r.rangeIn!.attempts[0]!.kind).toBe('repeat');
    expect(t.need).toBe('3+');
    expect((t.save!.save as { die: { reroll?: { face: number } } }).die.reroll!.face).toBe(2);
    expect(t.outcome).toBe('destroyed');
  });

  it('a repeat spotted by a team that cannot see the Aiming Point hits at +1', () => {
    const r = run(
      bombard(
        situation([battery({ repeat: { spotterCanSee: false }, under: infantry })], {
          spotter: { ...SPOTTER, canSeeAimingPoint: false },
        }),
      ),
      [3],
    ).result;
    expect(r.spotter.ok).toBe(true);
    expect(r.units[0]!.fire!.teams[0]).toMatchObject({ need: '4+', hit: false });
  });

  it('a repeat does not make Armoured Tanks re-roll their Armour Saves', () => {
    const under = [{ name: 'T-34/85', profile: T34_85, skill: 'trained' as const }];
    const r = run(bombard(situation([battery({ repeat: {}, under })])), [4, 3]).result;
    expect(r.units[0]!.fire!.teams[0]!.outcome).toBe('no-effect');
  });

  it('Time on Target: ranged in on the first attempt, Infantry re-roll successful saves; not on the second attempt', () => {
    const first = run(bombard(situation([battery({ timeOnTarget: true, under: infantry })])), [3, 4, 5, 1]).result;
    expect(first.units[0]!.fire!.teams[0]!.outcome).toBe('destroyed');
    expect(first.rules.map((x) => x.id)).toContain('fow4.time-on-target');
    const second = run(bombard(situation([battery({ timeOnTarget: true, under: infantry })])), [1, 3, 4, 5]).result;
    expect(second.units[0]!.fire!.teams[0]!.outcome).toBe('no-effect');
  });
});

describe('Adjusted Anti-tank and Firepower (p. 49) and mixed bombardments (p. 48)', () => {
  it('EX-45: Arsenal AT 5, FP 5+ bombards at AT 3, FP 4+', () => {
    expect(adjustedAntiTank(5)).toBe(3);
    expect(adjustedFirepower(5)).toBe(4);
  });

  it('the whole table: AT 6,5,4,3,2,1 → 3,3,3,2,1,0; FP 1+..6 → 1+,2+,3+,3+,4+,4+; "-" stays "-"; AT above 6 reads as 3 (AMB-17)', () => {
    expect([6, 5, 4, 3, 2, 1].map(adjustedAntiTank)).toEqual([3, 3, 3, 2, 1, 0]);
    expect([1, 2, 3, 4, 5, 6].map((f) => adjustedFirepower(f))).toEqual([1, 2, 3, 3, 4, 4]);
    expect(adjustedAntiTank(null)).toBeNull();
    expect(adjustedFirepower(null)).toBeNull();
    expect(adjustedAntiTank(9)).toBe(3);
  });

  it('a mixed bombardment uses the lowest Anti-tank and the worst Firepower', () => {
    const r = bombardmentRatings([
      { name: '15cm sIG33', antiTank: 3, firepower: 1 },
      { name: '10.5cm leFH18', antiTank: 2, firepower: 4 },
    ]);
    expect([r.antiTank, r.firepower]).toEqual([2, 4]);
    expect(r.rules.map((x) => x.id)).toContain('fow4.mixed-bombardments');
  });
});

describe('Template and re-roll band (pp. 46, 48, 50, 64)', () => {
  it('EX-46: 3 rocket launchers each counting as 2 weapons → no re-roll (3 teams), Double-width template', () => {
    const rockets = [{ name: 'Katyusha', count: 3, antiTank: 2, firepower: 5, rocket: { countsAs: 2 } }];
    expect(rerollBand(rockets).reroll).toBe('none');
    expect(templateFor(rockets).kind).toBe('double-width');
  });

  it('rocket launchers counting as 4 weapons use the Devastating template; 2 of them still re-roll hits (teams count)', () => {
    const rockets = [{ name: 'Nebelwerfer 42', count: 2, antiTank: 3, firepower: 3, rocket: { countsAs: 4 } }];
    expect(templateFor(rockets)).toMatchObject({ kind: 'devastating', width: { inches: 12 }, depth: { inches: 12 } });
    expect(rerollBand(rockets).reroll).toBe('successes');
  });

  it('a template stays standard unless every firing weapon is a rocket launcher of 2+', () => {
    expect(templateFor([{ name: 'gun', count: 4, antiTank: 2, firepower: 4 }]).kind).toBe('standard');
    expect(
      templateFor([
        { name: 'rocket', count: 2, antiTank: 2, firepower: 4, rocket: { countsAs: 2 } },
        { name: 'gun', count: 1, antiTank: 2, firepower: 4 },
      ]).kind,
    ).toBe('standard');
  });

  it('bands: 1-2 re-roll successes, 3-4 none, 5+ re-roll failures; aircraft Bombs and Rockets never re-roll hits for 1-2', () => {
    const w = (n: number) => [{ name: 'gun', count: n, antiTank: 2, firepower: 4 }];
    expect([1, 2, 3, 4, 5, 8].map((n) => rerollBand(w(n)).reroll)).toEqual([
      'successes',
      'successes',
      'none',
      'none',
      'failures',
      'failures',
    ]);
    expect(rerollBand(w(2), { bombsAndRockets: true }).reroll).toBe('none');
    expect(rerollBand(w(5), { bombsAndRockets: true }).reroll).toBe('failures');
  });

  it('Armoured Train artillery counts each weapon as two: 3 weapons re-roll failures', () => {
    expect(rerollBand([{ name: 'train gun', count: 3, antiTank: 2, firepower: 4, armouredTrain: true }])).toMatchObject(
      { weaponsFiring: 6, reroll: 'failures' },
    );
  });
});

describe('Who can bombard, who can spot (p. 45)', () => {
  it('teams that moved, failed a Blitz, tried to Dig In, are in a Building, Pinned Down or Bailed Out cannot bombard', () => {
    for (const state of [
      { moved: true },
      { failedBlitz: true },
      { dugIn: true },
      { inBuilding: true },
      { pinned: true },
      { bailedOut: true },
    ]) {
      expect(canBombard(state).ok).toBe(false);
    }
    expect(canBombard({}).ok).toBe(true);
    expect(canBombard({ moved: true, aircraft: true }).ok).toBe(true);
  });

  it('a unit whose only teams moved is reported and rolls no dice; teams that can still fire count alone', () => {
    const moved = battery({ weapons: [{ ...sFH18(4), state: { moved: true } }] });
    expect(run(bombard(situation([moved])), []).result.units[0]!.status).toBe('cannot-bombard');
    const split = battery({ weapons: [{ ...sFH18(2), state: { pinned: true } }, sFH18(2)] });
    // 2 guns left → re-roll successes: range 3; hits 5,5,1; re-roll 1,1
    const r = run(bombard(situation([split])), [3, 5, 5, 1, 1, 1]).result;
    expect(r.units[0]!.band!.weaponsFiring).toBe(2);
    expect(r.units[0]!.excluded[0]!.reasons).toContain('it is Pinned Down');
  });

  it('spotters: Observer, Formation HQ, firing team, US Unit Leader are fine; others, moved spotters and ground teams for aircraft are not', () => {
    expect(canSpot({ role: 'observer' }).ok).toBe(true);
    expect(canSpot({ role: 'formation-hq' }).ok).toBe(true);
    expect(canSpot({ role: 'us-unit-leader' }).ok).toBe(true);
    expect(canSpot({ role: 'other' }).ok).toBe(false);
    expect(canSpot({ role: 'observer', moved: true }).ok).toBe(false);
    expect(canSpot({ role: 'observer', dugIn: true }).ok).toBe(false);
    expect(canSpot({ role: 'observer' }, { aircraftBombardment: true }).ok).toBe(false);
    expect(canSpot({ role: 'aircraft', moved: true }, { aircraftBombardment: true }).ok).toBe(true);
    expect(canSpot({ role: 'aircraft' }).ok).toBe(false);
    expect(canSpot({ role: 'observer', canSeeAimingPoint: false }).ok).toBe(false);
    expect(canSpot({ role: 'observer', canSeeAimingPoint: false }, { repeat: true }).ok).toBe(true);
    expect(canSpot({ role: 'aop', moved: true, withinAopRange: false }).ok).toBe(false);
  });

  it('a spotter that cannot spot stops the bombardment before any die', () => {
    const r = run(bombard(situation([battery()], { spotter: { ...SPOTTER, moved: true } })), []).result;
    expect(r.spotter.ok).toBe(false);
    expect(r.units[0]!.status).toBe('no-spotter');
  });
});

describe('Danger Close (p. 46)', () => {
  it('EX-42: German infantry 3"/7.5cm from the template edge: not allowed, choose another Aiming Point', () => {
    expect(dangerClose(3).ok).toBe(false);
    const r = run(bombard(situation([battery({ nearestFriendly: 3 })])), []).result;
    expect(r.units[0]!.status).toBe('danger-close');
    expect(r.rangeIn).toBeUndefined();
  });

  it('aircraft templates need 8"/20cm; 6" is fine for artillery but not for aircraft; cm work too', () => {
    expect(dangerClose(6).ok).toBe(true);
    expect(dangerClose(6, { aircraft: true }).ok).toBe(false);
    expect(dangerClose(9, { aircraft: true }).ok).toBe(true);
    expect(dangerClose(10, { system: 'cm' }).ok).toBe(false);
    expect(dangerClose(11, { system: 'cm' }).ok).toBe(true);
  });

  it('without a distance the player confirms the template is clear', () => {
    const { nearestFriendly: _, ...unit } = battery();
    const refused = run(bombard(situation([unit])), [], ['fow4.danger-close=no']).result;
    expect(refused.units[0]!.status).toBe('danger-close');
    const ok = run(bombard(situation([unit])), [3, 1, 1, 1], ['fow4.danger-close=yes']).result;
    expect(ok.units[0]!.status).toBe('fired');
  });
});

describe('Smoke Bombardments (p. 51)', () => {
  it('EX-22: a 10.5cm battery of 3 guns ranged in lays 12"/30cm of smoke; 2 guns 8"/20cm; 5 guns 20"/50cm', () => {
    const unit = battery({
      name: '10.5cm battery',
      skill: 4,
      weapons: [{ name: '10.5cm leFH18', count: 3, antiTank: 2, firepower: 4 }],
      smoke: {},
      templateCoversTerrain: true,
      nearestFriendly: 1,
    });
    const r = run(bombard(situation([unit], { spotter: { ...SPOTTER, rating: 4 } })), [4]).result;
    expect(r.rangeIn!.attempts[0]!.need).toBe('4+'); // no terrain modifier, no Danger Close
    expect(r.units[0]!.status).toBe('smoke-screen');
    expect(r.units[0]!.smokeScreen!.length).toEqual({ inches: 12, cm: 30 });
    expect(smokeScreen(2).length).toEqual({ inches: 8, cm: 20 });
    expect(smokeScreen(5).length).toEqual({ inches: 20, cm: 50 });
    expect(smokeScreen(5, 2).length.inches).toBe(8);
  });

  it('once per game: a unit that already fired its smoke cannot; a failed range-in may try again later', () => {
    const used = battery({ smoke: { alreadyFired: true } });
    expect(run(bombard(situation([used])), []).result.units[0]!.status).toBe('cannot-bombard');
    const failed = run(bombard(situation([battery({ smoke: {} })])), [1, 1, 1]).result.units[0]!;
    expect(failed.status).toBe('failed-to-range-in');
    expect(failed.consequences.join(' ')).toMatch(/try again later/);
  });
});

describe('HMG Bombardment, Super-heavy Rockets (pp. 71-72)', () => {
  it('HMG Bombardment has AT and FP "-": no harm to armour or to teams in Bulletproof Cover, but it pins and kills in the open', () => {
    const vickers = { name: 'Vickers HMG', count: 4, antiTank: 2, firepower: 6, rules: ['hmg-bombardment'] };
    const under = [
      { name: 'T-34/85', profile: T34_85, skill: 'trained' as const, unit: 'Tanks' },
      {
        name: 'Dug-in team',
        profile: RIFLE_MG,
        skill: 'trained' as const,
        cover: 'foxholes' as const,
        unit: 'Platoon',
      },
      { name: 'Open team', profile: RIFLE_MG, skill: 'trained' as const, unit: 'Platoon' },
    ];
    // range 3; hits 6, 6, 6 (each group rolls separately); tank: no save die; dug-in save 1 (FP "-" → protected); open save 1 → destroyed
    const r = run(
      bombard(situation([battery({ name: 'MG Platoon', weapons: [vickers], under })])),
      [3, 6, 6, 6, 1, 1],
    ).result;
    const u = r.units[0]!;
    expect([u.antiTank, u.firepower]).toEqual([null, null]);
    expect(u.fire!.teams.map((t) => t.outcome)).toEqual(['no-effect', 'no-effect', 'destroyed']);
    expect(u.fire!.pinnedUnits).toEqual(['Platoon']);
  });

  it('Full Salvo: with the marker every launcher fires; without it each passes a Skill test; the marker goes after firing', () => {
    const stuka = {
      name: 'Sd Kfz 251/1 (Stuka)',
      count: 2,
      antiTank: 3,
      firepower: 1 as const,
      rocket: { countsAs: 6 },
      rules: ['super-heavy-rockets'],
    };
    const unit = battery({
      name: 'Stuka zu Fuss',
      skill: 4,
      weapons: [stuka],
      under: [{ name: 'Rifle/MG team', profile: RIFLE_MG, skill: 'trained' as const }],
    });
    const full = run(bombard(situation([unit])), [4, 1]).result.units[0]!;
    expect(full.template!.kind).toBe('devastating');
    expect(full.fullSalvo!.skillTests).toBeUndefined();
    expect(full.fullSalvoMarker).toBe(false);
    // No marker: range 4; Skill tests 4 (pass), 3 (fail) → 1 launcher: re-roll hits; to hit 5 → re-roll 2
    const partial = run(bombard(situation([{ ...unit, fullSalvo: false }])), [4, 4, 3, 5, 2]).result.units[0]!;
    expect(partial.fullSalvo!.firing).toBe(1);
    expect(partial.band!.weaponsFiring).toBe(1);
    const none = run(bombard(situation([{ ...unit, fullSalvo: false }])), [4, 1, 2]).result.units[0]!;
    expect(none.status).toBe('no-launchers');
  });

  it('the Full Salvo marker returns after a step in which every launcher could fire but none did', () => {
    expect(fullSalvoAfterStep({ hadMarker: false, bombarded: false, everyLauncherAbleToFire: true })).toBe(true);
    expect(fullSalvoAfterStep({ hadMarker: false, bombarded: false, everyLauncherAbleToFire: false })).toBe(false);
    expect(fullSalvoAfterStep({ hadMarker: true, bombarded: true, everyLauncherAbleToFire: true })).toBe(false);
  });
});

describe('Several batteries with one spotter (p. 47)', () => {
  it('the second battery fires with the penalty of the attempt it ranged in on', () => {
    const second = battery({
      name: 'Heavy Infantry Gun Platoon',
      weapons: [{ name: '15cm sIG33', count: 2, antiTank: 3, firepower: 1 }],
      under: [{ name: 'Rifle/MG team', profile: RIFLE_MG, skill: 'trained' as const }],
    });
    // A: range 3 (attempt 1); B: attempt 2 fails 2, attempt 3 passes 3. A fires: 1,1,1. B: to hit need 5+: 5 → re-roll (2 guns) 6 → save 1 → destroyed
    const r = run(bombard(situation([battery(), second])), [3, 2, 3, 1, 1, 1, 5, 6, 1]).result;
    expect(r.units[1]!.toHitPenalty).toBe(2);
    expect(r.units[1]!.fire!.teams[0]).toMatchObject({ need: '5+', hit: true, outcome: 'destroyed' });
  });
});
