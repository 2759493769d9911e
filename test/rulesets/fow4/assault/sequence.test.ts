import { describe, expect, it } from 'vitest';
import { RulesApplied } from '../../../../src/engine/rules.js';
import { setUp } from '../../../../src/rulesets/fow4/assault/procedure.js';
import {
  A13,
  EIGHTY_EIGHT,
  M13_40,
  MG_TEAM,
  PANZER_IV,
  RIFLE,
  STUART,
  runAssault,
  situation,
  teams,
  unit,
  type AssaultProfile,
} from './helpers.js';

describe('Charge into Contact (pp. 52-54)', () => {
  it('EX-40: a Panzer IV that fails its Cross test in rocky ground does not reach Contact; the one that passes does', () => {
    const s = situation(unit('Panzers', teams('Panzer', PANZER_IV, 2, { crossToCharge: true })), [
      unit('British', teams('Rifle', RIFLE, 2)),
    ]);
    // Cross: Panzer 1 rolls 2 (needs 3+), Panzer 2 rolls 3; DF: two rifles; to hit: Panzer 2 misses; counterattack fails.
    const { result } = runAssault(s, [2, 3, 1, 1, 1, 1]);
    const [a, b] = result.rounds[0]!.charge;
    expect(a).toMatchObject({ team: 'Panzer 1', contacts: [], cross: { need: '3+', passed: false } });
    expect(a!.note).toMatch(/halts/);
    expect(b).toMatchObject({ team: 'Panzer 2', contacts: ['Rifle 1', 'Rifle 2'], cross: { passed: true } });
    expect(result.rounds[0]!.hits.map((h) => h.team)).toEqual(['Panzer 2']);
  });

  it('EX-40b: an A13 that fails its Cross test at the wall does not make Contact; the one going round needs no test', () => {
    const s = situation(
      unit('A13s', [
        { id: 'A13 1', profile: A13, crossToCharge: true },
        { id: 'A13 2', profile: A13 },
      ]),
      [unit('Germans', teams('Rifle', RIFLE, 1))],
    );
    const { result, journal } = runAssault(s, [1, 1, 1, 1]);
    expect(result.rounds[0]!.charge.map((c) => c.contacts.length)).toEqual([0, 1]);
    expect(journal.filter((e) => e.type === 'dice' && e.label.startsWith('Cross'))).toHaveLength(1);
  });

  it('Who Can Assault: a team that shot at Halted ROF, a Heavy Weapon, or a Pinned unit does not charge', () => {
    const hmg: AssaultProfile = { ...MG_TEAM, name: 'HMG', type: 'heavy-weapon' };
    const s = situation(
      unit('Rifles', [
        { id: 'Rifle 1', profile: RIFLE, shotHalted: true },
        { id: 'HMG 1', profile: hmg },
        { id: 'Rifle 2', profile: RIFLE, order: 'follow-me' },
      ]),
      [unit('D', teams('Foe', RIFLE, 1))],
    );
    const { result } = runAssault(s, [1, 1, 1]);
    const c = result.rounds[0]!.charge;
    expect(c[0]!.note).toMatch(/Halted ROF/);
    expect(c[1]!.note).toMatch(/Heavy Weapon/);
    expect(c[2]!.contacts).toEqual(['Foe 1']);
    const pinned = situation(unit('Rifles', teams('Rifle', RIFLE, 2), { pinned: true }), [
      unit('D', teams('Foe', RIFLE, 1)),
    ]);
    expect(runAssault(pinned, []).result.outcome).toBe('no-assault');
  });

  it('a Heavy Weapon already in Contact fights as an Assaulting team (AMB-38)', () => {
    const hmg: AssaultProfile = { ...MG_TEAM, name: 'HMG', type: 'heavy-weapon' };
    const s = situation(unit('Rifles', [{ id: 'HMG 1', profile: hmg, contact: ['Foe 1'] }]), [
      unit('D', teams('Foe', RIFLE, 1)),
    ]);
    const { result } = runAssault(s, [1, 3]);
    expect(result.rounds[0]!.hits[0]).toMatchObject({ team: 'HMG 1', hit: true, outcome: 'destroyed' });
  });
});

