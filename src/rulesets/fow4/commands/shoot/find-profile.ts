import type { TeamProfile } from '../../../flames-of-war/profile.js';
import { bundledArsenalQuick, lookupTeamIn } from '../arsenal-lookup.js';

/** Find a team profile by arsenal name (the bundled fow4 arsenals). */
export async function findProfile(name: string, role: string): Promise<TeamProfile> {
  return lookupTeamIn(await bundledArsenalQuick(), name, role === 'shooter' ? 'shooters' : '--at', {
    hint: role === 'shooter' ? 'or give raw numbers: --rof, --anti-tank and --firepower' : 'or give raw numbers: --armour F/S/T, or --save with --target-type',
  });
}
