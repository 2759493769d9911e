/**
 * Game state + an assaulting unit + defending units -> an AssaultInput (assault/situation.ts), and
 * the assault's result -> state changes. What the table shows during the assault (who reaches
 * Contact, who is within 8"/20cm, who can get away) the procedure itself asks as decisions; the
 * few facts it takes up front come in as AssaultFacts.
 */
import type { AssaultResult } from '../assault/procedure.js';
import { FOW4_ASSAULT as A } from '../assault/rules.js';
import { FOW4_SHOOTING } from '../rules.js';
import type { AssaultInput, AssaultTeamInput, AssaultUnitInput } from '../assault/situation.js';
import { teamChange, unitChange, type StateChange } from './changes.js';
import {
  allUnits,
  BridgeInputError,
  carriedBy,
  commanderInPlay,
  findUnit,
  isAircraftGameUnit,
  liveTeams,
  teamOf,
  unitGone,
  unitRules,
  type GameData,
  type GameTeam,
  type GameUnit,
} from './game.js';
import { pickTeams, yesNo, type TableQuestion } from '../../flames-of-war/table-questions/questions.js';
import { carries, concealedByState, orderOf } from './state-flags.js';

export interface AssaultFacts {
  /** Defensive Fire passes into, through or out of smoke (p. 42). */
  readonly smoke?: boolean;
  /** Assaulting teams that shot at their Halted ROF this turn (they cannot assault, p. 52); default none. */
  readonly shotHalted?: readonly string[];
  /** Assaulting teams that moved more than 10"/25cm at Tactical speed (p. 52); default none. */
  readonly movedOver10?: readonly string[];
  /** The defenders' Formation Commander within 6"/15cm of each Unit Leader (Counterattack re-roll); default asked if needed. */
  readonly commander?: boolean | 'ask';
  /** A Formation Commander within 6"/15cm of the tanks (Bailed Out Again re-roll). */
  readonly commanderNearby?: boolean;
  readonly maxRounds?: number;
  /** The defender's other units with teams within 8"/20cm of the Assaulting teams: they fire Defensive Fire too (p. 55); default none. */
  readonly nearby?: readonly string[];
}

export interface GameAssault {
  readonly input: AssaultInput;
  readonly attacker: GameUnit;
  readonly defenders: readonly GameUnit[];
  /** The defender's other units that may fire Defensive Fire (p. 55). */
  readonly nearby?: readonly GameUnit[];
}

/** The defender's other units on the table that could fire Defensive Fire (p. 55): not charged, not gone, no aircraft. */
export function nearbyCandidates(game: GameData, defenders: readonly GameUnit[]): GameUnit[] {
  const side = defenders[0]?.sideIndex;
  const charged = new Set(defenders.map((d) => d.name));
  return allUnits(game).filter(
    (u) =>
      u.sideIndex === side &&
      !charged.has(u.name) &&
      !unitGone(u) &&
      (u.state.deployment ?? 'table') === 'table' &&
      !isAircraftGameUnit(u) &&
      liveTeams(u).some((t) => !t.state.passengerOf),
  );
}

function check(
  game: GameData,
  attackerName: string,
  defenderNames: readonly string[],
): { attacker: GameUnit; defenders: GameUnit[] } {
  if (defenderNames.length === 0) throw new BridgeInputError('name at least one defending unit');
  const attacker = findUnit(game, attackerName);
  const defenders = defenderNames.map((n) => findUnit(game, n));
  if (unitGone(attacker)) throw new BridgeInputError(`'${attacker.name}' is destroyed`);
  if (attacker.state.rangeInFailed)
    throw new BridgeInputError(
      `'${attacker.name}' failed all three Range In attempts this turn: it cannot assault (p. 47)`,
    );
  for (const d of defenders) {
    if (d.sideIndex === attacker.sideIndex)
      throw new BridgeInputError(`'${d.name}' is on the same side as '${attacker.name}': assault an enemy unit`);
    if (unitGone(d)) throw new BridgeInputError(`'${d.name}' is destroyed`);
  }
  if (new Set(defenders.map((d) => d.name)).size < defenders.length)
    throw new BridgeInputError('a defending unit is named twice');
  return { attacker, defenders };
}

