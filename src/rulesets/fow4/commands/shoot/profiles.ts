import type { TeamProfile, WeaponProfile } from '../../../flames-of-war/profile.js';
import { parseScore } from '../../../flames-of-war/score.js';
import { InputError } from '../../../../errors/input-error.js';
import { didYouMean } from '../../../../game/suggest.js';

export interface RawWeaponFlags {
  /** What a raw shooter is: infantry, gun, tank... (default: the arsenal's type for its name, else tank). */
  shooterType?: string;
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
  if (!Number.isInteger(n) || n < min || n > max)
    throw new InputError(`${flag} takes a whole number from ${min} to ${max}, not "${text}"`);
  return n;
}

function score(text: string | undefined, flag: string): number | 'auto' | undefined {
  if (text === undefined) return undefined;
  const s = parseScore(text);
  if (s === undefined) throw new InputError(`${flag} takes a score from 1+ to 6+ (or Auto), not "${text}"`);
  return s;
}

/** What a raw team is (Tank, Infantry, Gun...): its type, mobility, gun size and armour, without weapons. */
export type TeamBody = Pick<TeamProfile, 'type' | 'mobility' | 'gunSize' | 'armour'>;

/** The team types a raw shooter or target may be (--shooter-type, --target-type). */
export const TEAM_BODIES: Readonly<Record<string, TeamBody>> = {
  infantry: { type: 'infantry', mobility: 'infantry' },
  'heavy-weapon': { type: 'heavy-weapon', mobility: 'infantry' },
  cavalry: { type: 'cavalry', mobility: 'infantry' },
  gun: { type: 'gun', mobility: 'medium-gun', gunSize: 'medium' },
  'heavy-gun': { type: 'gun', mobility: 'heavy-gun', gunSize: 'heavy' },
  // An Armoured Tank whose armour does not matter to its own shooting (it is not the target).
  tank: { type: 'tank', mobility: 'standard-tank', armour: { front: 0, side: 0, top: 0 } },
  'unarmoured-tank': { type: 'tank', mobility: 'wheeled' },
  aircraft: { type: 'aircraft', mobility: 'aircraft' },
};

export const SHOOTER_TYPES = Object.keys(TEAM_BODIES);
/** A raw target that is an Armoured Tank is given by --armour instead. */
export const TARGET_TYPES = SHOOTER_TYPES.filter((t) => t !== 'tank');

/** The body a --shooter-type or --target-type names; a wrong word gets the nearest one. */
export function teamBody(text: string, flag: string, choices: readonly string[]): TeamBody {
  const key = text.trim().toLowerCase();
  if (choices.includes(key)) return TEAM_BODIES[key]!;
  throw new InputError(`${flag} takes one of ${choices.join(', ')}, not "${text}"${didYouMean(key, choices)}`);
}

/** The body of an arsenal profile (its type, mobility, gun size and armour; not its weapons or rules). */
export function bodyOf(p: TeamProfile): TeamBody {
  return {
    type: p.type,
    mobility: p.mobility,
    ...(p.gunSize ? { gunSize: p.gunSize } : {}),
    ...(p.armour ? { armour: p.armour } : {}),
  };
}

/** The shooters are given by raw numbers rather than by arsenal names. */
export function hasRawWeapon(f: RawWeaponFlags): boolean {
  return f.rof !== undefined || f.antiTank !== undefined || f.firepower !== undefined;
}

/**
 * A shooter profile from raw numbers (--rof, --anti-tank, --firepower). `body` is what the team
 * is (from --shooter-type, or from an arsenal that knows the name); without one, a Tank team.
 */
export function rawShooter(
  name: string,
  f: RawWeaponFlags,
  body: TeamBody = TEAM_BODIES.tank!,
): TeamProfile | undefined {
  if (!hasRawWeapon(f)) return undefined;
  const rof = int(f.rof, '--rof', 0, 20);
  const antiTank = int(f.antiTank, '--anti-tank', 0, 30);
  const firepower = score(f.firepower, '--firepower');
  if (rof === undefined || antiTank === undefined || firepower === undefined) {
    throw new InputError('a raw weapon needs all of --rof, --anti-tank and --firepower');
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
  return { name, ...body, weapons: [weapon], source: 'raw numbers' };
}

/** A target profile from raw numbers (--armour 6/4/1, or --save 3+ with --target-type). */
export function rawTarget(name: string, f: RawTargetFlags): TeamProfile | undefined {
  if (f.armour !== undefined) {
    const m = /^\s*(\d+)\s*\/\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(f.armour);
    if (!m) throw new InputError(`--armour takes Front/Side/Top, e.g. 6/4/1, not "${f.armour}"`);
    return {
      name,
      type: 'tank',
      mobility: 'standard-tank',
      armour: { front: Number(m[1]), side: Number(m[2]), top: Number(m[3]) },
      weapons: [],
      source: 'raw numbers',
    };
  }
  if (f.save === undefined) return undefined;
  const save = score(f.save, '--save');
  const kind = teamBody(f.targetType ?? 'infantry', '--target-type', TARGET_TYPES);
  return { name, ...kind, save: save!, weapons: [], source: 'raw numbers' };
}
