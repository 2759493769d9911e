/**
 * Setting up a game to play (pp. 92-93, 91; fow4 spec §4.1, §14): who attacks (roll-off, or
 * chosen), the mission's Objectives, which units start in Reserve or Ambush, the time of day
 * (agreed or rolled), Foxholes and Gone to Ground for every team, and who has the first turn
 * (the Attacker; in a Meeting Engagement a roll-off after deployment).
 */
import { decide, type Procedure } from '../../../engine/request.js';
import { FOW4_TESTS as R } from '../rules.js';
import type { Deployment, GameState, TeamState } from '../schema/game.js';
import { firstTurn, whoAttacks } from '../rating-tests/setup.js';
import { timeOfDay as rollTimeOfDay } from '../rating-tests/time.js';
import type { StepOutcome } from '../../play.js';
import { mission, type MissionId, type ReserveRule } from './missions.js';
import { deepReserves } from './deep-reserves.js';
import { reservesLimit } from './reserves-limit.js';
import type { Objective } from './play-state.js';
import { placePreplannedTargets } from './preplanned.js';
import { forceTeam, forceUnit, takesFoxholes, type GameView } from './units.js';

export interface SetupChoices {
  readonly mission: MissionId;
  /** A side's name, or "roll" for the roll-off (p. 92). */
  readonly attacker: string | 'roll';
  /** Agreed, or "roll" on the Time of Day table (p. 91). */
  readonly timeOfDay: GameState['timeOfDay'] | 'roll';
  /** Units not on the table at the start, by side and unit name. */
  readonly deployment?: Readonly<Record<string, Readonly<Record<string, Deployment>>>>;
  /** Sides the built-in opponent plays. */
  readonly bots?: readonly string[];
}

/** Objectives named by who placed them: "British 1", "British 2"... */
export function missionObjectives(id: MissionId, attacker: string, defender: string): Objective[] {
  const ms = mission(id);
  const out: Objective[] = [];
  for (const [role, side, other] of [
    ['attacker', attacker, defender],
    ['defender', defender, attacker],
  ] as const) {
    const n = ms.objectives[role] ?? 0;
    for (let i = 1; i <= n; i++)
      out.push({ id: `${side} ${i}`, placedBy: side, ...(ms.objectivesOnOpponentSide ? { on: other } : {}) });
  }
  return out;
}

const YES_NO = [
  { value: true, label: 'yes' },
  { value: false, label: 'no' },
] as const;

/**
 * The owner says which units wait in Reserve or Ambush, when the mission allows it (pp. 95-96);
 * with Deep Reserves, first which one unit of the limited kinds starts on the table (p. 96).
 */
function* chooseDeployment(
  view: GameView,
  si: number,
  reserves: ReserveRule | undefined,
  ambush: number,
): Procedure<{ chosen: Record<string, Deployment>; report: string[] }> {
  const out: Record<string, Deployment> = {};
  const report: string[] = [];
  const side = view.state.sides[si]!;
  const units = side.units.filter((u) => forceUnit(view.forces, si, u.unit).role !== 'transport').map((u) => u.unit);
  if (ambush > 0) {
    const name = yield* decide<string>(
      'fow4.setup.ambush',
      side.name,
      `${side.name} may hold ${ambush} unit in Ambush (p. 95). Which?`,
      [{ value: '', label: 'none' }, ...units.map((u) => ({ value: u, label: u }))],
      '',
    );
    if (name) out[name] = 'ambush';
  }
  if (reserves?.deep) {
    const line = yield* deepReserves(
      side.name,
      units.map((u) => forceUnit(view.forces, si, u)),
      out,
    );
    if (line) report.push(line);
  }
  if (reserves && units.some((u) => !out[u])) {
    const any = yield* decide<boolean>(
      'fow4.setup.reserves',
      side.name,
      `Does ${side.name} hold units in Reserve (at most 60% of the points on the table, p. 96)?`,
      YES_NO,
      false,
    );
    if (any) {
      for (const u of units) {
        if (out[u]) continue;
        if (yield* decide<boolean>('fow4.setup.reserve-unit', side.name, `${u} in Reserve?`, YES_NO, false))
          out[u] = 'reserve';
      }
    }
  }
  if (reserves) report.push(...(yield* reservesLimit(side.name, view.forces[si]!, units, out, reserves)));
  // A Transport Attachment waits with its unit (p. 96).
  for (const f of view.forces[si]!.units) if (f.transportFor && out[f.transportFor]) out[f.name] = out[f.transportFor]!;
  return { chosen: out, report };
}

const TIMES = { dusk: 'dusk', darkness: 'night', dawn: 'dawn' } as const;