/** Questions before the assault (keys of AssaultFacts). */
export function assaultQuestions(
  game: GameData,
  attackerName: string,
  defenderNames: readonly string[],
): TableQuestion[] {
  const { attacker, defenders } = check(game, attackerName, defenderNames);
  const qs: TableQuestion[] = [
    yesNo('smoke', 'Does Defensive Fire pass into, through or out of smoke?', false, 'smoke: +1 to hit (p. 42)'),
  ];
  // Every enemy team within 8"/20cm fires Defensive Fire, whatever its unit (p. 55): one question for all the other units.
  const others = nearbyCandidates(game, defenders).map((u) => u.name);
  if (others.length > 0)
    qs.push(
      pickTeams(
        'nearby',
        `Which other ${defenders[0]!.side} units have teams within 8"/20cm of the assaulting teams (they fire Defensive Fire too)?`,
        others,
        [],
        "Opponent's Defensive Fire (p. 55)",
      ),
    );
  const shot = liveTeams(attacker)
    .filter((t) => t.state.shot)
    .map((t) => t.id);
  if (shot.length > 0)
    qs.push(
      pickTeams(
        'shotHalted',
        'Which assaulting teams shot at their Halted ROF (not preparing to assault)?',
        shot,
        [],
        'Shooting before assaulting (p. 52)',
      ),
    );
  const moved = liveTeams(attacker)
    .filter((t) => t.state.movement === 'moved')
    .map((t) => t.id);
  if (moved.length > 0)
    qs.push(
      pickTeams(
        'movedOver10',
        'Which assaulting teams moved more than 10"/25cm?',
        moved,
        [],
        'Who Can Assault (p. 52)',
      ),
    );
  return qs;
}

function teamInput(
  game: GameData,
  u: GameUnit,
  t: GameTeam,
  inAssault: ReadonlySet<string>,
  facts: AssaultFacts,
  halted: ReadonlySet<string>,
  over10: ReadonlySet<string>,
): AssaultTeamInput {
  const s = t.state;
  const order = orderOf(u.state);
  const carried = carriedBy(game, u.sideIndex, t.id)
    .map((c) => c.team.id)
    .filter((id) => inAssault.has(id));
  return {
    id: t.id,
    profile: t.profile as AssaultTeamInput['profile'],
    ...(t.id === u.leader ? { leader: true } : {}),
    ...(t.id === u.commander ? { commander: true } : {}),
    ...(s.bailedOut ? { bailedOut: true } : {}),
    ...(carried.length > 0
      ? carries(t.profile, u.force.role === 'transport') === 'riders'
        ? { riders: carried }
        : { passengers: carried }
      : {}),
    ...(s.movement === 'moved' || s.movement === 'dashed' ? { moved: true } : {}),
    ...(s.movement === 'dashed' ? { dashed: true } : {}),
    ...(over10.has(t.id) ? { movedOver10: true } : {}),
    ...(order ? { order: order.name } : {}),
    ...(s.shot ? { shot: true } : {}),
    ...(halted.has(t.id) ? { shotHalted: true } : {}),
    ...(s.bombarded ? { bombarded: true } : {}),
    // Shot at aircraft in the last enemy Shooting Step: no Defensive Fire then, no assault in its own next turn (p. 27).
    ...(s.shotAtAircraft ? { shotAtAircraft: true } : {}),
    ...(concealedByState(s, t.profile) ? { concealed: true } : {}),
    ...(facts.commanderNearby ? { commanderNear: true } : {}),
  };
}

function unitInput(
  game: GameData,
  u: GameUnit,
  inAssault: ReadonlySet<string>,
  facts: AssaultFacts,
  role: 'attacker' | 'defender' | 'nearby',
): AssaultUnitInput {
  const ids = (list: readonly string[] | undefined) => new Set((list ?? []).map((x) => teamOf(u, x).id));
  const halted = role === 'attacker' ? ids(facts.shotHalted) : new Set<string>();
  const over10 = role === 'attacker' ? ids(facts.movedOver10) : new Set<string>();
  return {
    name: u.name,
    ratings: u.force.ratings as AssaultUnitInput['ratings'],
    teams: liveTeams(u).map((t) => teamInput(game, u, t, inAssault, facts, halted, over10)),
    ...(u.state.pinned ? { pinned: true } : {}),
    ...(role === 'attacker' && liveTeams(u).some((t) => t.state.assaulted) ? { assaultedThisTurn: true } : {}),
    rules: unitRules(u),
    // The Counterattack re-roll is offered only while a Formation Commander who leads the unit lives (p. 58),
    // and the unit has a Unit Leader for it to be near (leaderless: none, p. 40).
    ...(role === 'defender'
      ? {
          commander:
            u.state.leader !== null && commanderInPlay(game.state, game.forces, u.sideIndex, u.force)
              ? (facts.commander ?? 'ask')
              : false,
        }
      : {}),
  };
}

