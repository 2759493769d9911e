/**
 * The Combat Infantry opponent's picks on small tables (issue 30): the best shot by enemy steps
 * expected (with the runner-up), never a shot at F0, an assault only at its doctrine's bar, no HQ
 * activated for nothing, and a plan that does not know the enemy's hidden minefields.
 * TEST DATA: label values and house values from the test fixtures, not the book.
 */
import { describe, expect, it } from 'vitest';
import { DOCTRINES, type Doctrine } from '../../../../src/rulesets/play.js';
import { ciOpponent } from '../../../../src/rulesets/combat-infantry/opponent/index.js';
import type { CiGameState } from '../../../../src/rulesets/combat-infantry/schema/game.js';
import { ciPlay } from '../../../../src/rulesets/combat-infantry/turn/index.js';
import { makeWorld, type Placed } from '../fixtures/world.js';
import { run } from '../helpers.js';

const cautious = DOCTRINES.find((d) => d.id === 'cautious')!;
const aggressive = DOCTRINES.find((d) => d.id === 'aggressive')!;

function table(opts: Parameters<typeof makeWorld>[0]) {
  const w = makeWorld(opts);
  const state = w.state;
  const forces = w.forces;
  const turn = ciPlay(forces);
  const bot = ciOpponent(forces);
  const choose = (s: CiGameState, d: Doctrine) => bot.choose(s, turn.step(s)!, d)!;
  return { state, forces, turn, bot, choose };
}

const germans = (...p: Placed[]) => p;

describe('the opponent in the Fire Phase', () => {
  it('fires the shot worth most enemy steps, with the runner-up, and the fire goes where it planned', () => {
    const t = table({
      map: { hexes: { '0503': 'farm' } },
      usa: [{ id: 'A-MG', kind: 'mg', hex: '0505' }],
      germany: germans({ id: 'G1', kind: 'squad', hex: '0507' }, { id: 'G2', kind: 'squad', hex: '0503' }),
    });
    const c = t.choose(t.state, cautious);
    expect(c.action.id).toBe('fire:A-MG');
    expect(c.reason[0]).toBe('fires A-MG at 0507: F4 x3: 1.20 hits expected, 1.20 steps against 1D (its floor 0.1).');
    expect(c.reason[1]).toBe('runner-up: A-MG at 0503: F4 x3: 1.20 hits expected, 0.60 steps against 2D.');
    // The turn's own procedure, its target question defaulting to the plan: three hits on G1.
    const out = run(c.action.run(), [1, 2, 3]).result;
    expect(out.report[0]).toMatch(/^A-MG fires at 0507 at F4: \[1 2 3\]: G1 -> 3, G1 -> 2, G1 -> 1/);
  });

  it('never fires at F0 (an anti-tank rifle against armor 5): it ends the phase and says why', () => {
    const t = table({
      usa: [{ id: 'A-AT', kind: 'atr', hex: '0505' }],
      germany: germans({ id: 'P1', kind: 'tank', hex: '0504', state: { revealed: true } }),
    });
    expect(
      t.turn
        .step(t.state)!
        .actions()
        .map((a) => a.id),
    ).toContain('fire:A-AT');
    const c = t.choose(t.state, aggressive);
    expect(c.action.id).toBe('end-fire');
    expect(c.reason).toEqual(['Every shot on offer is at F0 or less (it can do nothing): 0 shots it may take.']);
  });

  it('an aggressive squad keeps its move for a shot under half a step; a cautious one takes it', () => {
    const t = table({
      usa: [{ id: 'A1', kind: 'squad', hex: '0508', strength: 1 }],
      germany: germans({ id: 'G1', kind: 'squad', hex: '0506' }),
    });
    expect(t.choose(t.state, aggressive).action.id).toBe('end-fire');
    expect(t.choose(t.state, aggressive).reason[0]).toMatch(/is under 0.5 steps; its units keep their move/);
    expect(t.choose(t.state, cautious).action.id).toBe('fire:A1');
  });
});

