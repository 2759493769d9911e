import type { TeamProfile } from '../../../flames-of-war/profile.js';
import { lookupTeam } from '../arsenal.js';

/** Find a team profile by arsenal name (the `--arsenal` file first, then the bundled fow4 arsenals). */
export async function findProfile(name: string, role: string, file?: string): Promise<TeamProfile> {
  return lookupTeam(name, role === 'shooter' ? 'shooters' : '--at', {
    ...(file ? { file } : {}),
    hint: role === 'shooter' ? 'or give raw numbers: --rof, --anti-tank and --firepower' : 'or give raw numbers: --armour F/S/T, or --save with --target-type',
  });
}
