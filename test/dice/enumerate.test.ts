import { describe, expect, it } from 'vitest';
import { pDie } from '../../src/dice/distribution.js';
import { Fraction, sumFractions } from '../../src/dice/fraction.js';
import { rollPool } from '../../src/dice/pool.js';
import { atLeast } from '../../src/dice/target.js';
import { diceRequest, type DiceRequest } from '../../src/dice/request.js';
import { enumerateOutcomes, EnumerationLimitError, type Outcome } from '../../src/engine/enumerate.js';
import { decide } from '../../src/engine/request.js';
import type { DecisionRequest, Procedure } from '../../src/engine/request.js';
import { seededDraws } from '../helpers.js';

describe('exact enumeration of a procedure', () => {
  it('finds every outcome of a two-stage re-rolled die with its exact chance', () => {
    const outcomes = enumerateOutcomes(() =>
      rollPool({ count: 1, target: atLeast(6, 5), reroll: 'failures', label: 'x' }),
    );
    expect(sumFractions(outcomes.map((o) => o.p))).toEqual(Fraction.ONE);
    const pass = sumFractions(outcomes.filter((o) => o.result.successes === 1).map((o) => o.p));
    expect(pass).toEqual(pDie(atLeast(6, 5), 'failures'));
  });

  it('follows decisions by their default', () => {
    function* proc(): Procedure<string> {
      const go = yield* decide(
        'x',
        'shooter',
        'roll?',
        [
          { value: true, label: 'yes' },
          { value: false, label: 'no' },
        ],
        false,
      );
      if (!go) return 'skipped';
      const r = yield* rollPool({ count: 1, target: atLeast(4), label: 'x' });
      return r.successes ? 'hit' : 'miss';
    }
    expect(enumerateOutcomes(proc).map((o) => o.result)).toEqual(['skipped']);
    const withYes = enumerateOutcomes(proc, { decide: () => true });
    expect(sumFractions(withYes.filter((o) => o.result === 'hit').map((o) => o.p)).toString()).toBe('1/2');
  });
});

/**
 * The enumeration as it was before issue 32: every path replayed from the start, one more run per
 * branch. The reference the enumeration (a run per path) is compared to.
 */
function replayEveryPath<R>(
  make: () => Procedure<R>,
  options: { decide?: (req: DecisionRequest<unknown>) => unknown; maxPaths?: number; passOrFail?: boolean } = {},
): Outcome<R>[] {
  const maxPaths = options.maxPaths ?? 100_000;
  const out: Outcome<R>[] = [];
  const stack: { faces: number[]; p: Fraction }[] = [{ faces: [], p: Fraction.ONE }];
  let runs = 0;
  while (stack.length > 0) {
    const { faces, p } = stack.pop()!;
    if (++runs > maxPaths) throw new EnumerationLimitError(`more than ${maxPaths} dice paths`);
    const proc = make();
    let used = 0;
    let step = proc.next();
    let branch: DiceRequest | undefined;
    while (!step.done) {
      const req = step.value;
      if (req.type === 'dice' && used + req.count > faces.length) {
        branch = req;
        break;
      }
      let answer: unknown;
      if (req.type === 'dice') {
        answer = faces.slice(used, used + req.count);
        used += req.count;
      } else answer = options.decide ? options.decide(req) : req.default;
      step = proc.next(answer);
    }
    if (!branch) {
      out.push({ p, result: step.value as R, faces });
      continue;
    }
    const two = options.passOrFail ? branch.countShortcut : undefined;
    const passing = two?.successFaces;
    if (two && passing !== undefined) {
      const faceOf = [two.success, two.failure].sort((a, b) => a - b);
      const weightOf = faceOf.map((f) => BigInt(f === two.success ? passing : branch.sides - passing));
      const each = p.mul(Fraction.of(1n, BigInt(branch.sides) ** BigInt(branch.count)));
      for (let code = 2 ** branch.count - 1; code >= 0; code--) {
        const extra: number[] = [];
        let weight = 1n;
        for (let i = 0; i < branch.count; i++) {
          extra.push(faceOf[(code >> i) & 1]!);
          weight *= weightOf[(code >> i) & 1]!;
        }
        if (weight !== 0n) stack.push({ faces: [...faces, ...extra], p: each.mul(Fraction.of(weight, 1n)) });
      }
      continue;
    }
    const total = branch.sides ** branch.count;
    const each = p.mul(Fraction.of(1, total));
    for (let code = total - 1; code >= 0; code--) {
      const extra: number[] = [];
      let c = code;
      for (let i = 0; i < branch.count; i++) {
        extra.push((c % branch.sides) + 1);
        c = Math.floor(c / branch.sides);
      }
      stack.push({ faces: [...faces, ...extra], p: each });
    }
  }
  return out;
}

