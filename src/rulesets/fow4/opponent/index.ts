/**
 * The fow4 built-in opponent (the `opponent` of the fow4 play contract): which sides it plays and
 * with which doctrine (kept in the game, play.bots and play.doctrines), its pick of each step's
 * next action, its answers to its side's decisions, the table questions it leaves to the people
 * at the table, and the demo table's facts. Built from the turn's public pieces; the turn never
 * imports it.
 */
import type { Opponent, PlayAction, PlayStep } from '../../play.js';
import { opponentSides } from '../../flames-of-war/opponent-sides.js';
import type { Force } from '../force.js';
import type { GameState } from '../schema/game.js';
import { action, marking, shootingStepMarked } from '../turn/index.js';
import { assaultWith } from '../turn/assault.js';
import { movementActions } from '../turn/movement.js';
import { activeIndex, play, withPlay, type GameView } from '../turn/units.js';
import { OPPONENT_AIMS, opponentCharge } from './aims.js';
import { botAssaultChoice } from './assault.js';
import { botAnswer } from './decide.js';
import { asksTable, DOCTRINE, demoTableFact } from './doctrine.js';
import { botMoveUnit, planMove } from './movement.js';
import { botShootingChoice, doctrineOfSide } from './shooting.js';

/** Its Movement Step actions: each unit not yet moved, in file order, moved by its doctrine's plan. */
function movements(view: GameView, side: number): PlayAction<GameState>[] {
  const d = doctrineOfSide(view, side);
  return movementActions(view, side, play(view.state).acted ?? []).map((a) => {
    const ui = view.state.sides[side]!.units.findIndex((u) => `move:${u.unit}` === a.id);
    return action(a.id, a.label, () => botMoveUnit(view, side, ui, planMove(view, side, ui, d)));
  });
}

export function fow4Opponent(forces: readonly Force[]): Opponent<GameState> {
  const view = (state: GameState): GameView => ({ state, forces });
  return {
    doctrine: DOCTRINE,
    ...opponentSides(play, withPlay),
    choose(s, step: PlayStep<GameState>, d) {
      const side = activeIndex(s);
      switch (step.id) {
        case 'movement': {
          const next = movements(view(s), side)[0];
          if (!next) return { action: step.finish, reason: ['Every unit has moved.'] };
          const ui = s.sides[side]!.units.findIndex((u) => `move:${u.unit}` === next.id);
          const plan = planMove(view(s), side, ui, d);
          return {
            action: marking(next, next.id.slice('move:'.length), forces),
            reason: plan.reason,
            ...(plan.odds?.length ? { odds: plan.odds } : {}),
          };
        }
        case 'shooting':
          return botShootingChoice(view(s), side, shootingStepMarked(view(s), side, OPPONENT_AIMS), step.finish, d);
        case 'assault': {
          const charge = (unit: string, target: string) =>
            marking(
              action(`assault:${unit}`, `assault with ${unit}`, () =>
                assaultWith(view(s), side, unit, target, opponentCharge),
              ),
              unit,
              forces,
            );
          return botAssaultChoice(view(s), side, step.actions(), step.finish, d, charge);
        }
        default:
          return undefined;
      }
    },
    answer: (_s, r, d) => botAnswer(r, d),
    asksTable,
    demoTable: (s, r) => demoTableFact(view(s), r),
  };
}
