/** Issue 32: odds kept by the facts they were worked out from (src/rulesets/flames-of-war/odds-memo.ts). */
import { describe, expect, it } from 'vitest';
import { factsKey, OddsMemo } from '../../../src/rulesets/flames-of-war/odds-memo.js';

describe('factsKey: facts written out in full', () => {
  it('tells apart what JSON would merge', () => {
    const keys = [{}, { a: undefined }, { a: null }, { a: 0 }, { a: -0 }, { a: NaN }, { a: Infinity }, { a: '0' }];
    const written = keys.map(factsKey);
    expect(written.every((k) => typeof k === 'string')).toBe(true);
    expect(new Set(written).size).toBe(keys.length);
    expect(factsKey([1, [2, 3]])).not.toBe(factsKey([[1, 2], 3]));
  });

  it('gives the same key for the same facts, built apart', () => {
    const a = { unit: 'A', teams: [{ id: 'A/1', profile: { armour: { front: 6 } } }], range: 16 };
    const b = JSON.parse(JSON.stringify(a)) as typeof a;
    expect(factsKey(a)).toBe(factsKey(b));
    expect(factsKey({ ...a, range: 17 })).not.toBe(factsKey(a));
  });

  it('gives no key to facts that are not plain data', () => {
    class Odds {
      p = 0.5;
    }
    for (const v of [{ f: () => 1 }, new Odds(), { m: new Map() }, [new Set([1])], { b: 1n }, { s: Symbol('x') }])
      expect(factsKey(v)).toBeUndefined();
  });
});

describe('OddsMemo', () => {
  it('works the odds out once per facts and gives the same object again', () => {
    const memo = new OddsMemo();
    let runs = 0;
    const work = (x: number) => () => ({ x, run: ++runs });
    const first = memo.get('shoot', { x: 1 }, work(1));
    expect(memo.get('shoot', { x: 1 }, work(1))).toBe(first);
    expect(memo.get('shoot', { x: 2 }, work(2))).toEqual({ x: 2, run: 2 });
    // The kind is part of the key.
    expect(memo.get('bombard', { x: 1 }, work(1))).toEqual({ x: 1, run: 3 });
    expect(memo.counts()).toEqual({ worked: 3, reused: 1 });
  });

  it('keeps the most recently used up to its limit, and none at limit 0', () => {
    const memo = new OddsMemo(2);
    let runs = 0;
    const work = () => ++runs;
    memo.get('k', 1, work); // 1
    memo.get('k', 2, work); // 2
    memo.get('k', 1, work); // kept; 1 is now the most recent
    memo.get('k', 3, work); // 3; 2 goes
    expect(memo.get('k', 1, work)).toBe(1);
    expect(memo.get('k', 2, work)).toBe(4);
    memo.setLimit(0);
    expect(memo.get('k', 2, work)).toBe(5);
    expect(memo.get('k', 2, work)).toBe(6);
  });

  it('keeps no failure: facts whose odds throw are worked out (and throw) every time', () => {
    const memo = new OddsMemo();
    let runs = 0;
    const fail = () => {
      runs++;
      throw new Error('out of range');
    };
    expect(() => memo.get('shoot', { x: 1 }, fail)).toThrow('out of range');
    expect(() => memo.get('shoot', { x: 1 }, fail)).toThrow('out of range');
    expect(runs).toBe(2);
  });

  it('works out facts with no key every time', () => {
    const memo = new OddsMemo();
    let runs = 0;
    memo.get('k', { f: () => 0 }, () => ++runs);
    memo.get('k', { f: () => 0 }, () => ++runs);
    expect(runs).toBe(2);
    expect(memo.counts()).toEqual({ worked: 2, reused: 0 });
  });
});
