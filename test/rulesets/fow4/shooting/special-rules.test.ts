import { describe, expect, it } from 'vitest';
import type { TeamProfile, WeaponProfile } from '../../../../src/rulesets/flames-of-war/profile.js';
import {
  shoot,
  type ShootingSituation,
  type ShootingTeam,
  type TargetUnit,
} from '../../../../src/rulesets/fow4/shooting/index.js';
import { PANZER_IV_H, RIFLE_MG, SHERMAN_V, VEHICLE_MG, d, run } from './helpers.js';

const trained = (profile: TeamProfile = SHERMAN_V, n = 1, state = {}): TargetUnit => ({
  id: 'enemy',
  ratings: { motivation: 'confident', skill: 'trained' },
  teams: Array.from({ length: n }, (_, i) => ({ id: `E${i + 1}`, profile, state })),
});
const sit = (teams: ShootingTeam[], target: TargetUnit, more: Partial<ShootingSituation> = {}): ShootingSituation => ({
  shooter: { id: 'shooters', teams },
  targets: [target],
  mistakenTarget: false,
  ...more,
});
/** Fire with every die missing (1s): only the firing plan and scores matter. */
const plan = (teams: ShootingTeam[], target: TargetUnit = trained(), more: Partial<ShootingSituation> = {}) => {
  const dice = teams.length * 20;
  const proc = shoot(sit(teams, target, more));
  // feed 1s until done
  let step = proc.next();
  while (!step.done) {
    const req = step.value;
    step = proc.next(req.type === 'dice' ? Array(req.count).fill(1) : (req as { default: unknown }).default);
  }
  void dice;
  return step.value;
};
const shot = (teams: ShootingTeam[], target?: TargetUnit, more?: Partial<ShootingSituation>) =>
  plan(teams, target, more).shooters[0]!;

const M4A1: TeamProfile = {
  name: 'M4A1 Sherman',
  type: 'tank',
  mobility: 'standard-tank',
  armour: { front: 6, side: 4, top: 1 },
  weapons: [
    { name: 'M3 75mm gun', range: d(32), rof: 2, antiTank: 10, firepower: 3, rules: ['smoke', 'stabiliser'] },
    { ...VEHICLE_MG, name: 'Co-ax MG' },
    { ...VEHICLE_MG, name: 'Hull MG' },
    { ...VEHICLE_MG, name: '.50 cal AA MG', rof: 3, rules: ['aa-mg'] },
  ],
};

describe('Who may shoot (pp. 22, 25, 33, 38)', () => {
  it.each([
    ['dashed', /Dash/],
    ['followMe', /Follow Me/],
    ['crossHere', /Cross Here/],
    ['bailedOut', /Bailed Out/],
    ['passenger', /passenger/],
  ])('a team that %s cannot shoot', (flag, reason) => {
    const r = shot([{ id: 'P', profile: PANZER_IV_H, target: 'E1', state: { [flag]: true } }]);
    expect(r.shoots).toBe(false);
    expect(r.reason).toMatch(reason);
  });

  it('a Sniper with a friendly team within 4"/10cm cannot fire (p. 43)', () => {
    const sniper: TeamProfile = {
      name: 'Sniper',
      type: 'infantry',
      mobility: 'infantry',
      weapons: [{ name: 'Sniper rifle', range: d(16), rof: 1, antiTank: 0, firepower: 4 }],
      rules: ['sniper', 'independent'],
    };
    expect(shot([{ id: 'S', profile: sniper, target: 'E1', state: { friendlyWithin4: true } }]).shoots).toBe(false);
  });
});

