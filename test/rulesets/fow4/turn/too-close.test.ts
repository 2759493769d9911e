/**
 * Too Close for Error asked at the swap (p. 35): the shooting is worked out again with the table's
 * answer from the same dice and answers; the owner's pair stands if still allowed, else the owner is
 * asked again, told why. Driven with a small stand-in for the shooting procedure.
 */
import { describe, expect, it } from 'vitest';
import { diceRequest } from '../../../../src/dice/request.js';
import type { DecisionRequest, Procedure, Request } from '../../../../src/engine/request.js';
import { askTooCloseAtSwap } from '../../../../src/rulesets/fow4/turn/too-close.js';

const PAIRS = ['A<->B', 'B<->C'];

/** One to-hit die, then Mistaken Target over the pairs no close team is in; returns what it saw. */
function* shooting(close: readonly string[]): Procedure<{ die: number; pair: unknown; close: readonly string[] }> {
  const [die] = (yield diceRequest(1, 6, 'to hit')) as number[];
  const open = PAIRS.filter((p) => !p.split('<->').some((t) => close.includes(t)));
  if (open.length === 0) return { die: die!, pair: 'none offered', close };
  const ask: DecisionRequest<string> = {
    type: 'decision',
    id: 'fow4.mistaken-target',
    player: 'owner',
    question: 'Mistaken Target: try to swap?',
    choices: [{ value: 'stop', label: 'no' }, ...open.map((p) => ({ value: p, label: p }))],
    default: 'stop',
  };
  const pair = yield ask;
  return { die: die!, pair, close };
}

// eslint-disable-next-line require-yield
function* answer(teams: string[]): Procedure<string[]> {
  return teams;
}

/** Drive the wrapper: dice always 5; Mistaken Target answered from `swaps`; every request kept. */
function drive(tooClose: string[], swaps: string[]) {
  const seen: Request[] = [];
  let asked = 0;
  const proc = askTooCloseAtSwap(
    shooting,
    () => (asked++, answer(tooClose)),
    (c) => `refused: ${c.join(', ')}`,
  );
  let step = proc.next();
  while (!step.done) {
    seen.push(step.value);
    step = proc.next(step.value.type === 'dice' ? [5] : swaps.shift());
  }
  return { result: step.value, seen, asked };
}

describe('askTooCloseAtSwap', () => {
  it('the owner declines: no question, the shooting as it was', () => {
    const r = drive(['A'], ['stop']);
    expect([r.asked, r.result]).toEqual([0, { die: 5, pair: 'stop', close: [] }]);
  });

  it('nobody that close: the pair stands, no second question', () => {
    const r = drive([], ['A<->B']);
    expect([r.asked, r.result]).toEqual([1, { die: 5, pair: 'A<->B', close: [] }]);
    expect(r.seen.filter((q) => q.type === 'dice')).toHaveLength(1);
  });

  it('the pair still allowed: given again without asking; the die is not rolled twice', () => {
    const r = drive(['A'], ['B<->C']);
    expect([r.asked, r.result]).toEqual([1, { die: 5, pair: 'B<->C', close: ['A'] }]);
    expect(r.seen.filter((q) => q.type === 'dice')).toHaveLength(1);
  });

  it('the pair refused: the owner is asked again, told why, among the pairs left', () => {
    const r = drive(['A'], ['A<->B', 'B<->C']);
    expect(r.result).toEqual({ die: 5, pair: 'B<->C', close: ['A'] });
    const again = r.seen.filter((q) => q.type === 'decision') as DecisionRequest<string>[];
    expect(again.map((q) => q.question)).toEqual([
      'Mistaken Target: try to swap?',
      'Mistaken Target: try to swap? (refused: A)',
    ]);
    expect(again[1]!.choices.map((c) => c.value)).toEqual(['stop', 'B<->C']);
  });

  it('every pair refused: no second question; the shooting goes on', () => {
    const r = drive(['B'], ['A<->B']);
    expect(r.result).toEqual({ die: 5, pair: 'none offered', close: ['B'] });
    expect(r.seen.filter((q) => q.type === 'decision')).toHaveLength(1);
  });
});
