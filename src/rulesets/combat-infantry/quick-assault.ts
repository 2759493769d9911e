/**
 * The one-line quick form of an assault: each side as a list of units
 * "<strength>F<n>[m<morale>][/kind][/a<armor>][/at][/hq][/stuck]", e.g.
 * `umpire assault --attackers "3F4 3F4" --defenders "4F3 2F4/mg" --uphill`.
 * Morale defaults to none given = the unit never checks (give m<n> for units that may reach
 * their last step). /at marks an anti-tank unit, /stuck a unit with no retreat hex.
 */
import { InputError } from '../../errors/input-error.js';
import { didYouMean } from '../../game/suggest.js';
import { assaultArmor, type AssaultSituation, type AssaultUnit } from './assault.js';
import type { FireModifier } from './fire/fire.js';
import type { LostValues } from './lost-values.js';
import { CI } from './rules.js';
import { UNIT_KINDS, type UnitKind } from './schema/force.js';

export function parseAssaultUnits(text: string, owner: string, prefix: string, lost: LostValues): AssaultUnit[] {
  const tokens = text.split(/[\s,]+/).filter(Boolean);
  if (tokens.length === 0) throw new InputError(`Give the ${owner}'s units, e.g. "3F4 3F4m7".`);
  return tokens.map((tok, i) => {
    const [head, ...marks] = tok.split('/');
    const m = /^(\d)F(\d+)(?:m(\d+))?$/i.exec(head ?? '');
    if (!m)
      throw new InputError(
        `"${tok}" is not an assault unit: write strength, F and morale, e.g. 3F4m7 (then /mg, /a5, /at, /hq, /stuck).`,
      );
    let kind: UnitKind = 'squad';
    let armor: number | undefined;
    let antiTank = false;
    let hq = false;
    let stuck = false;
    for (const raw of marks) {
      const mark = raw.toLowerCase();
      if ((UNIT_KINDS as readonly string[]).includes(mark)) kind = mark as UnitKind;
      else if (/^a\d+$/.test(mark)) armor = assaultArmor(Number(mark.slice(1)), lost.num('assault.armor_percent'));
      else if (mark === 'at') antiTank = true;
      else if (mark === 'hq') hq = true;
      else if (mark === 'stuck') stuck = true;
      else
        throw new InputError(
          `"/${raw}" in "${tok}" is not an assault mark (a unit kind, /a<armor>, /at, /hq or /stuck)${didYouMean(mark, [...UNIT_KINDS, 'at', 'hq', 'stuck']) || '.'}`,
        );
    }
    if (kind === 'tank' && armor === undefined) throw new InputError(`"${tok}" is a tank: give its armor, e.g. /a5.`);
    return {
      id: `${prefix}${i + 1}`,
      owner,
      strength: Number(m[1]),
      lastStep: hq || kind === 'chq' || kind === 'phq' ? 0 : 1,
      defense: 1,
      kind,
      F: Number(m[2]),
      morale: m[3] === undefined ? 10 : Number(m[3]),
      canRetreat: !stuck,
      ...(armor !== undefined ? { armor } : {}),
      ...(antiTank || kind === 'atr' || kind === 'at_gun' ? { antiTank: true } : {}),
    };
  });
}

export function parseQuickAssault(
  attackers: string,
  defenders: string,
  lost: LostValues,
  flags: { uphill?: boolean; river?: boolean; farm?: boolean; oneHit?: boolean; noRetreatRound1?: boolean } = {},
): AssaultSituation {
  const round1: FireModifier[] = [];
  if (flags.uphill)
    round1.push({ name: 'assaulting uphill, round 1', delta: lost.num('assault.uphill_penalty'), rule: CI.slopes });
  if (flags.river)
    round1.push({
      name: 'assaulting across a river, round 1',
      delta: lost.num('assault.river_penalty'),
      rule: CI.river,
    });
  return {
    hex: 'the assault hex',
    attacker: 'attacker',
    defender: 'defender',
    attackers: parseAssaultUnits(attackers, 'attacker', 'A', lost),
    defenders: parseAssaultUnits(defenders, 'defender', 'D', lost),
    round1,
    ...(flags.farm ? { defenderMorale: { delta: lost.num('morale.farm_bonus'), rule: CI.farmMorale } } : {}),
    attackerRetreatRound1: !flags.noRetreatRound1,
    ...(flags.oneHit ? { oneHitPerUnit: true } : {}),
    rounds: lost.num('assault.rounds'),
  };
}
