/**
 * The Open Fire built-in opponent (the `opponent` of the fow3 play contract): which sides it plays
 * and with which doctrine (kept in the game, play.bots and play.doctrines), its pick of each
 * step's next action, its answers to its side's decisions, the table question it leaves to the
 * people at the table, and the demo table's facts. Built from the turn's public pieces; the turn
 * never imports it.
 */
import type { BotChoice, DecisionOdds, Doctrine, Opponent, PlayAction } from '../../play.js';
import { opponentSides } from '../../flames-of-war/opponent-sides.js';
import type { Fow3Force } from '../force.js';
import type { Fow3GameState } from '../schema/game.js';
import { action, marking } from '../turn/index.js';
import { assaultActions, runAssault } from '../turn/assault.js';
import { shootingPlatoons } from '../turn/shooting.js';
import { activeIndex, play, withPlay, type Fow3View } from '../turn/units.js';
import { botAnswer, demoTableFact } from './answers.js';
import { askNearFire, assaultPlan } from './assault.js';
import { botMovement, movable } from './movement.js';
import { botShoot } from './shooting.js';

export const FOW3_DOCTRINE: readonly string[] = [
  'Movement: orders every platoon at once (cautious: infantry and guns dig in, tanks hold; aggressive: advance on the enemy, infantry to within 4"/10cm to assault); you carry them out, then answer one question: which platoons crossed rough going and which reached their objective.',
  'Free-for-All: one platoon stands on each objective you placed in its deployment area (infantry first); aggressive sends every other platoon to one of its own objectives in yours, cautious its strongest; you say which got within 4"/10cm. Whether a side holds an objective is always asked of you (p. 31).',
  'The Company command team joins the platoon that most needs its re-rolls (pinned, or the heaviest losses).',
  'Shooting: one question per platoon (which enemy platoons it sees, with range, cover and facing ticked beside them); it shoots the target with the best score from the exact odds (teams destroyed expected, chance to pin) and prints the numbers. Cautious and aggressive fire only the weapons that reach (over 16"/40cm: no Rifle/MG, tank MG or Panzerfaust), and hold their fire when the best shot comes to less than 0.1 (teams destroyed, half of those bailed out, the chance to pin at its weight), keeping Gone to Ground if the platoon did not move (pp. 14, 17).',
  'Assault: weighs each enemy platoon you ticked within 4"/10cm with the assault estimate (400 seeded runs, doubled up to 800 while the 95% interval straddles the bar; classic keeps 400) and assaults when the chance to win reaches its doctrine\'s bar (cautious 65%, aggressive 40%); before a charge that would go, it asks you which of your other platoons have teams within 8"/20cm of it (they fire Defensive Fire too, [Defensive Fire]) and weighs it again with their fire.',
  "Value and threat (cautious, aggressive; not classic): a team hit weighs its platoon's points per team, plus finishing the platoon (teams to its morale check) by its place in the Company Morale count (p. 31), plus the threat taken away (the share of its shooting teams destroyed, half of the rest if pinned, times its best shot at one of yours next turn, by points and by your own place in the Company Morale count, weighed by risk: cautious 1.5, aggressive 0.5); objective pressure: a platoon stays on an objective of yours only while one of yours is on its way there, never (aggressive) a Pinned Down one sent there (it may not move closer to your teams, p. 15: the next smallest goes), two go to take one of its own, every free platoon from turn 4; a company of tanks (never Pinned Down) holds an objective only once one of yours stands on it (it gets there in one move); its attackers keep to the objective they are on their way to (it counts one of your platoons less); on the objective it takes, a platoon closes on your platoon there to assault it, and assaults it first, when the estimate reaches its bar.",
  "Hits it takes: the rules' order, its command teams last; the careful weapon choice.",
  'Never answers for the table: ranges, terrain, cover and who is still within 4" are asked of you.',
];

