/**
 * Starting Step, items 6-9 and the start-of-turn events (p. 16; fow4 spec §4.3): reveal Ambushes
 * (p. 95), roll for Reserves (p. 96), the Dawn or Dusk roll (p. 91) (aircraft: aircraft.ts),
 * and remove the Smoke markers this side fired (p. 42).
 */
import { decide, type Procedure } from '../../../engine/request.js';
import type { GameState } from '../schema/game.js';
import { reserves } from '../rating-tests/reserves.js';
import { dawn, dusk } from '../rating-tests/time.js';
import { mission } from './missions.js';
import { meetingFirstTurn } from '../bridge/state-flags.js';
import { testLine, type TestShown } from './report.js';
import { roleOf } from './victory.js';
import { forceTeam, forceUnit, takesFoxholes, withPlay, withTeams, withUnit, type GameView } from './units.js';

type Out = Procedure<{ state: GameState; report: string[]; tests?: TestShown[] }>;

export function isDark(state: GameState): boolean {
  return state.timeOfDay === 'night' || state.timeOfDay === 'dawn';
}

export { meetingFirstTurn } from '../bridge/state-flags.js';

/** Revealed units come on In Command; their Infantry and Gun teams are in Foxholes (p. 95). */
export function* ambushStep(view: GameView, side: number): Out {
  let state = view.state;
  const report: string[] = [];
  const me = state.sides[side]!.name;
  for (const [ui, u] of state.sides[side]!.units.entries()) {
    if (u.deployment !== 'ambush' || u.destroyed) continue;
    const reveal = yield* decide<boolean>(
      'fow4.ambush.reveal',
      me,
      `Reveal ${u.unit} from Ambush now? (in your Deployment Area, In Command, 16"/40cm from enemy that can see it unless Concealed by terrain, 4"/10cm from all enemy)`,
      [
        { value: true, label: 'reveal' },
        { value: false, label: 'keep waiting' },
      ],
      state.turn >= 2,
    );
    if (!reveal) continue;
    const fu = forceUnit(view.forces, side, u.unit);
    state = withUnit(state, { side, unit: ui }, (x) => ({
      ...x,
      deployment: 'table',
      teams: x.teams.map((t) =>
        takesFoxholes(forceTeam(fu, t.id).profile.type, fu.rules) ? { ...t, foxholes: true } : t,
      ),
    }));
    const shtraf = fu.rules.includes('shtraf');
    report.push(
      `Ambush (p. 95): ${u.unit} is revealed; ${shtraf ? 'a Shtraf Company never benefits from Foxholes (p. 73): none' : 'its Infantry and Gun teams are in Foxholes'}.`,
    );
  }
  return { state, report };
}

export function* reservesStep(view: GameView, side: number): Out {
  let state = view.state;
  const report: string[] = [];
  const me = state.sides[side]!.name;
  const rule = mission(state.mission).reserves[roleOf(state, me)];
  const force = view.forces[side]!;
  // Transport Attachments arrive with their unit, so only the others are chosen.
  const waiting = () =>
    state.sides[side]!.units.filter(
      (u) => u.deployment === 'reserve' && !u.destroyed && forceUnit(view.forces, side, u.unit).role !== 'transport',
    );
  if (waiting().length === 0) return { state, report };
  const r = yield* reserves({
    type: rule?.type ?? 'immediate',
    turn: state.turn,
    unitsInReserve: waiting().length,
    scattered: rule?.scattered ?? false,
  });
  const title = `Reserves (${rule?.type ?? 'immediate'}, turn ${state.turn})`;
  // Dice rolled: the table of `umpire test reserves`; no roll this turn: one line saying so.
  const tests: TestShown[] = r.rolls.length > 0 ? [{ title, result: r }] : [];
  if (tests.length === 0) report.push(testLine(title, r));
  for (let k = 0; k < r.arrivals; k++) {
    const left = waiting();
    if (left.length === 0) break;
    const name = yield* decide<string>(
      'fow4.reserves.unit',
      me,
      `Which unit arrives from Reserve${r.arrivals > 1 ? ` (${k + 1} of ${r.arrivals})` : ''}?`,
      left.map((u) => ({ value: u.unit, label: u.unit })),
      left[0]!.unit,
    );
    const arriving = [name, ...force.units.filter((f) => f.transportFor === name).map((f) => f.name)];
    for (const n of arriving) {
      const ui = state.sides[side]!.units.findIndex((u) => u.unit === n);
      state = withUnit(state, { side, unit: ui }, (u) => ({
        ...u,
        deployment: 'table',
        order: 'from-reserve',
        teams: u.teams.map((t) => ({ ...t, goneToGround: false, foxholes: false })),
      }));
    }
    report.push(
      `${arriving.join(' and ')} arrive${arriving.length === 1 ? 's' : ''} from Reserve: move onto the table from the mission's entry point and end In Command; no Movement Orders until on the table (p. 97).`,
    );
  }
  return { state, report, tests };
}

/** Dawn and Dusk (p. 91): from the Defender's turn 3, each turn one die more; any 5+ changes the light. */
export function* lightStep(view: GameView, side: number): Out {
  let state = view.state;
  if (state.timeOfDay !== 'dawn' && state.timeOfDay !== 'dusk') return { state, report: [] };
  const input = { player: roleOf(state, state.sides[side]!.name), turn: state.turn };
  const isDawn = state.timeOfDay === 'dawn';
  const r = isDawn ? yield* dawn(input) : yield* dusk(input);
  if (r.dice === 0) return { state, report: [] };
  if (r.passed) state = { ...state, timeOfDay: isDawn ? 'daylight' : 'night' };
  // Its dice in the table of `umpire test dawn|dusk`.
  return { state, report: [], tests: [{ title: `${state.active}, turn ${state.turn} (${input.player})`, result: r }] };
}

/** Smoke this side fired lies on the other side's teams; it goes now (p. 42). */
export function removeSmoke(state: GameState, side: number): { state: GameState; report: string[] } {
  const other = state.sides.findIndex((_, i) => i !== side);
  const count = state.sides[other]?.units.reduce((n, u) => n + u.teams.filter((t) => t.smoke).length, 0) ?? 0;
  if (count === 0) return { state, report: [] };
  return {
    state: withTeams(state, other, (t) => (t.smoke ? { ...t, smoke: false } : t)),
    report: [`Smoke (p. 42): ${count} smoke marker(s) fired last turn are removed.`],
  };
}
