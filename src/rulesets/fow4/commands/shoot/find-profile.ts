import type { TeamProfile } from '../../../flames-of-war/profile.js';
import { bundledArsenalQuick, lookupTeamIn } from '../arsenal-lookup.js';
import { findTeams } from '../../arsenal-compiled.js';
import { InputError } from '../../../../errors/input-error.js';

/** The flag that narrows a role's names to some arsenals (the error for a name in several suggests it). */
export const ARSENAL_FLAG = { shooter: '--shooter-arsenal', target: '--target-arsenal' } as const;

/**
 * Find a team profile by arsenal name (the `--arsenal` file first, then the bundled fow4 arsenals;
 * `only` narrows them to some arsenal ids, e.g. british). Without a file, the compiled bundled
 * arsenals answer and no YAML or schema code is loaded.
 */
export async function findProfile(
  name: string,
  role: 'shooter' | 'target',
  file?: string,
  only?: readonly string[],
): Promise<TeamProfile> {
  const options = {
    ...(file ? { file } : {}),
    ...(only ? { only } : {}),
    narrow: ARSENAL_FLAG[role],
    hint:
      role === 'shooter'
        ? 'or give raw numbers: --rof, --anti-tank and --firepower'
        : 'or give raw numbers: --armour F/S/T, or --save with --target-type',
  };
  const flag = role === 'shooter' ? 'shooters' : '--at';
  if (file) return (await import('../arsenal.js')).lookupTeam(name, flag, options);
  return lookupTeamIn(await bundledArsenalQuick(), name, flag, options);
}

/**
 * The profile an arsenal gives this name, when one does (the teams of several arsenals count when
 * they agree on the team's type): a raw-number shooter takes its team type from it.
 */
export async function knownProfile(
  name: string,
  file?: string,
  only?: readonly string[],
): Promise<TeamProfile | undefined> {
  // A name no bundled arsenal has: nothing to find (and no "did you mean" to work out and drop).
  if (!file && findTeams(await bundledArsenalQuick(), name, only).length === 0) return undefined;
  try {
    return await findProfile(name, 'shooter', file, only);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
  }
  const found = findTeams(await bundledArsenalQuick(), name, only);
  return found.length > 0 && found.every((t) => t.type === found[0]!.type) ? found[0] : undefined;
}
