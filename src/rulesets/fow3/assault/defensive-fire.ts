import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import type { Fow3Options } from '../options.js';
import { FOW3 } from '../rules.js';
import { fire, type Shooter, type ShootResult } from '../shooting/shoot.js';
import { defensiveWeapon } from './defensive-weapon.js';
import type { AssaultPlatoon, AssaultTeam } from './types.js';

export interface DefensiveFireResult {
  readonly shooting: ShootResult;
  /** Tanks that may not fire: contacted by a team sneaking up on them. */
  readonly silenced: readonly string[];
  readonly fallBack: boolean;
  readonly reason: string;
  readonly rules: readonly RuleRef[];
}

/**
 * Defensive Fire (spec §6.3-6.4): every defending team within 8"/20cm of an assaulting team shoots,
 * whatever its platoon (the charged platoons' `defenders` and the other platoons' teams near,
 * `nearby`, [Defensive Fire]), from the halt (pinned infantry and gun teams at Pinned Down ROF,
 * A6), at the assaulting teams within 8"/20cm, which never have bulletproof cover; tanks are hit
 * on side armour. Only a contacted tank can be sneaked up on, so a team near but not charged always
 * fires ([Infantry Assaulting Tanks]). Infantry assaulters fall back on 5 or more hits of all of
 * it; tanks when 2 or more tanks are destroyed or bailed out.
 */
export function* defensiveFire(
  attacker: AssaultPlatoon,
  defenders: readonly AssaultTeam[],
  options: Partial<Fow3Options>,
  nearby: readonly AssaultTeam[] = [],
): Procedure<DefensiveFireResult> {
  const canFire = (t: AssaultTeam) => t.within8 !== false && !t.destroyed && !t.bailedOut && !t.boggedDown;
  const notContacted = ({ sneakedUpOn: _s, ...t }: AssaultTeam): AssaultTeam => t;
  const able = [...defenders.filter(canFire), ...nearby.filter(canFire).map(notContacted)];
  const silenced = able.filter((t) => t.profile.kind === 'tank' && t.sneakedUpOn).map((t) => t.id);
  const shooters: Shooter[] = [];
  const picks: RuleRef[] = [];
  for (const t of able.filter((x) => !silenced.includes(x.id))) {
    // A team with two weapons fires the one its player picks (a Panzerfaust at tanks); none of
    // minimum range 8"/20cm (p. 46).
    const chosen = yield* defensiveWeapon(t, attacker);
    picks.push(...chosen.rules);
    if (chosen.fire.length === 0) continue;
    shooters.push({
      id: t.id,
      profile: t.profile,
      state: { pinned: t.pinned === true, defensiveFire: true },
      fire: chosen.fire,
    });
  }
  const charging = attacker.teams.filter((t) => t.charging !== false && !t.destroyed);
  const target = {
    name: attacker.name,
    skill: attacker.skill,
    teams: charging.map((t) => ({ ...t, moved: true, goneToGround: false })),
  };
  const shooting = yield* fire({ shooters, target, options }, { mode: 'defensive-fire' });
  const rules: RuleRef[] = [FOW3.defensiveFire, FOW3.noBulletproofAssaulting];
  if (silenced.length > 0) rules.push(FOW3.sneakingUp);
  if (nearby.some(canFire)) rules.push(FOW3.defensiveFireEveryPlatoon);
  for (const r of picks) if (!rules.includes(r)) rules.push(r);
  const tanks = charging.length > 0 && charging.every((t) => t.profile.kind === 'tank');
  let fallBack: boolean;
  let reason: string;
  if (tanks) {
    const lost = shooting.destroyed + shooting.bailedOut;
    fallBack = lost >= 2;
    reason = `${lost} tank${lost === 1 ? '' : 's'} destroyed or bailed out by defensive fire (2 make tanks fall back)`;
    rules.push(FOW3.tanksFallBack);
  } else {
    fallBack = shooting.hits >= 5;
    reason = `${shooting.hits} hit${shooting.hits === 1 ? '' : 's'} from defensive fire (5 make the assaulters fall back)`;
    rules.push(FOW3.fallBack);
  }
  return { shooting, silenced, fallBack, reason, rules };
}
