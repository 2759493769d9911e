/**
 * The end of a Player Turn (p. 1 [Player Turn], p. 11): victory is checked; otherwise the
 * opponent's Player Turn begins: used (face-up) blocks stand up again, this turn's records are
 * cleared, the new player's smoke is gone ("until the next friendly turn", p. 7), and the turn
 * number grows when the first player moves again.
 */
import type { Procedure } from '../../../engine/request.js';
import type { StepOutcome } from '../../play.js';
import type { CiGameState } from '../schema/game.js';
import { checkVictory, secondSide } from '../victory.js';
import { tail } from './report.js';
import { world, type CiView } from './table.js';

type Out = Procedure<StepOutcome<CiGameState>>;

// eslint-disable-next-line require-yield
export function* victoryStep(v: CiView): Out {
  const w = world(v);
  const check = checkVictory(w);
  const uses = w.lost.take();
  if (check.over) {
    return {
      state: {
        ...v.state,
        step: 'over',
        outcome: { ...(check.winner ? { winner: check.winner } : {}), reason: check.reason },
      },
      report: [
        check.winner ? `${check.winner} wins: ${check.reason}.` : `Game over: ${check.reason}.`,
        ...tail(check.rules, uses),
      ],
    };
  }
  const next = v.state.sides[1 - w.activeIndex]!.name;
  const newTurn = w.activeIndex === secondSide(w);
  const state: CiGameState = {
    ...v.state,
    active: next,
    step: 'fire',
    turn: v.state.turn + (newTurn ? 1 : 0),
    sides: v.state.sides.map((s) => ({
      ...s,
      blocks: s.blocks.map(
        ({
          fired: _f,
          moved: _m,
          movedOneHex: _o,
          engineerTask: _e,
          walkingFire: _w,
          supplied: _s,
          activated: _a,
          revealed,
          ...b
        }) => (revealed && b.hex && (b.eliminated || b.wreck) ? { ...b, revealed } : b),
      ),
    })),
    markers: { ...v.state.markers, smoke: v.state.markers.smoke.filter((s) => s.side !== next) },
    used: { fireCounts: {}, moveCounts: {}, bombardedFrom: [], spotters: [], assaults: [] },
  };
  return {
    state,
    report: [`No victory yet (${check.reason}).`, `${next}'s Player Turn${newTurn ? `: turn ${state.turn}` : ''}.`],
  };
}
