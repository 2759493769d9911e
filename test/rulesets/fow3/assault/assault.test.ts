import { describe, expect, it } from 'vitest';
import { BAZOOKA, PARA_RIFLE_MG, M2_MORTAR, SHERMAN_V } from '../../../../src/rulesets/fow3/arsenal/british.js';
import { G_RIFLE_MG, PAK40, PANZERSCHRECK, STUG_G } from '../../../../src/rulesets/fow3/arsenal/german.js';
import { assault } from '../../../../src/rulesets/fow3/assault/assault.js';
import { counterattackTest } from '../../../../src/rulesets/fow3/assault/counterattack.js';
import { defensiveFire } from '../../../../src/rulesets/fow3/assault/defensive-fire.js';
import { assaultArmourSave, fightRound } from '../../../../src/rulesets/fow3/assault/fight.js';
import { tankTerror } from '../../../../src/rulesets/fow3/assault/tank-terror.js';
import type { AssaultPlatoon, AssaultTeam } from '../../../../src/rulesets/fow3/assault/types.js';
import { fow3Options } from '../../../../src/rulesets/fow3/options.js';
import { ids, run } from '../helpers.js';

const opts = fow3Options();
const para = (id: string, extra: Partial<AssaultTeam> = {}): AssaultTeam => ({ id, profile: PARA_RIFLE_MG, ...extra });
const gren = (id: string, extra: Partial<AssaultTeam> = {}): AssaultTeam => ({ id, profile: G_RIFLE_MG, ...extra });
const paras = (teams: AssaultTeam[]): AssaultPlatoon => ({
  name: 'Paratroopers',
  motivation: 'fearless',
  skill: 'veteran',
  teams,
});
const grens = (teams: AssaultTeam[]): AssaultPlatoon => ({
  name: 'Grenadiers',
  motivation: 'confident',
  skill: 'veteran',
  teams,
});

describe('fow3 defensive fire (Defensive Fire, Fall Back!)', () => {
  it('EX-27 four hits: the assault goes on; a failed save destroys the team even if it was dug in', () => {
    const attackers = paras([para('P1', { dugIn: true }), para('P2', { dugIn: true }), para('P3'), para('P4')]);
    const { result } = run(defensiveFire(attackers, [gren('G1'), gren('G2')], {}), [4, 5, 6, 4, 2, 3, 4, 5]);
    expect(result.shooting.hits).toBe(4);
    expect(result.fallBack).toBe(false);
    expect(result.shooting.teams.find((t) => t.id === 'P1')!.state).toBe('destroyed');
    expect(ids(result.rules)).toContain('fow3.no-bulletproof-assaulting');
  });

  it('EX-28 five hits: the paratroopers fall back, however many teams die', () => {
    const attackers = paras([para('P1'), para('P2'), para('P3'), para('P4')]);
    const { result } = run(
      defensiveFire(attackers, [gren('G1'), gren('G2'), gren('G3')], {}),
      [4, 5, 6, 4, 4, 1, 3, 3, 3, 3, 3],
    );
    expect(result.shooting.hits).toBe(5);
    expect(result.shooting.destroyed).toBe(0);
    expect(result.fallBack).toBe(true);
  });

  it('pinned defenders shoot at Pinned Down ROF (A6): a pinned Rifle/MG team rolls one die', () => {
    const { result } = run(defensiveFire(paras([para('P1')]), [gren('G1', { pinned: true })], {}), [1]);
    expect(result.shooting.shots[0]!.dice).toBe(1);
  });

  it('EX-35 a StuG contacted by a sneaking team may not fire; the others fire their hull MGs (not the hull-mounted gun): 3 hits, the assault goes on', () => {
    const stugs = [
      { id: 'S1', profile: STUG_G, sneakedUpOn: true },
      { id: 'S2', profile: STUG_G },
      { id: 'S3', profile: STUG_G },
    ];
    const { result } = run(
      defensiveFire(paras([para('P1'), para('P2'), para('P3'), para('P4')]), stugs, {}),
      [4, 5, 6, 1, 1, 1, 3, 3, 3],
    );
    expect(result.silenced).toEqual(['S1']);
    expect(result.shooting.shots.map((s) => [s.shooter, s.weapon, s.dice])).toEqual([
      ['S2', 'Hull MG', 3],
      ['S3', 'Hull MG', 3],
    ]);
    expect(result.shooting.hits).toBe(3);
    expect(result.fallBack).toBe(false);
    expect(ids(result.rules)).toContain('fow3.sneaking-up');
  });
});

