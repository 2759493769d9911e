/**
 * Read an Open Fire force (a file, or inline in a game file) and resolve it against the fow3
 * arsenals: every team found, every command team in its platoon, platoon names unique, every
 * platoon rated, one headquarters, and (when the force names its company) each platoon's teams
 * and points as Open Fire prices them. Problems come back with file:line:col.
 */
import { teamForForce } from '../../game/arsenal-files.js';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { ValidationError, type Issue } from '../../game/issues.js';
import { didYouMean } from '../../game/suggest.js';
import { checkWith } from '../../game/zod-issues.js';
import { positionOf, type Path, type YamlSource, loadResolvedFile } from '../../game/yaml-source.js';
import { ARMOURED_SQUADRON, GRENADIERKOMPANIE, type CompanyEntry } from './arsenal/forces.js';
import {
  bundledFow3Arsenal,
  bundledFow3ArsenalFiles,
  findFow3Teams,
  loadFow3Arsenals,
  type Fow3Arsenal,
  type Fow3ArsenalTeam,
} from './arsenal/load.js';
import type { Fow3Ratings } from './ratings.js';
import { otherRulesetIssue } from './schema/ruleset-check.js';
import { Fow3ForceFileSchema, type Fow3ForceFile, type Fow3PlatoonEntry } from './schema/force.js';

export const FOW3_COMPANIES: readonly CompanyEntry[] = [ARMOURED_SQUADRON, GRENADIERKOMPANIE];

export interface Fow3ForceTeam {
  /** "<platoon name>/<n>", n from 1 in the order the force lists the teams. */
  readonly id: string;
  /** The name as the force wrote it (may be an alias such as "Command Sherman V"). */
  readonly name: string;
  readonly profile: Fow3ArsenalTeam;
}

export interface Fow3ForcePlatoon {
  readonly name: string;
  readonly slot: Fow3PlatoonEntry['slot'];
  readonly entry?: string;
  readonly ratings: Fow3Ratings;
  readonly teams: readonly Fow3ForceTeam[];
  /** Team id of the platoon command team (in the headquarters, the Company command team). */
  readonly command: string;
  /** Headquarters only: team id of the 2iC command team. */
  readonly secondInCommand?: string;
  readonly points?: number;
  readonly requiresFullRulebook: boolean;
}

export interface Fow3Force {
  readonly name: string;
  readonly nation?: string;
  readonly company?: string;
  readonly points?: number;
  readonly platoons: readonly Fow3ForcePlatoon[];
  readonly arsenal: Fow3Arsenal;
  readonly file: Fow3ForceFile;
}

type Result = { ok: true; value: Fow3Force } | { ok: false; issues: Issue[] };

/** Read and resolve a fow3 force file; throws ValidationError with every problem found. */
export function loadFow3ForceFile(path: string): Fow3Force {
  return loadResolvedFile(path, 'force', (src) => resolveFow3Force(src, src.data, [], dirname(path)));
}

function chooseArsenals(
  file: Fow3ForceFile,
  baseDir: string,
  here: (p: Path, m: string, h?: string) => void,
): { arsenal: Fow3Arsenal; only?: string[] } {
  const bundled = bundledFow3Arsenal();
  if (!file.arsenals) return { arsenal: bundled };
  const extra: string[] = [];
  const only: string[] = [];
  file.arsenals.forEach((a, i) => {
    if (/\.ya?ml$/i.test(a)) {
      const p = isAbsolute(a) ? a : resolve(baseDir, a);
      if (!existsSync(p))
        here(
          ['arsenals', i],
          `the arsenal file '${a}' does not exist`,
          `paths are relative to the force file's folder (${baseDir})`,
        );
      else extra.push(p);
    } else if (bundled.ids.includes(a)) only.push(a);
    else
      here(
        ['arsenals', i],
        `there is no bundled fow3 arsenal '${a}'${didYouMean(a, bundled.ids)}`,
        `bundled fow3 arsenals: ${bundled.ids.join(', ')}; or give the path of a fow3 arsenal .yaml file`,
      );
  });
  if (extra.length === 0) return { arsenal: bundled, only };
  const arsenal = loadFow3Arsenals([...bundledFow3ArsenalFiles(), ...extra]);
  only.push(...arsenal.ids.filter((id) => !bundled.ids.includes(id)));
  return { arsenal, only };
}

