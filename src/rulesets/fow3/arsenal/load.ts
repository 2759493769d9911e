/**
 * Load fow3 arsenal files into Open Fire profiles: schema check, then the checks a schema cannot
 * make (weapon names, which kinds of team may carry what, duplicate names), all with
 * file:line:col. The bundled files (scenarios/fow3/arsenals) are the one source of the Open Fire
 * profiles: british.ts and german.ts only name teams from them.
 */
import { fileURLToPath } from 'node:url';
import {
  yamlFilesIn,
  checkUniqueTeamNames,
  issueCollector,
  mergeArsenalFiles,
  teamsNamed,
  weaponLibrary,
  weaponOf,
  type At,
} from '../../../game/arsenal-files.js';
import { ValidationError, type Issue } from '../../../game/issues.js';
import { checkWith } from '../../../game/zod-issues.js';
import { positionOf, readMappingFile, type YamlSource } from '../../../game/yaml-source.js';
import type { Fow3TeamProfile, Fow3Weapon } from '../profile.js';
import { otherRulesetIssue } from '../schema/ruleset-check.js';
import { Fow3ArsenalFileSchema, type Fow3ArsenalFile, type Fow3WeaponEntry } from '../schema/arsenal.js';

export interface Fow3ArsenalTeam extends Fow3TeamProfile {
  readonly arsenal: string;
  readonly aliases?: readonly string[];
}

export interface Fow3Arsenal {
  /** Lower-cased name or alias -> the profiles of that name (one per arsenal that has it). */
  readonly byName: ReadonlyMap<string, readonly Fow3ArsenalTeam[]>;
  readonly names: readonly string[];
  readonly ids: readonly string[];
  /** Teams of each arsenal in file order. */
  readonly teams: ReadonlyMap<string, readonly Fow3ArsenalTeam[]>;
  /** Each arsenal's weapon library, by lower-cased name. */
  readonly weapons: ReadonlyMap<string, ReadonlyMap<string, Fow3Weapon>>;
}

export interface LoadedFow3Arsenal {
  readonly src: YamlSource;
  readonly file: Fow3ArsenalFile;
  readonly teams: Fow3ArsenalTeam[];
}

type Result = { ok: true; value: LoadedFow3Arsenal } | { ok: false; issues: Issue[] };

export function bundledFow3ArsenalDir(): string {
  return fileURLToPath(new URL('../../../../scenarios/fow3/arsenals/', import.meta.url));
}

export function bundledFow3ArsenalFiles(): string[] {
  return yamlFilesIn(bundledFow3ArsenalDir());
}

/** Read one fow3 arsenal file; problems are returned so several files can be reported together. */
export function readFow3ArsenalFile(path: string): Result {
  const read = readMappingFile(path, 'arsenal');
  if (!read.ok) return read;
  const src = read.src;
  const other = otherRulesetIssue(src, src.data, [], 'arsenal');
  if (other) return { ok: false, issues: [other] };
  const r = checkWith(Fow3ArsenalFileSchema, src);
  if (!r.ok) return r;
  return resolveArsenal(src, r.value);
}