describe('Rate of Fire (pp. 26-27, 33, 66-69)', () => {
  it('EX-43: a moving M4A1 Sherman with Stabiliser keeps ROF 2 and needs 3+ +1 = 4+ against a Trained target', () => {
    const r = shot([{ id: 'S', profile: M4A1, target: 'E1', state: { moved: true } }]).shots[0]!;
    expect(r.rof).toBe(2);
    expect(r.need).toBe(4);
    expect(r.modifiers.map((m) => m.reason)).toEqual(['Stabiliser keeps Halted ROF on the move']);
    // Without Stabiliser the same gun would fire ROF 1 at 3+.
    const plain: TeamProfile = { ...M4A1, weapons: [{ ...M4A1.weapons[0]!, rules: ['smoke'] }] };
    expect(shot([{ id: 'S', profile: plain, target: 'E1', state: { moved: true } }]).shots[0]).toMatchObject({
      rof: 1,
      need: 3,
    });
  });

  it('EX-44: a tank firing three vehicle MGs after moving: one at ROF 3, two at ROF 1', () => {
    const r = shot(
      [{ id: 'S', profile: M4A1, target: 'E1', weapon: 'mgs', state: { moved: true } }],
      trained(RIFLE_MG),
    );
    expect(r.shots.map((x) => [x.weapon, x.rof])).toEqual([
      ['Co-ax MG', 3],
      ['Hull MG', 1],
      ['.50 cal AA MG', 1],
    ]);
  });

  it('Moving ROF is half the Halted ROF rounded down; an Arsenal Moving ROF wins', () => {
    expect(shot([{ id: 'P', profile: PANZER_IV_H, target: 'E1', state: { moved: true } }]).shots[0]!.rof).toBe(1);
    const rof3: TeamProfile = { ...PANZER_IV_H, weapons: [{ ...PANZER_IV_H.weapons[0]!, rof: 3 }] };
    expect(shot([{ id: 'P', profile: rof3, target: 'E1', state: { moved: true } }]).shots[0]!.rof).toBe(1);
    expect(shot([{ id: 'P', profile: rof3, target: 'E1', state: { willAssault: true } }]).shots[0]!.rof).toBe(1);
  });

  const smg: WeaponProfile = {
    name: 'SMG',
    range: d(4),
    rof: 3,
    antiTank: 1,
    firepower: 6,
    rules: ['full-rof-when-moving'],
  };
  const smgTeam: TeamProfile = { name: 'SMG team', type: 'infantry', mobility: 'infantry', weapons: [smg] };
  it('Full ROF When Moving: ROF 3 when moving, ROF 1 when Pinned (p. 66)', () => {
    expect(shot([{ id: 'I', profile: smgTeam, target: 'E1', state: { moved: true } }]).shots[0]!.rof).toBe(3);
    const pinned = plan([{ id: 'I', profile: smgTeam, target: 'E1' }], trained(), {}).shooters[0]!;
    expect(pinned.shots[0]!.rof).toBe(3);
    const p = shoot({
      ...sit([{ id: 'I', profile: smgTeam, target: 'E1' }], trained()),
      shooter: { id: 'u', pinned: true, teams: [{ id: 'I', profile: smgTeam, target: 'E1' }] },
    });
    const { result } = run(p, [1]);
    expect(result.shooters[0]!.shots[0]!.rof).toBe(1);
  });

  it('Awkward Layout: Moving ROF 0, so a moving tank cannot fire it (p. 66)', () => {
    const awk: TeamProfile = { ...PANZER_IV_H, weapons: [{ ...PANZER_IV_H.weapons[0]!, rules: ['awkward-layout'] }] };
    const r = shot([{ id: 'A', profile: awk, target: 'E1', weapon: '7.5cm KwK40', state: { moved: true } }]);
    expect(r.shoots).toBe(false);
    expect(r.reason).toMatch(/ROF 0/);
  });

  it('Multiple Weapons: an extra non-MG weapon fires at ROF 1 with +1 to hit (p. 67)', () => {
    const lee: TeamProfile = {
      ...M4A1,
      name: 'M3 Lee',
      rules: ['multiple-weapons'],
      weapons: [M4A1.weapons[0]!, { name: '37mm gun', range: d(24), rof: 2, antiTank: 7, firepower: 4 }],
    };
    const r = shot([{ id: 'L', profile: lee, target: 'E1', extraWeapons: [{ weapon: '37mm gun' }] }]);
    expect(r.shots.map((x) => [x.weapon, x.rof, x.need])).toEqual([
      ['M3 75mm gun', 2, 3],
      ['37mm gun', 1, 4],
    ]);
  });

  it('Begleit Escorts: vehicle MG ROF +1 within 8"/20cm; Tankodesantniki within 4"/10cm (pp. 71, 74)', () => {
    const stug: TeamProfile = { ...PANZER_IV_H, rules: ['begleit-escorts'] };
    expect(
      shot([{ id: 'S', profile: stug, target: 'E1', weapon: 'mgs', pairs: { E1: { distance: 6 } } }], trained(RIFLE_MG))
        .shots[0]!.rof,
    ).toBe(4);
    expect(
      shot(
        [{ id: 'S', profile: stug, target: 'E1', weapon: 'mgs', pairs: { E1: { distance: 10 } } }],
        trained(RIFLE_MG),
      ).shots[0]!.rof,
    ).toBe(3);
    const t34: TeamProfile = { ...PANZER_IV_H, rules: ['tankodesantniki'] };
    expect(
      shot([{ id: 'S', profile: t34, target: 'E1', weapon: 'mgs', pairs: { E1: { distance: 4 } } }], trained(RIFLE_MG))
        .shots[0]!.rof,
    ).toBe(4);
    expect(
      shot([{ id: 'S', profile: t34, target: 'E1', weapon: 'mgs', pairs: { E1: { distance: 6 } } }], trained(RIFLE_MG))
        .shots[0]!.rof,
    ).toBe(3);
  });
});

