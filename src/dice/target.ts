/**
 * What one die (or one total) must show to succeed. Ruleset-agnostic: a ruleset turns its own
 * ratings into a Target (Flames Of War's 7 and 8 become a 6 followed by a second die).
 */
export type Target =
  /** Succeeds without a roll. */
  | { readonly kind: 'auto' }
  /** Cannot succeed; no roll is made. */
  | { readonly kind: 'impossible' }
  /** Roll `need` or more; if `then` is set, a die that succeeds rolls again and needs `then` or more. */
  | { readonly kind: 'atLeast'; readonly need: number; readonly then?: number }
  /** Roll `value` or under. */
  | { readonly kind: 'atMost'; readonly value: number };

export const AUTO: Target = { kind: 'auto' };
export const IMPOSSIBLE: Target = { kind: 'impossible' };

export function atLeast(need: number, then?: number): Target {
  return then === undefined ? { kind: 'atLeast', need } : { kind: 'atLeast', need, then };
}

export function atMost(value: number): Target {
  return { kind: 'atMost', value };
}

/** How a player says the target: "4+", "6 then 5+", "3 or under", "auto", "impossible". */
export function describeTarget(t: Target): string {
  switch (t.kind) {
    case 'auto':
      return 'auto';
    case 'impossible':
      return 'impossible';
    case 'atMost':
      return `${t.value} or under`;
    case 'atLeast':
      return t.then === undefined ? `${t.need}+` : `${t.need} then ${t.then}+`;
  }
}

/** Does a first face pass the first stage (before any follow-up die)? */
export function passesFirstStage(t: Target, face: number): boolean {
  switch (t.kind) {
    case 'auto':
      return true;
    case 'impossible':
      return false;
    case 'atMost':
      return face <= t.value;
    case 'atLeast':
      return face >= t.need;
  }
}

/** Does this target need a follow-up die after a first face that passed? */
export function needsFollowUp(t: Target): t is { kind: 'atLeast'; need: number; then: number } {
  return t.kind === 'atLeast' && t.then !== undefined;
}

/** The final verdict for one die given its first face and, when the target has one, its follow-up face. */
export function judge(t: Target, face: number, followUp?: number): boolean {
  if (!passesFirstStage(t, face)) return false;
  if (needsFollowUp(t)) return followUp !== undefined && followUp >= t.then;
  return true;
}

/** A face that passes and one that fails, for manual entry by count of successes. */
export function representativeFaces(
  t: Target,
  sides: number,
): { success: number; failure: number; successFaces: number } | undefined {
  if (t.kind === 'atLeast' && t.then === undefined && t.need > 1 && t.need <= sides)
    return { success: sides, failure: 1, successFaces: sides - t.need + 1 };
  if (t.kind === 'atMost' && t.value >= 1 && t.value < sides)
    return { success: 1, failure: sides, successFaces: t.value };
  return undefined;
}
