import { InputError } from '../../../errors/input-error.js';
import type { DiceProcedure } from '../../../dice/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { TeamProfile } from '../profile.js';
import { cited, type FowRules } from '../rules.js';
import { armourSave, type ArmourSaveRecord } from './armour-save.js';
import { bailedOutAgain, type BailedOutAgainRecord, type RemountScore } from './bailed-out.js';
import type { HitFacts, SaveTeamFacts } from './hit.js';
import { isArmouredTank } from './special-rules.js';
import { teamSave, type TeamSaveRecord } from './team-save.js';

/** What a hit finally did to the team. */
export type HitOutcome = 'no-effect' | 'bailed-out' | 'destroyed';

export interface HitSaveRecord {
  readonly save: ArmourSaveRecord | TeamSaveRecord;
  readonly bailedOutAgain?: BailedOutAgainRecord;
  readonly outcome: HitOutcome;
  readonly rules: readonly RuleRef[];
}

export interface TankCrewState {
  /** The tank is already Bailed Out when this hit is saved. */
  readonly bailedOut?: boolean;
  /** Remount rating for a Bailed Out Again roll (see remountScore). */
  readonly remount?: RemountScore;
  /** A Formation Commander within 6"/15cm and in LOS re-rolls a failed Bailed Out Again roll (AMB-9). */
  readonly commanderReroll?: boolean;
}

/**
 * One hit, one save, whatever the team (pp. 36-39): an Armour Save for an Armoured Tank (and a
 * Bailed Out Again roll when an already Bailed Out tank would bail out again, p. 38), otherwise the
 * team's save. Reusable by shooting, bombardments and Defensive Fire.
 */
export function* saveHit(
  R: FowRules,
  profile: TeamProfile,
  team: SaveTeamFacts,
  hit: HitFacts,
  crew: TankCrewState = {},
): DiceProcedure<HitSaveRecord> {
  if (isArmouredTank(profile)) {
    const save = yield* armourSave(R, profile, team, hit);
    if (save.effect === 'bailed-out' && crew.bailedOut) {
      if (!crew.remount)
        throw new InputError(`${team.name} is Bailed Out: a Remount rating is needed for Bailed Out Again`);
      const again = yield* bailedOutAgain(R, crew.remount, {
        commanderReroll: crew.commanderReroll === true,
        label: `${team.name}: Bailed Out Again, Remount roll`,
      });
      return {
        save,
        bailedOutAgain: again,
        outcome: again.effect === 'destroyed' ? 'destroyed' : 'bailed-out',
        rules: [...save.rules, ...again.rules],
      };
    }
    const outcome: HitOutcome =
      save.effect === 'destroyed' ? 'destroyed' : save.effect === 'bailed-out' ? 'bailed-out' : 'no-effect';
    return { save, outcome, rules: outcome === 'bailed-out' ? [...save.rules, ...cited(R.bailedOut)] : save.rules };
  }
  const save = yield* teamSave(R, profile, team, hit);
  return { save, outcome: save.effect === 'destroyed' ? 'destroyed' : 'no-effect', rules: save.rules };
}
