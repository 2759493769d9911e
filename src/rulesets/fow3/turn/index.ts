/**
 * The Open Fire turn for `umpire play` (FOW3_TURN, Free-for-All): set-up (first-turn roll-off),
 * Starting Step (company morale, victory, rally, remount, free bogged; automatic), Movement Step
 * (the table records each platoon), Shooting Step and Assault Step (the active side acts platoon
 * by platoon, platoon morale at the end of each), then the hand-over. Bound to one game's forces.
 */
import type { Procedure } from '../../../engine/request.js';
import { TABLE, type PlayAction, type PlayRuleset, type PlayStep, type StepOutcome } from '../../play.js';
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

export function action(
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
export function marking(a: PlayAction<Fow3GameState>): PlayAction<Fow3GameState> {
  const platoon = a.id.slice(a.id.indexOf(':') + 1);
  return action(a.id, a.label, function* () {
    const out = yield* a.run();
    return { ...out, state: withPlay(out.state, { acted: [...(play(out.state).acted ?? []), platoon] }) };
  });
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
    header: (s) => ({ ruleset: 'fow3', turn: s.turn, active: s.active, step: NAMES[s.step] ?? s.step }),
    sides: (s) => s.sides.map((x) => x.name),
    outcome: (s) => play(s).outcome,
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
            finish: endMovement(s),
          };
        case 'shooting':
          return {
            id: 'shooting',
            name: 'Shooting',
            chooser: 'active',
            actions: () => shootingActions(view(s), side()).map(marking),
            unavailable: () => shootingRefusals(view(s), side(), new Set(shootingPlatoons(view(s), side()))),
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
            finish: endAssault(s),
          };
        default:
          return undefined;
      }
    },
  };
}
