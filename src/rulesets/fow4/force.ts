/**
 * Read a force (a file, or inline in a game file) and resolve it against the arsenals: every team
 * name found, every Unit Leader and Formation Commander in its unit, unit names unique, every
 * unit rated. Problems come back with file:line:col.
 */
import { teamForForce } from '../../game/arsenal-files.js';
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { ValidationError, type Issue } from '../../game/issues.js';
import { didYouMean } from '../../game/suggest.js';
import { checkWith } from '../../game/zod-issues.js';
import { positionOf, type Path, type YamlSource, loadResolvedFile } from '../../game/yaml-source.js';
import {
  bundledArsenal,
  bundledArsenalFiles,
  findTeams,
  loadArsenals,
  type Arsenal,
  type ArsenalTeam,
} from './arsenal.js';
import type { Ratings } from '../flames-of-war/profile.js';
import { ForceFileSchema, type ForceFile, type TeamRef } from './schema/force.js';

export type UnitRole = 'hq' | 'combat' | 'weapons' | 'support' | 'transport';

export interface ForceTeam {
  /** "<unit name>/<n>", n from 1 in the order the force lists the teams. */
  readonly id: string;
  /** The name as the force wrote it (may be an alias such as "Command Sherman V"). */
  readonly name: string;
  readonly profile: ArsenalTeam;
}

export interface ForceUnit {
  readonly name: string;
  /** The formation's name, or null for a support unit. */
  readonly formation: string | null;
  readonly role: UnitRole;
  readonly ratings: Ratings;
  readonly rules: readonly string[];
  readonly teams: readonly ForceTeam[];
  /** Team id of the Unit Leader. */
  readonly leader: string;
  /** Team id of the Formation Commander (HQ units only). */
  readonly commander?: string;
  /** For a Transport Unit: the unit it carries. */
  readonly transportFor?: string;
  readonly points?: number;
}

export interface Force {
  readonly name: string;
  readonly nation?: string;
  readonly points?: number;
  readonly formations: readonly {
    readonly name: string;
    readonly allied: boolean;
    readonly units: readonly string[];
  }[];
  readonly units: readonly ForceUnit[];
  readonly arsenal: Arsenal;
  readonly file: ForceFile;
}

/** Read and resolve a force file; throws ValidationError with every problem found. */
export function loadForceFile(path: string): Force {
  return loadResolvedFile(path, 'force', (src) => resolveForce(src, src.data, [], dirname(path)));
}

