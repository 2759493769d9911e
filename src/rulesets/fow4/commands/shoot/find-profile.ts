import type { TeamProfile } from '../../../flames-of-war/profile.js';
import { bundledArsenalQuick, lookupTeamIn } from '../arsenal-lookup.js';

/**
 * Find a team profile by arsenal name (the `--arsenal` file first, then the bundled fow4 arsenals).
 * Without a file, the compiled bundled arsenals answer and no YAML or schema code is loaded.
 */
export async function findProfile(name: string, role: string, file?: string): Promise<TeamProfile> {
  const options = {
    ...(file ? { file } : {}),
    hint: role === 'shooter' ? 'or give raw numbers: --rof, --anti-tank and --firepower' : 'or give raw numbers: --armour F/S/T, or --save with --target-type',
  };
  const flag = role === 'shooter' ? 'shooters' : '--at';
  if (file) return (await import('../arsenal.js')).lookupTeam(name, flag, options);
  return lookupTeamIn(await bundledArsenalQuick(), name, flag, options);
}
