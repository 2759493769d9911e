/**
 * printJson (the --json twin of every output): plain data is written without the replacer (issue 32:
 * a replacer called for every key was most of a 70 KB answer's time), and whatever the replacer is
 * for (bigints, Maps, an unlimited range, objects that write themselves) still comes out as before,
 * however deep it sits.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isPlainJson, printJson } from '../../src/cli/output.js';
import { Fraction } from '../../src/dice/fraction.js';

const write = process.stdout.write;
afterEach(() => {
  process.stdout.write = write;
});

function printed(value: unknown, options?: { plain?: boolean }): string {
  let out = '';
  process.stdout.write = ((s: string) => ((out += s), true)) as typeof process.stdout.write;
  try {
    printJson(value, options);
  } finally {
    process.stdout.write = write;
  }
  return out;
}

describe('printJson', () => {
  it('writes plain data as JSON.stringify does, indented by 2', () => {
    const value = {
      a: [1, 0.1, -0, null, 'x', true, { b: [] }, undefined, () => 1],
      c: { d: { e: NaN, f: -Infinity, g: undefined } },
      h: Object.assign(Object.create(null), { i: 2 }),
    };
    expect(printed(value)).toBe(JSON.stringify(value, null, 2) + '\n');
  });

  it('still writes bigints as digits, Maps as objects and Infinity as "unlimited", at any depth', () => {
    const value = { deep: [{ n: 12345678901234567890n, m: new Map([['k', 1n]]), range: Infinity }] };
    expect(JSON.parse(printed(value))).toEqual({
      deep: [{ n: '12345678901234567890', m: { k: '1' }, range: 'unlimited' }],
    });
  });

  it('lets an object write itself (toJSON) and reaches into class instances', () => {
    class Shot {
      readonly inches = Infinity;
      readonly dice = 3n;
    }
    const value = { p: Fraction.of(1, 3), shot: new Shot() };
    expect(JSON.parse(printed(value))).toEqual({ p: '1/3', shot: { inches: 'unlimited', dice: '3' } });
  });

  it('writes data its caller vouches plain as it is, the same text as after the walk', () => {
    const value = { units: [{ destroyed: [{ fraction: '1/3', p: 1 / 3 }], pinned: null }], notes: ['x'] };
    expect(isPlainJson(value)).toBe(true);
    expect(printed(value, { plain: true })).toBe(printed(value));
    expect(isPlainJson({ dice: 3n })).toBe(false);
  });
});
