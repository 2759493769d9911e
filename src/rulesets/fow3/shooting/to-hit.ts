import { InputError } from '../../../errors/input-error.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Fow3Options } from '../options.js';
import { hitOnBySkill } from '../ratings.js';
import { FOW3 } from '../rules.js';
import { isConcealed, isGoneToGround, type TargetPlatoon, type TargetTeam } from './target.js';

export interface ToHitModifier {
  readonly reason: string;
  readonly value: number;
}

export interface PlatoonToHit {
  /** Base score from the target's skill (p. 6). */
  readonly base: number;
  readonly modifiers: readonly ToHitModifier[];
  /** Base plus modifiers, before a shooter's own ROF 1 penalty. */
  readonly need: number;
  /** The team that sets the score (the easiest to hit, p. 8). */
  readonly easiest: string;
  readonly rules: readonly RuleRef[];
}

function teamModifiers(t: TargetTeam, withRange: boolean): ToHitModifier[] {
  const mods: ToHitModifier[] = [];
  if (withRange && t.longRange) mods.push({ reason: 'long range (over 16"/40cm)', value: 1 });
  if (isConcealed(t)) {
    mods.push({ reason: 'concealed', value: 1 });
    // Gone to ground counts only for a concealed team; tanks and anti-tank guns only when the
    // terrain (or a dug-in position) conceals them, which isConcealed already demands (pp. 14, 17).
    if (isGoneToGround(t)) mods.push({ reason: 'concealed and gone to ground', value: 1 });
  }
  return mods;
}

const sum = (m: readonly ToHitModifier[]) => m.reduce((a, b) => a + b.value, 0);

/**
 * Score to hit a platoon (Score to Hit p. 6, Difficult Targets p. 8, Going to Ground p. 14):
 * the target's skill (Veteran 4+, Trained 3+, Conscript 2+), +1 long range, +1 concealed, +1 more
 * if also gone to ground, worked out for the easiest visible team of the platoon.
 */
export function platoonToHit(platoon: TargetPlatoon, options: Pick<Fow3Options, 'longRangeToHit'>): PlatoonToHit {
  const visible = platoon.teams.filter((t) => t.visible !== false && !t.destroyed);
  if (visible.length === 0) throw new InputError(`no team of ${platoon.name} is visible`);
  const base = hitOnBySkill(platoon.skill);
  const eachTeam = options.longRangeToHit === 'each-team';
  let best = visible[0]!;
  let bestMods = teamModifiers(best, eachTeam);
  for (const t of visible.slice(1)) {
    const m = teamModifiers(t, eachTeam);
    if (sum(m) < sum(bestMods)) {
      best = t;
      bestMods = m;
    }
  }
  const modifiers = [...bestMods];
  // 'nearest-team': long range when even the nearest visible team is over 16"/40cm away.
  if (!eachTeam && visible.every((t) => t.longRange))
    modifiers.unshift({ reason: 'long range (over 16"/40cm)', value: 1 });
  const rules: RuleRef[] = [FOW3.scoreToHit];
  if (visible.length > 1) rules.push(FOW3.mixedTargets);
  if (modifiers.some((m) => m.reason.startsWith('long'))) rules.push(FOW3.longRange);
  if (modifiers.some((m) => m.reason === 'concealed')) rules.push(FOW3.concealed);
  if (modifiers.some((m) => m.reason.includes('gone to ground'))) rules.push(FOW3.goneToGround);
  if (
    modifiers.some((m) => m.reason === 'concealed') &&
    !best.concealedByTerrain &&
    best.concealed === undefined &&
    best.profile.kind !== 'tank'
  )
    rules.push(FOW3.infantryConcealed);
  return { base, modifiers, need: base + sum(modifiers), easiest: best.id, rules };
}
