import type { RuleRef } from '../../../engine/rules.js';
import type { TeamProfile } from '../profile.js';
import { cited, type FowRules } from '../rules.js';
import type { Score } from '../score.js';
import type { SaveTeamFacts } from './hit.js';
import { teamHas } from './special-rules.js';

export interface SaveScore {
  readonly score: Score;
  readonly rules: readonly RuleRef[];
}

/**
 * The save of a team that is not an Armoured Tank (p. 39, 68, 76):
 * Infantry, Heavy Weapon and Cavalry 3+; Light and Medium Guns 3+; Heavy and Immobile Guns 4+;
 * Motorcycle Reconnaissance 4+; Unarmoured Tank 5+, or 4+ with a Gun Shield or as a Recce team or
 * in a Reconnaissance Platoon (the two 4+ do not stack, AMB-36); Aircraft 3+;
 * Nest Bunker 3+, Pillbox Bunker 2+. A `save` printed in the profile wins.
 */
export function saveScoreOf(
  R: FowRules,
  profile: TeamProfile,
  facts: Pick<SaveTeamFacts, 'bunker' | 'reconnaissanceUnit'> = {},
): SaveScore {
  if (profile.save !== undefined) {
    return { score: profile.save, rules: cited(profile.type === 'aircraft' ? R.aircraftSaves : R.infantryGunSaves) };
  }
  if (facts.bunker === 'nest') return { score: 3, rules: cited(R.bunkers) };
  if (facts.bunker === 'pillbox') return { score: 2, rules: cited(R.bunkers) };
  switch (profile.type) {
    case 'infantry':
    case 'heavy-weapon':
    case 'cavalry':
      return { score: 3, rules: cited(R.infantryGunSaves) };
    case 'motorcycle':
      return { score: 4, rules: cited(R.motorcycleRecce) };
    case 'gun': {
      const large =
        profile.gunSize === 'heavy' ||
        profile.gunSize === 'immobile' ||
        profile.mobility === 'heavy-gun' ||
        profile.mobility === 'immobile-gun';
      return { score: large ? 4 : 3, rules: cited(R.infantryGunSaves) };
    }
    case 'aircraft':
      return { score: 3, rules: cited(R.aircraftSaves) };
    case 'tank': {
      if (teamHas(profile, 'gun-shield')) return { score: 4, rules: cited(R.unarmouredTankSaves, R.gunShield) };
      if (teamHas(profile, 'recce') || teamHas(profile, 'reconnaissance') || facts.reconnaissanceUnit) {
        return { score: 4, rules: cited(R.unarmouredTankSaves, R.recce) };
      }
      return { score: 5, rules: cited(R.unarmouredTankSaves) };
    }
  }
}
