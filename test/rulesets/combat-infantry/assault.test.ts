import { describe, expect, it } from 'vitest';
import {
  assault,
  assaultArmor,
  type AssaultSituation,
  type AssaultUnit,
} from '../../../src/rulesets/combat-infantry/assault.js';
import { bundledLostValues } from '../../../src/rulesets/combat-infantry/lost-values.js';
import { CI } from '../../../src/rulesets/combat-infantry/rules.js';
import { TEST_DATA } from './fixtures/test-data.js';
import { run } from './helpers.js';

const unit = (
  id: string,
  owner: string,
  strength: number,
  F: number,
  extra: Partial<AssaultUnit> = {},
): AssaultUnit => ({
  id,
  owner,
  strength,
  F,
  kind: 'squad',
  lastStep: 1,
  defense: 1,
  morale: 7,
  canRetreat: true,
  ...extra,
});

const uphill = { name: 'assault uphill, round 1', delta: -1, rule: CI.slopes };

describe('§14 ex. 19: the assault on Caron Farm (test data: F values, morale, US strengths; spec L54)', () => {
  const s: AssaultSituation = {
    hex: 'Caron Farm',
    attacker: 'Germany',
    defender: 'USA',
    attackers: [unit('G1', 'Germany', 3, TEST_DATA.germanSquad.F), unit('G2', 'Germany', 3, TEST_DATA.germanSquad.F)],
    defenders: [unit('US-inf', 'USA', 4, TEST_DATA.usSquad.F), unit('US-MG', 'USA', 2, TEST_DATA.mg.F, { kind: 'mg' })],
    round1: [uphill],
    attackerRetreatRound1: true,
  };
  // Round 1: US inf [1 9 9 9] MG [2 9]; G1 at F3 [1 9]; G2 [9 9].
  // Round 2: US inf [1 9 9] MG [9 9]; G1 (now 1) morale [5], fires [2]; G2 [3 9].
  // Round 3: morale G1 [4], US inf [3]; US inf [9]; MG [1 9]; the Germans must retreat.
  const faces = [1, 9, 9, 9, 2, 9, 1, 9, 9, 9, 1, 9, 9, 9, 9, 5, 2, 3, 9, 4, 3, 9, 1, 9];
  const { result } = run(assault(s), faces);

  it('round 1: one hit on each German squad, then one hit on the stronger US squad at F-1', () => {
    expect(result.log.slice(0, 4)).toEqual([
      'round 1: US-inf fires at F3 [1 9 9 9]: G1 -> 2',
      'round 1: US-MG fires at F4 [2 9]: G2 -> 2',
      'round 1: G1 fires at F3 [1 9]: US-inf -> 3',
      'round 1: G2 fires at F3 [9 9]: no hits',
    ]);
  });

  it('round 2: the Germans at 2 and 1; the strength-1 squad passes Morale before it fires; two hits on the US squad', () => {
    expect(result.log.slice(4, 9)).toEqual([
      'round 2: US-inf fires at F3 [1 9 9]: G1 -> 1',
      'round 2: US-MG fires at F4 [9 9]: no hits',
      'G1 Morale 7: rolled 5, passes',
      'round 2: G1 fires at F4 [2]: US-inf -> 2',
      'round 2: G2 fires at F4 [3 9]: US-inf -> 1',
    ]);
  });

  it('round 3: the US scores one hit, the attackers must retreat and the defender wins', () => {
    expect(result.winner).toBe('defender');
    expect(result.rounds).toBe(3);
    expect(result.units).toEqual([
      { id: 'G1', side: 'attacker', strength: 1, eliminated: false, retreated: true },
      { id: 'G2', side: 'attacker', strength: 1, eliminated: false, retreated: true },
      { id: 'US-inf', side: 'defender', strength: 1, eliminated: false, retreated: false },
      { id: 'US-MG', side: 'defender', strength: 2, eliminated: false, retreated: false },
    ]);
    expect(result.rules).toContain(CI.slopes);
  });
});

