import { dirname, isAbsolute, resolve } from 'node:path';
import { didYouMean } from '../../../game/suggest.js';
import { expectMapping, readYamlFile } from '../../../game/yaml-source.js';
import { bundledArsenal, findTeams, loadArsenals, type Arsenal, type ArsenalTeam } from '../arsenal.js';
import { loadForceFile } from '../force.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';
import { UserError } from '../../../engine/user-error.js';

function plain(t: ArsenalTeam): TeamProfile {
  const { arsenal: _a, aliases: _b, ...profile } = t;
  return profile;
}

/**
 * A team profile from the bundled fow4 arsenals by name or alias, for every quick-mode command.
 * An unknown name gets the nearest names suggested; a name in several arsenals with different
 * profiles must be narrowed with `only` (the same profile in several arsenals is fine).
 */
export function lookupTeam(name: string, flag: string, options: { only?: readonly string[]; hint?: string; file?: string } = {}): TeamProfile {
  if (options.file) {
    const own = fileArsenal(options.file);
    const mine = findTeams(own.arsenal, name, own.only);
    if (mine.length > 0) return single(mine, name, flag);
  }
  const arsenal = bundledArsenal();
  const found = findTeams(arsenal, name, options.only);
  if (found.length === 0) {
    const where = options.only ? `the ${options.only.join(', ')} arsenal` : 'the bundled arsenals';
    throw new UserError(`${flag}: no team called "${name}" in ${options.file ? `${options.file} or ` : ''}${where}${didYouMean(name, arsenal.names)}`, undefined, options.hint ?? 'the names are in scenarios/fow4/arsenals');
  }
  return single(found, name, flag);
}

function single(found: readonly ArsenalTeam[], name: string, flag: string): TeamProfile {
  const profiles = found.map(plain);
  const first = JSON.stringify(profiles[0]);
  if (profiles.some((p) => JSON.stringify(p) !== first)) {
    throw new UserError(`${flag}: "${name}" is in several arsenals with different profiles (${found.map((f) => f.arsenal).join(', ')})`, undefined, `name the arsenal, e.g. ${flag}-arsenal ${found[0]!.arsenal}`);
  }
  return profiles[0]!;
}

/**
 * The teams of an arsenal file, or of the arsenals a force file names (a force made by
 * `umpire import` names its own): `--arsenal` looks names up there before the bundled arsenals.
 */
function fileArsenal(file: string): { arsenal: Arsenal; only?: readonly string[] } {
  const data = expectMapping(readYamlFile(file), 'arsenal or force');
  if (!('formations' in data)) return { arsenal: loadArsenals([file]) };
  const force = loadForceFile(file);
  const listed = force.file.arsenals;
  if (!listed) return { arsenal: force.arsenal };
  const only = listed.flatMap((a) => (/\.ya?ml$/i.test(a) ? loadArsenals([isAbsolute(a) ? a : resolve(dirname(file), a)]).ids : [a]));
  return { arsenal: force.arsenal, only };
}