export function* setupGame(view: GameView, choices: SetupChoices): Procedure<StepOutcome<GameState>> {
  const state = view.state;
  const names = state.sides.map((s) => s.name);
  if (names.length !== 2) throw new RangeError('a game to play needs two sides');
  const [a, b] = [names[0]!, names[1]!];
  const report: string[] = [];
  const ms = mission(choices.mission);
  report.push(`Mission: ${ms.name} (${ms.rule.page}). ${ms.setup}`, `Victory: ${ms.victory}`);

  let attacker: string;
  if (choices.attacker === 'roll') {
    const r = yield* whoAttacks({ players: [a, b] });
    attacker = r.attacker;
    report.push(
      `Who attacks (${R.whoAttacks.page}): ${r.rolls.map((x) => `${x.label} ${x.face}`).join(', ')}: ${r.consequences[0]!.text}`,
    );
  } else {
    attacker = choices.attacker;
    report.push(`${attacker} attacks.`);
  }
  const defender = attacker === a ? b : a;

  let time: GameState['timeOfDay'];
  if (choices.timeOfDay === 'roll') {
    const r = yield* rollTimeOfDay({});
    time = TIMES[r.value as keyof typeof TIMES] ?? 'daylight';
    report.push(`Time of Day (p. 91): rolled ${r.rolls[0]?.face}: ${r.value}.`);
  } else time = choices.timeOfDay;
  if (time === 'dawn')
    report.push("Dawn: the game starts in Darkness; from the Defender's turn 3 each turn rolls for morning to break.");
  if (time === 'dusk')
    report.push("Dusk: the game starts in Daylight; from the Defender's turn 3 each turn rolls for night to fall.");
  if (time === 'night') report.push('Darkness: Night rules all game (p. 90).');

  const deployment: Record<string, Record<string, Deployment>> = {};
  for (const [si, side] of state.sides.entries()) {
    const role = side.name === attacker ? 'attacker' : 'defender';
    const given = choices.deployment?.[side.name];
    if (given) {
      deployment[side.name] = { ...given };
      continue;
    }
    const chosen = yield* chooseDeployment(view, si, ms.reserves[role], ms.ambush[role] ?? 0);
    deployment[side.name] = chosen.chosen;
    report.push(...chosen.report);
  }

  const first = yield* firstTurn({ attacker, defender, meetingEngagement: ms.meeting });
  report.push(
    `First turn (${R.firstTurn.page}): ${first.rolls.length ? first.rolls.map((x) => `${x.label} ${x.face}`).join(', ') + ': ' : ''}${first.consequences[0]!.text}`,
  );

  const sides = state.sides.map((s, si) => ({
    ...s,
    role: s.name === attacker ? ('attacker' as const) : ('defender' as const),
    units: s.units.map((u) => {
      const fu = forceUnit(view.forces, si, u.unit);
      const dep = deployment[s.name]?.[u.unit] ?? 'table';
      return {
        ...u,
        deployment: dep,
        teams: u.teams.map((t): TeamState => {
          const type = forceTeam(fu, t.id).profile.type;
          // Every team starts Gone to Ground; Infantry and Gun teams in Foxholes, except Cavalry and a Shtraf unit (pp. 93, 68, 73).
          return {
            ...t,
            goneToGround: true,
            ...(takesFoxholes(type, fu.rules) ? { foxholes: true } : {}),
            movement: 'stationary',
          };
        }),
      };
    }),
  }));
  for (const s of sides) {
    const away = s.units.filter((u) => u.deployment !== 'table');
    if (away.length) report.push(`${s.name}: ${away.map((u) => `${u.unit} (${u.deployment})`).join(', ')}.`);
  }
  report.push('Every team starts Gone to Ground; Infantry and Gun teams start in Foxholes (p. 93).');
  const objectives = missionObjectives(choices.mission, attacker, defender);
  let next: GameState = {
    ...state,
    mission: choices.mission,
    timeOfDay: time,
    sides,
    turn: 1,
    active: first.first,
    step: 'starting',
    play: {
      ...(state.play ?? {}),
      attacker,
      first: first.first,
      meeting: ms.meeting,
      ...(objectives.length ? { objectives } : {}),
      ...(choices.bots && choices.bots.length ? { bots: [...choices.bots] } : {}),
    },
  };
  // Pre-planned Artillery Targets, after the Objectives and before deployment; none in a Meeting Engagement (pp. 49, 96).
  if (!ms.meeting) {
    const placed = yield* placePreplannedTargets({ ...view, state: next }, defender);
    next = placed.state;
    report.push(...placed.report);
  }
  return { state: next, report };
}
