import type { RuleRef } from '../../../engine/rules.js';
import { hasRule, type Fow3TeamProfile, type Fow3Weapon } from '../profile.js';
import { FOW3 } from '../rules.js';
import { InputError } from '../../../errors/input-error.js';

/** What a team did this turn that changes how it shoots. */
export interface ShooterState {
  /** Moved in the Movement Step (turning a turretless tank or gun to face counts, p. 10). */
  readonly moved?: boolean;
  readonly pinned?: boolean;
  /** Dug in this turn instead of moving (Digging In, p. 14): shoots as if moved; not at all if pinned. */
  readonly dugInThisTurn?: boolean;
  /** Shoots in Defensive Fire: always from the halt (Defensive Fire). */
  readonly defensiveFire?: boolean;
}

export interface RofResult {
  readonly weapon: string;
  /** Dice to roll; 0 when the weapon may not shoot. */
  readonly dice: number;
  /** +1 to the score needed (a ROF 1 weapon that moved or is pinned, p. 15). */
  readonly toHitPenalty: number;
  readonly reason?: string;
  readonly rules: readonly RuleRef[];
}

function isPinnable(team: Fow3TeamProfile): boolean {
  // Pinned Down ROF is for infantry and gun teams (p. 15); tanks are never ROF-reduced by pinning (A6).
  return team.kind !== 'tank';
}

/**
 * ROF of one weapon (pp. 6, 9, 15, 16, 17; Rules Summary "How many Dice"). `baseRof` is the ROF
 * before movement, after the tank weapon combination (a vehicle MG firing alongside others has ROF 1).
 */
export function weaponRof(
  team: Fow3TeamProfile,
  weapon: Fow3Weapon,
  state: ShooterState,
  baseRof = weapon.rof,
): RofResult {
  const rules: RuleRef[] = [FOW3.rof];
  const name = weapon.name;
  const halted = state.defensiveFire === true;
  const moved = !halted && (state.moved === true || state.dugInThisTurn === true);
  const pinned = state.pinned === true && isPinnable(team);
  if (state.pinned && (state.moved || state.dugInThisTurn) && !halted) {
    return {
      weapon: name,
      dice: 0,
      toHitPenalty: 0,
      reason: state.dugInThisTurn
        ? 'dug in while pinned down: may not shoot'
        : 'moved while pinned down: may not shoot',
      rules: [FOW3.pinnedRof, ...(state.dugInThisTurn ? [FOW3.diggingIn] : [])],
    };
  }
  if (state.dugInThisTurn && !halted) rules.push(FOW3.diggingIn);
  if (hasRule(weapon.rules, 'panzerfaust') && state.moved && !halted) {
    return {
      weapon: name,
      dice: 0,
      toHitPenalty: 0,
      reason: 'a Panzerfaust may not shoot after its team moved',
      rules: [FOW3.panzerfaust],
    };
  }
  if (!moved && !pinned) return { weapon: name, dice: baseRof, toHitPenalty: 0, rules };
  // Tank machine-guns keep their ROF moving (p. 16), whether 3 or the 1 of a combination.
  if (weapon.vehicleMg) return { weapon: name, dice: baseRof, toHitPenalty: 0, rules: [...rules, FOW3.vehicleMg] };
  if (baseRof === 1) {
    // ROF 1 weapons keep their die and take +1 to hit instead (p. 15).
    return { weapon: name, dice: 1, toHitPenalty: 1, rules: [...rules, FOW3.rof1] };
  }
  if (moved) {
    rules.push(FOW3.firingOnTheMove);
    if (weapon.movingRof !== undefined)
      return { weapon: name, dice: Math.min(weapon.movingRof, baseRof), toHitPenalty: 0, rules };
    if (hasRule(weapon.rules, 'full-rof-when-moving')) return { weapon: name, dice: baseRof, toHitPenalty: 0, rules };
    if (team.mobility === 'medium')
      return { weapon: name, dice: 1, toHitPenalty: 0, rules: [...rules, FOW3.movingGuns] };
    return { weapon: name, dice: Math.max(1, Math.floor(baseRof / 2)), toHitPenalty: 0, rules };
  }
  rules.push(FOW3.pinnedRof);
  if (weapon.pinnedRof !== undefined)
    return { weapon: name, dice: Math.min(weapon.pinnedRof, baseRof), toHitPenalty: 0, rules };
  return { weapon: name, dice: Math.max(1, Math.floor(baseRof / 2)), toHitPenalty: 0, rules };
}

export class FireError extends InputError {
  constructor(message: string, hint?: string) {
    super(message, { code: 'fire', hint });
  }
}

/**
 * Which weapons a team fires and at what ROF (Hull Weapons, p. 16; No HE, p. 16):
 * a tank may fire its main gun with its MGs (each MG then ROF 1), or only MGs (one at ROF 3, the
 * others ROF 1); a hull-mounted main gun and the hull MG never fire together; a No HE gun may not
 * shoot at infantry. Other teams fire every weapon they name (a Panzerfaust team fires the
 * Panzerfaust or its SMG, not both: one weapon per team, as the book's teams do).
 * `fire` lists weapon names; omitted, a tank fires its main gun and MGs, other teams their first weapon.
 */
export function teamRof(
  team: Fow3TeamProfile,
  state: ShooterState,
  fire?: readonly string[],
  targetKind?: 'tank' | 'infantry' | 'gun',
): RofResult[] {
  const byName = (n: string) => {
    const w = team.weapons.find((x) => x.name === n);
    if (!w)
      throw new FireError(
        `${team.name} has no weapon "${n}"`,
        `choose from: ${team.weapons.map((x) => x.name).join(', ')}`,
      );
    return w;
  };
  if (team.kind !== 'tank') {
    const names = fire ?? [team.weapons[0]?.name ?? ''];
    if (names.length > 1) throw new FireError(`${team.name} fires one weapon at a time, not ${names.join(' and ')}`);
    return names.map((n) => weaponRof(team, byName(n), state));
  }
  const main = team.weapons.find((w) => !w.vehicleMg);
  const mgs = team.weapons.filter((w) => w.vehicleMg);
  const chosen = (fire ?? team.weapons.map((w) => w.name)).map(byName);
  const firesMain = main !== undefined && chosen.includes(main);
  const results: RofResult[] = [];
  if (firesMain && main) {
    if (targetKind === 'infantry' && hasRule(main.rules, 'no-he')) {
      results.push({
        weapon: main.name,
        dice: 0,
        toHitPenalty: 0,
        reason: 'No HE: the main gun may not shoot at infantry',
        rules: [FOW3.noHe],
      });
    } else {
      results.push(weaponRof(team, main, state));
    }
  }
  const mainFired = results.some((r) => r.dice > 0);
  const firingMgs = mgs.filter((m) => chosen.includes(m));
  if (mainFired && main && hasRule(main.rules, 'hull-mounted') && firingMgs.some((m) => m.vehicleMg === 'hull')) {
    throw new FireError(
      `${team.name}: a hull-mounted gun and the hull MG never fire together`,
      'fire one or the other',
    );
  }
  firingMgs.forEach((mg, i) => {
    const base = mainFired || i > 0 ? 1 : mg.rof;
    const r = weaponRof(team, mg, state, base);
    results.push({ ...r, rules: [...r.rules, ...(firingMgs.length > 1 || mainFired ? [FOW3.hullWeapons] : [])] });
  });
  return results;
}