/** Check and resolve force data found at `at` in `src` (the whole file, or inside a game file). */
export function resolveForce(
  src: YamlSource,
  data: unknown,
  at: Path,
  baseDir: string,
): { ok: true; value: Force } | { ok: false; issues: Issue[] } {
  const parsed = checkWith(ForceFileSchema, src, data, at);
  if (!parsed.ok) return parsed;
  const file = parsed.value;
  const issues: Issue[] = [];
  const here = (path: Path, message: string, hint?: string) =>
    issues.push({ file: src.file, ...positionOf(src, [...at, ...path]), message, ...(hint ? { hint } : {}) });

  // Which arsenals.
  let arsenal: Arsenal;
  let only: string[] | undefined;
  try {
    const bundled = bundledArsenal();
    if (!file.arsenals) {
      arsenal = bundled;
    } else {
      const extra: string[] = [];
      only = [];
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
        } else if (bundled.ids.includes(a)) only!.push(a);
        else
          here(
            ['arsenals', i],
            `there is no bundled arsenal '${a}'${didYouMean(a, bundled.ids)}`,
            `bundled arsenals: ${bundled.ids.join(', ')}; or give the path of an arsenal .yaml file`,
          );
      });
      arsenal = extra.length > 0 ? loadArsenals([...bundledArsenalFiles(), ...extra]) : bundled;
      if (extra.length > 0) {
        const extraIds = arsenal.ids.filter((id) => !bundled.ids.includes(id));
        only.push(...extraIds);
      }
    }
  } catch (err) {
    if (err instanceof ValidationError) return { ok: false, issues: [...err.issues] };
    throw err;
  }
  if (issues.length > 0) return { ok: false, issues };

  const units: ForceUnit[] = [];
  const unitNames = new Map<string, Path>();
  const formations: { name: string; allied: boolean; units: string[] }[] = [];

  const addUnit = (
    entry: {
      name: string;
      teams: TeamRef[];
      leader?: string;
      ratings?: Partial<Ratings>;
      rules?: string[];
      points?: number;
      commander?: string;
    },
    path: Path,
    role: UnitRole,
    formation: string | null,
    inherited: Partial<Ratings>,
    transportFor?: string,
  ): ForceUnit | undefined => {
    const prev = unitNames.get(entry.name.toLowerCase());
    if (prev) {
      here(
        [...path, 'name'],
        `two units are called '${entry.name}'`,
        `unit names must be unique in a force (the other is at line ${positionOf(src, [...at, ...prev]).line}); rename one`,
      );
    }
    unitNames.set(entry.name.toLowerCase(), [...path, 'name']);
    const teams: ForceTeam[] = [];
    entry.teams.forEach((ref, ti) => {
      const name = typeof ref === 'string' ? ref : ref.team;
      const count = typeof ref === 'string' ? 1 : (ref.count ?? 1);
      const refPath: Path = typeof ref === 'string' ? [...path, 'teams', ti] : [...path, 'teams', ti, 'team'];
      const profile = teamForForce(arsenal, name, only, {
        path: refPath,
        at: here,
        label: '',
        hint: 'team names are those of the arsenal files (scenarios/fow4/arsenals); `umpire validate` an arsenal to list them',
      });
      if (!profile) return;
      for (let k = 0; k < count; k++) teams.push({ id: `${entry.name}/${teams.length + 1}`, name, profile });
    });
    const pick = (teamName: string | undefined, key: string, what: string): string | undefined => {
      if (teamName === undefined) return teams[0]?.id;
      const want = findTeams(arsenal, teamName, only)[0];
      const t = want ? teams.find((x) => x.profile === want) : undefined;
      if (!t) {
        const have = [...new Set(teams.map((x) => x.profile.name))];
        here(
          [...path, key],
          `the ${what} '${teamName}' is not one of the teams of '${entry.name}' (${have.join(', ') || 'none'})`,
          `name a team of this unit${didYouMean(teamName, have).replace('; did you mean', ', perhaps')}`,
        );
      }
      return t?.id;
    };
    const leader = pick(entry.leader, 'leader', 'Unit Leader');
    const commander =
      role === 'hq'
        ? pick(entry.commander ?? entry.leader, entry.commander ? 'commander' : 'leader', 'Formation Commander')
        : undefined;
    const merged = { ...inherited, ...(entry.ratings ?? {}) };
    if (!merged.motivation || !merged.skill) {
      const missing = [!merged.motivation && 'Motivation', !merged.skill && 'Skill'].filter(Boolean).join(' and ');
      here(
        [...path, 'name'],
        `the unit '${entry.name}' has no ${missing} rating`,
        'give `ratings: {motivation: confident, skill: trained}` on the unit, its formation or the force',
      );
    }
    if (
      teams.length !== entry.teams.reduce((n, r) => n + (typeof r === 'string' ? 1 : (r.count ?? 1)), 0) ||
      !leader ||
      !merged.motivation ||
      !merged.skill
    )
      return undefined;
    const unit: ForceUnit = {
      name: entry.name,
      formation,
      role,
      ratings: merged as Ratings,
      rules: [...(file.rules ?? []), ...(entry.rules ?? [])],
      teams,
      leader,
      ...(commander ? { commander } : {}),
      ...(transportFor ? { transportFor } : {}),
      ...(entry.points !== undefined ? { points: entry.points } : {}),
    };
    units.push(unit);
    return unit;
  };

  const addWithTransport = (
    u: Parameters<typeof addUnit>[0] & {
      transport?: { name?: string; teams: TeamRef[]; leader?: string; ratings?: Partial<Ratings>; rules?: string[] };
    },
    path: Path,
    role: UnitRole,
    formation: string | null,
    inherited: Partial<Ratings>,
  ): string[] => {
    addUnit(u, path, role, formation, inherited);
    const names = [u.name];
    if (u.transport) {
      const t = u.transport;
      const name = t.name ?? `${u.name} transports`;
      addUnit(
        { ...t, name },
        [...path, 'transport'],
        'transport',
        formation,
        { ...inherited, ...(u.ratings ?? {}) },
        u.name,
      );
      names.push(name);
    }
    return names;
  };

  const forceRatings = file.ratings ?? {};
  file.formations.forEach((f, fi) => {
    const inherited = { ...forceRatings, ...(f.ratings ?? {}) };
    const members = addWithTransport(f.hq, ['formations', fi, 'hq'], 'hq', f.name, inherited);
    f.units.forEach((u, ui) =>
      members.push(...addWithTransport(u, ['formations', fi, 'units', ui], u.role ?? 'combat', f.name, inherited)),
    );
    formations.push({ name: f.name, allied: f.allied ?? false, units: members });
  });
  file.support.forEach((u, ui) => addWithTransport(u, ['support', ui], 'support', null, forceRatings));

  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      name: file.name,
      ...(file.nation ? { nation: file.nation } : {}),
      ...(file.points !== undefined ? { points: file.points } : {}),
      formations,
      units,
      arsenal,
      file,
    },
  };
}
