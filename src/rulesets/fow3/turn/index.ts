/**
 * The Open Fire turn for `umpire play` (FOW3_TURN, Free-for-All): set-up (first-turn roll-off),
 * Starting Step (company morale, victory, rally, remount, free bogged; automatic), Movement Step
 * (the table records each platoon), Shooting Step and Assault Step (the active side acts platoon
 * by platoon, platoon morale at the end of each), then the hand-over. Bound to one game's forces.
 */
import type { Procedure } from '../../../engine/request.js';
import {
  TABLE,
  type BotChoice,
  type Doctrine,
  type PlayAction,
  type PlayRuleset,
  type PlayStep,
  type StepOutcome,
} from '../../play.js';
import { botAnswer, demoTableFact } from '../opponent/answers.js';
import { assaultPlan } from '../opponent/assault.js';
import { botMovement } from '../opponent/movement.js';
import { botShoot } from '../opponent/shooting.js';
import { runAssault } from './assault.js';
import { shootingPlatoons } from './shooting.js';
import type { Fow3Force } from '../force.js';
import type { Fow3GameState } from '../schema/game.js';
import { assaultActions } from './assault.js';
import { fow3PlayOdds } from './odds.js';
import { assaultRefusals, shootingRefusals } from './refusals.js';
import { shootingActions } from './shooting.js';
import { setupFow3, startingStep } from './starting.js';
import { endStep, endTurn, joinActions, movementActions } from './steps.js';
import { activeIndex, play, withPlay, type Fow3View } from './units.js';

const NAMES: Record<string, string> = {
  setup: 'Setup',
  starting: 'Starting',
  movement: 'Movement',
  shooting: 'Shooting',
  assault: 'Assault',
  over: 'Game over',
};

export const FOW3_DOCTRINE: readonly string[] = [
  'Movement: orders every platoon at once (cautious: infantry and guns dig in, tanks hold; aggressive: advance on the enemy, infantry to within 4"/10cm to assault); you carry them out, then answer one question: which platoons crossed rough going and which reached their objective.',
  'Free-for-All: one platoon stands on each objective you placed in its deployment area (infantry first); aggressive sends every other platoon to one of its own objectives in yours, cautious its strongest; you say which got within 4"/10cm. Whether a side holds an objective is always asked of you (p. 31).',
  'The Company command team joins the platoon that most needs its re-rolls (pinned, or the heaviest losses).',
  'Shooting: one question per platoon (which enemy platoons it sees, with range, cover and facing ticked beside them); it shoots the target with the best score from the exact odds (teams destroyed expected, chance to pin) and prints the numbers.',
  'Assault: weighs each enemy platoon you ticked within 4"/10cm with the assault estimate and assaults when the chance to win reaches its doctrine\'s bar (cautious 65%, aggressive 40%).',
  "Hits it takes: the rules' order, its command teams last; the careful weapon choice.",
  'Never answers for the table: ranges, terrain, cover and who is still within 4" are asked of you.',
];

function action(
  id: string,
  label: string,
  run: () => Procedure<StepOutcome<Fow3GameState>>,
): PlayAction<Fow3GameState> {
  return { id, label, run };
}

// eslint-disable-next-line require-yield
function* pure(out: StepOutcome<Fow3GameState>): Procedure<StepOutcome<Fow3GameState>> {
  return out;
}

/** After a platoon's action, it is marked as done for this step. */
function marking(a: PlayAction<Fow3GameState>): PlayAction<Fow3GameState> {
  const platoon = a.id.slice(a.id.indexOf(':') + 1);
  return action(a.id, a.label, function* () {
    const out = yield* a.run();
    return { ...out, state: withPlay(out.state, { acted: [...(play(out.state).acted ?? []), platoon] }) };
  });
}

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
  for (const a of assaultActions(v, side)) {
    const p = a.id.slice('assault:'.length);
    const plan = assaultPlan(v, side, p, d);
    if (plan.go)
      return {
        action: marking(
          action(a.id, `assault ${plan.target} with ${p}`, () =>
            runAssault(v, side, p, plan.target!, plan.tankWithin6),
          ),
        ),
        reason: plan.reason,
      };
    if (plan.estimate) reasons.push(...plan.reason);
  }
  return {
    action: finish,
    reason: reasons.length ? reasons : ['No platoon has an enemy platoon within 4"/10cm to assault.'],
  };
}