describe('the opponent in the Move Phase', () => {
  const move = (s: CiGameState): CiGameState => ({ ...s, step: 'move' });

  it('assaults a hex when the units that can join win often enough, and says how often', () => {
    const t = table({
      usa: [
        { id: 'A1', kind: 'squad', hex: '0506' },
        { id: 'A2', kind: 'squad', hex: '0606' },
      ],
      germany: germans({ id: 'G1', kind: 'squad', hex: '0505', strength: 1, state: { revealed: true } }),
    });
    const c = t.choose(move(t.state), cautious);
    expect(c.reason[0]).toMatch(
      /^A1 assaults 0505 with A1, A2: wins (\d+)% of 200 seeded runs of the assault \(bar 65%\)/,
    );
    expect(Number(/wins (\d+)%/.exec(c.reason[0]!)![1])).toBeGreaterThanOrEqual(65);
    expect(c.action.id).toBe('move:A1');
    const out = run(c.action.run(), []).result;
    expect(out.report[0]).toMatch(/A1 moves 0506 > 0505 \(\d MP\): ASSAULT on 0505/);
  });

  it('does not assault a strong hex below its bar', () => {
    const t = table({
      map: { hexes: { '0505': 'farm' } },
      usa: [{ id: 'A1', kind: 'squad', hex: '0506', strength: 2 }],
      germany: germans(
        { id: 'G1', kind: 'squad', hex: '0505' },
        { id: 'G2', kind: 'squad', hex: '0505' },
        { id: 'G3', kind: 'mg', hex: '0505' },
      ),
    });
    for (const d of [cautious, aggressive]) {
      const c = t.choose(move(t.state), d);
      expect(c.reason.join(' ')).not.toMatch(/assaults/);
    }
  });

  it('plans without the enemy minefield it has not found, and walks into it as a player would', () => {
    const base = {
      state: { scenario: { kind: 'last-stand' as const, objective: '0505', defender: 'Germany' } },
      usa: [{ id: 'A1', kind: 'squad' as const, hex: '0509' }],
      germany: germans({ id: 'G1', kind: 'squad', hex: '0303' }),
    };
    const clean = table(base);
    const mined = table({
      ...base,
      state: {
        ...base.state,
        markers: { foxholes: {}, bunkers: [], minefields: [{ hex: '0508', owner: 'Germany' }], smoke: [] },
      },
    });
    const a = clean.choose(move(clean.state), aggressive);
    const b = mined.choose(move(mined.state), aggressive);
    expect(b.reason).toEqual(a.reason);
    expect(a.reason[0]).toMatch(/^A1 moves 0509 > 0508 > /);
    // The real move stops in the minefield, which attacks (three dice at its F).
    const out = run(b.action.run(), [10, 10, 10, 10]).result;
    expect(out.report.join('\n')).toMatch(/A1 moves 0509 > 0508 .*stops: a minefield/);
    expect(out.report.join('\n')).toMatch(/A minefield in 0508 attacks A1/);
  });
});

describe('the opponent under the fog of war (p. 1)', () => {
  it("weighs a face-down enemy block as a typical one: a hidden block's true strength changes nothing it says", () => {
    const at = (strength: number, revealed: boolean) =>
      table({
        usa: [
          { id: 'A1', kind: 'squad', hex: '0506' },
          { id: 'A2', kind: 'squad', hex: '0606' },
        ],
        germany: germans({ id: 'G1', kind: 'squad', hex: '0505', strength, state: revealed ? { revealed } : {} }),
      });
    const say = (strength: number, revealed: boolean) => {
      const t = at(strength, revealed);
      return t.choose({ ...t.state, step: 'move' }, aggressive).reason;
    };
    expect(say(1, false)).toEqual(say(4, false));
    // Face-up, its strength is known and counts.
    expect(say(1, true)).not.toEqual(say(4, true));
  });
});

describe('the opponent in the Supply Phase', () => {
  it('never activates an HQ that has nobody to raise (it would only lose a step)', () => {
    const t = table({
      usa: [
        { id: 'A-CHQ', kind: 'chq', hex: '0505' },
        { id: 'A1', kind: 'squad', hex: '0505' },
      ],
      germany: germans({ id: 'G1', kind: 'squad', hex: '0101' }),
    });
    const s: CiGameState = { ...t.state, step: 'supply' };
    expect(
      t.turn
        .step(s)!
        .actions()
        .map((a) => a.id),
    ).toEqual(['supply:A-CHQ']);
    const c = t.choose(s, cautious);
    expect(c.action.id).toBe('end-supply');
    expect(c.reason[0]).toMatch(/A-CHQ \(3 SP\) can raise 0 units: gives 0 steps for its own 1/);
    const down: CiGameState = {
      ...s,
      sides: s.sides.map((x, i) =>
        i === 0 ? { ...x, blocks: x.blocks.map((b) => (b.id === 'A1' ? { ...b, strength: 2 } : b)) } : x,
      ),
    };
    expect(t.choose(down, cautious).action.id).toBe('supply:A-CHQ');
  });
});

describe("the opponent's answers for its side", () => {
  it('a tied hit goes to its weakest non-HQ unit; it uses an HQ Morale only when higher', () => {
    const t = table({
      usa: [
        { id: 'A-PHQ', kind: 'phq', hex: '0505', strength: 2 },
        { id: 'A-MG', kind: 'mg', hex: '0505', strength: 2 },
        { id: 'A1', kind: 'squad', hex: '0505', strength: 2 },
      ],
      germany: germans({ id: 'G1', kind: 'squad', hex: '0101' }),
    });
    const hit = t.bot.answer(
      t.state,
      {
        id: 'ci.casualty',
        player: 'USA',
        question: 'hit from G1: which unit at strength 2 takes the hit?',
        choices: ['A-PHQ', 'A-MG', 'A1'].map((v) => ({ value: v, label: v })),
        default: 'A-PHQ',
      },
      cautious,
    )!;
    expect(hit.value).toBe('A1');
    expect(hit.reason).toBe('A1 (squad, F3) rather than A-MG (mg, F4): it keeps its HQs and its strongest fire');
    const morale = (hq: number, own: number) =>
      t.bot.answer(
        t.state,
        {
          id: 'ci.morale-hq',
          player: 'USA',
          question: 'A1: use A-PHQ?',
          choices: [
            { value: true, label: `yes, Morale ${hq}` },
            { value: false, label: `no, own Morale ${own}` },
          ],
          default: hq > own,
        },
        cautious,
      )!;
    expect(morale(8, 7)).toEqual({
      value: true,
      reason: "passes 80% with the HQ's 8, 70% with its own 7 (a fail takes the HQ along)",
    });
    expect(morale(7, 7).value).toBe(false);
    expect(morale(10, 9).reason).toBe("passes 100% with the HQ's 10, 90% with its own 9 (a fail takes the HQ along)");
  });
});