describe('fow3 fighting (Fighting in Assaults, Assault Armour Saves, Anti-tank Guns in Assaults)', () => {
  it('EX-29 Veteran paratroopers hit on 3+; two successes destroy two grenadier teams, no saves', () => {
    const { result } = run(
      fightRound([para('P1'), para('P2')], 'veteran', [gren('G1'), gren('G2'), gren('G3')], 'defender', opts),
      [3, 5],
    );
    expect(result.rolls.map((r) => r.need)).toEqual([3, 3]);
    expect(result.hits.map((h) => [h.on, h.outcome])).toEqual([
      ['G1', 'destroyed'],
      ['G2', 'destroyed'],
    ]);
  });

  it('the score comes from the assaulting team: Trained hit on 4+, Conscript on 5+', () => {
    expect(run(fightRound([para('a')], 'trained', [gren('g')], 'defender', opts), [3]).result.hits).toHaveLength(0);
    expect(run(fightRound([para('a')], 'conscript', [gren('g')], 'defender', opts), [4]).result.hits).toHaveLength(0);
    expect(run(fightRound([para('a')], 'conscript', [gren('g')], 'defender', opts), [5]).result.hits).toHaveLength(1);
  });

  it('the player hit chooses which contacted team takes the hit (A8)', () => {
    const { result } = run(
      fightRound([para('P1')], 'veteran', [gren('G1'), gren('G2')], 'defender', opts),
      [6],
      ['fow3.assault-hit=G2'],
    );
    expect(result.hits[0]!.on).toBe('G2');
  });

  it('EX-36 bazooka (TA 4) on a StuG: top 1 + 3 = 4 → bailed out; EX-37 Gammon bombs (TA 3): 1 + 1 = 2 → destroyed; no firepower roll', () => {
    expect(run(assaultArmourSave(STUG_G, 4, 'S'), [3]).result).toMatchObject({ total: 4, outcome: 'bailed-out' });
    expect(run(assaultArmourSave(STUG_G, 3, 'S'), [1]).result).toMatchObject({ total: 2, outcome: 'destroyed' });
    expect(run(assaultArmourSave(STUG_G, 3, 'S'), [3]).result.outcome).toBe('no-effect');
  });

  it('the assault armour save asks for one die to add to the armour, with no score to reach (no "1+" on the prompt)', () => {
    const first = assaultArmourSave(STUG_G, 4, 'S').next();
    expect(first.done).toBe(false);
    expect(first.value).toMatchObject({ count: 1, sides: 6 });
    expect((first.value as { need?: string }).need).toBeUndefined();
  });

  it('EX-41/42/43 two PaK40s counterattack Shermans: without a tank in its field of fire, TA 2 (1 + 2 = 3 > 2, no effect); with one, AT 12 against side 4 and a firepower test', () => {
    const shermans: AssaultTeam[] = [
      { id: 'T1', profile: SHERMAN_V },
      { id: 'T2', profile: SHERMAN_V },
    ];
    const guns: AssaultTeam[] = [
      { id: 'PaK 1', profile: PAK40, contacts: ['T1'], tankInFieldOfFire: false },
      { id: 'PaK 2', profile: PAK40, contacts: ['T2'], tankInFieldOfFire: true },
    ];
    const { result } = run(fightRound(guns, 'veteran', shermans, 'attacker', opts), [4, 5, 2, 6, 4]);
    expect(result.hits[0]).toMatchObject({ on: 'T1', how: 'tank-assault', outcome: 'no-effect' });
    expect(result.hits[0]!.armour).toMatchObject({ total: 3, tankAssault: 2 });
    expect(result.hits[1]).toMatchObject({ on: 'T2', how: 'side-armour', outcome: 'destroyed' });
    expect(result.hits[1]!.sideSave!.save).toMatchObject({ face: 'side', total: 10, comparison: 'less' });
    const failFp = run(fightRound([guns[1]!], 'veteran', shermans, 'attacker', opts), [4, 6, 2]).result;
    expect(failFp.hits[0]!.outcome).toBe('bailed-out');
    const chooseTop = run(
      fightRound([guns[1]!], 'veteran', shermans, 'attacker', opts),
      [4, 1],
      ['fow3.gun-assault=top'],
    ).result;
    expect(chooseTop.hits[0]).toMatchObject({ how: 'tank-assault', outcome: 'bailed-out' }); // 1 + 1 = 2 equals TA 2
  });

  it('a tank hit on a gun destroys it', () => {
    const { result } = run(
      fightRound([{ id: 'T', profile: SHERMAN_V }], 'trained', [{ id: 'PaK', profile: PAK40 }], 'defender', opts),
      [4],
    );
    expect(result.hits[0]).toMatchObject({ on: 'PaK', outcome: 'destroyed', how: 'no-save' });
  });
});

