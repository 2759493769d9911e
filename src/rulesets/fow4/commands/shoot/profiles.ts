import type { TeamProfile, WeaponProfile } from '../../../flames-of-war/profile.js';
import { parseScore } from '../../../flames-of-war/score.js';
import { UserError } from '../../../../engine/user-error.js';

export interface RawWeaponFlags {
  rof?: string;
  movingRof?: string;
  antiTank?: string;
  firepower?: string;
  range?: string;
}

export interface RawTargetFlags {
  armour?: string;
  save?: string;
  targetType?: string;
}

function int(text: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new UserError(`${flag} takes a whole number from ${min} to ${max}, not "${text}"`);
  return n;
}

function score(text: string | undefined, flag: string): number | 'auto' | undefined {
  if (text === undefined) return undefined;
  const s = parseScore(text);
  if (s === undefined) throw new UserError(`${flag} takes a score from 1+ to 6+ (or Auto), not "${text}"`);
  return s;
}

/** A shooter profile from raw numbers (--rof, --anti-tank, --firepower). */
export function rawShooter(name: string, f: RawWeaponFlags): TeamProfile | undefined {
  if (f.rof === undefined && f.antiTank === undefined && f.firepower === undefined) return undefined;
  const rof = int(f.rof, '--rof', 0, 20);
  const antiTank = int(f.antiTank, '--anti-tank', 0, 30);
  const firepower = score(f.firepower, '--firepower');
  if (rof === undefined || antiTank === undefined || firepower === undefined) {
    throw new UserError('a raw weapon needs all of --rof, --anti-tank and --firepower');
  }
  const range = int(f.range, '--range', 1, 200) ?? 24;
  const movingRof = int(f.movingRof, '--moving-rof', 0, 20);
  const weapon: WeaponProfile = {
    name: 'weapon',
    range: { inches: range, cm: range * 2.5 },
    rof,
    ...(movingRof !== undefined ? { movingRof } : {}),
    antiTank,
    firepower,
  };
  return { name, type: 'tank', mobility: 'standard-tank', armour: { front: 0, side: 0, top: 0 }, weapons: [weapon], source: 'raw numbers' };
}

const TARGET_TYPES: Record<string, Pick<TeamProfile, 'type' | 'mobility' | 'gunSize'>> = {
  infantry: { type: 'infantry', mobility: 'infantry' },
  'heavy-weapon': { type: 'heavy-weapon', mobility: 'infantry' },
  cavalry: { type: 'cavalry', mobility: 'infantry' },
  gun: { type: 'gun', mobility: 'medium-gun', gunSize: 'medium' },
  'heavy-gun': { type: 'gun', mobility: 'heavy-gun', gunSize: 'heavy' },
  'unarmoured-tank': { type: 'tank', mobility: 'wheeled' },
  aircraft: { type: 'aircraft', mobility: 'aircraft' },
};

/** A target profile from raw numbers (--armour 6/4/1, or --save 3+ with --target-type). */
export function rawTarget(name: string, f: RawTargetFlags): TeamProfile | undefined {
  if (f.armour !== undefined) {
    const m = /^\s*(\d+)\s*\/\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(f.armour);
    if (!m) throw new UserError(`--armour takes Front/Side/Top, e.g. 6/4/1, not "${f.armour}"`);
    return { name, type: 'tank', mobility: 'standard-tank', armour: { front: Number(m[1]), side: Number(m[2]), top: Number(m[3]) }, weapons: [], source: 'raw numbers' };
  }
  if (f.save === undefined) return undefined;
  const save = score(f.save, '--save');
  const kind = TARGET_TYPES[f.targetType ?? 'infantry'];
  if (!kind) throw new UserError(`--target-type takes one of ${Object.keys(TARGET_TYPES).join(', ')}, not "${f.targetType}"`);
  return { name, ...kind, save: save!, weapons: [], source: 'raw numbers' };
}
