/**
 * The Assault Step (p. 52): Shoot and Scoot is offered here, instead of assaulting (p. 24), to
 * units whose Unit Leader did not move. Assaults themselves go through the assault procedure
 * once the game bridge maps them (see the report of branch `play`).
 */
import { decide, type Procedure } from '../../../engine/request.js';
import { TABLE, type PlayAction, type StepOutcome } from '../../play.js';
import { orderText } from '../bridge/state-flags.js';
import type { GameState } from '../schema/game.js';
import { orderAllowed, shootAndScoot } from '../tests/orders.js';
import { testLine } from './report.js';
import { forceUnit, onTable, play, withUnit, type GameView } from './units.js';

function scootInput(view: GameView, side: number, ui: number) {
  const u = view.state.sides[side]!.units[ui]!;
  const fu = forceUnit(view.forces, side, u.unit);
  const leader = u.teams.find((t) => t.id === (u.leader ?? fu.leader));
  const prior = u.order ? [{ order: u.order.replace(/ \(failed\)$/, ''), passed: !/failed/.test(u.order) }] : undefined;
  return {
    name: fu.name,
    ratings: fu.ratings,
    rules: [...fu.rules],
    leaderBailedOut: !!leader?.bailedOut,
    leaderMoved: !!leader && (leader.movement ?? 'stationary') !== 'stationary',
    ...(prior ? { previousOrders: prior } : {}),
    player: TABLE,
  };
}

export function* scoot(view: GameView, side: number, ui: number): Procedure<StepOutcome<GameState>> {
  const u = view.state.sides[side]!.units[ui]!;
  const r = yield* shootAndScoot(scootInput(view, side, ui));
  let moved = false;
  if (r.passed) moved = yield* decide<boolean>('fow4.scoot.moved', TABLE, `Did teams of ${u.unit} move (up to 4"/10cm)?`, [{ value: true, label: 'yes' }, { value: false, label: 'no' }], true);
  const state = withUnit(view.state, { side, unit: ui }, (x) => ({
    ...x,
    order: orderText('shoot-and-scoot', r.passed),
    // Teams that scoot have moved: no Gone to Ground, Foxholes left behind (p. 24).
    teams: moved ? x.teams.map((t) => (t.destroyed || t.bailedOut ? t : { ...t, movement: (t.movement ?? 'stationary') === 'stationary' ? 'moved' : t.movement, foxholes: false, goneToGround: false })) : x.teams,
  }));
  return { state, report: [testLine(`Shoot and Scoot, ${u.unit}`, r)] };
}

export function assaultActions(view: GameView, side: number): PlayAction<GameState>[] {
  const done = play(view.state).acted ?? [];
  return view.state.sides[side]!.units.flatMap((u, ui) =>
    onTable(u) && !done.includes(u.unit) && orderAllowed('shoot-and-scoot', scootInput(view, side, ui)).allowed
      ? [{ id: `scoot:${u.unit}`, label: `Shoot and Scoot with ${u.unit} (instead of assaulting)`, run: () => scoot(view, side, ui) }]
      : [],
  );
}
