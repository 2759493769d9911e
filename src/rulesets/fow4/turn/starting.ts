/**
 * The Starting Step (p. 16; fow4 spec §4.3), in the book's order and without questions except
 * the ones only the table can answer: remount, rally, Unit Last Stand, Formation Last Stand,
 * victory check (then Strategic Withdrawal), ambushes, reserves, aircraft, dawn or dusk, smoke.
 */
import type { Procedure } from '../../../engine/request.js';
import type { StepOutcome } from '../../play.js';
import type { Out } from '../../contract.js';
import { citeRule } from '../../../engine/rules.js';
import type { TestShown } from './report.js';
import type { GameState } from '../schema/game.js';
import { appointLeaders, bailedOutLeaders } from './leaders.js';
import { aircraftStep } from './aircraft.js';
import { ambushStep, lightStep, reservesStep, removeSmoke } from './starting-events.js';
import { formationStep, lastStandStep, rallyStep, remountStep } from './starting-morale.js';
import { activeIndex, opponentOf, withPlay, type GameView } from './units.js';
import { outcomeFor, strategicWithdrawal, victoryCheck } from './victory.js';
import { afterLosses } from './transports.js';

export function* startingStep(view: GameView): Procedure<StepOutcome<GameState>> {
  const side = activeIndex(view.state);
  const me = view.state.active;
  const report: string[] = [];
  const tests: TestShown[] = [];
  let state = view.state;
  const run = function* (
    part: (v: GameView, side: number) => Procedure<{ state: GameState; report: string[]; tests?: TestShown[] }>,
  ) {
    const r = yield* part({ ...view, state }, side);
    state = r.state;
    report.push(...r.report);
    tests.push(...(r.tests ?? []));
  };
  // The remount, rally and Last Stand dice in the tables of `umpire test`.
  const shown = () => (tests.length === 0 ? {} : { show: (out: Out) => showTests(out, tests) });
  // At the start of the turn the Formation Commander may appoint leaders of leaderless units (p. 40).
  yield* run(appointLeaders);
  yield* run(remountStep);
  // A Unit Leader still Bailed Out may swap to another tank of its unit (p. 38).
  yield* run(bailedOutLeaders);
  yield* run(rallyStep);
  yield* run(lastStandStep);
  // A Destroyed unit's Transport Attachment leaves; passengers of a Transport Unit that failed dismount Pinned Down (p. 60).
  const lost = afterLosses({ ...view, state });
  state = lost.state;
  report.push(...lost.report);
  const f = formationStep({ ...view, state }, side);
  state = f.state;
  report.push(...f.report);
  if (f.noFormations) {
    const other = opponentOf(state, me);
    const outcome = outcomeFor({ ...view, state }, other, `${me} has no Formations left (p. 61)`);
    return { state: { ...withPlay(state, { outcome }), step: 'over' }, report, ...shown() };
  }
  const v = yield* victoryCheck({ ...view, state }, side);
  report.push(...v.report);
  if (v.outcome)
    return {
      state: { ...withPlay(state, { outcome: v.outcome }), step: 'over' },
      report: [...report, `Victory: ${v.outcome.reason}.`],
      ...shown(),
    };
  yield* run(strategicWithdrawal);
  yield* run(ambushStep);
  yield* run(reservesStep);
  yield* run(aircraftStep);
  yield* run(lightStep);
  const smoke = removeSmoke(state, side);
  state = smoke.state;
  report.push(...smoke.report);
  if (report.length === 0 && tests.length === 0)
    report.push('Nothing to do: no bailed-out tanks, no pinned units, every unit In Good Spirits.');
  return { state: { ...state, step: 'movement' }, report, ...shown() };
}

/** Each test as `umpire test` prints it, then the rules they applied in one list. */
async function showTests(out: Out, tests: readonly TestShown[]): Promise<void> {
  const { printTestResult } = await import('../commands/test/run.js');
  for (const t of tests) await printTestResult(out, t.result, { title: t.title, rules: false });
  const rules = new Map(tests.flatMap((t) => t.result.rules).map((r) => [citeRule(r), r]));
  out.list(out.paint.dim('Rules applied:'), [...rules.keys()]);
}
