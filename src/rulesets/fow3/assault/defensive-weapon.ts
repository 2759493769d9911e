import { decide, type Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { hasRule } from '../profile.js';
import { FOW3 } from '../rules.js';
import { usualWeapon } from '../shooting/weapon-choice.js';
import type { AssaultPlatoon, AssaultTeam } from './types.js';

export interface DefensiveWeapon {
  /** The weapons it fires; empty: none may fire. */
  readonly fire: readonly string[];
  readonly rules: readonly RuleRef[];
}

/**
 * The weapon a defending infantry or gun team fires in defensive fire. A weapon with a minimum
 * range of 8"/20cm (the 8cm GW34 mortar, German Arsenal, p. 46) never fires: the teams it could hit
 * charged to within 8"/20cm. Of the others, one weapon per team (as in the Shooting Step), its
 * player's pick when it has two. Defenders shoot from the halt ([Defensive Fire]), so a Panzerfaust
 * may fire: it is barred only in the Shooting Step after its team moved (p. 46). Default: against a
 * charge with tanks, the weapon with the best Anti-tank (their side armour is hit, [Defensive Fire
 * against Tanks]); against infantry alone nothing is asked: the weapon with the most dice fires. A
 * tank fires its MGs and turret weapons.
 */
export function* defensiveWeapon(team: AssaultTeam, charging: AssaultPlatoon): Procedure<DefensiveWeapon> {
  // A tank fires its MGs and turret weapons, not a hull-mounted gun ([Defensive Fire against Tanks]).
  if (team.profile.kind === 'tank')
    return {
      fire: team.profile.weapons.filter((w) => w.vehicleMg || !hasRule(w.rules, 'hull-mounted')).map((w) => w.name),
      rules: [],
    };
  const weapons = team.profile.weapons.filter((w) => !hasRule(w.rules, 'minimum-range'));
  const rules = weapons.length < team.profile.weapons.length ? [FOW3.minimumRange] : [];
  if (weapons.length < 2) return { fire: weapons.map((w) => w.name), rules };
  const tanks = charging.teams.some((t) => t.profile.kind === 'tank' && t.charging !== false && !t.destroyed);
  // Against charging infantry only the hits count (a 3+ save, never bulletproof, no firepower
  // test; 5 hits make them fall back): the weapon with the most dice fires, and nobody is asked.
  if (!tanks) return { fire: [usualWeapon(weapons, false).name], rules: [...rules, FOW3.defensiveWeapon] };
  const name = yield* decide<string>(
    'fow3.defensive-weapon',
    'defender',
    `Which weapon does ${team.label ?? team.id} fire in defensive fire?`,
    weapons.map((w) => ({ value: w.name, label: `${w.name} (ROF ${w.rof}, Anti-tank ${w.antiTank})` })),
    usualWeapon(weapons, true).name,
  );
  return { fire: [name], rules: [...rules, FOW3.defensiveWeapon] };
}