function resolveArsenal(src: YamlSource, file: Fow3ArsenalFile): Result {
  const { issues, at } = issueCollector(src);
  const library = weaponLibrary(file.weapons, at);
  (file.weapons ?? []).forEach((w, i) => checkWeapon(w, ['weapons', i], at));
  checkUniqueTeamNames(file.teams, at);
  const teams: Fow3ArsenalTeam[] = [];
  file.teams.forEach((t, ti) => {
    // Team Characteristics: tanks have Front/Side/Top armour; infantry has none (a gun may print a Top armour, A15).
    if (t.kind === 'tank' && !t.armour)
      at(['teams', ti], `the tank team '${t.name}' needs an armour line`, 'add `armour: Front/Side/Top`, e.g. 6/4/1');
    if (t.kind === 'infantry' && t.armour)
      at(
        ['teams', ti, 'armour'],
        `the infantry team '${t.name}' has no armour ratings; only tanks (and a gun's printed Top armour) do`,
        'remove `armour`',
      );
    if (t.kind === 'tank' && t.tankAssault !== undefined)
      at(
        ['teams', ti, 'tankAssault'],
        'tanks have no Tank Assault rating: it is what infantry and guns use against tanks',
        'remove `tankAssault`',
      );
    const tankMobility = t.mobility.endsWith('-tank');
    if (tankMobility !== (t.kind === 'tank'))
      at(
        ['teams', ti, 'mobility'],
        `'${t.mobility}' is not a mobility for ${t.kind === 'tank' ? 'a tank' : `${an(t.kind)}`} team`,
        t.kind === 'tank'
          ? 'tanks are standard-tank, light-tank or slow-tank'
          : t.kind === 'infantry'
            ? 'infantry teams move as infantry'
            : 'guns are man-packed, medium or immobile',
      );
    if (t.weapons.length === 0 && !t.requiresFullRulebook)
      at(
        ['teams', ti, 'weapons'],
        `'${t.name}' has no weapons`,
        'give it a weapon line, or mark it `requiresFullRulebook: true` when Open Fire prints no profile',
      );
    const weapons: Fow3Weapon[] = [];
    t.weapons.forEach((w, wi) => {
      const path = ['teams', ti, 'weapons', wi];
      const entry = weaponOf(w, library, path, at, (line) => checkWeapon(line, path, at));
      if (!entry) return;
      if (entry.vehicleMg && t.kind !== 'tank')
        at(
          path,
          `'${entry.name}' is a vehicle machine-gun, so it belongs on a tank, not on the ${t.kind} team '${t.name}'`,
          'leave out `vehicleMg`, or fix the team kind',
        );
      if (entry.extra && t.kind !== 'infantry')
        at(path, `only infantry teams carry an extra weapon like '${entry.name}'`);
      weapons.push(entry);
    });
    const { weapons: _w, source, ...rest } = t;
    teams.push({
      ...rest,
      weapons,
      source: source ?? file.source ?? file.title ?? file.arsenal,
      arsenal: file.arsenal,
    });
  });
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { src, file, teams } };
}

function checkWeapon(w: Fow3WeaponEntry, path: (string | number)[], at: At): void {
  for (const k of ['movingRof', 'pinnedRof'] as const) {
    const v = w[k];
    if (v !== undefined && v > w.rof)
      at(
        [...path, k],
        `a ${k === 'movingRof' ? 'moving' : 'pinned down'} ROF of ${v} is more than the ROF of ${w.rof}`,
        'moving or pinned down, a weapon never fires more dice than its ROF (p. 9)',
      );
  }
}

/** Read several fow3 arsenal files into one lookup; throws ValidationError listing every problem. */
export function loadFow3Arsenals(files: readonly string[]): Fow3Arsenal {
  const m = mergeArsenalFiles<Fow3ArsenalTeam, LoadedFow3Arsenal>(files, readFow3ArsenalFile);
  const teams = new Map(m.loaded.map((l) => [l.file.arsenal, l.teams] as const));
  const weapons = new Map(
    m.loaded.map(
      (l) =>
        [l.file.arsenal, new Map((l.file.weapons ?? []).map((w) => [w.name.toLowerCase(), w as Fow3Weapon]))] as const,
    ),
  );
  return { byName: m.byName, names: m.names, ids: [...m.ids.keys()], teams, weapons };
}

let bundled: Fow3Arsenal | undefined;
/** The bundled fow3 arsenals (read once). */
export function bundledFow3Arsenal(): Fow3Arsenal {
  bundled ??= loadFow3Arsenals(bundledFow3ArsenalFiles());
  return bundled;
}

/** The profiles called `name` (case-insensitive), from the given arsenals only when `only` is set. */
export function findFow3Teams(
  arsenal: Fow3Arsenal,
  name: string,
  only?: readonly string[],
): readonly Fow3ArsenalTeam[] {
  return teamsNamed(arsenal.byName, name, only);
}

/** An Open Fire profile by name or alias (British arsenal first, then German). */
export function fow3Profile(name: string, nation?: 'british' | 'german'): Fow3TeamProfile | undefined {
  const found = findFow3Teams(bundledFow3Arsenal(), name, nation ? [nation] : undefined);
  return found.find((t) => t.arsenal === 'british') ?? found[0];
}

/** A bundled team by its exact name; throws when the bundled files lack it (a broken install). */
export function bundledFow3Team(arsenal: string, name: string): Fow3ArsenalTeam {
  const t = findFow3Teams(bundledFow3Arsenal(), name, [arsenal]).find((x) => x.name === name);
  if (!t) throw new Error(`the bundled fow3 arsenal '${arsenal}' has no team '${name}'`);
  return t;
}

/** A weapon of the bundled weapons library of an arsenal. */
export function bundledFow3Weapon(arsenal: string, name: string): Fow3Weapon {
  const w = bundledFow3Arsenal().weapons.get(arsenal)?.get(name.toLowerCase());
  if (!w) throw new Error(`the bundled fow3 arsenal '${arsenal}' has no weapon '${name}'`);
  return w;
}

function an(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}
