import { describe, expect, it } from 'vitest';
import type { TeamProfile } from '../../../../src/rulesets/flames-of-war/profile.js';
import {
  shoot,
  type ShootingSituation,
  type ShootingTeam,
  type TargetUnit,
} from '../../../../src/rulesets/fow4/shooting/index.js';
import { PANZER_IV_H, RIFLE_MG, SHERMAN_V, d, run } from './helpers.js';

const vetShermans = (n = 4, extra: Partial<TargetUnit> = {}): TargetUnit => ({
  id: 'shermans',
  owner: 'British',
  ratings: { motivation: 'confident', skill: 'veteran' },
  teams: Array.from({ length: n }, (_, i) => ({ id: `T${i + 1}`, profile: SHERMAN_V })),
  ...extra,
});

const panzer = (id: string, more: Partial<ShootingTeam> = {}): ShootingTeam => ({
  id,
  profile: PANZER_IV_H,
  target: 'T1',
  ...more,
});

function situation(
  shooters: ShootingTeam[],
  target: TargetUnit,
  more: Partial<ShootingSituation> = {},
): ShootingSituation {
  return { shooter: { id: 'panzers', teams: shooters }, targets: [target], mistakenTarget: false, ...more };
}

describe('Roll to Hit (p. 33)', () => {
  it('EX-10a: Panzer IV H, Halted ROF 2, at a Veteran Sherman: 2 dice needing 4+', () => {
    const { result } = run(shoot(situation([panzer('P1')], vetShermans(1))), [4, 3, 6]);
    const shot = result.shooters[0]!.shots[0]!;
    expect(shot.rof).toBe(2);
    expect(shot.need).toBe(4);
    expect(shot.hits).toBe(1);
  });

  it('EX-10b: Concealed → 5+', () => {
    const t = vetShermans(1);
    const target = { ...t, teams: [{ ...t.teams[0]!, state: { concealed: true } }] };
    const { result } = run(shoot(situation([panzer('P1')], target)), [4, 4]);
    expect(result.shooters[0]!.shots[0]!.need).toBe(5);
    expect(result.summary.hits).toBe(0);
  });

  it('EX-10c: over 16"/40cm → 5+ (and the Armour Save gets +1)', () => {
    const { result } = run(
      shoot(situation([panzer('P1', { pairs: { T1: { distance: 20 } } })], vetShermans(1))),
      [5, 1, 5],
    );
    expect(result.shooters[0]!.shots[0]!.need).toBe(5);
    const save = result.saves[0]!.record.save;
    expect(save.kind === 'armour' && save.total).toBe(12);
  });

  it('EX-10d: over 16"/40cm and Concealed → 6', () => {
    const { result } = run(
      shoot(situation([panzer('P1', { pairs: { T1: { longRange: true, concealed: true } } })], vetShermans(1))),
      [5, 5],
    );
    expect(result.shooters[0]!.shots[0]!.need).toBe(6);
  });

  it('EX-10e: over 16"/40cm, Concealed and Gone to Ground → 7: a 6 then 5+', () => {
    const t = vetShermans(1);
    const target = { ...t, teams: [{ ...t.teams[0]!, state: { concealed: true, goneToGround: true } }] };
    const { result } = run(shoot(situation([panzer('P1', { pairs: { T1: { longRange: true } } })], target)), [6, 2, 4]);
    const shot = result.shooters[0]!.shots[0]!;
    expect(shot.need).toBe(7);
    expect(shot.needText).toBe('6 then 5+');
    expect(shot.hits).toBe(0);
  });

  it('EX-11: three dice needing 7 roll 6, 6, 1; follow-ups 6 and 3 → 1 hit; the two misses re-roll as whole two-stage rolls', () => {
    const sniperTank: TeamProfile = {
      ...PANZER_IV_H,
      rules: ['tiger-ace'],
      weapons: [{ ...PANZER_IV_H.weapons[0]!, rof: 3 }],
    };
    const t = vetShermans(1);
    const target = { ...t, teams: [{ ...t.teams[0]!, state: { concealed: true, goneToGround: true } }] };
    const shooter: ShootingTeam = {
      id: 'Tiger',
      profile: sniperTank,
      target: 'T1',
      formationCommander: true,
      pairs: { T1: { longRange: true } },
    };
    // to hit: 6 6 1; follow-ups 6 3; re-roll the 2 misses: 6 2; follow-up 5 → 2 hits; then saves.
    const { result } = run(shoot(situation([shooter], target)), [6, 6, 1, 6, 3, 6, 2, 5, 6, 6]);
    const shot = result.shooters[0]!.shots[0]!;
    expect(shot.pool.dice.map((x) => x.first.success)).toEqual([true, false, false]);
    expect(shot.rerollReason).toMatch(/Tiger Ace/);
    expect(shot.pool.dice[1]!.reroll).toEqual({ face: 6, followUp: 5, success: true });
    expect(shot.hits).toBe(2);
  });
});