/** Check and resolve force data found at `at` in `src` (the whole file, or inside a game file). */
export function resolveFow3Force(src: YamlSource, data: unknown, at: Path, baseDir: string): Result {
  const other = otherRulesetIssue(src, data, at, 'force');
  if (other) return { ok: false, issues: [other] };
  const parsed = checkWith(Fow3ForceFileSchema, src, data, at);
  if (!parsed.ok) return parsed;
  const file = parsed.value;
  const issues: Issue[] = [];
  const here = (path: Path, message: string, hint?: string) =>
    issues.push({ file: src.file, ...positionOf(src, [...at, ...path]), message, ...(hint ? { hint } : {}) });

  let chosen: { arsenal: Fow3Arsenal; only?: string[] };
  try {
    chosen = chooseArsenals(file, baseDir, here);
  } catch (err) {
    if (err instanceof ValidationError) return { ok: false, issues: [...err.issues] };
    throw err;
  }
  if (issues.length > 0) return { ok: false, issues };
  const { arsenal, only } = chosen;

  let company: CompanyEntry | undefined;
  if (file.company) {
    company = FOW3_COMPANIES.find((c) => c.name.toLowerCase() === file.company!.toLowerCase());
    if (!company)
      here(
        ['company'],
        `Open Fire has no company '${file.company}'${didYouMean(
          file.company,
          FOW3_COMPANIES.map((c) => c.name),
        )}`,
        `companies: ${FOW3_COMPANIES.map((c) => c.name).join(', ')}`,
      );
  }

  const platoons: Fow3ForcePlatoon[] = [];
  const names = new Map<string, number>();
  file.platoons.forEach((p, pi) => {
    const path: Path = ['platoons', pi];
    const prev = names.get(p.name.toLowerCase());
    if (prev !== undefined)
      here(
        [...path, 'name'],
        `two platoons are called '${p.name}'`,
        `platoon names must be unique in a force (the other is platoon ${prev + 1}); rename one`,
      );
    names.set(p.name.toLowerCase(), pi);
    const teams: Fow3ForceTeam[] = [];
    let wanted = 0;
    p.teams.forEach((ref, ti) => {
      const name = typeof ref === 'string' ? ref : ref.team;
      const count = typeof ref === 'string' ? 1 : (ref.count ?? 1);
      wanted += count;
      const refPath: Path = typeof ref === 'string' ? [...path, 'teams', ti] : [...path, 'teams', ti, 'team'];
      const profile = teamForForce(arsenal, name, only, {
        path: refPath,
        at: here,
        label: 'fow3 ',
        hint: 'team names are those of the fow3 arsenal files (scenarios/fow3/arsenals); `umpire validate` an arsenal to check it',
      });
      if (!profile) return;
      for (let k = 0; k < count; k++) teams.push({ id: `${p.name}/${teams.length + 1}`, name, profile });
    });
    if (teams.length !== wanted) return;
    const pick = (teamName: string | undefined, key: string, what: string, fallback: number): string | undefined => {
      if (teamName === undefined) return teams[fallback]?.id;
      const want = findFow3Teams(arsenal, teamName, only)[0];
      const used = new Set(platoonIds);
      const t = want ? teams.find((x) => x.profile === want && !used.has(x.id)) : undefined;
      if (!t) {
        const have = [...new Set(teams.map((x) => x.name))];
        here(
          [...path, key],
          `the ${what} '${teamName}' is not one of the teams of '${p.name}' (${have.join(', ')})`,
          `name a team of this platoon${didYouMean(teamName, have).replace('; did you mean', ', perhaps')}`,
        );
      }
      return t?.id;
    };
    const platoonIds: string[] = [];
    const hq = p.slot === 'headquarters';
    const command = pick(p.command, 'command', hq ? 'Company command team' : 'platoon command team', 0);
    if (command) platoonIds.push(command);
    let second: string | undefined;
    if (p.secondInCommand !== undefined && !hq)
      here(
        [...path, 'secondInCommand'],
        'only the headquarters has a 2iC command team',
        'remove `secondInCommand`, or make this platoon `slot: headquarters`',
      );
    else if (hq)
      second =
        p.secondInCommand !== undefined
          ? pick(p.secondInCommand, 'secondInCommand', '2iC command team', 1)
          : teams.find((t) => t.id !== command)?.id;
    const ratings = { ...(file.ratings ?? {}), ...(p.ratings ?? {}) };
    if (!ratings.motivation || !ratings.skill) {
      const missing = [!ratings.motivation && 'Motivation', !ratings.skill && 'Skill'].filter(Boolean).join(' and ');
      here(
        [...path, 'name'],
        `the platoon '${p.name}' has no ${missing} rating`,
        'give `ratings: {motivation: confident, skill: trained}` on the platoon or the force',
      );
      return;
    }
    let points = p.points;
    let requiresFullRulebook = teams.some((t) => t.profile.requiresFullRulebook === true);
    if (company && p.entry) {
      const entry = company.platoons.find((e) => e.name.toLowerCase() === p.entry!.toLowerCase());
      if (!entry)
        here(
          [...path, 'entry'],
          `the ${company.name} has no platoon '${p.entry}'${didYouMean(
            p.entry,
            company.platoons.map((e) => e.name),
          )}`,
          `its platoons: ${company.platoons.map((e) => e.name).join(', ')}`,
        );
      else {
        requiresFullRulebook ||= entry.requiresFullRulebook === true;
        const counts = countByProfile(teams.map((t) => t.profile.name));
        const option = entry.options.find((o) =>
          sameCounts(
            countByProfile(o.teams.flatMap((x) => Array<string>(x.count).fill(canonical(arsenal, x.profile)))),
            counts,
          ),
        );
        if (!option) {
          const list = entry.options
            .map((o) => `${o.teams.map((x) => `${x.count} ${x.profile}`).join(' + ')} (${o.points})`)
            .join('; ');
          here(
            [...path, 'teams'],
            `these teams are not an option of the ${entry.name}`,
            `Open Fire's options: ${list}`,
          );
        } else if (points !== undefined && points !== option.points) {
          here(
            [...path, 'points'],
            `the ${entry.name} with these teams costs ${option.points} points, not ${points}`,
            `write points: ${option.points}`,
          );
        } else points = option.points;
        if (entry.slot !== p.slot)
          here([...path, 'slot'], `the ${entry.name} is a ${entry.slot} platoon, not ${p.slot}`);
      }
    }
    if (!command) return;
    platoons.push({
      name: p.name,
      slot: p.slot,
      ...(p.entry ? { entry: p.entry } : {}),
      ratings: ratings as Fow3Ratings,
      teams,
      command,
      ...(second ? { secondInCommand: second } : {}),
      ...(points !== undefined ? { points } : {}),
      requiresFullRulebook,
    });
  });
  const hqs = file.platoons.map((p, i) => [p, i] as const).filter(([p]) => p.slot === 'headquarters');
  if (hqs.length === 0)
    here(
      ['platoons'],
      'the company has no headquarters platoon',
      'give one platoon `slot: headquarters`: its command team is the Company command team',
    );
  for (const [, i] of hqs.slice(1))
    here(
      ['platoons', i, 'slot'],
      'a company has one headquarters platoon',
      'make this platoon combat, weapons or support',
    );
  const total = platoons.reduce((n, p) => n + (p.points ?? 0), 0);
  if (
    file.points !== undefined &&
    platoons.every((p) => p.points !== undefined) &&
    total !== file.points &&
    issues.length === 0
  ) {
    here(['points'], `the platoons add up to ${total} points, not ${file.points}`, `write points: ${total}`);
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      name: file.name,
      ...(file.nation ? { nation: file.nation } : {}),
      ...(company ? { company: company.name } : {}),
      ...(file.points !== undefined ? { points: file.points } : {}),
      platoons,
      arsenal,
      file,
    },
  };
}

function canonical(arsenal: Fow3Arsenal, name: string): string {
  return findFow3Teams(arsenal, name)[0]?.name ?? name;
}

function countByProfile(names: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const n of names) m.set(n, (m.get(n) ?? 0) + 1);
  return m;
}

function sameCounts(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  return a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
}
