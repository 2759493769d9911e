/**
 * The one-line quick form a player types beside the board: `umpire shoot "F3 x3" --at "3 3/2D"`.
 *
 *   shooter:  F<n> x<dice> [long] [walking] [bombard] [road] [assault] [one-hit]
 *   target:   one token per unit in the hex: <strength>[/2D][/a<armor>][/hq][/half]
 *             e.g. "3 3" two units at 3; "2/2D/half" a 2D unit holding a half-hit; "4/a5" a tank
 *   --target <n>: the n-th unit is targeted (tanks and AT units: all hits on it, F minus armor)
 *   --spotter "<units>": the spotter's hex for friendly fire (bombard)
 *
 * Modifiers are the book's (p. 5 Range, p. 4 Roads, p. 8 Walking Fire, p. 9 Tanks in assaults);
 * the long-range and road values and the assault armor come from lost-values.yaml.
 */
import { InputError } from '../../errors/input-error.js';
import { didYouMean } from '../../game/suggest.js';
import { assaultArmor } from './assault.js';
import type { FireModifier, FireSituation } from './fire/fire.js';
import type { HitUnit } from './fire/hits.js';
import type { LostValues } from './lost-values.js';
import { CI } from './rules.js';

const SHOOTER_WORDS = ['long', 'walking', 'bombard', 'road', 'assault', 'one-hit'];

export interface QuickFire {
  readonly situation: FireSituation;
  readonly text: string;
}

export function parseUnits(text: string, owner: string, what: string, armorPercent?: number): HitUnit[] {
  const tokens = text.split(/[\s,]+/).filter(Boolean);
  if (tokens.length === 0)
    throw new InputError(`Give the units in ${what}, e.g. "3 3/2D" (strengths; /2D, /a<armor>, /hq, /half).`);
  return tokens.map((tok, i) => {
    const [s, ...marks] = tok.split('/');
    const strength = Number(s);
    if (!/^\d$/.test(s ?? '') || strength > 4)
      throw new InputError(`"${tok}" in ${what} is not a unit: start with its strength 0-4, e.g. 3 or 3/2D.`);
    let defense: 1 | 2 = 1;
    let armor: number | undefined;
    let hq = false;
    let half = false;
    for (const m of marks) {
      const lower = m.toLowerCase();
      if (lower === '2d') defense = 2;
      else if (lower === '1d') defense = 1;
      else if (lower === 'hq') hq = true;
      else if (lower === 'half') half = true;
      else if (/^a\d+$/.test(lower)) armor = Number(lower.slice(1));
      else
        throw new InputError(
          `"/${m}" in ${what} is not a unit mark (use /2D, /a<armor>, /hq or /half)${didYouMean(lower, ['2d', '1d', 'hq', 'half']) || '.'}`,
        );
    }
    if (!hq && strength === 0) throw new InputError(`"${tok}" in ${what}: only an HQ (/hq) stands at Ø.`);
    if (armor !== undefined && armorPercent !== undefined) armor = assaultArmor(armor, armorPercent);
    return {
      id: `${what === 'the spotter hex' ? 'S' : 'T'}${i + 1}`,
      owner,
      strength,
      lastStep: hq ? 0 : 1,
      defense,
      ...(half ? { halfHit: 'fire' as const } : {}),
      ...(armor !== undefined ? { armor } : {}),
    };
  });
}

export function parseQuickFire(
  shooter: string,
  at: string,
  lost: LostValues,
  opts: { target?: number; spotter?: string } = {},
): QuickFire {
  const tokens = shooter.trim().split(/\s+/).filter(Boolean);
  let F: number | undefined;
  let dice: number | undefined;
  const words = new Set<string>();
  for (const t of tokens) {
    const lower = t.toLowerCase();
    if (/^f\d+$/.test(lower)) F = Number(lower.slice(1));
    else if (/^x\d+$/.test(lower)) dice = Number(lower.slice(1));
    else if (SHOOTER_WORDS.includes(lower)) words.add(lower);
    else
      throw new InputError(
        `"${t}" is not part of the quick form (write F<n> x<dice> and any of ${SHOOTER_WORDS.join(', ')})${didYouMean(lower, SHOOTER_WORDS) || '.'}`,
      );
  }
  if (F === undefined || dice === undefined)
    throw new InputError('The quick form needs the firepower and the dice, e.g. "F3 x3" (F3, strength 3).');
  if (dice < 1 || dice > 10) throw new InputError(`x${dice}: a block rolls 1 to 4 dice (off-board support up to 10).`);
  const assault = words.has('assault');
  const bombard = words.has('bombard');
  if (assault && bombard) throw new InputError('A fire is either a bombardment or assault fire, not both.');
  const targets = parseUnits(at, 'target', 'the target hex', assault ? lost.num('assault.armor_percent') : undefined);
  const modifiers: FireModifier[] = [];
  if (words.has('long'))
    modifiers.push({ name: 'long range', delta: lost.num('fire.long_range_modifier'), rule: CI.range });
  if (words.has('walking')) modifiers.push({ name: 'Walking Fire', delta: -1, rule: CI.walkingFire });
  if (words.has('road')) {
    if (!bombard)
      throw new InputError('The road aiming bonus is for mortar, artillery and air bombardment only (p. 4).');
    modifiers.push({
      name: 'bridge, crossroads or road junction',
      delta: lost.num('bombard.road_aiming_bonus'),
      rule: CI.roadAiming,
    });
  }
  let targeted: string | undefined;
  if (opts.target !== undefined) {
    const t = targets[opts.target - 1];
    if (!t)
      throw new InputError(
        `--target ${opts.target}: the target hex has ${targets.length} unit${targets.length > 1 ? 's' : ''}.`,
      );
    targeted = t.id;
    if (t.armor !== undefined)
      modifiers.push({ name: `armor ${t.armor}`, delta: -t.armor, rule: assault ? CI.assaultTanks : CI.armor });
  }
  const pool = targeted ? targets : targets.filter((t) => assault || t.armor === undefined);
  if (pool.length === 0)
    throw new InputError(
      'Only armored units are in the target hex: name one with --target (tanks and anti-tank units only, p. 6).',
    );
  const situation: FireSituation = {
    firer: { id: 'shooter', side: 'shooter', strength: dice, F },
    mode: bombard ? 'bombard' : assault ? 'assault' : 'direct',
    modifiers,
    targets: pool,
    ...(targeted ? { targeted } : {}),
    ...(assault && !targeted ? { armorPerDie: true } : {}),
    ...(bombard && opts.spotter ? { spotterHex: parseUnits(opts.spotter, 'spotter', 'the spotter hex') } : {}),
    ...(words.has('one-hit') ? { oneHitPerUnit: true } : {}),
  };
  return { situation, text: `F${F} x${dice}${[...words].map((w) => ` ${w}`).join('')} at ${at}` };
}