export function fow3Play(forces: readonly Fow3Force[]): PlayRuleset<Fow3GameState> {
  const view = (state: Fow3GameState): Fow3View => ({ state, forces });
  const endMovement = (s: Fow3GameState) =>
    action('end-movement', 'end the Movement Step', () =>
      pure({ state: withPlay({ ...s, step: 'shooting' }, { acted: undefined }), report: ['Movement Step over.'] }),
    );
  const endShooting = (s: Fow3GameState) =>
    action('end-shooting', 'end the Shooting Step', () => endStep(view(s), 'assault', 'Shooting Step'));
  const endAssault = (s: Fow3GameState) => action('end-turn', 'end the turn', () => endTurn(view(s)));
  return {
    id: 'fow3',
    doctrine: FOW3_DOCTRINE,
    header: (s) => ({ ruleset: 'fow3', turn: s.turn, active: s.active, step: NAMES[s.step] ?? s.step }),
    bots: (s) => play(s).bots ?? [],
    sides: (s) => s.sides.map((x) => x.name),
    doctrineOf: (s, side) => play(s).doctrines?.[side],
    withOpponents: (s, o) =>
      withPlay(s, {
        bots: Object.keys(o).length ? Object.keys(o) : undefined,
        doctrines: Object.keys(o).length ? { ...o } : undefined,
      }),
    outcome: (s) => play(s).outcome,
    botAnswer: (s, r, d) => botAnswer(view(s), r, d),
    demoTable: (s, r) => demoTableFact(view(s), r),
    asksTable: (id) => id === 'fow3.enemy-within-4',
    summary(s) {
      const o = play(s).outcome;
      if (!o) return ['The game is over.'];
      return [o.winner ? `${o.winner} wins: ${o.reason}.` : `No winner: ${o.reason}.`];
    },
    odds: (s, pending) => fow3PlayOdds(view(s), pending),
    step(s): PlayStep<Fow3GameState> | undefined {
      const side = () => activeIndex(s);
      switch (s.step) {
        case 'setup':
          return {
            id: 'setup',
            name: 'Setup',
            chooser: TABLE,
            actions: () => [],
            finish: action('setup', 'set up the game (Free-for-All)', () => setupFow3(view(s))),
          };
        case 'starting':
          return {
            id: 'starting',
            name: 'Starting',
            chooser: TABLE,
            actions: () => [],
            finish: action('starting', 'Starting Step', () => startingStep(view(s))),
          };
        case 'movement':
          return {
            id: 'movement',
            name: 'Movement',
            chooser: TABLE,
            actions: () => [...movementActions(view(s), side()).map(marking), ...joinActions(view(s), side())],
            botChoice: (d) => botMovementChoice(view(s), side(), d, endMovement(s)),
            finish: endMovement(s),
          };
        case 'shooting':
          return {
            id: 'shooting',
            name: 'Shooting',
            chooser: 'active',
            actions: () => shootingActions(view(s), side()).map(marking),
            unavailable: () => shootingRefusals(view(s), side(), new Set(shootingPlatoons(view(s), side()))),
            botChoice: (d) => botShootingChoice(view(s), side(), d, endShooting(s)),
            finish: endShooting(s),
          };
        case 'assault':
          return {
            id: 'assault',
            name: 'Assault',
            chooser: 'active',
            actions: () => assaultActions(view(s), side()).map(marking),
            unavailable: () =>
              assaultRefusals(
                view(s),
                side(),
                new Set(assaultActions(view(s), side()).map((a) => a.id.slice('assault:'.length))),
              ),
            botChoice: (d) => botAssaultChoice(view(s), side(), d, endAssault(s)),
            finish: endAssault(s),
          };
        default:
          return undefined;
      }
    },
  };
}