describe('Assign Hits and Mistaken Target (pp. 34-35)', () => {
  const spread = () =>
    vetShermans(4, {
      teams: [
        { id: 'T1', profile: SHERMAN_V, within6: ['T2', 'T3'] },
        { id: 'T2', profile: SHERMAN_V, within6: ['T1', 'T3'] },
        { id: 'T3', profile: SHERMAN_V, within6: ['T1', 'T2'] },
        { id: 'T4', profile: SHERMAN_V, within6: [] },
      ],
    });
  const twoPanzers = (pairs = {}) => [panzer('P1', { pairs }), panzer('P2', { pairs })];

  it('EX-12: four hits aimed at T1 with T2, T3 within 6" and T4 not → T1 1, T2 2, T3 1, T4 0', () => {
    // 4 hits, then 4 bouncing saves (6s).
    const { result } = run(shoot(situation(twoPanzers(), spread())), [5, 5, 5, 5, 6, 6, 6, 6]);
    const count = (id: string) => result.hits.filter((h) => h.team === id).length;
    expect([count('T1'), count('T2'), count('T3'), count('T4')]).toEqual([1, 2, 1, 0]);
  });

  it('EX-12: a player allocation is checked: 2/1/1 with T1 ≥ 1 stands; T4, an empty T1, or 3/1/0 are refused', () => {
    const ok = {
      allocation: [
        { shooter: 'P1', team: 'T1', hits: 2 },
        { shooter: 'P2', team: 'T2', hits: 1 },
        { shooter: 'P2', team: 'T3', hits: 1 },
      ],
    };
    expect(
      run(shoot(situation(twoPanzers(), spread(), ok)), [5, 5, 5, 5, 6, 6, 6, 6]).result.hits.map((h) => h.team),
    ).toEqual(['T1', 'T1', 'T2', 'T3']);
    const bad = (allocation: { shooter: string; team: string; hits: number }[]) => () =>
      run(shoot(situation(twoPanzers(), spread(), { allocation })), [5, 5, 5, 5]);
    expect(
      bad([
        { shooter: 'P1', team: 'T4', hits: 1 },
        { shooter: 'P1', team: 'T1', hits: 1 },
        { shooter: 'P2', team: 'T2', hits: 2 },
      ]),
    ).toThrow(/cannot go to T4/);
    expect(
      bad([
        { shooter: 'P1', team: 'T2', hits: 2 },
        { shooter: 'P2', team: 'T3', hits: 2 },
      ]),
    ).toThrow(/T1 was targeted/);
    expect(
      bad([
        { shooter: 'P1', team: 'T1', hits: 2 },
        { shooter: 'P2', team: 'T1', hits: 1 },
        { shooter: 'P2', team: 'T2', hits: 1 },
      ]),
    ).toThrow(/not even/);
  });

  it('EX-12b: the British swap T2 (2 hits) with T3 (1 hit, at long range) on a 5 → T2 1, T3 2', () => {
    const pairs = { T1: { distance: 12 }, T2: { distance: 12 }, T3: { distance: 18 } };
    const s = { ...situation(twoPanzers(pairs), spread()), mistakenTarget: true };
    // 4 hits; decision T2<->T3; roll 5; then the owner stops; 4 saves.
    const { result, journal } = run(shoot(s), [5, 5, 5, 5, 5, 6, 6, 6, 6], ['T2<->T3', 'stop']);
    const count = (id: string) => result.hits.filter((h) => h.team === id).length;
    expect([count('T1'), count('T2'), count('T3')]).toEqual([1, 1, 2]);
    expect(result.mistakenTarget).toEqual([{ teams: ['T2', 'T3'], roll: 5, success: true, moved: 3 }]);
    expect(journal.filter((e) => e.type === 'decision')).toHaveLength(2);
    // T3's saves are at long range: +1.
    const t3 = result.saves.filter((x) => x.team === 'T3').map((x) => x.record.save);
    expect(t3.every((x) => x.kind === 'armour' && x.longRangeBonus === 1)).toBe(true);
  });

  it('EX-12b: a failed roll (2) ends all swapping; swapped hits cannot swap again', () => {
    const pairs = { T1: { distance: 12 }, T2: { distance: 12 }, T3: { distance: 12 } };
    const s = { ...situation(twoPanzers(pairs), spread()), mistakenTarget: true };
    const { result } = run(shoot(s), [5, 5, 5, 5, 2, 6, 6, 6, 6], ['T2<->T3']);
    expect(result.mistakenTarget[0]!.success).toBe(false);
    expect(result.hits.filter((h) => h.team === 'T2')).toHaveLength(2);
  });

  it('EX-12c: with the shooting tank 7"/17.5cm from T2, Too Close for Error forbids the swap', () => {
    const pairs = { T1: { distance: 12 }, T2: { distance: 7 }, T3: { distance: 18 } };
    const s = { ...situation(twoPanzers(pairs), spread()), mistakenTarget: true };
    const proc = shoot(s);
    // No pair involving T2 is offered: the only decision offered excludes T2.
    const { result, journal } = run(proc, [5, 5, 5, 5, 6, 6, 6, 6], ['stop']);
    const decision = journal.find((e) => e.type === 'decision');
    expect(decision).toBeDefined();
    expect(result.hits.filter((h) => h.team === 'T2')).toHaveLength(2);
    expect(() => run(shoot(s), [5, 5, 5, 5, 5, 6, 6, 6, 6], ['T2<->T3'])).toThrow(/not an answer/);
  });
});
