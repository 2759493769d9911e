/**
 * The weapon a player's team with two (the Command Panzerfaust SMG team) fires in `umpire play`'s
 * Shooting Step: one per team, its player's pick (German Arsenal, p. 46). Asked only when the pick
 * can change the result: the target has a tank or a team in bulletproof cover (elsewhere only the
 * hits count, so the weapon with the most dice fires), and both weapons may fire (a Panzerfaust may
 * not after its team moved, p. 16). By default the best Anti-tank at tanks, else the most dice.
 */
import { decide, type Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { hasRule, type Fow3Weapon } from '../profile.js';
import { FOW3 } from '../rules.js';
import type { Shooter } from '../shooting/shoot.js';
import { isBulletproof, type TargetPlatoon } from '../shooting/target.js';
import { usualWeapon } from '../shooting/weapon-choice.js';

export const SHOOTING_WEAPON_ID = 'fow3.shooting-weapon';

/** What a shooter may pick: nothing to pick (keep), one weapon (no question), or a question with its default. */
type Pick = { kind: 'keep' } | { kind: 'fire'; weapon: string } | { kind: 'ask'; weapons: Fow3Weapon[]; dflt: string };

function pickFor(s: Shooter, target: TargetPlatoon): Pick {
  if (s.fire || s.profile.kind === 'tank' || s.profile.weapons.length < 2) return { kind: 'keep' };
  const able = s.profile.weapons.filter((w) => !(s.state?.moved && hasRule(w.rules, 'panzerfaust')));
  if (able.length === 0) return { kind: 'keep' };
  const live = target.teams.filter((t) => !t.destroyed);
  const tanks = live.some((t) => t.profile.kind === 'tank');
  if (able.length < 2 || !(tanks || live.some(isBulletproof)))
    return { kind: 'fire', weapon: usualWeapon(able, false).name };
  return { kind: 'ask', weapons: able, dflt: usualWeapon(able, tanks).name };
}

/** Each shooter with the weapon it fires when nobody changes the default (the odds at the prompt). */
export function defaultWeapons(shooters: readonly Shooter[], target: TargetPlatoon): Shooter[] {
  return shooters.map((s) => {
    const p = pickFor(s, target);
    return p.kind === 'keep' ? s : { ...s, fire: [p.kind === 'fire' ? p.weapon : p.dflt] };
  });
}

/** The shooters with the weapon each fires; the rules the choice applied (none when nobody was asked). */
export function* shootingWeapons(
  shooters: readonly Shooter[],
  target: TargetPlatoon,
): Procedure<{ shooters: Shooter[]; rules: RuleRef[] }> {
  const rules: RuleRef[] = [];
  const out: Shooter[] = [];
  for (const s of shooters) {
    const p = pickFor(s, target);
    if (p.kind !== 'ask') {
      out.push(p.kind === 'keep' ? s : { ...s, fire: [p.weapon] });
      continue;
    }
    const name = yield* decide<string>(
      SHOOTING_WEAPON_ID,
      'shooter',
      `Which weapon does ${s.id} fire at ${target.name}?`,
      p.weapons.map((w) => ({ value: w.name, label: `${w.name} (ROF ${w.rof}, Anti-tank ${w.antiTank})` })),
      p.dflt,
    );
    out.push({ ...s, fire: [name] });
    if (!rules.includes(FOW3.shootingWeapon)) rules.push(FOW3.shootingWeapon);
  }
  return { shooters: out, rules };
}