describe('§14 ex. 20-21 and the unit rules of assaults', () => {
  it('ex. 20: a Panther with armor 5 has assault armor 3 (50%, rounded up; rebuilt L23)', () => {
    const lost = bundledLostValues();
    expect(assaultArmor(TEST_DATA.pantherArmor, lost.num('assault.armor_percent'))).toBe(3);
    expect(assaultArmor(3, 50)).toBe(2);
  });

  it('ex. 20: an ATR targets the Panther at F - 3 and the Panther has no 2D (test data: ATR F5)', () => {
    const s: AssaultSituation = {
      hex: 'x',
      attacker: 'USA',
      defender: 'Germany',
      attackers: [unit('ATR', 'USA', 2, TEST_DATA.atrF, { kind: 'atr', antiTank: true })],
      defenders: [unit('Panther', 'Germany', 4, 6, { kind: 'tank', armor: 3 })],
      round1: [],
      attackerRetreatRound1: true,
    };
    // Round 1: Panther fires [9 9 9 9]; ATR targets it at F2: [2 3] -> one hit, a full step (1D).
    // Round 2: the Panther fires [9 9 9]; the ATR retreats.
    const { result } = run(
      assault(s),
      [9, 9, 9, 9, 2, 3, 9, 9, 9],
      ['ci.assault.attacker=fire', 'ci.assault.attacker=retreat'],
    );
    expect(result.log).toContain('round 1: ATR fires at F2 [2 3]: Panther -> 3');
  });

  it("B15: a rifle squad's die reaches a tank only at or under F - assault armor", () => {
    const s: AssaultSituation = {
      hex: 'x',
      attacker: 'USA',
      defender: 'Germany',
      attackers: [unit('US', 'USA', 2, 3)],
      defenders: [unit('Panther', 'Germany', 4, 6, { kind: 'tank', armor: 2 })],
      round1: [],
      attackerRetreatRound1: true,
    };
    const { result } = run(
      assault(s),
      [9, 9, 9, 9, 3, 1, 9, 9, 9],
      ['ci.assault.attacker=fire', 'ci.assault.attacker=retreat'],
    );
    expect(result.log).toContain('round 1: US fires at F3 [3 1]: Panther lost, Panther -> 3');
  });

  it('ex. 21: attackers with no legal retreat hex are eliminated when they must retreat in round 3', () => {
    const s: AssaultSituation = {
      hex: 'x',
      attacker: 'USA',
      defender: 'Germany',
      attackers: [unit('US', 'USA', 4, 3, { canRetreat: false })],
      defenders: [unit('G', 'Germany', 3, 4)],
      round1: [],
      attackerRetreatRound1: true,
    };
    const { result } = run(assault(s), [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9]);
    expect(result.units[0]).toMatchObject({ id: 'US', eliminated: true });
    expect(result.winner).toBe('defender');
  });

  it('AT guns and mortars do not fire defending; the attacker takes the hex when every defender is gone', () => {
    const s: AssaultSituation = {
      hex: 'x',
      attacker: 'USA',
      defender: 'Germany',
      attackers: [unit('US', 'USA', 4, 3)],
      defenders: [unit('PaK', 'Germany', 1, 6, { kind: 'at_gun' })],
      round1: [],
      attackerRetreatRound1: true,
    };
    // Round 1: the PaK (strength 1) checks Morale [2], holds; US fires [1 9 9 9]: eliminated.
    const { result } = run(assault(s), [2, 1, 9, 9, 9]);
    expect(result.winner).toBe('attacker');
    expect(result.units[1]).toMatchObject({ id: 'PaK', eliminated: true });
    expect(result.rules).toContain(CI.assaultExcluded);
  });

  it('B8: a defender failing Morale in round 1 withdraws, and its assault half-hit becomes a full hit', () => {
    const s: AssaultSituation = {
      hex: 'x',
      attacker: 'USA',
      defender: 'Germany',
      attackers: [unit('US', 'USA', 4, 3)],
      defenders: [unit('G', 'Germany', 2, 4), unit('G-1', 'Germany', 1, 4, { halfHit: 'assault' })],
      round1: [],
      attackerRetreatRound1: true,
    };
    // G-1 at strength 1 fails Morale [9] in round 1 and withdraws: its half-hit becomes its last hit. G fires [9 9]; US retreats.
    const { result } = run(assault(s), [9, 9, 9], ['ci.assault.attacker=retreat']);
    expect(result.log.slice(0, 2)).toEqual([
      'G-1 Morale 7: rolled 9, fails',
      'G-1 retreats with a half-hit: it becomes a full hit (eliminated)',
    ]);
    expect(result.units.find((u) => u.id === 'G-1')).toMatchObject({ retreated: false, eliminated: true });
    expect(result.winner).toBe('defender');
  });
});
