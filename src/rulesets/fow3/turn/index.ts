/**
 * The Open Fire turn for `umpire play` (FOW3_TURN, Free-for-All): set-up (first-turn roll-off),
 * Starting Step (company morale, victory, rally, remount, free bogged; automatic), Movement Step
 * (the table records each platoon), Shooting Step and Assault Step (the active side acts platoon
 * by platoon, platoon morale at the end of each), then the hand-over. Bound to one game's forces.
 */
import type { Procedure } from '../../../engine/request.js';
import { TABLE, type PlayAction, type PlayRuleset, type PlayStep, type StepOutcome } from '../../play.js';
import type { Fow3Force } from '../force.js';
import type { Fow3GameState } from '../schema/game.js';
import { assaultActions } from './assault.js';
import { fow3PlayOdds } from './odds.js';
import { shootingActions } from './shooting.js';
import { setupFow3, startingStep } from './starting.js';
import { endStep, endTurn, joinActions, movementActions } from './steps.js';
import { activeIndex, play, withPlay, type Fow3View } from './units.js';

const NAMES: Record<string, string> = { setup: 'Setup', starting: 'Starting', movement: 'Movement', shooting: 'Shooting', assault: 'Assault', over: 'Game over' };

export const FOW3_DOCTRINE: readonly string[] = [
  'Shooting: shoots with each platoon in turn, at the platoon it shot last, else the first enemy platoon the table says it can see and reach.',
  'Hits it takes: the procedure\'s default allocation.',
  'Assault Step: does not launch assaults; counterattacks whenever its test passes.',
  'Never answers for the table: ranges, terrain, cover and who is still within 4" are asked of you.',
];

function action(id: string, label: string, run: () => Procedure<StepOutcome<Fow3GameState>>): PlayAction<Fow3GameState> {
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

export function fow3Play(forces: readonly Fow3Force[]): PlayRuleset<Fow3GameState> {
  const view = (state: Fow3GameState): Fow3View => ({ state, forces });
  return {
    id: 'fow3',
    doctrine: FOW3_DOCTRINE,
    header: (s) => ({ ruleset: 'fow3', turn: s.turn, active: s.active, step: NAMES[s.step] ?? s.step }),
    bots: (s) => play(s).bots ?? [],
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
          return { id: 'setup', name: 'Setup', chooser: TABLE, actions: () => [], finish: action('setup', 'set up the game (Free-for-All)', () => setupFow3(view(s))) };
        case 'starting':
          return { id: 'starting', name: 'Starting', chooser: TABLE, actions: () => [], finish: action('starting', 'Starting Step', () => startingStep(view(s))) };
        case 'movement':
          return {
            id: 'movement', name: 'Movement', chooser: TABLE,
            actions: () => [...movementActions(view(s), side()).map(marking), ...joinActions(view(s), side())],
            finish: action('end-movement', 'end the Movement Step', () => pure({ state: withPlay({ ...s, step: 'shooting' }, { acted: undefined }), report: ['Movement Step over.'] })),
          };
        case 'shooting':
          return {
            id: 'shooting', name: 'Shooting', chooser: 'active',
            actions: () => shootingActions(view(s), side()).map(marking),
            finish: action('end-shooting', 'end the Shooting Step', () => endStep(view(s), 'assault', 'Shooting Step')),
          };
        case 'assault':
          return {
            id: 'assault', name: 'Assault', chooser: 'active', botPasses: true,
            actions: () => assaultActions(view(s), side()).map(marking),
            finish: action('end-turn', 'end the turn', () => endTurn(view(s))),
          };
        default:
          return undefined;
      }
    },
  };
}
