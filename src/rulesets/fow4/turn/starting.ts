/**
 * The Starting Step (p. 16; fow4 spec §4.3), in the book's order and without questions except
 * the ones only the table can answer: remount, rally, Unit Last Stand, Formation Last Stand,
 * victory check (then Strategic Withdrawal), ambushes, reserves, aircraft, dawn or dusk, smoke.
 */
import type { Procedure } from '../../../engine/request.js';
import type { StepOutcome } from '../../play.js';
import type { GameState } from '../schema/game.js';
import { aircraftStep } from './aircraft.js';
import { ambushStep, lightStep, reservesStep, removeSmoke } from './starting-events.js';
import { formationStep, lastStandStep, rallyStep, remountStep } from './starting-morale.js';
import { activeIndex, opponentOf, withPlay, type GameView } from './units.js';
import { outcomeFor, strategicWithdrawal, victoryCheck } from './victory.js';

export function* startingStep(view: GameView): Procedure<StepOutcome<GameState>> {
  const side = activeIndex(view.state);
  const me = view.state.active;
  const report: string[] = [];
  let state = view.state;
  const run = function* (part: (v: GameView, side: number) => Procedure<{ state: GameState; report: string[] }>) {
    const r = yield* part({ ...view, state }, side);
    state = r.state;
    report.push(...r.report);
  };
  yield* run(remountStep);
  yield* run(rallyStep);
  yield* run(lastStandStep);
  const f = formationStep({ ...view, state }, side);
  state = f.state;
  report.push(...f.report);
  if (f.noFormations) {
    const other = opponentOf(state, me);
    const outcome = outcomeFor({ ...view, state }, other, `${me} has no Formations left (p. 61)`);
    return { state: { ...withPlay(state, { outcome }), step: 'over' }, report };
  }
  const v = yield* victoryCheck({ ...view, state }, side);
  report.push(...v.report);
  if (v.outcome) return { state: { ...withPlay(state, { outcome: v.outcome }), step: 'over' }, report: [...report, `Victory: ${v.outcome.reason}.`] };
  yield* run(strategicWithdrawal);
  yield* run(ambushStep);
  yield* run(reservesStep);
  yield* run(aircraftStep);
  yield* run(lightStep);
  const smoke = removeSmoke(state, side);
  state = smoke.state;
  report.push(...smoke.report);
  if (report.length === 0) report.push('Nothing to do: no bailed-out tanks, no pinned units, every unit In Good Spirits.');
  return { state: { ...state, step: 'movement' }, report };
}