/** A random procedure (seeded): pools of 1-3 dice, some pass-or-fail, decisions, branching on what it saw. */
function randomProcedure(seed: number): () => Procedure<string> {
  return function* proc(): Procedure<string> {
    let rng = xorshift(seed);
    const seen: string[] = [];
    const steps = 1 + rng.int(4);
    for (let s = 0; s < steps; s++) {
      if (rng.int(5) === 0) {
        const v = yield* decide(
          `d${s}`,
          'shooter',
          '?',
          [
            { value: 'a', label: 'a' },
            { value: 'b', label: 'b' },
          ],
          rng.int(2) === 0 ? 'a' : 'b',
        );
        seen.push(v);
        continue;
      }
      const sides = [2, 3, 6][rng.int(3)]!;
      const count = sides === 6 ? 1 : 1 + rng.int(2);
      const need = 2 + rng.int(sides - 1);
      // A pass-or-fail die: face 1 fails, the top face passes, need+ pass.
      const shortcut = rng.int(2) === 0;
      const faces: number[] = yield diceRequest(count, sides, `r${s}`, {
        ...(shortcut
          ? {
              countShortcut: {
                success: sides,
                failure: 1,
                successFaces: sides - need + 1,
              },
            }
          : {}),
      });
      const passes = faces.filter((f) => f >= need).length;
      seen.push(shortcut ? `${passes}` : faces.join('.'));
      // What comes next depends on what was rolled.
      rng = xorshift(seed * 31 + passes + s);
      if (passes === count && rng.int(3) === 0) break;
    }
    return seen.join('|');
  };
}

function xorshift(seed: number) {
  const draw = seededDraws(seed * 2654435761);
  return { int: draw };
}

describe('enumeration runs each path once (issue 32)', () => {
  it('gives the same outcomes in the same order, with the same chances and faces, as replaying every path', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const make = randomProcedure(seed);
      for (const passOrFail of [false, true]) {
        const decide = seed % 3 === 0 ? () => 'b' : undefined;
        const options = { passOrFail, ...(decide ? { decide } : {}) };
        const got = enumerateOutcomes(make, options);
        const want = replayEveryPath(make, options);
        expect(got.map((o) => [o.result, o.p.toString(), o.faces.join(',')])).toEqual(
          want.map((o) => [o.result, o.p.toString(), o.faces.join(',')]),
        );
        expect(sumFractions(got.map((o) => o.p))).toEqual(Fraction.ONE);
      }
    }
  });

  it('refuses past the same number of paths', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const make = randomProcedure(seed);
      const nodes = (max: number) => {
        try {
          enumerateOutcomes(make, { maxPaths: max });
          return 'ok';
        } catch (e) {
          return (e as Error).name;
        }
      };
      const reference = (max: number) => {
        try {
          replayEveryPath(make, { maxPaths: max });
          return 'ok';
        } catch (e) {
          return (e as Error).name;
        }
      };
      for (const max of [1, 2, 3, 5, 8, 13, 40]) expect(nodes(max)).toBe(reference(max));
    }
  });
});