describe('To-hit modifiers from special rules (pp. 33, 67-74, 90)', () => {
  const rifle: TeamProfile = {
    name: 'Rifle team',
    type: 'infantry',
    mobility: 'infantry',
    weapons: [{ name: 'Rifle', range: d(16), rof: 1, antiTank: 2, firepower: 6 }],
  };
  it('ROF 1 Weapons: +1 to hit when moving, and when Pinned (AMB-11); Automatic Rifles cancel it (p. 69)', () => {
    expect(
      shot([{ id: 'R', profile: rifle, target: 'E1', state: { moved: true } }], trained(RIFLE_MG)).shots[0]!.need,
    ).toBe(4);
    expect(shot([{ id: 'R', profile: rifle, target: 'E1' }], trained(RIFLE_MG)).shots[0]!.need).toBe(3);
    const us = { ...rifle, rules: ['automatic-rifles'] };
    expect(
      shot([{ id: 'R', profile: us, target: 'E1', state: { moved: true } }], trained(RIFLE_MG)).shots[0]!.need,
    ).toBe(3);
  });

  it('One-man Turret +1 when moving; No HE +1 against infantry; Cavalry +1 when moving', () => {
    const omt: TeamProfile = {
      ...PANZER_IV_H,
      weapons: [{ ...PANZER_IV_H.weapons[0]!, rof: 2, rules: ['one-man-turret'] }],
    };
    expect(shot([{ id: 'O', profile: omt, target: 'E1', state: { moved: true } }]).shots[0]!.need).toBe(4);
    const nohe: TeamProfile = { ...PANZER_IV_H, weapons: [{ ...PANZER_IV_H.weapons[0]!, rules: ['no-he'] }] };
    expect(shot([{ id: 'N', profile: nohe, target: 'E1' }], trained(RIFLE_MG)).shots[0]!.need).toBe(4);
    expect(shot([{ id: 'N', profile: nohe, target: 'E1' }]).shots[0]!.need).toBe(3);
    const cav: TeamProfile = { ...RIFLE_MG, type: 'cavalry' };
    expect(
      shot([{ id: 'C', profile: cav, target: 'E1', state: { moved: true } }], trained(RIFLE_MG)).shots[0]!.need,
    ).toBe(4);
  });

  it('Hen and Chicks: one Soviet tank moved, so a halted tank of the unit also takes +1 with its main gun (p. 74)', () => {
    const t34: TeamProfile = { ...PANZER_IV_H, rules: ['hen-and-chicks'] };
    const r = plan([
      { id: 'A', profile: t34, target: 'E1', state: { moved: true } },
      { id: 'B', profile: t34, target: 'E1' },
    ]);
    expect(r.shooters[1]!.shots[0]!.need).toBe(4);
  });

  it('Out of Command +1, night +1, smoke on the target +1, shooting out of smoke +1', () => {
    expect(
      shot([{ id: 'P', profile: PANZER_IV_H, target: 'E1', state: { movedOutOfCommand: true } }]).shots[0]!.need,
    ).toBe(4);
    expect(shot([{ id: 'P', profile: PANZER_IV_H, target: 'E1' }], trained(), { night: true }).shots[0]!.need).toBe(4);
    expect(
      shot([{ id: 'P', profile: PANZER_IV_H, target: 'E1' }], trained(SHERMAN_V, 1, { smoke: true })).shots[0]!.need,
    ).toBe(4);
    expect(shot([{ id: 'P', profile: PANZER_IV_H, target: 'E1', state: { inSmoke: true } }]).shots[0]!.need).toBe(4);
  });

  it('Meeting Engagement first turn: counts as moved (Moving ROF, ROF 1 penalty)', () => {
    expect(
      shot([{ id: 'P', profile: PANZER_IV_H, target: 'E1' }], trained(), { meetingEngagementFirstTurn: true }).shots[0]!
        .rof,
    ).toBe(1);
  });
});

