import { didYouMean } from '../../../game/suggest.js';
import { findTeams, type Arsenal, type ArsenalTeam } from '../arsenal-compiled.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';
import { UserError } from '../../../engine/user-error.js';

function plain(t: ArsenalTeam): TeamProfile {
  const { arsenal: _a, aliases: _b, ...profile } = t;
  return profile;
}

/**
 * A team profile from these arsenals by name or alias, for every quick-mode command. An unknown
 * name gets the nearest names suggested; a name in several arsenals with different profiles must
 * be narrowed with `only` (the same profile in several arsenals is fine). `file` only names, in
 * the message, the file that was searched first.
 */
export function lookupTeamIn(arsenal: Arsenal, name: string, flag: string, options: { only?: readonly string[]; hint?: string; file?: string } = {}): TeamProfile {
  const found = findTeams(arsenal, name, options.only);
  if (found.length === 0) {
    const where = options.only ? `the ${options.only.join(', ')} arsenal` : 'the bundled arsenals';
    throw new UserError(`${flag}: no team called "${name}" in ${options.file ? `${options.file} or ` : ''}${where}${didYouMean(name, arsenal.names)}`, undefined, options.hint ?? 'the names are in scenarios/fow4/arsenals');
  }
  return singleProfile(found, name, flag);
}

/** The one profile of a name found in one or more arsenals (alike in each), or a clear error. */
export function singleProfile(found: readonly ArsenalTeam[], name: string, flag: string): TeamProfile {
  const profiles = found.map(plain);
  const first = JSON.stringify(profiles[0]);
  if (profiles.some((p) => JSON.stringify(p) !== first)) {
    throw new UserError(`${flag}: "${name}" is in several arsenals with different profiles (${found.map((f) => f.arsenal).join(', ')})`, undefined, `name the arsenal, e.g. ${flag}-arsenal ${found[0]!.arsenal}`);
  }
  return profiles[0]!;
}

/** The bundled fow4 arsenals: compiled by the build when current (no YAML or schema code loaded), else read from YAML. */
export async function bundledArsenalQuick(): Promise<Arsenal> {
  const { compiledArsenal } = await import('../arsenal-compiled.js');
  return compiledArsenal() ?? (await import('../arsenal.js')).bundledArsenal();
}