/** Map the game to an assault by `attackerName` on `defenderNames`. */
export function assaultFromGame(
  game: GameData,
  attackerName: string,
  defenderNames: readonly string[],
  facts: AssaultFacts = {},
): GameAssault {
  const { attacker, defenders } = check(game, attackerName, defenderNames);
  const candidates = nearbyCandidates(game, defenders);
  const nearby = (facts.nearby ?? []).map((n) => {
    const u = findUnit(game, n);
    if (!candidates.includes(u) && !candidates.some((c) => c.name === u.name))
      throw new BridgeInputError(
        `'${u.name}' cannot fire Defensive Fire here: name another unit of ${defenders[0]!.side} on the table`,
      );
    return u;
  });
  const all = [attacker, ...defenders, ...nearby];
  const ids = all.flatMap((u) => liveTeams(u).map((t) => t.id));
  if (new Set(ids).size < ids.length)
    throw new BridgeInputError('both sides have a unit of the same name: rename one in its force to assault with it');
  const inAssault = new Set(ids);
  const input: AssaultInput = {
    attacker: { player: attacker.side, unit: unitInput(game, attacker, inAssault, facts, 'attacker') },
    defender: {
      player: defenders[0]!.side,
      units: defenders.map((d) => unitInput(game, d, inAssault, facts, 'defender')),
      ...(nearby.length > 0 ? { nearby: nearby.map((d) => unitInput(game, d, inAssault, facts, 'nearby')) } : {}),
    },
    ...(game.state.timeOfDay === 'night' ? { night: true } : {}),
    ...(facts.smoke ? { smoke: true } : {}),
    ...(facts.maxRounds ? { maxRounds: facts.maxRounds } : {}),
  };
  return { input, attacker, defenders, ...(nearby.length > 0 ? { nearby } : {}) };
}

/** The assault's result -> changes: teams destroyed or bailed out, units pinned, teams that fought marked as having assaulted. */
export function changesFromAssault(ga: GameAssault, result: AssaultResult): StateChange[] {
  const out: StateChange[] = [];
  const units = new Map([ga.attacker, ...ga.defenders].map((u) => [u.name, u]));
  const all = [ga.attacker, ...ga.defenders, ...(ga.nearby ?? [])];
  const before = new Map(all.flatMap((u) => u.teams.map((t) => [t.id, { u, t }] as const)));
  const fought = new Set(
    result.rounds.flatMap((r) => r.charge.filter((c) => c.contacts.length > 0).flatMap((c) => [c.team, ...c.contacts])),
  );
  for (const r of result.teams) {
    const was = before.get(r.id);
    if (!was) continue;
    const { u, t } = was;
    if (fought.has(r.id))
      out.push(teamChange(u.side, u.name, t.id, 'assaulted', true, 'fought in the assault', A.assaultSequence));
    if (r.status === 'destroyed' && !t.state.destroyed) {
      out.push(
        teamChange(
          u.side,
          u.name,
          t.id,
          'destroyed',
          true,
          `destroyed in the assault${r.fate ? ` (${r.fate})` : ''}`,
          /mounted in/.test(r.fate ?? '') ? A.passengersDestroyed : A.assaultSequence,
        ),
      );
    } else if (r.status === 'bailed-out' && !t.state.bailedOut) {
      out.push(
        teamChange(u.side, u.name, t.id, 'bailedOut', true, 'bailed out in the assault', A.armourSavesInAssault),
      );
    }
  }
  // A team that fired Defensive Fire has shot this turn: it is no longer Gone to Ground (p. 33).
  const fired = new Set(result.rounds.flatMap((r) => (r.defensiveFire?.shots ?? []).map((x) => x.team)));
  for (const id of fired) {
    const was = before.get(id);
    if (was && was.t.state.goneToGround)
      out.push(
        teamChange(
          was.u.side,
          was.u.name,
          id,
          'goneToGround',
          undefined,
          'fired Defensive Fire: no longer Gone to Ground',
          FOW4_SHOOTING.goneToGround,
        ),
      );
  }
  for (const r of result.units) {
    const u = units.get(r.name);
    if (!u || !r.pinned || u.state.pinned) continue;
    out.push(
      unitChange(
        u.side,
        u.name,
        'pinned',
        true,
        r.brokenOff ? 'broke off: Pinned Down' : 'pinned down in the assault',
        r.brokenOff ? A.breakOff : A.pinnedByAssault,
      ),
    );
  }
  return out;
}
