import { parseGroup } from '../../../command-input.js';
import { InputError } from '../../../../errors/input-error.js';
import type { TeamProfile } from '../../../flames-of-war/profile.js';
import type { Facing } from '../../../flames-of-war/saves/hit.js';
import { parseScore } from '../../../flames-of-war/score.js';
import { quickShootingSituation, type QuickGroup } from '../../shooting/quick.js';
import type { ShootingSituation } from '../../shooting/situation.js';
import { bodyOf, hasRawWeapon, rawShooter, rawTarget, SHOOTER_TYPES, teamBody } from './profiles.js';
import type { FACING_WORDS, ShootFlags } from './options.js';
import { sideArsenal } from '../arsenal-lookup.js';

const FACINGS: Record<(typeof FACING_WORDS)[number], Facing> = {
  front: 'front',
  side: 'side',
  top: 'top',
  'turret-front': 'turret-front-hull-side',
  'hull-front': 'hull-front-turret-side',
};

async function groups(
  texts: readonly string[],
  raw: (name: string) => Promise<TeamProfile | undefined>,
  role: 'shooter' | 'target',
  file?: string,
  only?: readonly string[],
): Promise<QuickGroup[]> {
  const out: QuickGroup[] = [];
  for (const text of texts) {
    const { count, name } = parseGroup(text);
    const profile =
      (await raw(name)) ?? (await (await import('./find-profile.js')).findProfile(name, role, file, only));
    out.push({ count, profile });
  }
  return out;
}

/**
 * A raw-number shooter is the team type --shooter-type names, else the type an arsenal gives its
 * name (a raw "Bazooka team" is Infantry), else a Tank team.
 */
async function rawShooterOf(
  name: string,
  f: ShootFlags,
  only: readonly string[] | undefined,
): Promise<TeamProfile | undefined> {
  if (!hasRawWeapon(f)) return undefined;
  if (f.shooterType !== undefined) return rawShooter(name, f, teamBody(f.shooterType, '--shooter-type', SHOOTER_TYPES));
  const known = await (await import('./find-profile.js')).knownProfile(name, f.arsenal, only);
  return rawShooter(name, f, known ? bodyOf(known) : undefined);
}

function numbers(text: string | undefined, flag: string): number[] | undefined {
  if (text === undefined) return undefined;
  const xs = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (xs.some((n) => !Number.isInteger(n) || n < 1))
    throw new InputError(`${flag} takes team numbers such as 2,3, not "${text}"`);
  return xs;
}

function count(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 1000) throw new InputError(`${flag} takes a whole number, not "${text}"`);
  return n;
}

/** The ShootingSituation that quick-mode flags describe (shared by `shoot` and `odds shoot`). */
export async function quickSituation(shooterTexts: readonly string[], f: ShootFlags): Promise<ShootingSituation> {
  if (shooterTexts.length === 0)
    throw new InputError('name the shooting teams, e.g. umpire shoot "3 Panzer IV H" --at "4 Sherman V"');
  if (!f.at || f.at.length === 0) throw new InputError('name the target unit with --at, e.g. --at "4 Sherman V"');
  const isHitOn = f.isHitOn === undefined ? undefined : parseScore(f.isHitOn);
  if (f.isHitOn !== undefined && (isHitOn === undefined || isHitOn === 'auto' || isHitOn > 6))
    throw new InputError(`--is-hit-on takes a score from 1+ to 6+, not "${f.isHitOn}"`);
  const facing = f.facing === undefined ? undefined : FACINGS[f.facing];

  if (f.shooterType !== undefined && !hasRawWeapon(f))
    throw new InputError(
      '--shooter-type is for a shooter given by raw numbers (--rof, --anti-tank, --firepower); an arsenal team has its own type',
    );
  // Each side's arsenal: ids narrowing the bundled ones, or its own file (two imported lists).
  const shooterSide = sideArsenal(f.shooterArsenal);
  const targetSide = sideArsenal(f.targetArsenal);
  const shooters = await groups(
    shooterTexts,
    (n) => rawShooterOf(n, { ...f, arsenal: shooterSide.file ?? f.arsenal }, shooterSide.only),
    'shooter',
    shooterSide.file ?? f.arsenal,
    shooterSide.only,
  );
  const targets = await groups(
    f.at,
    async (n) => rawTarget(n, f),
    'target',
    targetSide.file ?? f.arsenal,
    targetSide.only,
  );
  const within6 = numbers(f.within6, '--within6');
  const bailedOut = numbers(f.bailedOut, '--bailed-out');
  const teamsAtStart = count(f.teamsAtStart, '--teams-at-start');
  const hitsEarlier = count(f.hitsEarlier, '--hits-earlier');
  return quickShootingSituation({
    shooters,
    targets,
    ...(f.weapon ? { weapon: f.weapon } : {}),
    shooterState: {
      ...(f.moved ? { moved: true } : {}),
      ...(f.outOfCommand ? { movedOutOfCommand: true } : {}),
      ...(f.dashed ? { dashed: true } : {}),
    },
    ...(f.pinned ? { shooterPinned: true } : {}),
    ...(f.formationCommander ? { formationCommander: true } : {}),
    targetRatings: {
      skill: f.targetSkill,
      motivation: f.targetMotivation,
      ...(isHitOn !== undefined ? { isHitOn } : {}),
    },
    ...(within6 ? { within6 } : {}),
    ...(bailedOut ? { bailedOut } : {}),
    longRange: f.longRange === true,
    concealed: f.concealed === true,
    // --dug-in: in Foxholes (Concealed, Bulletproof Cover) and Gone to Ground, as players say it.
    goneToGround: f.goneToGround === true || f.dugIn === true,
    ...(f.dugIn ? { foxholes: true } : {}),
    ...(f.shtraf ? { shtraf: true } : {}),
    bulletproof: f.bulletproof === true,
    smoke: f.smoke === true,
    night: f.night === true,
    ...(facing ? { facing } : {}),
    ...(teamsAtStart !== undefined ? { teamsAtStart } : {}),
    ...(hitsEarlier !== undefined ? { hitsEarlier } : {}),
    bagpipes: f.bagpipes === true,
    mistakenTarget: f.mistakenTarget !== false,
  });
}
