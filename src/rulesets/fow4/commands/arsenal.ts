import { bundledArsenal } from '../arsenal.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';
import { lookupTeamIn } from './arsenal-lookup.js';

/** A team profile from the bundled fow4 arsenals by name or alias (see lookupTeamIn). */
export function lookupTeam(name: string, flag: string, options: { only?: readonly string[]; hint?: string } = {}): TeamProfile {
  return lookupTeamIn(bundledArsenal(), name, flag, options);
}