describe('To-hit re-rolls (pp. 43, 71-73)', () => {
  const reroll = (t: ShootingTeam, target?: TargetUnit) => shot([t], target).shots[0]!.rerollReason;
  it('Volley Fire: halted and within 16"/40cm re-rolls misses; not after moving, not over 16"', () => {
    const su: TeamProfile = { ...PANZER_IV_H, rules: ['volley-fire'] };
    expect(reroll({ id: 'V', profile: su, target: 'E1', pairs: { E1: { distance: 10 } } })).toMatch(/Volley Fire/);
    expect(reroll({ id: 'V', profile: su, target: 'E1', pairs: { E1: { distance: 20 } } })).toBeUndefined();
    expect(reroll({ id: 'V', profile: su, target: 'E1', state: { moved: true } })).toBeUndefined();
  });

  it('Cat Killers and Semi-indirect Fire: halted and over 16"/40cm re-roll misses', () => {
    const su: TeamProfile = { ...PANZER_IV_H, rules: ['cat-killers'] };
    expect(reroll({ id: 'C', profile: su, target: 'E1', pairs: { E1: { distance: 20 } } })).toMatch(/Cat Killers/);
    expect(reroll({ id: 'C', profile: su, target: 'E1', pairs: { E1: { distance: 10 } } })).toBeUndefined();
    const churchill: TeamProfile = {
      ...PANZER_IV_H,
      weapons: [{ ...PANZER_IV_H.weapons[0]!, rules: ['semi-indirect-fire'] }],
    };
    expect(reroll({ id: 'S', profile: churchill, target: 'E1', pairs: { E1: { longRange: true } } })).toMatch(
      /Semi-indirect/,
    );
  });

  it('the re-roll turns a miss into a hit: Volley Fire 1, 1 → re-rolls 3, 1 → 1 hit', () => {
    const su: TeamProfile = { ...PANZER_IV_H, rules: ['volley-fire'] };
    const { result } = run(shoot(sit([{ id: 'V', profile: su, target: 'E1' }], trained())), [1, 1, 3, 1, 6]);
    expect(result.summary.hits).toBe(1);
  });
});

