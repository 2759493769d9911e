/**
 * One unit selection of a roster -> its teams (with counts), weapons, ratings, rules and
 * transport. Counts come from the roster's "3x Sherman (75mm), 1x Firefly (17 pdr)" names (the
 * way list builders record a unit's size), else from the selection's `number`. A Weapon profile
 * belongs to the team of its own selection, else to the team whose name it shares.
 */
import type { Ratings } from '../../flames-of-war/profile.js';
import { IS_HIT_ON, MOTIVATION_SCORE, SKILL_SCORE } from '../../flames-of-war/profile.js';
import type { RosterSelection } from './roster.js';
import {
  SKIPPED_PROFILE_TYPES,
  UNIT_PROFILE_TYPES,
  isVehicleMg,
  placeTeamRule,
  teamFromProfile,
  weaponFromProfile,
  type Fail,
  type TeamDraft,
  type Unplaced,
  type WeaponDraft,
} from './profiles.js';

export interface UnitDraft {
  readonly selection: RosterSelection;
  readonly teams: { draft: TeamDraft; count: number }[];
  readonly transport: { draft: TeamDraft; count: number }[];
  readonly ratings: Ratings;
  readonly transportRatings?: Ratings;
  readonly rules: string[];
  readonly points?: number;
  readonly unplaced: Unplaced[];
}

const where = (s: RosterSelection) => s.path.join(' > ');

/** Every profile must be of a type umpire reads or knowingly skips (checked before anything else). */
export function checkProfileTypes(s: RosterSelection, fail: Fail): void {
  for (const p of s.profiles) {
    if (
      p.typeName === 'Weapon' ||
      (UNIT_PROFILE_TYPES as readonly string[]).includes(p.typeName) ||
      SKIPPED_PROFILE_TYPES.includes(p.typeName)
    )
      continue;
    fail(
      p.line,
      `the profile '${p.name}' in ${where(s)} has the type '${p.typeName}', which umpire does not read`,
      `umpire reads ${UNIT_PROFILE_TYPES.join(', ')} and Weapon profiles (Command Cards are skipped)`,
    );
  }
  for (const c of s.selections) checkProfileTypes(c, fail);
}

/** Does this selection, or one under it, carry a team profile? */
export function holdsTeams(s: RosterSelection): boolean {
  return (
    s.profiles.some((p) => (UNIT_PROFILE_TYPES as readonly string[]).includes(p.typeName)) ||
    s.selections.some(holdsTeams)
  );
}

function norm(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\b(teams?)\b/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** "3x Sherman (75mm), 1x Firefly (17 pdr)" -> [[3, "Sherman (75mm)"], [1, "Firefly (17 pdr)"]]. */
export function countPhrases(name: string): { n: number; label: string }[] {
  return name
    .split(/\s*,\s*/)
    .map((part) => /^(\d{1,2})\s*x\s+(.+)$/i.exec(part.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ n: Number(m[1]), label: m[2]!.trim() }));
}

function walk(
  s: RosterSelection,
  visit: (s: RosterSelection, ancestors: readonly RosterSelection[]) => void,
  ancestors: readonly RosterSelection[] = [],
): void {
  visit(s, ancestors);
  for (const c of s.selections) walk(c, visit, [...ancestors, s]);
}

export function buildUnit(unit: RosterSelection, fail: Fail): UnitDraft {
  const drafts: TeamDraft[] = [];
  const weapons: {
    weapon: WeaponDraft;
    selection: RosterSelection;
    teamRules: ReturnType<typeof weaponFromProfile>['teamRules'];
  }[] = [];
  const phrases: { n: number; label: string }[] = [];
  walk(unit, (s, ancestors) => {
    phrases.push(...countPhrases(s.name).map((p) => ({ n: p.n * s.number, label: p.label })));
    const rules = [...ancestors, s].flatMap((a) => a.rules);
    for (const p of s.profiles) {
      if ((UNIT_PROFILE_TYPES as readonly string[]).includes(p.typeName))
        drafts.push(teamFromProfile(p, s, fail, rules));
      else if (p.typeName === 'Weapon') weapons.push({ ...weaponFromProfile(p, s, fail), selection: s });
    }
  });

  // Weapons to their teams.
  for (const w of weapons) {
    const own = drafts.filter((d) => d.selection === w.selection);
    const team = own.length === 1 ? own[0] : bestNamed(w.weapon.name, own.length > 0 ? own : drafts);
    if (!team) {
      fail(
        w.weapon.line,
        `the weapon '${w.weapon.name}' in ${where(w.selection)} cannot be given to a team: ${drafts.length === 0 ? 'the unit has no team profile' : `its name matches none of ${drafts.map((d) => `'${d.name}'`).join(', ')}`}`,
        "start the weapon profile's name with its team's name, e.g. 'Sherman (MGs)' for 'Sherman (75mm)'",
      );
    }
    if (isVehicleMg(w.weapon.name, team.type)) w.weapon.vehicleMg = true;
    team.weapons.push(w.weapon);
    for (const r of w.teamRules) placeTeamRule(team, r.rule, r);
  }
  for (const d of drafts) joinArtillery(d);

  // Counts.
  const counted = mergeSame(drafts, fail).map((d) => ({ draft: d, count: countOf(d, drafts, phrases) }));
  const teams = counted.filter((t) => t.draft.kind !== 'Transport Attachment');
  const transport = counted.filter((t) => t.draft.kind === 'Transport Attachment');
  if (teams.length === 0)
    fail(
      unit.line,
      `the unit '${unit.name}' in ${where(unit)} has only Transport Attachment teams`,
      'a transport attachment belongs to an infantry or gun unit (p. 7)',
    );

  const rules: string[] = [];
  for (const t of teams) for (const r of t.draft.unitRules) if (!rules.includes(r)) rules.push(r);
  let points = 0;
  let priced = false;
  walk(unit, (s) => {
    if (s.points !== undefined) {
      points += s.points;
      priced = true;
    }
  });
  return {
    selection: unit,
    teams,
    transport,
    ratings: worst(teams.map((t) => t.draft)),
    ...(transport.length > 0 ? { transportRatings: worst(transport.map((t) => t.draft)) } : {}),
    rules,
    ...(priced ? { points: Math.round(points) } : {}),
    unplaced: [...counted.flatMap((t) => [...t.draft.unplaced, ...t.draft.weapons.flatMap((w) => w.unplaced)])],
  };
}

