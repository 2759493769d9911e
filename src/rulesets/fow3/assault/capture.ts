import { decideSet, type Procedure } from '../../../engine/request.js';
import { moveAllowance } from '../movement.js';
import type { AssaultTeam } from './types.js';

/**
 * Breaking off ([Breaking Off and Consolidating]): each team of a losing platoon within 8"/20cm of
 * a victor may move up to its full move away, and one still within 4"/10cm of the victors after
 * that move is captured and destroyed. Where the teams end is the table's, so it is asked: one
 * question per losing platoon. The default is what the moves allow a team that fought from
 * contact: one that cannot move (bailed out or bogged down, pp. 7, 9; an immobile gun) or moves no
 * more than 4"/10cm (a medium gun such as the PaK40, p. 17) stays within 4"/10cm; infantry,
 * man-packed guns (6"/15cm, p. 14) and tanks (12"/30cm, p. 9) get away. A platoon left beyond
 * 4"/10cm when the assaulters won by clearing it (`fromContact` false) loses none by default, nor
 * does a team that took no part (`engaged` lists those that charged or were charged).
 */
export function* capturedTeams(
  platoon: string,
  teams: readonly AssaultTeam[],
  player: string,
  fromContact: boolean,
  engaged: readonly AssaultTeam[],
): Procedure<string[]> {
  if (teams.length === 0) return [];
  const stuck = (t: AssaultTeam) =>
    t.bailedOut === true || t.boggedDown === true || moveAllowance(t.profile, 'easy').distance.inches <= 4;
  return yield* decideSet<string>(
    'fow3.captured',
    player,
    `${platoon} breaks off: which of its teams are still within 4"/10cm of the victors after moving away (captured and destroyed)?`,
    teams.map((t) => ({ value: t.id, label: t.label ?? t.id })),
    fromContact ? engaged.filter(stuck).map((t) => t.id) : [],
  );
}