describe('Snipers and Flame-throwers (pp. 42-43)', () => {
  const sniper: TeamProfile = {
    name: 'Sniper',
    type: 'infantry',
    mobility: 'infantry',
    weapons: [{ name: 'Sniper rifle', range: d(16), rof: 1, antiTank: 0, firepower: 4 }],
    rules: ['sniper', 'independent'],
  };
  it('Expert Shot re-rolls a miss; any hit pins an infantry unit', () => {
    const { result } = run(shoot(sit([{ id: 'S', profile: sniper, target: 'E1' }], trained(RIFLE_MG, 3))), [2, 5, 4]);
    expect(result.shooters[0]!.shots[0]!.rerollReason).toMatch(/Expert Shot/);
    expect(result.pins[0]).toMatchObject({ hits: 1, pinned: true, reasons: ['sniper'] });
  });

  it('a Sniper target is Concealed and Gone to Ground (+2) and in Bulletproof Cover; destroyed, it rolls Driven Off', () => {
    const snipers: TargetUnit = {
      id: 'sn',
      ratings: { motivation: 'confident', skill: 'veteran' },
      teams: [{ id: 'Sn', profile: sniper }],
    };
    // need 4 + 2 = 6; hits 6, 1; save 1, FP (6) 6 → destroyed; Driven Off 3 → slips away
    const { result } = run(
      shoot(
        sit(
          [{ id: 'H', profile: { ...RIFLE_MG, weapons: [{ ...RIFLE_MG.weapons[0]!, firepower: 6 }] }, target: 'Sn' }],
          snipers,
        ),
      ),
      [6, 1, 1, 6, 3],
    );
    expect(result.shooters[0]!.shots[0]!.need).toBe(6);
    expect(result.drivenOff).toEqual([{ team: 'Sn', roll: 3, outcome: 'slips-away' }]);
    expect(result.teams[0]!.outcome).toBe('driven-off');
  });

  it('a flame-thrower has AT 2 / FP 1+, hits Top armour, keeps its ROF moving, and pins any infantry unit it hits', () => {
    const flame: TeamProfile = {
      name: 'Flame-thrower',
      type: 'infantry',
      mobility: 'infantry',
      weapons: [{ name: 'Flame-thrower', range: d(4), rof: 2, antiTank: 0, firepower: 6, rules: ['flame-thrower'] }],
    };
    // moving: ROF 2; 1 hit (3, 1); save 3 → re-rolled (Breakthrough) 2 → destroyed
    const { result } = run(
      shoot(sit([{ id: 'F', profile: flame, target: 'E1', state: { moved: true } }], trained(RIFLE_MG, 4))),
      [3, 1, 3, 2],
    );
    expect(result.shooters[0]!.shots[0]!.rof).toBe(2);
    expect(result.teams[0]!.outcome).toBe('destroyed');
    expect(result.pins[0]).toMatchObject({ hits: 1, pinned: true, reasons: ['flame-thrower'] });
    // Against a tank: Top armour 1 + 2 = 3 > AT 2 bounces.
    const { result: tank } = run(shoot(sit([{ id: 'F', profile: flame, target: 'E1' }], trained())), [3, 1, 2]);
    const save = tank.saves[0]!.record.save;
    expect(save.kind === 'armour' && [save.face, save.antiTank, save.total, save.effect]).toEqual([
      'top',
      2,
      3,
      'bounced',
    ]);
  });
});

describe('Shooting at Aircraft (pp. 27, 39, 44, 66)', () => {
  const typhoon: TeamProfile = { name: 'Typhoon', type: 'aircraft', mobility: 'aircraft', weapons: [] };
  const aircraft: TargetUnit = {
    id: 'air',
    ratings: { motivation: 'confident', skill: 'veteran' },
    teams: [{ id: 'A1', profile: typhoon }],
  };
  it('only anti-aircraft weapons fire; AA MGs at ROF 1; aircraft are hit on 5+', () => {
    const r = shot([{ id: 'S', profile: M4A1, target: 'A1', weapon: 'mgs' }], aircraft);
    expect(r.shots.map((x) => [x.weapon, x.rof, x.need])).toEqual([['.50 cal AA MG', 1, 5]]);
    expect(shot([{ id: 'P', profile: PANZER_IV_H, target: 'A1' }], aircraft).shoots).toBe(false);
    const flak: TeamProfile = {
      name: '2cm FlaK38',
      type: 'gun',
      gunSize: 'light',
      mobility: 'light-gun',
      weapons: [{ name: '2cm FlaK38', range: d(24), rof: 4, antiTank: 5, firepower: 5, rules: ['anti-aircraft'] }],
    };
    expect(shot([{ id: 'F', profile: flak, target: 'A1' }], aircraft).shots[0]).toMatchObject({ rof: 4, need: 5 });
  });
});
