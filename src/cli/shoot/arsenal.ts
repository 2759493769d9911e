import type { TeamProfile } from '../../rulesets/fow4/profile.js';
import { UserError } from '../errors.js';

/** Find a team profile by arsenal name (the bundled fow4 arsenals). */
export async function findProfile(name: string, role: string): Promise<TeamProfile> {
  throw new UserError(
    `no arsenal is loaded, so "${name}" (${role}) needs raw numbers`,
    undefined,
    role === 'shooter' ? 'give --rof, --anti-tank and --firepower' : 'give --armour F/S/T, or --save with --target-type',
  );
}
