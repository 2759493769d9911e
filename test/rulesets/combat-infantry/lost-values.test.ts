import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/errors/input-error.js';
import { buildFire } from '../../../src/rulesets/combat-infantry/fire/situation.js';
import { bundledLostValues, describeUses, LostValueError } from '../../../src/rulesets/combat-infantry/lost-values.js';
import { lastStandProblems } from '../../../src/rulesets/combat-infantry/scenario.js';
import { makeWorld } from './fixtures/world.js';

describe('lost digits are data (spec §15.1)', () => {
  const lost = bundledLostValues();
  it('every L-number L1-L55 has at least one named entry with the book section', () => {
    const ls = new Set(Object.values(lost.entries).map((e) => e.lost));
    for (let i = 1; i <= 55; i++) expect(ls.has(`L${i}`), `L${i}`).toBe(true);
    expect(Object.values(lost.entries).every((e) => /^p\. \d+|^page/.test(e.section))).toBe(true);
  });

  it('a filled value is either rebuilt by the spec or spelled out in the book; guesses stay empty in the file', () => {
    for (const [name, e] of Object.entries(lost.entries)) {
      if (e.value !== null) expect(e.rebuilt || e.inWords, name).toBe(true);
    }
    expect(lost.bookOnly().peek('squad.us_firepower')).toBeUndefined();
    expect(lost.bookOnly().peek('stack.clear')).toBeUndefined();
    expect(lost.peek('move.clear')).toBe(2);
  });

  it("every empty value has umpire's house value, used last and said so; the file's and the game's own come first", () => {
    for (const { name } of lost.bookOnly().empty()) expect(lost.peek(name), name).toBeDefined();
    const l = bundledLostValues();
    expect(l.need('squad.us_firepower')).toBe(3);
    expect(l.need('move.clear')).toBe(2);
    expect(l.withHouse({ 'stack.clear': 4 }).need('stack.clear')).toBe(4);
    expect(describeUses(l.take())).toEqual([
      "squad.us_firepower = 3 (umpire's house value, not the book's)",
      'move.clear = 2 (rebuilt by the spec, not legible in the book)',
    ]);
  });

  it('a procedure needing an empty value stops with one sentence naming it and the file', () => {
    const w = makeWorld({
      usa: [{ id: 'US', kind: 'squad', hex: '0507' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0505' }],
      house: {},
      bookOnly: true,
    });
    let err: unknown;
    try {
      buildFire(w, { firer: 'US', hex: '0505' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(LostValueError);
    expect(err).toBeInstanceOf(InputError);
    const msg = (err as Error).message;
    expect(msg).toBe(
      "The value 'fire_limit.clear' (a Terrain Effects Chart cell, book p. 12 [Terrain Effects Chart]) was lost from the book and is still empty: fill it in scenarios/combat-infantry/lost-values.yaml (or `umpire tables combat-infantry --edit`).",
    );
    expect(msg.split('. ').length).toBe(2);
  });

  it("a value neither the file nor the game agrees comes from umpire's house values, and the use is recorded as such", () => {
    const w = makeWorld({
      usa: [{ id: 'US', kind: 'squad', hex: '0507' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0505' }],
      house: {},
    });
    w.lost.take();
    buildFire(w, { firer: 'US', hex: '0505' });
    expect(describeUses(w.lost.take())).toContain("fire_limit.clear = 2 (umpire's house value, not the book's)");
  });
});

describe('§14 ex. 24: Last Stand set-up', () => {
  const placed = (n: number, reduced: number, hex = '0505') =>
    Array.from({ length: n }, (_, i) => ({
      id: `G${i}`,
      kind: 'squad' as const,
      steps: 3,
      hex,
      strength: i < reduced ? 2 : 3,
    }));
  const world = (germany: ReturnType<typeof placed>) =>
    makeWorld({
      usa: [{ id: 'US', kind: 'squad', hex: '0909' }],
      germany,
      state: { scenario: { kind: 'last-stand', objective: '0505', defender: 'Germany' } },
    });
  it('eight units of the defender one step down, within two hexes of the objective: legal', () => {
    expect(lastStandProblems(world(placed(10, 8)))).toEqual([]);
  });
  it('seven reduced, or a unit three hexes away, is refused', () => {
    expect(lastStandProblems(world(placed(10, 7)))).toEqual([
      'the defender must start with 8 units one step down, not 7',
    ]);
    const far = placed(9, 8);
    far.push({ id: 'Gx', kind: 'squad', steps: 3, hex: '0508', strength: 3 });
    expect(lastStandProblems(world(far))).toEqual(['Gx must deploy within two hexes of the objective']);
  });
});
