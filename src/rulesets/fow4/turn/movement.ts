/**
 * The Movement Step (pp. 17-25; fow4 spec §5): for each unit, how it moved (not at all, Tactical,
 * Dash) or which Movement Order it used (Blitz, Dig In, Follow Me, Cross Here, gapping or mine
 * clearing) with the order's roll; Cross tests for teams entering Difficult Terrain; In Command;
 * mounting and dismounting. The players move the models; umpire records what each team did,
 * since that decides ROF, Gone to Ground, Foxholes and who may assault.
 */
import { decide, decideSet, type Choice, type Procedure } from '../../../engine/request.js';
import { TABLE, type PlayAction, type StepOutcome } from '../../play.js';
import { orderText } from '../bridge/state-flags.js';
import type { ForceUnit } from '../force.js';
import type { GameState, TeamState, UnitState } from '../schema/game.js';
import { cross, CROSS_NUMBER } from '../rating-tests/cross.js';
import { blitz, digIn, followMe, orderAllowed, type OrderName } from '../rating-tests/orders.js';
import type { TestResult } from '../rating-tests/types.js';
import { testLine } from './report.js';
import { isDark } from './starting-events.js';
import { bringForward } from './transports.js';
import {
  forceTeam,
  forceUnit,
  inPlay,
  isAircraftUnit,
  onTable,
  takesFoxholes,
  withUnit,
  type GameView,
} from './units.js';

export type MoveChoice =
  'stationary' | 'tactical' | 'dash' | 'blitz' | 'dig-in' | 'follow-me' | 'cross-here' | 'gapping';

const YES_NO = [
  { value: true, label: 'yes' },
  { value: false, label: 'no' },
] as const;

type Movement = NonNullable<TeamState['movement']>;

export function orderInput(fu: ForceUnit, u: UnitState) {
  const leader = u.teams.find((t) => t.id === (u.leader ?? fu.leader));
  const alive = u.teams.filter((t) => !t.destroyed);
  return {
    name: fu.name,
    ratings: fu.ratings,
    rules: [...fu.rules],
    // A Gun Unit (p. 24): its Gun teams may only take Dig In and Cross Here, whatever its command team could do.
    gunUnit: alive.some((t) => forceTeam(fu, t.id).profile.type === 'gun'),
    leaderBailedOut: !!leader?.bailedOut,
    leaderPinned: !!u.pinned,
    notYetOnTable: u.order === 'from-reserve',
    player: TABLE,
  };
}

/** The movement choices open to a unit now (orders it may not give are left out). */
export function moveChoices(view: GameView, side: number, ui: number): Choice<MoveChoice>[] {
  const u = view.state.sides[side]!.units[ui]!;
  const fu = forceUnit(view.forces, side, u.unit);
  const input = orderInput(fu, u);
  const may = (o: OrderName) => orderAllowed(o, input).allowed;
  const types = u.teams.filter((t) => !t.destroyed).map((t) => forceTeam(fu, t.id).profile.type);
  const out: Choice<MoveChoice>[] = [
    { value: 'stationary', label: 'did not move' },
    { value: 'tactical', label: 'Tactical move (may shoot, may assault)' },
    { value: 'dash', label: 'Dash (no shooting, no assault)' },
  ];
  if (may('blitz')) out.push({ value: 'blitz', label: 'Blitz Move order (Tactics test, before moving)' });
  if (may('dig-in') && types.some((t) => t === 'infantry' || t === 'heavy-weapon' || t === 'gun'))
    out.push({ value: 'dig-in', label: 'Dig In order (Tactics test, instead of moving)' });
  if (may('follow-me')) out.push({ value: 'follow-me', label: 'Follow Me order (after moving: Motivation test)' });
  if (may('cross-here'))
    out.push({ value: 'cross-here', label: 'Cross Here order (Cross -1 near the leader; no shooting or assault)' });
  if (!u.pinned)
    out.push({
      value: 'gapping',
      label: 'Obstacle Gapping / Mine Clearing / disarming a Booby Trap (counts as moved)',
    });
  return out;
}

export function setTeams(u: UnitState, f: (t: TeamState) => TeamState): UnitState {
  return { ...u, teams: u.teams.map((t) => (t.destroyed ? t : f(t))) };
}

/** A team that moves leaves its Foxholes and is not Gone to Ground (pp. 17, 75). */
export function moveTeam(t: TeamState, how: Movement): TeamState {
  if (how === 'stationary' || t.bailedOut) return { ...t, movement: 'stationary' };
  return { ...t, movement: how, foxholes: false, goneToGround: false };
}