/** The opponent's movement: its orders for every platoon at once, then the end of the step. */
function botMovementChoice(
  v: Fow3View,
  side: number,
  d: Doctrine,
  finish: PlayAction<Fow3GameState>,
): BotChoice<Fow3GameState> {
  const acted = play(v.state).acted ?? [];
  if (v.state.sides[side]!.platoons.some((p) => acted.includes(p.platoon)))
    return { action: finish, reason: ['Its platoons have their orders.'] };
  // With no order to give, the orders action would mark nobody as having acted and be chosen again.
  if (movable(v, side).length === 0)
    return {
      action: finish,
      reason: ['No platoon can move: every team it has left is Bailed Out or Bogged Down (p. 7).'],
    };
  return {
    action: action('bot-move', 'give the orders of the Movement Step', () => botMovement(v, side, d)),
    reason: [],
  };
}

/** The opponent's next shooting platoon, or the end of the step. */
function botShootingChoice(
  v: Fow3View,
  side: number,
  d: Doctrine,
  finish: PlayAction<Fow3GameState>,
): BotChoice<Fow3GameState> {
  const next = shootingPlatoons(v, side)[0];
  if (!next) return { action: finish, reason: ['Every platoon that could shoot has shot.'] };
  return {
    action: marking(action(`shoot:${next}`, `shoot with ${next}`, () => botShoot(v, side, next, d))),
    reason: [],
  };
}

/** The opponent's next assault (when the estimate reaches its bar), or the end of the turn with its reasons. */
function botAssaultChoice(
  v: Fow3View,
  side: number,
  d: Doctrine,
  finish: PlayAction<Fow3GameState>,
): BotChoice<Fow3GameState> {
  const reasons: string[] = [];
  const odds: DecisionOdds[] = [];
  for (const a of assaultActions(v, side)) {
    const p = a.id.slice('assault:'.length);
    const plan = assaultPlan(v, side, p, d);
    // Before a charge goes, the table says which of the defender's other platoons are within
    // 8"/20cm of it (they fire Defensive Fire too, [Defensive Fire]); the charge is weighed again with them.
    if (plan.ask)
      return {
        action: action(`near:${p}:${plan.ask}`, `ask which platoons are near ${p}'s charge on ${plan.ask}`, () =>
          askNearFire(v, side, p, plan.ask!),
        ),
        reason: [...reasons, ...plan.reason],
        ...(odds.length || plan.odds?.length ? { odds: [...odds, ...(plan.odds ?? [])] } : {}),
      };
    if (plan.go)
      return {
        action: marking(
          action(a.id, `assault ${plan.target} with ${p}`, () =>
            runAssault(v, side, p, plan.target!, plan.tankWithin6, plan.nearby),
          ),
        ),
        // The platoons weighed before it and held back give the runner-up charges, with their numbers.
        reason: [...reasons, ...plan.reason],
        ...(odds.length || plan.odds?.length ? { odds: [...odds, ...(plan.odds ?? [])] } : {}),
      };
    if (plan.estimate) reasons.push(...plan.reason);
    if (plan.estimate) odds.push(...(plan.odds ?? []));
  }
  return {
    action: finish,
    reason: reasons.length ? reasons : ['No platoon has an enemy platoon within 4"/10cm to assault.'],
    ...(odds.length ? { odds } : {}),
  };
}

export function fow3Opponent(forces: readonly Fow3Force[]): Opponent<Fow3GameState> {
  const view = (state: Fow3GameState): Fow3View => ({ state, forces });
  return {
    doctrine: FOW3_DOCTRINE,
    ...opponentSides(play, withPlay),
    choose(s, step, d) {
      const side = activeIndex(s);
      switch (step.id) {
        case 'movement':
          return botMovementChoice(view(s), side, d, step.finish);
        case 'shooting':
          return botShootingChoice(view(s), side, d, step.finish);
        case 'assault':
          return botAssaultChoice(view(s), side, d, step.finish);
        default:
          return undefined;
      }
    },
    answer: (s, r, d) => botAnswer(view(s), r, d),
    // Where the teams stand after a round, whether a tank is in front of a gun's base, and which
    // teams are left within 4"/10cm after breaking off. (The going its own tanks charge through is
    // its choice of route: answers.ts.)
    asksTable: (id) => id === 'fow3.enemy-within-4' || id === 'fow3.captured' || id === 'fow3.gun-field-of-fire',
    demoTable: (s, r) => demoTableFact(view(s), r),
  };
}
