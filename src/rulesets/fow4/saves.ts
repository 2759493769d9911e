/**
 * The shared Flames Of War score and save procedures (flames-of-war/score.ts, flames-of-war/saves/)
 * citing fow4's rules (FOW4_FOW_RULES, rules.ts): the versions fow4's code calls.
 */
import type { DiceProcedure } from '../../dice/request.js';
import type { Ratings, TeamProfile } from '../flames-of-war/profile.js';
import {
  armourSave as fowArmourSave,
  type ArmourFace,
  type ArmourSaveRecord,
} from '../flames-of-war/saves/armour-save.js';
import {
  bailedOutAgain as fowBailedOutAgain,
  remountScore as fowRemountScore,
  type BailedOutAgainRecord,
  type RemountScore,
} from '../flames-of-war/saves/bailed-out.js';
import {
  firepowerTest as fowFirepowerTest,
  type FirepowerTestOptions,
  type FirepowerTestRecord,
} from '../flames-of-war/saves/firepower-test.js';
import { saveHit as fowSaveHit, type HitSaveRecord, type TankCrewState } from '../flames-of-war/saves/hit-save.js';
import type { HitFacts, SaveTeamFacts } from '../flames-of-war/saves/hit.js';
import { saveScoreOf as fowSaveScoreOf, type SaveScore } from '../flames-of-war/saves/save-score.js';
import { teamSave as fowTeamSave, type TeamSaveRecord } from '../flames-of-war/saves/team-save.js';
import { scoreTarget as fowScoreTarget, type Score, type ScoreCheck } from '../flames-of-war/score.js';
import { FOW4_FOW_RULES as R } from './rules.js';

/** The score rules (pp. 4-5): see flames-of-war/score.ts. */
export function scoreTarget(base: Score, modifiers: readonly number[] = []): ScoreCheck {
  return fowScoreTarget(R, base, modifiers);
}

/** A team's save that is not an Armoured Tank's (pp. 39, 68, 76). */
export function saveScoreOf(
  profile: TeamProfile,
  facts: Pick<SaveTeamFacts, 'bunker' | 'reconnaissanceUnit'> = {},
): SaveScore {
  return fowSaveScoreOf(R, profile, facts);
}

/** A tank's Remount rating (p. 38). */
export function remountScore(ratings: Ratings, profile?: TeamProfile): RemountScore {
  return fowRemountScore(R, ratings, profile);
}

/** Bailed Out Again (p. 38). */
export function bailedOutAgain(
  remount: RemountScore,
  options: { readonly commanderReroll?: boolean; readonly label?: string } = {},
): DiceProcedure<BailedOutAgainRecord> {
  return fowBailedOutAgain(R, remount, options);
}

/** Firepower Test (p. 37). */
export function firepowerTest(
  firepower: Score | null,
  options: FirepowerTestOptions = {},
): DiceProcedure<FirepowerTestRecord> {
  return fowFirepowerTest(R, firepower, options);
}

/** Armour Save (p. 36). */
export function armourSave(
  profile: TeamProfile,
  team: SaveTeamFacts,
  hit: HitFacts,
  extraSave?: (face: ArmourFace) => { readonly score: number; readonly label: string } | undefined,
): DiceProcedure<ArmourSaveRecord> {
  return fowArmourSave(R, profile, team, hit, extraSave);
}

/** Infantry, Gun, Unarmoured Tank and Aircraft saves (p. 39). */
export function teamSave(profile: TeamProfile, team: SaveTeamFacts, hit: HitFacts): DiceProcedure<TeamSaveRecord> {
  return fowTeamSave(R, profile, team, hit);
}

/** One hit, one save, whatever the team (pp. 36-39). */
export function saveHit(
  profile: TeamProfile,
  team: SaveTeamFacts,
  hit: HitFacts,
  crew: TankCrewState = {},
): DiceProcedure<HitSaveRecord> {
  return fowSaveHit(R, profile, team, hit, crew);
}
