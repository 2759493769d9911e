/**
 * The Combat Infantry Player Turn for `umpire play` (p. 1 [Player Turn]): Fire, Move, Assault,
 * Supply, Victory, then the opponent's turn. Only the active player acts, except that the
 * defender answers in assaults and chooses where its own units retreat. Bound to one game's
 * forces.
 */
import { InputError } from '../../../errors/input-error.js';
import type { LostValues } from '../lost-values.js';
import type { Procedure } from '../../../engine/request.js';
import { TABLE, type PlayAction, type PlayRuleset, type PlayStep, type StepOutcome } from '../../play.js';
import type { ForceFile } from '../schema/force.js';
import type { CiGameState } from '../schema/game.js';
import { assaultActions, endAssaultPhase } from './assault-step.js';
import { engineerActions, mortarSmokeActions } from './engineer-step.js';
import { endFirePhase, fireActions } from './fire-step.js';
import { endMovePhase, moveActions } from './move-step.js';
import { endSupplyPhase, supplyActions } from './supply-step.js';
import { victoryStep } from './turn.js';
import type { CiView } from './table.js';

const NAMES: Record<string, string> = {
  fire: 'Fire',
  move: 'Move',
  assault: 'Assault',
  supply: 'Supply',
  victory: 'Victory',
  over: 'Game over',
};

function act(id: string, label: string, run: () => Procedure<StepOutcome<CiGameState>>): PlayAction<CiGameState> {
  return { id, label, run };
}

export function ciPlay(forces: readonly ForceFile[], lost?: LostValues): PlayRuleset<CiGameState> {
  const view = (state: CiGameState): CiView => ({ state, forces, ...(lost ? { lost } : {}) });
  return {
    id: 'combat-infantry',
    header: (s) => ({ ruleset: 'combat-infantry', turn: s.turn, active: s.active, step: NAMES[s.step] ?? s.step }),
    sides: (s) => s.sides.map((x) => x.name),
    outcome: (s) => (s.outcome ? { winner: s.outcome.winner ?? null, reason: s.outcome.reason } : undefined),
    summary(s) {
      const o = s.outcome;
      if (!o) return ['The game is over.'];
      return [o.winner ? `${o.winner} wins: ${o.reason}.` : `No winner: ${o.reason}.`];
    },
    step(s): PlayStep<CiGameState> | undefined {
      const v = view(s);
      switch (s.step) {
        case 'fire':
          return {
            id: 'fire',
            name: 'Fire',
            chooser: 'active',
            actions: () => [...fireActions(v), ...mortarSmokeActions(v)],
            finish: act('end-fire', 'end the Fire Phase', () => endFirePhase(v)),
          };
        case 'move':
          return {
            id: 'move',
            name: 'Move',
            chooser: 'active',
            actions: () => [...moveActions(v), ...engineerActions(v)],
            finish: act('end-move', 'end the Move Phase', () => endMovePhase(v)),
          };
        case 'assault':
          return {
            id: 'assault',
            name: 'Assault',
            chooser: 'active',
            actions: () => assaultActions(v),
            finish: act('end-assault', 'end the Assault Phase', () => endAssaultPhase(v)),
          };
        case 'supply':
          return {
            id: 'supply',
            name: 'Supply',
            chooser: 'active',
            actions: () => supplyActions(v),
            finish: act('end-supply', 'end the Supply Phase', () => endSupplyPhase(v)),
          };
        case 'victory':
          return {
            id: 'victory',
            name: 'Victory',
            chooser: TABLE,
            actions: () => [],
            finish: act('victory', 'check victory and hand over', () => victoryStep(v)),
          };
        default:
          return undefined;
      }
    },
  };
}

/**
 * The play action a one-shot `--game` command stands for (e.g. "fire:A1-b"), in the game's
 * current step; otherwise one sentence saying what can be done now.
 */
export function actionFor(forces: readonly ForceFile[], state: CiGameState, id: string): PlayAction<CiGameState> {
  const step = ciPlay(forces).step(state);
  if (!step) throw new InputError('The game is over.');
  const actions = step.actions();
  const found = actions.find((a) => a.id.toLowerCase() === id.toLowerCase());
  if (found) return found;
  const [kind] = id.split(':');
  const same = actions.filter((a) => a.id.startsWith(`${kind}:`)).map((a) => a.id.slice(a.id.indexOf(':') + 1));
  throw new InputError(
    `Not now: it is ${state.active}'s ${NAMES[state.step] ?? state.step} Phase${same.length ? `, and these may ${kind}: ${same.join(', ')}` : ` (${actions.map((a) => a.label).join('; ') || 'nothing but ending it'})`}.`,
  );
}
