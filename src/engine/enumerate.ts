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
 * procedure once for every possible sequence of faces (each run replays a prefix of faces and
 * branches at the first die it has not seen). Decisions take the procedure's default, or what
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
  let runs = 0;
  while (stack.length > 0) {
    const { faces, p } = stack.pop()!;
    if (++runs > maxPaths)
      throw new EnumerationLimitError(`more than ${maxPaths} dice paths: too large to enumerate exactly`);
    const proc = make();
    let used = 0;
    let step = start(proc);
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
      step = advance(proc, req, answer);
    }
    if (!branch) {
      out.push({ p, result: step.value as R, faces });
      continue;
    }
    proc.return(undefined as never);
    const two = options.passOrFail ? branch.countShortcut : undefined;
    const passing = two?.successFaces;
    if (two && passing !== undefined) {
      // 2^count combinations of pass and fail, each weighted by the faces it stands for, in the
      // order every face would come (the lower face first, the first die fastest).
      const faceOf = [two.success, two.failure].sort((a, b) => a - b);
      const weightOf = faceOf.map((f) => BigInt(f === two.success ? passing : branch.sides - passing));
      const each = p.mul(Fraction.of(1n, BigInt(branch.sides) ** BigInt(branch.count)));
      for (let code = 2 ** branch.count - 1; code >= 0; code--) {
        const extra: number[] = [];
        let weight = 1n;
        for (let i = 0; i < branch.count; i++) {
          const k = (code >> i) & 1;
          extra.push(faceOf[k]!);
          weight *= weightOf[k]!;
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
