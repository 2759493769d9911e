import { describe, expect, it } from 'vitest';
import { fallBackCheck } from '../../../../src/rulesets/fow4/assault/fall-back.js';
import { setUp } from '../../../../src/rulesets/fow4/assault/procedure.js';
import type { DefensiveFireRecord } from '../../../../src/rulesets/fow4/assault/defensive-fire.js';
import { RulesApplied } from '../../../../src/engine/rules.js';
import {
  BOYS,
  MG_TEAM,
  PANZER_III_H,
  PANZER_IV,
  RIFLE,
  STUART,
  TWO_PDR,
  d,
  runAssault,
  situation,
  teams,
  unit,
} from './helpers.js';

describe('Defensive Fire (pp. 55-56)', () => {
  it('EX-41: only the 2 pdr within 8"/20cm of an Assaulting tank fires, at Halted ROF', () => {
    const s = situation(unit('Panzers', teams('Panzer', PANZER_III_H, 2)), [
      unit('Jock Column', [
        { id: 'Gun 1', profile: TWO_PDR },
        { id: 'Gun 2', profile: TWO_PDR, inRange: false },
      ]),
    ]);
    // DF: Gun 1 ROF 3; to hit: two Panzers; Test to Counterattack.
    const { result } = runAssault(s, [1, 1, 1, 1, 1, 1]);
    const df = result.rounds[0]!.defensiveFire!;
    expect(df.shots).toHaveLength(1);
    expect(df.shots[0]).toMatchObject({ team: 'Gun 1', rof: 3, rofUsed: 'halted', need: '4+' });
    expect(df.silent).toEqual([{ team: 'Gun 2', reason: 'not within 8"/20cm of an Assaulting team' }]);
    expect(result.outcome).toBe('attacker-won');
  });

  it('EX-23: a Panzer III H (Front 4, Side 3) hit by Defensive Fire saves with its Side armour', () => {
    const s = situation(unit('Panzers', teams('Panzer', PANZER_III_H, 2)), [
      unit('Jock Column', [{ id: 'Gun 1', profile: TWO_PDR }]),
    ]);
    const { result } = runAssault(s, [4, 1, 1, 6, 1, 1, 1]);
    const hit = result.rounds[0]!.defensiveFire!.hits[0]!;
    expect(hit.to).toBe('Panzer 1');
    expect(hit.save.save).toMatchObject({
      kind: 'armour',
      face: 'side',
      armour: 3,
      antiTank: 7,
      total: 9,
      effect: 'bounced',
    });
    expect(result.rules.map((r) => r.id)).toContain('fow4.defensive-fire-side-armour');
  });

  it('EX-24: five Defensive Fire hits pin the Bersaglieri, who fall back; the assault is over', () => {
    const s = situation(
      unit('Bersaglieri', teams('Bers', RIFLE, 6), { ratings: { motivation: 'confident', skill: 'trained' } }),
      [unit('British', teams('MG', MG_TEAM, 2))],
    );
    // MG 1: 3 hits, MG 2: 2 hits (Trained: hit on 3+); five saves, all passed.
    const { result } = runAssault(s, [6, 6, 6, 6, 6, 1, 6, 6, 6, 6, 6]);
    const r = result.rounds[0]!;
    expect(r.fallBack).toMatchObject({ hits: 5, hitsNeeded: 5, fallsBack: true });
    expect(result.outcome).toBe('fell-back');
    expect(result.units.find((u) => u.name === 'Bersaglieri')!.pinned).toBe(true);
    expect(r.hits).toEqual([]);
    // Hits spread evenly over the assaulting teams.
    expect(r.defensiveFire!.shots.map((s) => s.target)).toEqual(['Bers 1', 'Bers 2']);
    expect(r.defensiveFire!.hits.map((h) => h.to)).toEqual(['Bers 1', 'Bers 2', 'Bers 3', 'Bers 2', 'Bers 4']);
  });

  it('EX-24b: an all-tank unit with Top armour 1 takes 6 hits but only one tank bails out: no Fall Back', () => {
    const s = situation(unit('Stuarts', teams('Stuart', STUART, 3)), [unit('Boys', teams('Boys', BOYS, 3))]);
    // DF: 6 hits; saves: Stuart 1 rolls 2 (2+2 = AT 4) and the Firepower test 5 bails it; five bounce;
    // to hit: Stuarts 2 and 3 miss; Test to Counterattack fails.
    const { result } = runAssault(s, [6, 6, 6, 6, 6, 6, 2, 5, 6, 6, 6, 6, 6, 1, 1, 1]);
    const r = result.rounds[0]!;
    expect(r.fallBack).toMatchObject({
      hits: 6,
      lightTanks: true,
      knockedOut: 1,
      knockedOutNeeded: 2,
      fallsBack: false,
    });
    expect(r.hits.map((h) => h.team)).toEqual(['Stuart 2', 'Stuart 3']);
  });

  it('EX-24b: two tanks with Top armour 1 Bailed Out force the Fall Back', () => {
    const s = situation(unit('Stuarts', teams('Stuart', STUART, 3)), [unit('Boys', teams('Boys', BOYS, 3))]);
    const { result } = runAssault(s, [6, 6, 6, 6, 6, 6, 2, 5, 2, 5, 6, 6, 6, 6]);
    expect(result.rounds[0]!.fallBack).toMatchObject({ knockedOut: 2, fallsBack: true });
    expect(result.outcome).toBe('fell-back');
    // Armoured tanks cannot be Pinned Down.
    expect(result.units.find((u) => u.name === 'Stuarts')!.pinned).toBe(false);
  });

  it('Fall Back: a unit of 12 or more Assaulting teams needs 8 hits; Bagpipes one more', () => {
    const rules = new RulesApplied();
    const big = setUp(situation(unit('Big', teams('R', RIFLE, 12)), [unit('D', teams('MG', MG_TEAM, 1))]), rules);
    const assaulting = [...big.teams.values()].filter((t) => t.side === 'attacker');
    const df = (n: number): DefensiveFireRecord => ({ shots: [], silent: [], hits: [], totalHits: n, rules: [] });
    expect(fallBackCheck(big, assaulting, df(7))).toMatchObject({ hitsNeeded: 8, fallsBack: false });
    expect(fallBackCheck(big, assaulting, df(8)).fallsBack).toBe(true);
    expect(fallBackCheck(big, assaulting.slice(0, 11), df(5)).fallsBack).toBe(true);
    const piped = setUp(
      situation(unit('Jocks', teams('R', RIFLE, 4), { rules: ['bagpipes'] }), [unit('D', teams('MG', MG_TEAM, 1))]),
      rules,
    );
    const pipers = [...piped.teams.values()].filter((t) => t.side === 'attacker');
    expect(fallBackCheck(piped, pipers, df(5))).toMatchObject({ hitsNeeded: 6, fallsBack: false });
    expect(fallBackCheck(piped, pipers, df(6)).fallsBack).toBe(true);
  });

  it('EX-25: tanks contacted by infantry sneaking up on them cannot fire; the third Panzer IV can', () => {
    const sneaky = { concealed: true, moved: false, shot: false };
    const s = situation(
      unit('Rifles', [
        { id: 'Rifle 1', profile: RIFLE, contact: ['Panzer 1'], ...sneaky },
        { id: 'Rifle 2', profile: RIFLE, contact: ['Panzer 2'], ...sneaky },
        { id: 'Rifle 3', profile: RIFLE, contact: ['Panzer 2'], ...sneaky },
      ]),
      [unit('Panzers', teams('Panzer', PANZER_IV, 3))],
    );
    const { result } = runAssault(s, [1, 1, 1, 1, 1, 1, 1]);
    const df = result.rounds[0]!.defensiveFire!;
    expect(df.silent.map((x) => x.team)).toEqual(['Panzer 1', 'Panzer 2']);
    // The third tank fires its vehicle MG at ROF 3; concealed Veterans are hit on 5+.
    expect(df.shots).toEqual([expect.objectContaining({ team: 'Panzer 3', weapon: 'Co-ax MG', rof: 3, need: '5+' })]);
    expect(result.rules.map((r) => r.id)).toContain('fow4.sneaking-up-on-tanks');
  });

  it('Sneaking Up on Tanks: a team that moved does not sneak; Begleit Escorts fire as an Assault Rifle team', () => {
    const sneaky = { concealed: true, moved: false, shot: false };
    const escorted = { ...PANZER_IV, rules: ['begleit-escorts'] };
    const s = situation(
      unit('Rifles', [
        { id: 'Rifle 1', profile: RIFLE, contact: ['Panzer 1'], ...sneaky },
        { id: 'Rifle 2', profile: RIFLE, contact: ['Panzer 2'], ...sneaky, moved: true },
      ]),
      [
        unit('Panzers', [
          { id: 'Panzer 1', profile: escorted },
          { id: 'Panzer 2', profile: PANZER_IV },
        ]),
      ],
    );
    const { result } = runAssault(s, [1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const df = result.rounds[0]!.defensiveFire!;
    expect(df.silent).toEqual([]);
    expect(df.shots[0]).toMatchObject({
      team: 'Panzer 1',
      weapon: 'Begleit Escorts (as an Assault Rifle team)',
      rof: 3,
      target: 'Rifle 1',
    });
    expect(df.shots[1]).toMatchObject({ team: 'Panzer 2', rof: 3, target: 'Rifle 2', need: '5+' });
  });

  it('a Pinned defender fires at Moving ROF; a ROF 1 weapon then takes +1 to hit', () => {
    const s = situation(unit('Rifles', teams('Rifle', RIFLE, 2)), [
      unit(
        'Pinned',
        [
          { id: 'MG 1', profile: MG_TEAM },
          { id: 'Rifle D', profile: RIFLE },
        ],
        { pinned: true },
      ),
    ]);
    const { result } = runAssault(s, [1, 1, 1, 1, 1]);
    const shots = result.rounds[0]!.defensiveFire!.shots;
    expect(shots[0]).toMatchObject({ team: 'MG 1', rof: 1, rofUsed: 'pinned', need: '4+' });
    expect(shots[1]).toMatchObject({ team: 'Rifle D', rof: 1, rofUsed: 'pinned', need: '5+' });
  });

  it('Minimum Range weapons cannot fire Defensive Fire', () => {
    const mortar = {
      name: 'Mortar team',
      type: 'heavy-weapon' as const,
      mobility: 'infantry' as const,
      weapons: [{ name: '8cm mortar', range: d(24), minRange: d(8), rof: 2, antiTank: 2, firepower: 6 as const }],
    };
    const s = situation(unit('Rifles', teams('Rifle', RIFLE, 1)), [
      unit('Mortars', [{ id: 'Mortar 1', profile: mortar }]),
    ]);
    const { result } = runAssault(s, [1, 1]);
    expect(result.rounds[0]!.defensiveFire!.silent[0]!.reason).toMatch(/Minimum Range/);
  });

  it('No Bulletproof Cover: a concealed assaulting infantry team that fails its save is destroyed without a Firepower test', () => {
    const s = situation(unit('Rifles', teams('Rifle', RIFLE, 2, { concealed: true })), [
      unit('D', [{ id: 'Rifle D', profile: RIFLE }]),
    ]);
    // DF: concealed Veteran 5+: a 5 hits; the save rolls 1; Rifle 2 then misses; the defender fails to counterattack.
    const { result } = runAssault(s, [5, 1, 1, 1]);
    const hit = result.rounds[0]!.defensiveFire!.hits[0]!;
    expect(hit.outcome).toBe('destroyed');
    expect(hit.save.save).toMatchObject({ bulletproof: false, effect: 'destroyed' });
    expect('firepowerTest' in hit.save.save && hit.save.save.firepowerTest).toBeFalsy();
    expect(result.teams.find((t) => t.id === 'Rifle 1')!.status).toBe('destroyed');
  });
});