describe('fow3 counterattacks and Tank Terror', () => {
  it('EX-30 Confident grenadiers counterattack on 4+', () => {
    expect(
      run(counterattackTest([{ name: 'G', motivation: 'confident', tookHits: true, fightingTanks: false }]), [4]).result
        .platoons[0]!.counterattacks,
    ).toBe(true);
    expect(
      run(counterattackTest([{ name: 'G', motivation: 'confident', tookHits: true, fightingTanks: false }]), [3]).result
        .platoons[0]!.counterattacks,
    ).toBe(false);
  });

  it('EX-31 one die of 3: Fearless paratroopers counterattack, Confident British tanks break off', () => {
    const { result } = run(
      counterattackTest([
        { name: 'Paras', motivation: 'fearless', tookHits: true, fightingTanks: false },
        { name: 'Tanks', motivation: 'confident', tookHits: true, fightingTanks: false },
      ]),
      [3],
    );
    expect(result.face).toBe(3);
    expect(result.platoons.map((p) => p.counterattacks)).toEqual([true, false]);
  });

  it('A21 a platoon that took no hits passes without a die, unless it fights tanks', () => {
    const none = run(
      counterattackTest([{ name: 'G', motivation: 'reluctant', tookHits: false, fightingTanks: false }]),
      [],
    ).result;
    expect(none.platoons[0]).toMatchObject({ need: 'auto', counterattacks: true });
    const tanks = run(
      counterattackTest([{ name: 'G', motivation: 'reluctant', tookHits: false, fightingTanks: true }]),
      [4],
    ).result;
    expect(tanks.platoons[0]).toMatchObject({ need: 5, counterattacks: false });
  });

  it('EX-34 Tank Terror: Fearless paratroopers pass on 3+ (die 5); Confident grenadiers would need 4+; tank platoons take none (A20)', () => {
    expect(run(tankTerror('infantry', 'fearless', true, opts), [5]).result).toMatchObject({
      required: true,
      mayAssault: true,
    });
    expect(run(tankTerror('infantry', 'confident', true, opts), [3]).result.mayAssault).toBe(false);
    expect(run(tankTerror('tank', 'confident', true, opts), []).result).toMatchObject({
      required: false,
      mayAssault: true,
    });
    expect(
      run(tankTerror('tank', 'confident', true, fow3Options({ tankTerrorForTanks: true })), [3]).result.mayAssault,
    ).toBe(false);
    expect(run(tankTerror('infantry', 'confident', false, opts), []).result.required).toBe(false);
  });
});

