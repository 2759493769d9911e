import { dirname, isAbsolute, resolve } from 'node:path';
import { expectMapping, readYamlFile } from '../../../game/yaml-source.js';
import { bundledArsenal, findTeams, loadArsenals, type Arsenal } from '../arsenal.js';
import { loadForceFile } from '../force.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';
import { lookupTeamIn, singleProfile, type LookupOptions } from './arsenal-lookup.js';

/**
 * A team profile from the bundled fow4 arsenals by name or alias, for every quick-mode command;
 * with `file`, that arsenal or force file's teams are looked up first (see lookupTeamIn).
 */
export function lookupTeam(name: string, flag: string, options: LookupOptions = {}): TeamProfile {
  if (options.file) {
    const own = fileArsenal(options.file);
    const mine = findTeams(own.arsenal, name, own.only);
    if (mine.length > 0) return singleProfile(mine, name, flag, options);
  }
  return lookupTeamIn(bundledArsenal(), name, flag, options);
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
  const only = listed.flatMap((a) =>
    /\.ya?ml$/i.test(a) ? loadArsenals([isAbsolute(a) ? a : resolve(dirname(file), a)]).ids : [a],
  );
  return { arsenal: force.arsenal, only };
}
