import { describe, expect, it } from 'vitest';
import { sumFractions, Fraction } from '../../src/dice/fraction.js';
import { diceRequest } from '../../src/dice/request.js';
import { ScriptedDice } from '../../src/dice/scripted.js';
import { DiceError, type DiceSource } from '../../src/dice/source.js';
import { ScriptedDecider } from '../../src/engine/decider.js';
import { enumerateOutcomes } from '../../src/engine/enumerate.js';
import { decide, type Procedure } from '../../src/engine/request.js';
import { runProcedure, runProcedureSync, type JournalEntry } from '../../src/engine/runner.js';
import { advance, start } from '../../src/engine/step.js';

/**
 * A small procedure with every kind of step: one d6; on a 1 the player may re-roll (a decision,
 * default yes); then, on a 4+, two more d3 whose total is the result; otherwise 0.
 */
function* small(): Procedure<{ first: number; total: number }> {
  let [first] = (yield diceRequest(1, 6, 'first')) as number[];
  if (first === 1) {
    const again = yield* decide(
      'test.reroll',
      'player',
      'Re-roll the 1?',
      [
        { value: 'yes', label: 'yes' },
        { value: 'no', label: 'no' },
      ],
      'yes',
    );
    if (again === 'yes') [first] = (yield diceRequest(1, 6, 'again')) as number[];
  }
  if (first! < 4) return { first: first!, total: 0 };
  const pair = (yield diceRequest(2, 3, 'pair')) as number[];
  return { first: first!, total: pair[0]! + pair[1]! };
}

describe('one step core: the async runner, the sync runner and enumeration agree', () => {
  const outcomes = enumerateOutcomes(small);

  it('enumeration finds every path once, and the probabilities sum to 1', () => {
    expect(sumFractions(outcomes.map((o) => o.p)).equals(Fraction.ONE)).toBe(true);
    // 1 then re-roll (6 faces; 3 of them lead to 9 pairs) + 2-3 (2 paths) + 4-6 (3 x 9 pairs).
    expect(outcomes.length).toBe(3 + 3 * 9 + 2 + 3 * 9);
    const p = (pred: (r: { first: number; total: number }) => boolean) =>
      sumFractions(outcomes.filter((o) => pred(o.result)).map((o) => o.p));
    expect(p((r) => r.total === 0).equals(Fraction.of(1, 6).mul(Fraction.of(3, 6)).add(Fraction.of(2, 6)))).toBe(true);
  });

  it('every enumerated path, replayed with its faces, gives the same result and journal sync and async', async () => {
    for (const o of outcomes) {
      const syncLog: JournalEntry[] = [];
      const asyncLog: JournalEntry[] = [];
      const sync = runProcedureSync(small(), { dice: new ScriptedDice(o.faces), record: (e) => syncLog.push(e) });
      const faces = new ScriptedDice(o.faces);
      const slow: DiceSource = { kind: faces.kind, roll: async (r) => faces.roll(r) };
      const live = await runProcedure(small(), { dice: slow, record: (e) => asyncLog.push(e) });
      expect(sync).toEqual(o.result);
      expect(live).toEqual(o.result);
      expect(asyncLog).toEqual(syncLog);
      expect(syncLog.flatMap((e) => (e.type === 'dice' ? e.faces : []))).toEqual(o.faces);
    }
  });

  it('a decision answered the other way is taken by all three', async () => {
    const no = enumerateOutcomes(small, { decide: () => 'no' });
    const afterOne = no.filter((o) => o.faces[0] === 1);
    expect(afterOne).toHaveLength(1);
    expect(afterOne[0]!.result).toEqual({ first: 1, total: 0 });
    expect(runProcedureSync(small(), { dice: new ScriptedDice([1]), decider: new ScriptedDecider(['no']) })).toEqual({
      first: 1,
      total: 0,
    });
    expect(await runProcedure(small(), { dice: new ScriptedDice([1]), decider: new ScriptedDecider(['no']) })).toEqual({
      first: 1,
      total: 0,
    });
  });

  it('advance checks the faces against the request before the procedure sees them', () => {
    const proc = small();
    const first = start(proc);
    expect(first.done).toBe(false);
    if (first.done) return;
    expect(() => advance(proc, first.value, [7])).toThrow(DiceError);
    const other = small();
    const asked = start(other);
    if (asked.done) return;
    expect(() => advance(other, asked.value, [2, 3])).toThrow(/expected 1 dice/);
  });
});