describe('fow3 whole assaults', () => {
  it('EX-27/29/30/32/33 paratroopers assault grenadiers: back and forth until the paratroopers roll 2 and break off; both sides end pinned', () => {
    const attacker = paras([
      para('P1'),
      para('P2'),
      para('P3'),
      para('P4'),
      para('P5'),
      { id: 'Mortar', profile: M2_MORTAR, charging: false },
    ]);
    const defender = grens([
      gren('G1'),
      gren('G2'),
      gren('G3'),
      gren('G4'),
      gren('G5'),
      gren('G6', { within8: false }),
      gren('G7', { within8: false }),
    ]);
    const dice = [
      4, 5, 6, 4, 1, 1, 1, 1, 1, 1, /* DF saves */ 3, 3, 3, 2, /* paras fight */ 3, 5, 1, 1, /* gren CA */ 4,
      /* gren fight */ 3, 4, 1, /* paras CA */ 4, /* paras fight */ 3, 3, /* gren CA */ 6, /* gren fight */ 3,
      /* paras CA */ 2,
    ];
    const { result } = run(assault({ attacker, defenders: [defender] }), dice);
    expect(result.defensiveFire!.shooting.hits).toBe(4);
    expect(result.fellBack).toBe(false);
    expect(result.rounds.map((r) => [r.side, r.fights.reduce((a, f) => a + f.fight.hits.length, 0)])).toEqual([
      ['attacker', 2],
      ['defender', 2],
      ['attacker', 2],
      ['defender', 1],
    ]);
    expect(result.counterattacks.map((c) => [c.side, c.test.face])).toEqual([
      ['defender', 4],
      ['attacker', 4],
      ['defender', 6],
      ['attacker', 2],
    ]);
    expect(result.winner).toBe('defender');
    expect(result.brokeOff).toEqual(['Paratroopers']);
    expect(result.pinned).toEqual(['Paratroopers', 'Grenadiers']);
    const state = Object.fromEntries(result.teams.map((t) => [t.id, t.state]));
    expect(state).toMatchObject({
      P1: 'destroyed',
      P2: 'destroyed',
      P3: 'destroyed',
      P4: 'destroyed',
      P5: 'unharmed',
      Mortar: 'unharmed',
      G1: 'destroyed',
      G4: 'destroyed',
      G5: 'unharmed',
    });
  });

  it('EX-34..38 paratroopers assault StuGs: Tank Terror 5, sneaking, bazooka bails one, Gammon bombs destroy one, the StuGs fail to counterattack and the bailed out StuG is abandoned', () => {
    const attacker = paras([
      { id: 'B', profile: BAZOOKA, contacts: ['S1'] },
      para('R1', { contacts: ['S2'] }),
      para('R2'),
      para('R3'),
    ]);
    const stugs: AssaultPlatoon = {
      name: 'StuGs',
      motivation: 'confident',
      skill: 'veteran',
      teams: [
        { id: 'S1', profile: STUG_G, sneakedUpOn: true },
        { id: 'S2', profile: STUG_G },
        { id: 'S3', profile: STUG_G },
      ],
    };
    const dice = [
      5, /* DF */ 4, 5, 6, 1, 1, 1, 3, 3, 3, /* fight */ 3, 3, 1, 1, /* S1 */ 3, /* S2 */ 1, /* StuG CA */ 2,
    ];
    const { result } = run(assault({ attacker, defenders: [stugs], enemyTankWithin6: true }), dice);
    expect(result.tankTerror).toMatchObject({ need: 3, passed: true });
    expect(result.defensiveFire!.shooting.hits).toBe(3);
    const hits = result.rounds[0]!.fights[0]!.fight.hits;
    expect(hits.map((h) => [h.on, h.outcome])).toEqual([
      ['S1', 'bailed-out'],
      ['S2', 'destroyed'],
    ]);
    expect(result.counterattacks[0]!.test.platoons[0]).toMatchObject({ need: 4, counterattacks: false });
    expect(result.winner).toBe('attacker');
    expect(result.abandoned).toEqual(['S1']);
    expect(result.teams.find((t) => t.id === 'S1')!.state).toBe('destroyed');
    expect(result.pinned).toEqual(['Paratroopers', 'StuGs']);
  });

  it('EX-39/40 Shermans charge a PaK40 behind a wall: one bogs; PaK40 and Panzerschreck knock out two, so the tanks fall back and the bogged tank is free', () => {
    const shermans: AssaultPlatoon = {
      name: 'Shermans',
      motivation: 'confident',
      skill: 'trained',
      teams: [
        { id: 'T1', profile: SHERMAN_V, chargeGoing: 'difficult' },
        { id: 'T2', profile: SHERMAN_V },
        { id: 'T3', profile: SHERMAN_V },
      ],
    };
    const defenders: AssaultPlatoon = {
      name: 'Grenadiers',
      motivation: 'confident',
      skill: 'veteran',
      teams: [
        { id: 'PaK40', profile: PAK40 },
        { id: 'Schreck', profile: PANZERSCHRECK },
      ],
    };
    const dice = [1, /* DF */ 3, 1, 4, 1, /* T2 */ 6, 6, /* T3 */ 6, 1];
    const { result } = run(assault({ attacker: shermans, defenders: [defenders] }), dice);
    expect(result.bogging[0]).toMatchObject({ team: 'T1' });
    expect(result.bogging[0]!.check.boggedDown).toBe(true);
    const saves = result.defensiveFire!.shooting.saves;
    expect(saves.map((s) => [s.team, s.weapon, s.outcome])).toEqual([
      ['T2', 'Panzerschreck', 'destroyed'],
      ['T3', '7.5cm PaK40 gun', 'bailed-out'],
    ]);
    expect(saves.every((s) => 'face' in s.save && s.save.face === 'side')).toBe(true);
    expect(result.fellBack).toBe(true);
    expect(result.teams.find((t) => t.id === 'T1')!.state).toBe('unharmed');
    expect(result.teams.find((t) => t.id === 'T3')!.state).toBe('bailed-out');
    expect(result.winner).toBeUndefined();
  });

  it('a winner that took no hits is not pinned down (EX-33)', () => {
    const attacker = paras([para('P1'), para('P2')]);
    const defender = grens([gren('G1', { within8: false })]);
    const { result } = run(assault({ attacker, defenders: [defender] }), [6, 1]);
    expect(result.winner).toBe('attacker');
    expect(result.pinned).toEqual([]);
  });
});