/** The team whose name the weapon's name shares most leading words with (at least the first). */
function bestNamed(weapon: string, teams: readonly TeamDraft[]): TeamDraft | undefined {
  const words = (s: string) =>
    norm(s.replace(/\(.*?\)/g, ' '))
      .split(' ')
      .filter(Boolean);
  const w = words(weapon);
  let best: TeamDraft | undefined;
  let bestScore = 0;
  let tie = false;
  for (const t of teams) {
    if (norm(t.name) === norm(weapon)) return t;
    const tw = words(t.name);
    let k = 0;
    while (k < w.length && k < tw.length && w[k] === tw[k]) k++;
    if (k > bestScore) [best, bestScore, tie] = [t, k, false];
    else if (k === bestScore && k > 0 && best?.name !== t.name) tie = true;
  }
  return tie ? undefined : best;
}

/** An ARTILLERY or SALVO line joins the direct-fire line of the same weapon, else stands alone (ROF 0). */
function joinArtillery(d: TeamDraft): void {
  const base = (n: string) =>
    norm(n.replace(/\((artillery|salvo|bombardment)\)/i, '').replace(/\b(artillery|salvo)\b/i, ''));
  for (const a of d.weapons.filter((w) => w.artilleryOnly)) {
    a.artillery = { ...a.artillery!, ...(a.rules.length > 0 ? { rules: [...a.rules] } : {}) };
    const direct = d.weapons.find((w) => !w.artilleryOnly && !w.artillery && base(w.name) === base(a.name));
    if (direct) {
      direct.artillery = a.artillery;
      direct.unplaced.push(...a.unplaced);
      d.weapons.splice(d.weapons.indexOf(a), 1);
    } else {
      a.rules = [];
      delete a.artilleryOnly;
    }
  }
  for (const w of d.weapons) delete w.artilleryOnly;
}

/** The same team profile shown on several selections counts once in the arsenal. */
function mergeSame(drafts: readonly TeamDraft[], fail: Fail): TeamDraft[] {
  const out: TeamDraft[] = [];
  for (const d of drafts) {
    const same = out.find((o) => o.name.toLowerCase() === d.name.toLowerCase());
    if (!same) out.push(d);
    else if (JSON.stringify(entryShape(same)) !== JSON.stringify(entryShape(d))) {
      fail(
        d.profile.line,
        `two different profiles in ${where(d.selection)} are both called '${d.name}' (the other is at line ${same.profile.line})`,
        'rename one of them in the list builder',
      );
    }
  }
  return out;
}

export function entryShape(d: TeamDraft): unknown {
  return [
    d.type,
    d.mobility,
    d.armour,
    d.save,
    d.gunSize,
    d.rules,
    d.passengers,
    d.tankAssault,
    d.weapons.map((w) => ({ ...w, unplaced: undefined, line: undefined })),
  ];
}

function countOf(d: TeamDraft, all: readonly TeamDraft[], phrases: readonly { n: number; label: string }[]): number {
  const key = norm(d.name);
  const named = phrases.filter((p) => norm(p.label) === key);
  if (named.length > 0) return named.reduce((a, p) => a + p.n, 0);
  const own = countPhrases(d.selection.name);
  const carried = all.filter((x) => x.selection === d.selection && x.name.toLowerCase() !== d.name.toLowerCase());
  if (own.length === 1 && carried.length === 0) return own[0]!.n * d.selection.number;
  return d.selection.number;
}

/**
 * Mixed-rating units use the worst rating (p. 10): worst Motivation and Skill, and for every
 * sub-rating the worst of what each team has (its printed value, else its Motivation's or Skill's).
 */
function worst(drafts: readonly TeamDraft[]): Ratings {
  const motivation = drafts
    .map((d) => d.ratings.motivation!)
    .reduce((a, b) => (MOTIVATION_SCORE[b] > MOTIVATION_SCORE[a] ? b : a));
  const skill = drafts.map((d) => d.ratings.skill!).reduce((a, b) => (SKILL_SCORE[b] > SKILL_SCORE[a] ? b : a));
  const out: Record<string, unknown> = { motivation, skill };
  const scoreOf = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);
  for (const k of ['rally', 'remount', 'counterattack', 'lastStand'] as const)
    out[k] = Math.max(...drafts.map((d) => scoreOf(d.ratings[k], MOTIVATION_SCORE[d.ratings.motivation!])));
  for (const k of ['tactics', 'assault', 'ranging'] as const)
    out[k] = Math.max(...drafts.map((d) => scoreOf(d.ratings[k], SKILL_SCORE[d.ratings.skill!])));
  out['isHitOn'] = Math.min(...drafts.map((d) => scoreOf(d.ratings.isHitOn, IS_HIT_ON[d.ratings.skill!])));
  return out as unknown as Ratings;
}
