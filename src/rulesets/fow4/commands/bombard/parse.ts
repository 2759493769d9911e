/**
 * Quick-mode specs for `umpire bombard` and `umpire aircraft`:
 *   --battery "4 15cm sFH18"                         (an arsenal team with an artillery line)
 *   --battery "3 Katyusha:at=2,fp=5+,rocket=2"       (raw numbers)
 *   --under "3 T-34/85"  --under "4 Rifle/MG team:foxholes:skill=veteran,unit=1st Platoon"
 *   --under "2 truck:type=tank,skill=conscript"      (raw profile)
 */
import { LIMITS } from '../../../../game/limits.js';
import { sideArsenal, type LookupOptions } from '../arsenal-lookup.js';
import type { ArtilleryWeapon } from '../../bombard/battery.js';
import { BOMBARD_COVERS, type BombardCover, type TeamsUnderTemplate } from '../../bombard/targets.js';
import type { GunSize, Skill, TeamProfile, TeamType } from '../../../flames-of-war/profile.js';
import { parseScore, type Score } from '../../../flames-of-war/score.js';
import { InputError } from '../../../../errors/input-error.js';

export interface ParsedSpec {
  readonly count: number;
  readonly name: string;
  readonly flags: ReadonlySet<string>;
  readonly keys: ReadonlyMap<string, string>;
}

/** "<count> <name>[:part][:part]..." where a part is a flag word or "key=value,key=value". */
export function parseSpec(text: string, option: string): ParsedSpec {
  const [head, ...parts] = text.split(':');
  const m = /^\s*(\d+)\s*[x×]?\s+(.+?)\s*$/.exec(head ?? '') ?? /^\s*()(.+?)\s*$/.exec(head ?? '');
  if (!m || !m[2]) throw new InputError(`${option} "${text}": expected "<count> <name>", e.g. "3 T-34/85"`);
  const count = m[1] ? Number(m[1]) : 1;
  if (!Number.isInteger(count) || count < 0)
    throw new InputError(`${option} "${text}": the count must be a whole number`);
  if (count > LIMITS.teamsPerGroup)
    throw new InputError(
      `${option} "${text}": at most ${LIMITS.teamsPerGroup} teams in one group, not ${count} (the limits are in docs/limits.md)`,
    );
  const flags = new Set<string>();
  const keys = new Map<string, string>();
  for (const part of parts) {
    for (const item of part.split(',')) {
      const t = item.trim();
      if (!t) continue;
      const eq = t.indexOf('=');
      if (eq < 0) flags.add(t.toLowerCase());
      else keys.set(t.slice(0, eq).trim().toLowerCase(), t.slice(eq + 1).trim());
    }
  }
  return { count, name: m[2], flags, keys };
}

export function parseRating(text: string, what: string): Score {
  const t = text.trim().toLowerCase();
  if (t === 'veteran') return 3;
  if (t === 'trained') return 4;
  if (t === 'conscript') return 5;
  const s = parseScore(t);
  if (s === undefined)
    throw new InputError(`${what} "${text}" is not a rating: use veteran, trained, conscript or a score like 4+`);
  return s;
}

function nullableNumber(text: string, what: string): number | null {
  if (text === '-') return null;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new InputError(`${what} "${text}" must be a whole number or "-"`);
  return n;
}

function nullableScore(text: string, what: string): Score | null {
  if (text === '-') return null;
  const s = parseScore(text);
  if (s === undefined) throw new InputError(`${what} "${text}" must be a score like 3+ or "-"`);
  return s;
}

/** Where a role's names are looked up: `--arsenal`, narrowed or replaced by the role's own option. */
export type ArsenalChoice = Pick<LookupOptions, 'file' | 'only' | 'narrow'>;

/**
 * The lookup of --battery or --under names: the role's option (`--battery-arsenal`,
 * `--under-arsenal`: arsenal ids, or an arsenal or force file, e.g. one made by umpire import),
 * else the `--arsenal` file, then the bundled arsenals.
 */
export function roleArsenal(arsenal: string | undefined, role: string | undefined, narrow: string): ArsenalChoice {
  const side = sideArsenal(role);
  const file = side.file ?? arsenal;
  return { ...(file ? { file } : {}), ...(side.only ? { only: side.only } : {}), narrow };
}

/**
 * A team profile by arsenal name, for a spec that names a team. The caller gives it, and loads the
 * arsenals only when some spec names a team (`namesArsenalTeam`): a raw-number bombardment reads
 * no arsenal (issue 32).
 */
export type TeamLookup = (name: string, option: string) => TeamProfile;

/** What a lookup that fails suggests instead. */
export const RAW_NUMBERS_HINT =
  'give its numbers instead, e.g. "3 Nebelwerfer:at=2,fp=5+" or "2 Truck:type=tank,skill=trained"';

/** Does this --battery or --under spec name an arsenal team, rather than give its numbers? */
export function namesArsenalTeam(text: string, option: '--battery' | '--under'): boolean {
  const s = parseSpec(text, option);
  return option === '--battery' ? !s.keys.has('at') && !s.keys.has('fp') : !s.keys.has('type');
}

const noLookup: TeamLookup = (name, option) => {
  throw new Error(`${option} "${name}" names an arsenal team, but no arsenal lookup was given`);
};

