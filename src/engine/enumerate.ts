import { Fraction } from '../dice/fraction.js';
import type { DiceRequest } from '../dice/request.js';
import type { DecisionRequest, Procedure } from './request.js';
import { advance, start } from './step.js';

/** One way a procedure can end, with its exact probability and the faces that led there. */
export interface Outcome<R> {
  readonly p: Fraction;
  readonly result: R;
  readonly faces: readonly number[];
}

export class EnumerationLimitError extends Error {
  override readonly name = 'EnumerationLimitError';
}

/**
 * Every outcome of a small procedure with its exact probability, found by running the real
 * procedure once for every possible sequence of faces (each run replays the faces of its path so
 * far and goes on with the first way each new die can fall, leaving the other ways for later
 * runs). Decisions take the procedure's default, or what
 * `decide` answers. Meant for short procedures such as one save with its Firepower test: the
 * same rule code that resolves a roll also gives its odds, so the two cannot disagree.
 */
export function enumerateOutcomes<R>(
  make: () => Procedure<R>,
  options: {
    decide?: (req: DecisionRequest<unknown>) => unknown;
    maxPaths?: number;
    /**
     * Dice that only decide pass or fail (a request with `countShortcut.successFaces`) branch on
     * one passing and one failing face, weighted by how many faces each stands for, not on every
     * face: the chances of everything but the faces themselves are the same, with far fewer
     * paths. For callers that read no face (issue 32: the Range In attempts of odds bombard).
     */
    passOrFail?: boolean;
  } = {},
): Outcome<R>[] {
  const maxPaths = options.maxPaths ?? 100_000;
  const out: Outcome<R>[] = [];
  const stack: { faces: number[]; p: Fraction }[] = [{ faces: [], p: Fraction.ONE }];
  let paths = 0;
  const visit = () => {
    if (++paths > maxPaths)
      throw new EnumerationLimitError(`more than ${maxPaths} dice paths: too large to enumerate exactly`);
  };
  while (stack.length > 0) {
    let { faces, p } = stack.pop()!;
    visit();
    const proc = make();
    let used = 0;
    let step = start(proc);
    while (!step.done) {
      const req = step.value;
      if (req.type === 'dice' && used + req.count > faces.length) {
        // A die this path has not seen: the run goes on with the first way it can fall and the
        // others wait on the stack, last first (issue 32: a run per path, not one more per branch;
        // the same paths in the same order as replaying each from the start).
        const ways = waysOf(req, p, options.passOrFail === true);
        for (let i = ways.length - 1; i >= 1; i--) stack.push({ faces: [...faces, ...ways[i]!.faces], p: ways[i]!.p });
        faces.push(...ways[0]!.faces);
        p = ways[0]!.p;
        visit();
      }
      let answer: unknown;
      if (req.type === 'dice') {
        answer = faces.slice(used, used + req.count);
        used += req.count;
      } else answer = options.decide ? options.decide(req) : req.default;
      step = advance(proc, req, answer);
    }
    out.push({ p, result: step.value as R, faces });
  }
  return out;
}

/**
 * The ways a dice request can fall, in the order every face would come (the first die fastest),
 * each with its faces and chance (`p` times its own): every face, or with `passOrFail` and a
 * request whose `countShortcut` says how many faces pass, one passing and one failing face,
 * weighted by the faces each stands for (2^count combinations; none of chance 0).
 */
function waysOf(req: DiceRequest, p: Fraction, passOrFail: boolean): { faces: number[]; p: Fraction }[] {
  const ways: { faces: number[]; p: Fraction }[] = [];
  const two = passOrFail ? req.countShortcut : undefined;
  const passing = two?.successFaces;
  if (two && passing !== undefined) {
    const faceOf = [two.success, two.failure].sort((a, b) => a - b);
    const weightOf = faceOf.map((f) => BigInt(f === two.success ? passing : req.sides - passing));
    const each = p.mul(Fraction.of(1n, BigInt(req.sides) ** BigInt(req.count)));
    for (let code = 0; code < 2 ** req.count; code++) {
      const faces: number[] = [];
      let weight = 1n;
      for (let i = 0; i < req.count; i++) {
        const k = (code >> i) & 1;
        faces.push(faceOf[k]!);
        weight *= weightOf[k]!;
      }
      if (weight !== 0n) ways.push({ faces, p: each.mul(Fraction.of(weight, 1n)) });
    }
    return ways;
  }
  const total = req.sides ** req.count;
  const each = p.mul(Fraction.of(1, total));
  for (let code = 0; code < total; code++) {
    const faces: number[] = [];
    let c = code;
    for (let i = 0; i < req.count; i++) {
      faces.push((c % req.sides) + 1);
      c = Math.floor(c / req.sides);
    }
    ways.push({ faces, p: each });
  }
  return ways;
}