export function crossKey(fu: ForceUnit, t: TeamState): string | undefined {
  const p = forceTeam(fu, t.id).profile;
  const key = p.type === 'cavalry' ? 'cavalry' : p.mobility;
  return key in CROSS_NUMBER ? key : undefined;
}

/** Cross tests: asks how many teams of each mobility entered Difficult Terrain, and rolls for each. */
function* crossTests(view: GameView, fu: ForceUnit, u: UnitState, crossHere: boolean): Procedure<string[]> {
  const report: string[] = [];
  const night = isDark(view.state);
  const movers = u.teams.filter((t) => !t.destroyed && !t.bailedOut && t.movement !== 'stationary');
  const groups = new Map<string, TeamState[]>();
  for (const t of movers) {
    const key = crossKey(fu, t);
    if (key === undefined || CROSS_NUMBER[key] === 'auto') continue; // infantry cross without a roll (p. 20)
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  for (const [key, teams] of groups) {
    const n = yield* decide<number>(
      'fow4.move.cross-count',
      TABLE,
      `How many of the ${teams.length} ${key} teams of ${fu.name} entered (or started moving in) Difficult Terrain? (Cross ${CROSS_NUMBER[key]}+${crossHere ? ', -1 for Cross Here' : ''}${night ? ', +1 at night' : ''})`,
      Array.from({ length: teams.length + 1 }, (_, i) => ({ value: i, label: String(i) })),
      0,
    );
    for (const t of teams.slice(0, n)) {
      const p = forceTeam(fu, t.id).profile;
      const r: TestResult = yield* cross({
        team: t.id,
        mobility: key,
        teamRules: [...(p.rules ?? [])],
        night,
        crossHere,
        isLeader: t.id === (u.leader ?? fu.leader),
        player: TABLE,
      });
      report.push(testLine(`Cross test ${t.id}`, r));
    }
  }
  return report;
}

/** Which teams of the unit did something other than the rest (asked only for units of 2+ teams). */
function* exceptions(fu: ForceUnit, u: UnitState, how: Movement): Procedure<UnitState> {
  const movers = u.teams.filter((t) => !t.destroyed && !t.bailedOut);
  if (movers.length < 2) return u;
  const same = yield* decide<boolean>(
    'fow4.move.all-same',
    TABLE,
    `Did every team of ${fu.name} do the same (${how === 'stationary' ? 'not move' : how})?`,
    YES_NO,
    true,
  );
  if (same) return u;
  let out = u;
  for (const t of movers) {
    const m = yield* decide<Movement>(
      'fow4.move.team',
      TABLE,
      `${t.id} (${forceTeam(fu, t.id).name}):`,
      [
        { value: 'stationary', label: 'did not move' },
        { value: 'moved', label: 'moved (Tactical)' },
        { value: 'dashed', label: 'dashed' },
      ],
      how,
    );
    out = { ...out, teams: out.teams.map((x) => (x.id === t.id ? moveTeam(x, m) : x)) };
  }
  return out;
}

/**
 * Under a Movement Order (Blitz, Follow Me, Cross Here, pp. 24-25) each team moves or stays on its
 * own: one question names the teams that did not move (they keep Halted ROF and may be Gone to
 * Ground, pp. 19, 33). Asked for units of 2+ teams that moved.
 */
function* stayedPut(fu: ForceUnit, u: UnitState): Procedure<UnitState> {
  const movers = u.teams.filter((t) => !t.destroyed && !t.bailedOut && t.movement !== 'stationary');
  if (movers.length < 2) return u;
  const stayed = yield* decideSet<string>(
    'fow4.move.stayed',
    TABLE,
    `Which teams of ${fu.name} did not move under its order (pp. 24-25)? None ticked: they all moved.`,
    movers.map((t) => ({ value: t.id, label: t.id })),
    [],
  );
  return setTeams(u, (t) => (stayed.includes(t.id) ? moveTeam(t, 'stationary') : t));
}

/** In Command after moving (p. 18): asked for units of 2+ teams that moved. */
function* inCommand(fu: ForceUnit, u: UnitState): Procedure<UnitState> {
  const alive = u.teams.filter((t) => !t.destroyed);
  if (alive.length < 2 || alive.every((t) => t.movement === 'stationary')) return u;
  const range = alive.length >= 8 ? '8"/20cm' : '6"/15cm';
  const all = yield* decide<boolean>(
    'fow4.move.in-command',
    TABLE,
    `Is every team of ${fu.name} within ${range} of its Unit Leader (In Command)?`,
    YES_NO,
    true,
  );
  if (all) return setTeams(u, (t) => ({ ...t, inCommand: true }));
  let out = u;
  const leader = u.leader ?? fu.leader;
  for (const t of alive) {
    if (t.id === leader) continue;
    const ok = yield* decide<boolean>('fow4.move.team-in-command', TABLE, `Is ${t.id} In Command?`, YES_NO, true);
    out = { ...out, teams: out.teams.map((x) => (x.id === t.id ? { ...x, inCommand: ok } : x)) };
  }
  return out;
}

/** Passengers mount or dismount (pp. 22-23): asked for a unit with a Transport Attachment. */
function* mounting(
  view: GameView,
  side: number,
  fu: ForceUnit,
  u: UnitState,
): Procedure<{ unit: UnitState; line?: string }> {
  const transport = view.forces[side]!.units.find((x) => x.transportFor === fu.name);
  if (!transport) return { unit: u };
  const ts = view.state.sides[side]!.units.find((x) => x.unit === transport.name);
  if (!ts || !onTable(ts)) return { unit: u };
  const carriers = ts.teams.filter((t) => !t.destroyed && !t.sentToRear).map((t) => t.id);
  const riding = u.teams.some((t) => t.passengerOf);
  const what = yield* decide<'same' | 'mount' | 'dismount'>(
    'fow4.move.mount',
    TABLE,
    `${fu.name} is ${riding ? 'mounted in' : 'not mounted in'} ${transport.name}. Did it mount or dismount?`,
    [
      { value: 'same', label: 'no change' },
      { value: 'mount', label: 'mounted' },
      { value: 'dismount', label: 'dismounted' },
    ],
    'same',
  );
  if (what === 'same' || carriers.length === 0) return { unit: u };
  if (what === 'dismount')
    return {
      unit: setTeams(u, (t) => ({ ...t, passengerOf: undefined })),
      line: `${fu.name} dismounts from ${transport.name} (p. 23).`,
    };
  let i = 0;
  return {
    unit: setTeams(u, (t) => ({ ...t, passengerOf: carriers[i++ % carriers.length], foxholes: false })),
    line: `${fu.name} mounts ${transport.name} (p. 23).`,
  };
}

/** A Movement Order's test for the unit (Blitz, Dig In, Follow Me): its line in `report`, the order on the unit. */
/** A unit that moved loses its Ranged In marker (p. 49). */
export function offRangedIn(fu: ForceUnit, u: UnitState, report: string[]): UnitState {
  if (u.rangedIn === undefined) return u;
  const { rangedIn: _r, ...rest } = u;
  report.push(`${fu.name} moved: its Ranged In marker is removed (p. 49).`);
  return rest as UnitState;
}

/** The step's line for a unit: "did not move", or its order and how many teams moved and dashed. */
export function moveSummary(fu: ForceUnit, u: UnitState, choice: MoveChoice): string {
  const moved = u.teams.filter((t) => !t.destroyed && t.movement !== 'stationary');
  const dashed = moved.filter((t) => t.movement === 'dashed').length;
  const verb =
    choice === 'stationary'
      ? 'did not move'
      : `${choice === 'tactical' || choice === 'dash' ? '' : `${choice}: `}${moved.length - dashed} moved, ${dashed} dashed`;
  return `${fu.name} ${verb}.`;
}

/** A passed Dig In order: the unit's teams that Foxholes protect are in them (p. 24). */
export function dugIn(fu: ForceUnit, u: UnitState, report: string[]): UnitState {
  report.push(`${fu.name}: its Infantry and Gun teams are in Foxholes (p. 24).`);
  return setTeams(u, (t) => (takesFoxholes(forceTeam(fu, t.id).profile.type, fu.rules) ? { ...t, foxholes: true } : t));
}

export function* orderTest(
  fu: ForceUnit,
  u: UnitState,
  name: 'blitz' | 'dig-in' | 'follow-me',
  report: string[],
): Procedure<{ unit: UnitState; passed: boolean }> {
  const input = orderInput(fu, u);
  const r = name === 'blitz' ? yield* blitz(input) : name === 'dig-in' ? yield* digIn(input) : yield* followMe(input);
  report.push(
    testLine(`${name === 'blitz' ? 'Blitz Move' : name === 'dig-in' ? 'Dig In' : 'Follow Me'}, ${fu.name}`, r),
  );
  return { unit: { ...u, order: orderText(name, r.passed) }, passed: r.passed };
}

/** One unit's Movement Step. */
export function* moveUnit(at: GameView, side: number, ui: number): Procedure<StepOutcome<GameState>> {
  const start = at.state.sides[side]!.units[ui]!;
  const fu = forceUnit(at.forces, side, start.unit);
  // Aircraft are placed anywhere on the table where the stand sits flat; they always count as moving (pp. 44, 49).
  if (isAircraftUnit(fu))
    return {
      state: at.state,
      report: [`${fu.name} is placed on the table, anywhere its flight stand sits flat (p. 44).`],
    };
  // Before the unit moves, its transports at the rear may be Brought Forward (p. 23).
  const forward = yield* bringForward(at, side, fu);
  const view = { ...at, state: forward.state };
  const report: string[] = [...forward.report];
  const choice = yield* decide<MoveChoice>(
    'fow4.move.how',
    TABLE,
    `How did ${fu.name} move?`,
    moveChoices(view, side, ui),
    'stationary',
  );
  let u = start;
  let crossHere = false;
  let how: Movement = 'stationary';
  const test = function* (name: 'blitz' | 'dig-in' | 'follow-me') {
    const t = yield* orderTest(fu, u, name, report);
    u = t.unit;
    return t.passed;
  };
  const howMoved = function* (question: string, dash = true) {
    return yield* decide<Movement>(
      'fow4.move.speed',
      TABLE,
      question,
      [
        { value: 'moved', label: 'Tactical' },
        ...(dash ? [{ value: 'dashed' as const, label: 'Dash' }] : []),
        { value: 'stationary', label: 'did not move' },
      ],
      'moved',
    );
  };
  switch (choice) {
    case 'stationary':
      break;
    case 'tactical':
      how = 'moved';
      break;
    case 'dash':
      how = 'dashed';
      break;
    case 'blitz':
      if (yield* test('blitz')) {
        const beyond = yield* decide<boolean>(
          'fow4.move.blitz-beyond',
          TABLE,
          `Did teams of ${fu.name} move further than the 4"/10cm Blitz move? (no: they count as not moved, p. 24)`,
          YES_NO,
          true,
        );
        how = beyond ? 'moved' : 'stationary';
      } else {
        // Failed: Tactical speed at most, or stay still (Halted ROF), with the Out of Command +1 to hit either way (p. 24).
        how = yield* howMoved(`The Blitz failed: did ${fu.name} move (Tactical only) or stay where it was?`, false);
      }
      break;
    case 'dig-in':
      if (yield* test('dig-in')) u = dugIn(fu, u, report);
      break;
    case 'follow-me':
      how = yield* howMoved(`How did ${fu.name} move before the Follow Me order?`);
      // Passed: the leader moves 4"/10cm more and the In Command teams may follow: they have moved (p. 25).
      if ((yield* test('follow-me')) && how === 'stationary') how = 'moved';
      break;
    case 'cross-here':
      crossHere = true;
      u = { ...u, order: 'cross-here' };
      how = yield* howMoved(`How did ${fu.name} move under the Cross Here order?`);
      break;
    case 'gapping':
      u = { ...u, order: 'gapping' };
      how = 'moved';
      report.push(
        `${fu.name} gaps an obstacle or clears mines: it counts as moved and may not shoot or assault (pp. 77-79).`,
      );
      break;
  }
  u = setTeams(u, (t) => moveTeam(t, how));
  if (choice === 'tactical' || choice === 'dash') u = yield* exceptions(fu, u, how);
  if (choice === 'blitz' || choice === 'follow-me' || choice === 'cross-here') u = yield* stayedPut(fu, u);
  const m = yield* mounting(view, side, fu, u);
  u = m.unit;
  if (m.line) report.push(m.line);
  report.push(...(yield* crossTests(view, fu, u, crossHere)));
  u = yield* inCommand(fu, u);
  // Moving an Artillery Unit, Blitz included, removes its Ranged In marker (p. 49).
  if (choice !== 'stationary' && choice !== 'dig-in') u = offRangedIn(fu, u, report);
  report.splice(forward.report.length, 0, moveSummary(fu, u, choice));
  return { state: withUnit(view.state, { side, unit: ui }, () => u), report };
}

/** The Movement Step's actions: each unit on the table that has not yet been recorded. */
export function movementActions(view: GameView, side: number, done: readonly string[]): PlayAction<GameState>[] {
  return view.state.sides[side]!.units.flatMap((u, ui) =>
    inPlay(view, side, u) && !done.includes(u.unit)
      ? [{ id: `move:${u.unit}`, label: `move ${u.unit}`, run: () => moveUnit(view, side, ui) }]
      : [],
  );
}