/** A --battery spec: an arsenal team's artillery line, or raw at= / fp= numbers. */
export function parseBattery(
  text: string,
  options: { arsenalAdjusted?: boolean; lookup?: TeamLookup } = {},
): ArtilleryWeapon {
  const s = parseSpec(text, '--battery');
  const rules: string[] = [];
  if (s.flags.has('hmg')) rules.push('hmg-bombardment');
  if (s.flags.has('super-heavy') || s.flags.has('stuka')) rules.push('super-heavy-rockets');
  if (s.flags.has('breakthrough')) rules.push('breakthrough-gun');
  const rocketCount = s.keys.get('rocket');
  const rocket =
    rocketCount !== undefined ? { countsAs: Number(rocketCount) } : s.flags.has('rocket') ? { countsAs: 1 } : undefined;
  if (rocket && (!Number.isInteger(rocket.countsAs) || rocket.countsAs < 1))
    throw new InputError(`--battery "${text}": rocket= takes the number of weapons each launcher counts as`);
  const extra = { ...(rocket ? { rocket } : {}), ...(s.flags.has('train') ? { armouredTrain: true } : {}) };
  if (s.keys.has('at') || s.keys.has('fp')) {
    if (!s.keys.has('at') || !s.keys.has('fp')) throw new InputError(`--battery "${text}": give both at= and fp=`);
    return {
      name: s.name,
      count: s.count,
      antiTank: nullableNumber(s.keys.get('at')!, 'at='),
      firepower: nullableScore(s.keys.get('fp')!, 'fp='),
      ...(s.flags.has('unadjusted') ? { unadjusted: true } : {}),
      ...extra,
      ...(rules.length ? { rules } : {}),
    };
  }
  const team = (options.lookup ?? noLookup)(s.name, '--battery');
  const weapon = team.weapons.find((w) => w.artillery);
  if (!weapon || !weapon.artillery)
    throw new InputError(`--battery: ${team.name} has no artillery line (it cannot bombard)`, {
      hint: 'give at= and fp= to fire it anyway',
    });
  const a = weapon.artillery;
  return {
    name: team.name,
    count: s.count,
    antiTank: a.antiTank,
    firepower: a.firepower,
    // The bundled arsenals carry Intelligence Handbook (unadjusted) artillery lines.
    ...(options.arsenalAdjusted || a.adjusted || s.flags.has('adjusted') ? {} : { unadjusted: true }),
    ...(a.countsAs && a.countsAs > 1 ? { rocket: { countsAs: a.countsAs } } : extra),
    rules: [...(a.rules ?? []), ...rules],
  };
}

const TYPES: readonly TeamType[] = ['tank', 'infantry', 'heavy-weapon', 'cavalry', 'motorcycle', 'gun', 'aircraft'];
const SKILLS: readonly Skill[] = ['veteran', 'trained', 'conscript'];

/** Refuse more teams under one template than umpire resolves (every --under together). */
export function checkUnderTotal(under: readonly { readonly count?: number }[]): void {
  const total = under.reduce((n, u) => n + (u.count ?? 1), 0);
  if (total > LIMITS.teamsUnderTemplate)
    throw new InputError(
      `--under: at most ${LIMITS.teamsUnderTemplate} teams under one template, not ${total} (the limits are in docs/limits.md)`,
    );
}

/** A --under spec: teams under the template, from the arsenal or raw (type=, top=, save=). */
export function parseUnder(
  text: string,
  defaultSkill: Skill = 'trained',
  lookup: TeamLookup = noLookup,
): TeamsUnderTemplate {
  const s = parseSpec(text, '--under');
  if (s.count < 1) throw new InputError(`--under "${text}": at least one team`);
  let profile: TeamProfile;
  const type = s.keys.get('type');
  if (type !== undefined) {
    if (!TYPES.includes(type as TeamType))
      throw new InputError(`--under "${text}": type= must be one of ${TYPES.join(', ')}`);
    const top = s.keys.get('top');
    const save = s.keys.get('save');
    const gun = s.keys.get('gun') as GunSize | undefined;
    profile = {
      name: s.name,
      type: type as TeamType,
      mobility: type === 'tank' ? 'standard-tank' : type === 'gun' ? 'medium-gun' : 'infantry',
      weapons: [],
      ...(top !== undefined ? { armour: { front: Number(top), side: Number(top), top: Number(top) } } : {}),
      ...(save !== undefined ? { save: nullableScore(save, 'save=') ?? 6 } : {}),
      ...(gun ? { gunSize: gun } : {}),
      ...(s.flags.has('gun-shield-team') ? { rules: ['gun-shield'] } : {}),
    };
  } else {
    profile = lookup(s.name, '--under');
  }
  const cover = [...s.flags].find((f) => (BOMBARD_COVERS as readonly string[]).includes(f)) as BombardCover | undefined;
  const skillText = s.keys.get('skill') ?? defaultSkill;
  const hit = s.keys.get('hit');
  if (hit === undefined && !SKILLS.includes(skillText as Skill))
    throw new InputError(`--under "${text}": skill= must be veteran, trained or conscript`);
  const remount = s.keys.get('remount');
  return {
    name: s.name,
    count: s.count,
    profile,
    ...(hit !== undefined ? { isHitOn: nullableScore(hit, 'hit=') ?? 6 } : { skill: skillText as Skill }),
    ...(s.keys.get('unit') ? { unit: s.keys.get('unit')! } : {}),
    ...(cover ? { cover } : {}),
    ...(s.flags.has('bailed-out') || s.flags.has('bailed')
      ? { bailedOut: true, remount: { base: remount ? parseRating(remount, 'remount=') : 4, modifiers: [], rules: [] } }
      : {}),
    ...(s.flags.has('commander') ? { commanderReroll: true } : {}),
    ...(s.flags.has('recce') ? { reconnaissanceUnit: true } : {}),
    ...(s.flags.has('shtraf') ? { shtraf: true } : {}),
    ...(s.flags.has('long') ? { longRange: true } : {}),
  };
}
