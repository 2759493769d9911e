/**
 * PROVISIONAL: a minimal Unit In Good Spirits check (p. 60; fow4 spec §10.1) for `umpire status`.
 * The fow4 morale module (src/rulesets/fow4/morale, another branch) owns the rule; the lead swaps
 * this for it. Kept to the rule's counts:
 *  - no team Bailed Out or Destroyed: In Good Spirits;
 *  - otherwise, counting In Command teams only: 2 Tank teams not Bailed Out, or 2 Gun teams, or
 *    3 Infantry teams (Heavy Weapon and Cavalry teams count as Infantry), or 1 Aircraft team;
 *  - a unit whose Unit Leader is gone and not replaced is never In Good Spirits.
 */
import type { TeamType } from '../profile.js';

export interface SpiritsTeam {
  readonly type: TeamType;
  readonly destroyed: boolean;
  readonly bailedOut: boolean;
  readonly inCommand: boolean;
}

export function provisionalInGoodSpirits(teams: readonly SpiritsTeam[], leaderless: boolean): boolean {
  if (leaderless) return false;
  if (teams.every((t) => !t.destroyed && !t.bailedOut)) return true;
  const active = teams.filter((t) => !t.destroyed && t.inCommand);
  const count = (types: readonly TeamType[], notBailed = false) => active.filter((t) => types.includes(t.type) && (!notBailed || !t.bailedOut)).length;
  return (
    count(['tank', 'motorcycle'], true) >= 2 ||
    count(['gun']) >= 2 ||
    count(['infantry', 'heavy-weapon', 'cavalry']) >= 3 ||
    count(['aircraft']) >= 1
  );
}
