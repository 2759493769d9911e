/**
 * Load arsenal files into TeamProfiles: schema check, then the checks a schema cannot make
 * (weapon names, which team types may carry a weapon, duplicate names), all with file:line:col.
 */
import { basename } from 'node:path';
import {
  checkUniqueTeamNames,
  issueCollector,
  mergeArsenalFiles,
  weaponLibrary,
  weaponOf,
  type At,
} from '../../game/arsenal-files.js';
import { ValidationError, type Issue } from '../../game/issues.js';
import { checkWith } from '../../game/zod-issues.js';
import { readMappingFile, type YamlSource } from '../../game/yaml-source.js';
import type { TeamProfile, TeamType, WeaponProfile } from '../flames-of-war/profile.js';
import { ArsenalFileSchema, type ArsenalFile, type WeaponEntry } from './schema/arsenal.js';
import {
  bundledArsenalFiles,
  compiledArsenal,
  sourceText,
  type Arsenal,
  type ArsenalTeam,
  type CompiledArsenals,
} from './arsenal-compiled.js';

export {
  bundledArsenalDir,
  bundledArsenalFiles,
  findTeams,
  type Arsenal,
  type ArsenalTeam,
} from './arsenal-compiled.js';

export interface LoadedArsenalFile {
  readonly src: YamlSource;
  readonly file: ArsenalFile;
  readonly teams: ArsenalTeam[];
}

/** Read one arsenal file; problems are returned (not thrown) so several files can be reported together. */
export function readArsenalFile(path: string): { ok: true; value: LoadedArsenalFile } | { ok: false; issues: Issue[] } {
  const read = readMappingFile(path, 'arsenal');
  if (!read.ok) return read;
  const src = read.src;
  const r = checkWith(ArsenalFileSchema, src);
  if (!r.ok) return r;
  return resolveArsenal(src, r.value);
}

/** Team types that can carry vehicle machine-guns (p. 27). */
const VEHICLE_MG_TEAMS: readonly TeamType[] = ['tank', 'aircraft'];

function resolveArsenal(
  src: YamlSource,
  file: ArsenalFile,
): { ok: true; value: LoadedArsenalFile } | { ok: false; issues: Issue[] } {
  const { issues, at } = issueCollector(src);
  const library = weaponLibrary(file.weapons, at);
  (file.weapons ?? []).forEach((w, i) => checkWeapon(w, ['weapons', i], at));
  checkUniqueTeamNames(file.teams, at);
  const teams: ArsenalTeam[] = [];
  file.teams.forEach((t, ti) => {
    if (t.armour && t.type !== 'tank')
      at(
        ['teams', ti, 'armour'],
        `${an(t.type)} team has no armour ratings; only Tank teams do (p. 36)`,
        'remove `armour`, and give `save` if the save is not the usual one for the type',
      );
    if (t.armour && t.save !== undefined)
      at(
        ['teams', ti, 'save'],
        'an armoured tank uses its armour, not a save',
        'remove `save`, or remove `armour` for an unarmoured tank',
      );
    if (t.type === 'gun' && !t.gunSize)
      at(
        ['teams', ti],
        `the Gun team '${t.name}' needs a gunSize`,
        'add `gunSize: light`, `medium`, `heavy` or `immobile` (p. 18)',
      );
    if (t.type !== 'gun' && t.gunSize)
      at(['teams', ti, 'gunSize'], `only Gun teams have a gunSize, and '${t.name}' is a ${t.type} team`);
    const weapons: WeaponProfile[] = [];
    t.weapons.forEach((w, wi) => {
      const path = ['teams', ti, 'weapons', wi];
      const entry = weaponOf(w, library, path, at, (line) => checkWeapon(line, path, at));
      if (!entry) return;
      if (entry.teams && !entry.teams.includes(t.type)) {
        at(
          path,
          `'${entry.name}' is a weapon for ${entry.teams.join(' or ')} teams; ${an(t.type)} team like '${t.name}' cannot carry it`,
          'remove the weapon from this team, or fix the team type',
        );
      } else if (entry.vehicleMg && !VEHICLE_MG_TEAMS.includes(t.type)) {
        at(
          path,
          `'${entry.name}' is a vehicle machine-gun, so it belongs on a tank or aircraft team, not on the ${t.type} team '${t.name}'`,
          'give the team an ordinary weapon line (vehicleMg: false), or fix the team type',
        );
      }
      const { teams: _teams, ...profile } = entry;
      weapons.push(profile);
    });
    const { weapons: _w, ...rest } = t;
    teams.push({ ...rest, weapons, arsenal: file.arsenal });
  });
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: { src, file, teams } };
}

function checkWeapon(w: WeaponEntry, path: (string | number)[], at: At): void {
  if (w.movingRof !== undefined && w.movingRof > w.rof)
    at(
      [...path, 'movingRof'],
      `a Moving ROF of ${w.movingRof} is more than the Halted ROF of ${w.rof}`,
      'the Moving ROF is never higher than the Halted ROF (p. 33)',
    );
  if (w.minRange && w.minRange.inches >= w.range.inches)
    at(
      [...path, 'minRange'],
      `the minimum range ${w.minRange.inches}" is not shorter than the range ${w.range.inches}"`,
    );
}

/**
 * Read several arsenal files into one lookup; throws ValidationError listing every problem.
 * The same team name may appear in two arsenals (a British and a German "Rifle/MG team"); a force
 * chooses with its `arsenals` list.
 */
export function loadArsenals(files: readonly string[]): Arsenal {
  const m = mergeArsenalFiles<ArsenalTeam, LoadedArsenalFile>(files, readArsenalFile);
  return { byName: m.byName, names: m.names, ids: [...m.ids.keys()], files: [...files] };
}

let bundled: Arsenal | undefined;
/** The bundled fow4 arsenals (read once): as the build compiled them when that is current, else from the YAML. */
export function bundledArsenal(): Arsenal {
  bundled ??= compiledArsenal() ?? loadArsenals(bundledArsenalFiles());
  return bundled;
}

function an(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

/** What the build writes (arsenal-compiled.ts reads it back): the bundled YAML, read and checked. */
export function compileBundledArsenals(): CompiledArsenals {
  const files = bundledArsenalFiles();
  const a = loadArsenals(files);
  return {
    sources: files.map((f) => ({ file: basename(f), text: sourceText(f) })),
    byName: [...a.byName.entries()],
    names: [...a.names],
    ids: [...a.ids],
  };
}
