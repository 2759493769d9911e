/**
 * The weapon a player's team with two (the Command Panzerfaust SMG team) fires in `umpire play`'s
 * Shooting Step: one per team, its player's pick (German Arsenal, p. 46). Asked only when the pick
 * can change the result: the target has a tank or a team in bulletproof cover (elsewhere only the
 * hits count, so the weapon with the most dice fires), and both weapons may fire (a Panzerfaust may
 * not after its team moved, p. 16). By default the best Anti-tank at tanks, else the most dice.
 */
import { decide, type Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { hasRule } from '../profile.js';
import { FOW3 } from '../rules.js';
import type { Shooter } from '../shooting/shoot.js';
import { isBulletproof, type TargetPlatoon } from '../shooting/target.js';

export const SHOOTING_WEAPON_ID = 'fow3.shooting-weapon';

/** The shooters with the weapon each fires; the rules the choice applied (none when nobody had one). */
export function* shootingWeapons(
  shooters: readonly Shooter[],
  target: TargetPlatoon,
): Procedure<{ shooters: Shooter[]; rules: RuleRef[] }> {
  const live = target.teams.filter((t) => !t.destroyed);
  const tanks = live.some((t) => t.profile.kind === 'tank');
  const matters = tanks || live.some(isBulletproof);
  const rules: RuleRef[] = [];
  const out: Shooter[] = [];
  for (const s of shooters) {
    const able = s.profile.weapons.filter((w) => !(s.state?.moved && hasRule(w.rules, 'panzerfaust')));
    if (s.fire || s.profile.kind === 'tank' || s.profile.weapons.length < 2 || able.length === 0) {
      out.push(s);
      continue;
    }
    const most = able.reduce((a, b) => (b.rof > a.rof ? b : a));
    if (able.length < 2 || !matters) {
      out.push({ ...s, fire: [most.name] });
      continue;
    }
    const best = tanks ? [...able].sort((a, b) => b.antiTank - a.antiTank)[0]! : most;
    const name = yield* decide<string>(
      SHOOTING_WEAPON_ID,
      'shooter',
      `Which weapon does ${s.id} fire at ${target.name}?`,
      able.map((w) => ({ value: w.name, label: `${w.name} (ROF ${w.rof}, Anti-tank ${w.antiTank})` })),
      best.name,
    );
    out.push({ ...s, fire: [name] });
    if (!rules.includes(FOW3.shootingWeapon)) rules.push(FOW3.shootingWeapon);
  }
  return { shooters: out, rules };
}
