import { atLeast, atMost, IMPOSSIBLE, type Target } from '../../dice/target.js';
import type { RerollPolicy } from '../../dice/pool.js';
import type { Ruleset } from '../../rulesets/contract.js';
import { InputError } from '../../errors/input-error.js';

export interface RollFlags {
  need?: string;
  under?: string;
  reroll?: string;
  sum?: boolean;
  each?: boolean;
}

/** What `umpire roll` was asked to do, worked out from its argument and flags. */
export interface RollSpec {
  readonly count: number;
  readonly sides: number;
  readonly mode: 'pool' | 'sum';
  readonly target?: Target;
  readonly reroll: RerollPolicy;
  /** The score as the player wrote it ("10+"), when there was one. */
  readonly asked?: string;
  /** The rule behind the target, when a ruleset's score rules shaped it. */
  readonly note?: string;
}

/** `ruleset` gives the score rule of a d6 pool's --need (its `scoreRule`), when it has one. */
export async function parseRollSpec(
  dice: string,
  flags: RollFlags,
  ruleset?: Pick<Ruleset, 'scoreRule'>,
): Promise<RollSpec> {
  const m = /^\s*(\d+)\s*(?:[dD]\s*(\d+))?\s*$/.exec(dice);
  if (!m) throw new InputError(`"${dice}" is not a number of dice: write e.g. 12, 2d6 or 4d10`);
  const count = Number(m[1]);
  const notation = m[2] !== undefined;
  const sides = notation ? Number(m[2]) : 6;
  if (count < 1 || count > 10000) throw new InputError(`roll between 1 and 10000 dice, not ${count}`);
  if (sides < 2 || sides > 100) throw new InputError(`a die has 2 to 100 faces, not ${sides}`);
  if (flags.need !== undefined && flags.under !== undefined) throw new InputError('give --need or --under, not both');
  if (flags.sum && flags.each) throw new InputError('give --sum or --each, not both');
  const reroll = parseReroll(flags.reroll);

  // Decide whether the target is for each die or for the total.
  let mode: 'pool' | 'sum';
  if (flags.sum) mode = 'sum';
  else if (flags.each) mode = 'pool';
  else if (flags.need !== undefined || !notation) mode = 'pool';
  else if (flags.under !== undefined) mode = sides === 6 ? 'sum' : 'pool';
  else mode = 'sum';
  if (mode === 'sum' && reroll !== 'none') throw new InputError('--reroll works on a pool of dice, not on a total');

  let target: Target | undefined;
  let note: string | undefined;
  let asked: string | undefined;
  if (flags.under !== undefined) {
    const n = Number(flags.under);
    if (!Number.isInteger(n)) throw new InputError(`--under takes a whole number, not "${flags.under}"`);
    target = atMost(n);
  } else if (flags.need !== undefined) {
    const n = Number(flags.need.replace(/\+$/, ''));
    if (!Number.isInteger(n) || n < 1) throw new InputError(`--need takes a score such as 4+, not "${flags.need}"`);
    asked = `${n}+`;
    if (mode === 'pool' && sides === 6 && ruleset?.scoreRule) {
      ({ target, note } = await ruleset.scoreRule(n));
    } else {
      target = mode === 'pool' && n > sides ? IMPOSSIBLE : atLeast(n);
    }
  }
  return {
    count,
    sides,
    mode,
    reroll,
    ...(target ? { target } : {}),
    ...(note ? { note } : {}),
    ...(asked ? { asked } : {}),
  };
}

function parseReroll(text: string | undefined): RerollPolicy {
  if (text === undefined) return 'none';
  const t = text.toLowerCase();
  if (['failed', 'failures', 'fail', 'misses'].includes(t)) return 'failures';
  if (['successes', 'success', 'passed', 'hits'].includes(t)) return 'successes';
  throw new InputError(`--reroll takes "failed" or "successes", not "${text}"`);
}
