import { decide, type Procedure } from '../../../engine/request.js';
import type { AssaultPlatoon, AssaultTeam } from './types.js';

/**
 * The weapon a defending infantry or gun team with more than one fires in defensive fire: its
 * player's pick, one weapon per team (as in the Shooting Step). Defenders shoot from the halt
 * ([Defensive Fire]), so a Panzerfaust may fire: it is barred only in the Shooting Step after its
 * team moved (German Arsenal, p. 46). Default: against a charge with tanks, the weapon with the
 * best Anti-tank (their side armour is hit, [Defensive Fire against Tanks]); otherwise the team's
 * first weapon. Undefined (no question) for a tank or a team with one weapon.
 */
export function* defensiveWeapon(
  team: AssaultTeam,
  charging: AssaultPlatoon,
): Procedure<readonly string[] | undefined> {
  const weapons = team.profile.weapons;
  if (team.profile.kind === 'tank' || weapons.length < 2) return undefined;
  const tanks = charging.teams.some((t) => t.profile.kind === 'tank' && t.charging !== false && !t.destroyed);
  const best = tanks ? [...weapons].sort((a, b) => b.antiTank - a.antiTank)[0]! : weapons[0]!;
  const name = yield* decide<string>(
    'fow3.defensive-weapon',
    'defender',
    `Which weapon does ${team.label ?? team.id} fire in defensive fire?`,
    weapons.map((w) => ({ value: w.name, label: `${w.name} (ROF ${w.rof}, Anti-tank ${w.antiTank})` })),
    best.name,
  );
  return [name];
}