describe('Is the assault over, counterattack, break off (pp. 57-59)', () => {
  it('EX-27: the Stuarts destroy both Italian infantry teams; the M13/40 does not count; the Italians Break Off', () => {
    const s = situation(unit('Stuarts', teams('Stuart', STUART, 3)), [
      unit('Bersaglieri', teams('Bers', RIFLE, 2)),
      unit('Carri', [{ id: 'M13/40', profile: M13_40 }]),
    ]);
    // DF: Bers 1, Bers 2 (1 die each), the M13/40's gun (2 dice); to hit: 3, 3, 1.
    const { result } = runAssault(s, [1, 1, 1, 1, 3, 3, 1], ['hit-target:Stuart 2=Bers 2']);
    const r = result.rounds[0]!;
    expect(r.hits.filter((h) => h.outcome === 'destroyed').map((h) => h.target)).toEqual(['Bers 1', 'Bers 2']);
    expect(r.over).toMatchObject({
      won: true,
      standing: [],
      ignored: [{ team: 'M13/40', reason: 'tanks cannot assault tanks' }],
    });
    expect(r.breakOffs.map((b) => b.unit)).toEqual(['Bersaglieri', 'Carri']);
    expect(r.breakOffs[1]!.teams[0]).toMatchObject({ team: 'M13/40', escaped: true });
    expect(result.outcome).toBe('attacker-won');
    expect(result.consolidate).toMatch(/Stuarts may Consolidate/);
    expect(result.units.find((u) => u.name === 'Carri')!).toMatchObject({ brokenOff: true });
  });

  it("EX-28a: the '88' has no Tactical move, so it surrenders when its unit Breaks Off", () => {
    const s = situation(unit('British', teams('Rifle', RIFLE, 2)), [
      unit('Germans', [
        { id: '88', profile: EIGHTY_EIGHT },
        { id: 'Grenadier', profile: RIFLE },
      ]),
    ]);
    // DF: 88 (2 dice) and the Grenadier (1); to hit: 1, 1; Test to Counterattack: 1.
    const { result } = runAssault(s, [1, 1, 1, 1, 1, 1]);
    const b = result.rounds[0]!.breakOffs[0]!;
    expect(b.teams).toEqual([
      { team: '88', escaped: false, reason: 'an Immobile Gun has no Tactical move' },
      { team: 'Grenadier', escaped: true },
    ]);
    expect(result.teams.find((t) => t.id === '88')!.status).toBe('destroyed');
    expect(result.units.find((u) => u.name === 'Germans')!.pinned).toBe(true);
  });

  it('EX-28b: a breaking-off tank that fails its Cross test surrenders; the one that passes escapes', () => {
    const s = situation(unit('British', teams('Rifle', RIFLE, 2)), [
      unit('Panzers', teams('Panzer', PANZER_IV, 2, { crossToEscape: true })),
    ]);
    // DF: two vehicle MGs (3 dice each); to hit 1, 1; counterattack 1; Cross: Panzer 1 rolls 2, Panzer 2 rolls 3.
    const { result } = runAssault(s, [1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3]);
    const b = result.rounds[0]!.breakOffs[0]!;
    expect(b.teams[0]).toMatchObject({ team: 'Panzer 1', escaped: false, cross: { passed: false } });
    expect(b.teams[1]).toMatchObject({ team: 'Panzer 2', escaped: true, cross: { passed: true } });
  });

  it('Break Off: a team that cannot get 6"/15cm away surrenders, and a Bailed Out tank cannot move', () => {
    const s = situation(unit('British', teams('Rifle', RIFLE, 2)), [
      unit('Germans', [
        { id: 'Panzer 1', profile: PANZER_IV, bailedOut: true },
        { id: 'Grenadier', profile: RIFLE, escape: false },
      ]),
    ]);
    // DF: only the Grenadier fires (the Panzer is Bailed Out); to hit 1, 1; counterattack 1.
    const { result } = runAssault(s, [1, 1, 1, 1]);
    const b = result.rounds[0]!.breakOffs[0]!;
    expect(b.teams.map((t) => t.escaped)).toEqual([false, false]);
  });

  it('EX-47: one die for both units; the Commander re-roll lets the Reluctant unit counterattack too; the sides swap, with no Defensive Fire', () => {
    const s = situation(unit('British', teams('Rifle', RIFLE, 2)), [
      unit('A', [{ id: 'A1', profile: RIFLE }]),
      unit('B', [{ id: 'B1', profile: RIFLE }], {
        ratings: { motivation: 'reluctant', skill: 'veteran' },
        commander: true,
      }),
    ]);
    // DF: A1, B1; to hit: 1, 1; Test to Counterattack 4, Commander re-roll 6;
    // round 2 (A1, B1 counterattack): to hit 1, 1; the British test 1 and Break Off.
    const { result } = runAssault(s, [1, 1, 1, 1, 4, 6, 1, 1, 1]);
    const [r1, r2] = result.rounds;
    expect(r1!.counterattackTest!.units).toEqual([
      expect.objectContaining({ name: 'A', need: 4, mayCounterattack: true, decidedBy: 'die' }),
      expect.objectContaining({ name: 'B', need: 5, mayCounterattack: true, decidedBy: 'commander' }),
    ]);
    expect(r1!.choices.map((c) => c.choice)).toEqual(['counterattack', 'counterattack']);
    expect(r2).toMatchObject({ round: 2, assaulting: 'defender', counterattack: true });
    expect(r2!.defensiveFire).toBeUndefined();
    expect(r2!.hits.map((h) => h.team)).toEqual(['A1', 'B1']);
    expect(r2!.breakOffs.map((b) => b.unit)).toEqual(['British']);
    expect(result.outcome).toBe('defender-won');
    expect(result.rules.map((r) => r.id)).toEqual(
      expect.arrayContaining(['fow4.counterattack', 'fow4.counterattack-leadership']),
    );
  });

  it('a unit that may counterattack can choose to Break Off instead', () => {
    const s = situation(unit('British', teams('Rifle', RIFLE, 1)), [unit('A', [{ id: 'A1', profile: RIFLE }])]);
    const { result } = runAssault(s, [1, 1, 6], ['counterattack:A=break-off']);
    expect(result.rounds[0]!.choices).toEqual([{ unit: 'A', choice: 'break-off' }]);
    expect(result.outcome).toBe('attacker-won');
  });

  it('British Bulldog: Counterattack -1 (a Confident unit passes on 3)', () => {
    const s = (rules: string[]) =>
      situation(unit('Germans', teams('Rifle', RIFLE, 1)), [
        unit('Tommies', [{ id: 'T1', profile: RIFLE }], { rules }),
      ]);
    // DF 1; to hit 1; test 3; then (bulldog) round 2: T1 to hit 1; the Germans test 1 and Break Off.
    expect(runAssault(s(['british-bulldog']), [1, 1, 3, 1, 1]).result.outcome).toBe('defender-won');
    expect(runAssault(s([]), [1, 1, 3]).result.outcome).toBe('attacker-won');
  });

  it('Komissar: a failed Test to Counterattack is re-rolled at the cost of a team of the unit', () => {
    const s = situation(unit('Germans', teams('Rifle', RIFLE, 1)), [
      unit('Strelki', teams('S', RIFLE, 2), {
        ratings: { motivation: 'fearless', skill: 'conscript' },
        komissar: { kind: 'komissar', use: true },
      }),
    ]);
    // DF: S 1, S 2; to hit 1; test 2 (needs 3+), Komissar re-roll 5; S 2 is spent;
    // round 2: S 1 hits Rifle 1 on 5 (Conscript 5+): the Soviets win.
    const { result } = runAssault(s, [1, 1, 1, 2, 5, 5], ['komissar-cost:Strelki=S 2']);
    expect(result.rounds[0]!.counterattackTest!.units[0]).toMatchObject({
      mayCounterattack: true,
      decidedBy: 'komissar',
    });
    expect(result.teams.find((t) => t.id === 'S 2')).toMatchObject({
      status: 'destroyed',
      fate: 'destroyed by the Komissar to force a re-roll',
    });
    expect(result.outcome).toBe('defender-won');
  });

  it('Unarmoured and Transport units must Break Off without testing', () => {
    const halftrack: AssaultProfile = {
      name: 'Sd Kfz 10/4',
      type: 'tank',
      mobility: 'half-tracked',
      weapons: [{ name: '2cm FlaK38', range: { inches: 20, cm: 50 }, rof: 3, antiTank: 5, firepower: 5 }],
    };
    const s = situation(unit('British', teams('Rifle', RIFLE, 1)), [
      unit('Flak', [{ id: 'Flak 1', profile: halftrack }]),
    ]);
    // DF 3 dice; to hit 1; no counterattack die: it must Break Off.
    const { result, journal } = runAssault(s, [1, 1, 1, 1]);
    expect(result.rounds[0]!.choices[0]).toMatchObject({
      choice: 'break-off',
      forced: 'Unarmoured tank teams must Break Off',
    });
    expect(journal.filter((e) => e.type === 'dice')).toHaveLength(2);
  });

  it('Leading from the Front: the combined unit takes the better Counterattack rating; the Commander must match the Unit Leader type', () => {
    const rules = new RulesApplied();
    const input = {
      attacker: {
        unit: unit('Platoon', [{ id: 'Leader', profile: RIFLE, leader: true }], {
          ratings: { motivation: 'reluctant', skill: 'trained' },
        }),
        hq: unit('HQ', [{ id: 'CO', profile: RIFLE, commander: true }], {
          ratings: { motivation: 'fearless', skill: 'veteran' },
        }),
        hqInReach: true,
      },
      defender: { units: [unit('D', teams('Foe', RIFLE, 1))] },
    };
    const state = setUp(input, rules);
    expect(state.unit('Platoon + HQ').ratings.counterattack).toBe(3);
    expect(state.team('CO').unit).toBe('Platoon + HQ');
    expect(rules.list().map((r) => r.id)).toContain('fow4.leading-from-the-front');
    expect(() =>
      setUp(
        {
          ...input,
          attacker: { ...input.attacker, hq: unit('HQ', [{ id: 'CO', profile: PANZER_IV, commander: true }]) },
        },
        rules,
      ),
    ).toThrow(/Tank or both Infantry/);
    expect(() => setUp({ ...input, attacker: { ...input.attacker, hqInReach: false } }, rules)).toThrow(/6"\/15cm/);
  });

  it('a unit hit in the assault is Pinned Down; the fight goes on until one side wins (three rounds)', () => {
    const s = situation(unit('Attackers', teams('R', RIFLE, 2)), [unit('Defenders', teams('D', RIFLE, 2))]);
    // Round 1: DF misses (2 dice); R 1 and R 2 hit D 1 (defender's choice); D 2 stands: test 6 -> counterattack.
    // Round 2: D 2 misses (1 die); the attackers test 6 and counterattack.
    // Round 3: R 1 and R 2 hit D 2: the attackers win.
    const { result } = runAssault(s, [1, 1, 3, 3, 6, 1, 6, 3, 3]);
    expect(result.rounds.map((r) => r.assaulting)).toEqual(['attacker', 'defender', 'attacker']);
    expect(result.rounds[0]!.pinned).toEqual(['Defenders']);
    expect(result.rounds[2]!.counterattack).toBe(true);
    expect(result.outcome).toBe('attacker-won');
    expect(result.teams.filter((t) => t.status === 'destroyed').map((t) => t.id)).toEqual(['D 1', 'D 2']);
  });
});
