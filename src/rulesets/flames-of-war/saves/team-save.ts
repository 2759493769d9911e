import { rollPool, type PoolDie } from '../../../dice/pool.js';
import type { DiceProcedure } from '../../../dice/request.js';
import { describeTarget } from '../../../dice/target.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { TeamProfile } from '../profile.js';
import { cited, type FowRules } from '../rules.js';
import { scoreTarget } from '../score.js';
import { firepowerTest, type FirepowerTestRecord } from './firepower-test.js';
import type { HitFacts, SaveTeamFacts } from './hit.js';
import { saveScoreOf } from './save-score.js';
import { hasRule, teamHas } from './special-rules.js';

export interface TeamSaveRecord {
  readonly kind: 'infantry' | 'gun' | 'unarmoured-tank' | 'aircraft';
  readonly need: string;
  /** The save die; when a success had to be re-rolled (Breakthrough Gun...), `die.reroll` holds the re-roll. */
  readonly die: PoolDie;
  readonly saved: boolean;
  readonly bulletproof: boolean;
  /** The shooter's Firepower test after a failed save in Bulletproof Cover, or against an aircraft. */
  readonly firepowerTest?: FirepowerTestRecord;
  readonly effect: 'saved' | 'protected' | 'destroyed';
  readonly rules: readonly RuleRef[];
}

/**
 * The save of an Infantry, Gun, Unarmoured Tank or Aircraft team against one hit (p. 39):
 * the owner rolls the team's save; a failure Destroys the team, unless it is an Infantry or Gun
 * team in Bulletproof Cover or an Aircraft, when the shooter must also pass a Firepower test.
 * Breakthrough Gun (and Bunker Buster, flame-throwers) make Infantry, Gun and Unarmoured Tank teams
 * re-roll successful saves (p. 66); so do Repeat Bombardment and Time on Target (flag on the hit);
 * never more than one re-roll (AMB-29). Riders on tanks and passengers of a destroyed transport
 * are never in Bulletproof Cover (p. 23). Flying Tank: Firepower +1, 7+ impossible (p. 66).
 * Bunkers are tough: successful Firepower tests against bunkers are re-rolled (p. 76, AMB-15).
 *
 * Dice, in order: save die; [re-roll of a successful save]; [Firepower die (+follow-up) (+bunker re-roll)].
 */
export function* teamSave(
  R: FowRules,
  profile: TeamProfile,
  team: SaveTeamFacts,
  hit: HitFacts,
): DiceProcedure<TeamSaveRecord> {
  const kind: TeamSaveRecord['kind'] =
    profile.type === 'aircraft'
      ? 'aircraft'
      : profile.type === 'tank'
        ? 'unarmoured-tank'
        : profile.type === 'gun'
          ? 'gun'
          : 'infantry';
  const score = saveScoreOf(R, profile, team);
  const rules: RuleRef[] = [...score.rules];
  const check = scoreTarget(R, score.score);
  const breakthrough =
    hasRule(hit.weaponRules, 'breakthrough-gun') ||
    hasRule(hit.weaponRules, 'bunker-buster') ||
    hasRule(hit.weaponRules, 'flame-thrower');
  const rerollSuccesses = kind !== 'aircraft' && (breakthrough || hit.rerollSuccessfulSaves === true);
  if (kind !== 'aircraft' && breakthrough) rules.push(...cited(R.breakthroughGun));
  const label = `${team.name}${hit.label ? ` hit by ${hit.label}` : ''}`;
  const pool = yield* rollPool({
    count: 1,
    target: check.target,
    reroll: rerollSuccesses ? 'successes' : 'none',
    label: `${label}: save ${describeTarget(check.target)}`,
  });
  const die = pool.dice[0]!;
  const saved = pool.successes === 1;
  const bulletproof =
    (kind === 'infantry' || kind === 'gun') &&
    !team.rider &&
    !team.passenger &&
    (team.bulletproof === true || team.bunker === 'nest' || team.bunker === 'pillbox');
  const need = describeTarget(check.target);
  // Each record written out whole: spreading an object and adding keys is slow in V8, and the
  // exact odds run this procedure thousands of times.
  if (saved) return { kind, need, die, saved, bulletproof, effect: 'saved', rules };
  if (kind === 'unarmoured-tank') return { kind, need, die, saved, bulletproof, effect: 'destroyed', rules };
  if (kind === 'aircraft' || bulletproof) {
    if (bulletproof) rules.push(...cited(R.bulletproofCover));
    const fp = yield* firepowerTest(R, hit.firepower, {
      flyingTank:
        kind === 'aircraft' &&
        (teamHas(profile, 'flying-tank') || profile.weapons.some((w) => hasRule(w.rules, 'flying-tank'))),
      bunker: team.bunker !== undefined,
      label: `${label}: Firepower test`,
    });
    rules.push(...fp.rules);
    return {
      kind,
      need,
      die,
      saved,
      bulletproof,
      firepowerTest: fp,
      effect: fp.success ? 'destroyed' : 'protected',
      rules,
    };
  }
  return { kind, need, die, saved, bulletproof, effect: 'destroyed', rules };
}