describe("fow3 defensive fire from the defender's other platoons near the charge ([Defensive Fire])", () => {
  const near = (teams: AssaultTeam[]): AssaultPlatoon => ({
    name: 'Support Platoon',
    motivation: 'confident',
    skill: 'veteran',
    teams,
  });

  it("EX-27 with a neighbour: the Grenadiers' four hits and the neighbour's fifth make the paratroopers fall back", () => {
    const attacker = paras([para('P1'), para('P2'), para('P3'), para('P4')]);
    const situation = { attacker, defenders: [grens([gren('G1'), gren('G2')])] };
    // Alone (EX-27): four hits, the assault goes on.
    const alone = run(defensiveFire(attacker, situation.defenders[0]!.teams, {}), [4, 5, 6, 4, 3, 3, 3, 3]);
    expect([alone.result.shooting.hits, alone.result.fallBack]).toEqual([4, false]);
    // The neighbour's Rifle/MG team fires after the charged platoon's: one more hit, five in all.
    const { result } = run(assault({ ...situation, nearby: [near([gren('N1')])] }), [4, 5, 6, 4, 4, 1, 3, 3, 3, 3, 3]);
    expect(result.defensiveFire!.shooting.shots.map((s) => s.shooter)).toEqual(['G1', 'G2', 'N1']);
    expect(result.defensiveFire!.shooting.hits).toBe(5);
    expect(result.fellBack).toBe(true);
    expect(result.nearby).toEqual([{ platoon: 'Support Platoon', teams: ['N1'] }]);
    expect(ids(result.rules)).toEqual(
      expect.arrayContaining(['fow3.defensive-fire-every-platoon', 'fow3.no-new-platoons', 'fow3.fall-back']),
    );
  });

  it("a pinned neighbour fires at Pinned Down ROF (A6); a neighbour's tank is not contacted, so it is never sneaked up on", () => {
    const stug = { id: 'N2', profile: STUG_G, sneakedUpOn: true };
    const { result } = run(
      defensiveFire(paras([para('P1')]), [], {}, [gren('N1', { pinned: true }), stug]),
      [1, 1, 1, 1],
    );
    expect(result.silenced).toEqual([]);
    expect(result.shooting.shots.map((s) => [s.shooter, s.dice])).toEqual([
      ['N1', 1],
      ['N2', 3],
    ]);
    expect(ids(result.rules)).not.toContain('fow3.sneaking-up');
  });

  it('the neighbour fires and takes no further part: no counterattack test, not broken off, not pinned down', () => {
    const attacker = paras([para('P1'), para('P2'), para('P3'), para('P4'), para('P5')]);
    const defender = grens([gren('G1'), gren('G2'), gren('G3'), gren('G4'), gren('G5')]);
    const dice = [
      4, 5, 6, 4, 1, 1, 1, 1, 1, 1, /* neighbour N1 */ 1, 1, /* DF saves */ 3, 3, 3, 2, /* paras fight */ 3, 5, 1, 1,
      /* gren CA */ 4, /* gren fight */ 3, 4, 1, /* paras CA */ 4, /* paras fight */ 3, 3, /* gren CA */ 6,
      /* gren fight */ 3, /* paras CA */ 2,
    ];
    const { result } = run(assault({ attacker, defenders: [defender], nearby: [near([gren('N1')])] }), dice);
    expect(result.winner).toBe('defender');
    expect(result.counterattacks.flatMap((c) => c.test.platoons.map((p) => p.name))).not.toContain('Support Platoon');
    expect(result.brokeOff).toEqual(['Paratroopers']);
    expect(result.pinned).toEqual(['Paratroopers', 'Grenadiers']);
    expect(result.teams.map((t) => t.id)).not.toContain('N1');
  });

  it('a platoon named both charged and near is refused', () => {
    const g = grens([gren('G1')]);
    expect(() => run(assault({ attacker: paras([para('P1')]), defenders: [g], nearby: [g] }), [])).toThrow(
      /names the platoon 'Grenadiers' twice/,
    );
  });
});
