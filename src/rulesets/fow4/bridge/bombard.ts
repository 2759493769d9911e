/**
 * Game state + an Artillery Unit + target units -> a BombardSituation (bombard/bombard.ts), and
 * the bombardment's result -> state changes (teams destroyed or bailed out, units pinned, the
 * firing teams marked as having shot, the Ranged In marker). Which teams sit under the template,
 * their cover and the spotter are table facts; Danger Close is asked by the procedure itself.
 */
import { remountScore } from '../saves.js';
import type {
  BombardingUnit,
  BombardResult,
  BombardSituation,
  FiringWeapon,
  SpotterInput,
} from '../bombard/bombard.js';
import type { BombardTeamState, SpotterRole } from '../bombard/eligibility.js';
import { BOMBARD as B } from '../bombard/rules.js';
import type { BombardCover, TeamsUnderTemplate } from '../bombard/targets.js';
import { BOMBARD_COVERS } from '../bombard/targets.js';
import { SKILL_SCORE } from '../../flames-of-war/profile.js';

import { teamHas } from '../../flames-of-war/saves/special-rules.js';
import { teamChange, unitChange, type StateChange } from './changes.js';
import {
  allUnits,
  BridgeInputError,
  carriedBy,
  findUnit,
  isAircraftGameUnit,
  liveTeams,
  teamOf,
  unitGone,
  type GameData,
  type GameTeam,
  type GameUnit,
} from './game.js';
import { isTransport } from '../assault/eligibility.js';
import { FOW4_SHOOTING as S } from '../rules.js';
import { choice, pickTeams, yesNo, type TableQuestion } from '../../flames-of-war/table-questions/questions.js';
import { meetingFirstTurn, orderOf } from './state-flags.js';

export interface BombardFacts {
  /** The spotting team (id); default the Artillery Unit's Unit Leader. */
  readonly spotter?: string;
  /** Target teams under the template (ids); default every team of the target units on the table. */
  readonly under?: readonly string[];
  /** Cover of the target teams the file does not put in Foxholes or Bulletproof Cover. Default none. */
  readonly cover?: BombardCover;
  /** The template covers Short or Tall terrain or a Smoke Screen: +1 to Range In (p. 47). */
  readonly templateCoversTerrain?: boolean;
  /** The spotter ranges in through smoke (+1, p. 51). */
  readonly throughSmoke?: boolean;
  /** An Air Observation Post spots: its model is within 16"/40cm of the Aiming Point (p. 50). Default true. */
  readonly aopWithin16?: boolean;
  /** The target sits under the unit's pre-planned Ranged In marker: a Repeat Bombardment (p. 49). Default false. */
  readonly atMarker?: boolean;
  /** Repeat Bombardment: the spotter can see the Aiming Point (else +1 to hit, p. 49). Default true. */
  readonly spotterCanSee?: boolean;
  /** Distance from the template to the nearest friendly team (Danger Close, p. 46); asked by the procedure when absent. */
  readonly nearestFriendly?: number;
  /** Fire a Smoke Bombardment (p. 51). */
  readonly smoke?: boolean;
  /** The arsenal's artillery lines are already 4th-edition values (the bundled ones are not, p. 49). */
  readonly arsenalAdjusted?: boolean;
  /** The artillery teams with the Aiming Point in range and field of fire (ids, Check Range p. 45); default every team that can fire. */
  readonly firing?: readonly string[];
}

export interface GameBombard {
  readonly situation: BombardSituation;
  readonly artillery: GameUnit;
  readonly targets: readonly GameUnit[];
  readonly firing: readonly GameTeam[];
  readonly spotter: { readonly unit: GameUnit; readonly team: GameTeam };
  /** Units with teams riding in or on the target teams (passengers and riders, p. 23). */
  readonly carried: readonly GameUnit[];
}

const hasArtillery = (t: GameTeam) => t.profile.weapons.some((w) => w.artillery);

function check(
  game: GameData,
  unitName: string,
  targetNames: readonly string[],
  smoke: boolean,
): { artillery: GameUnit; targets: GameUnit[] } {
  const artillery = findUnit(game, unitName);
  if (unitGone(artillery)) throw new BridgeInputError(`'${artillery.name}' is destroyed`);
  if (!liveTeams(artillery).some(hasArtillery))
    throw new BridgeInputError(
      `'${artillery.name}' has no team with an artillery weapon: it cannot bombard`,
      'use `umpire shoot --game` for direct fire',
    );
  if (targetNames.length === 0 && !smoke) throw new BridgeInputError('name the target unit(s) under the template');
  const targets = targetNames.map((n) => findUnit(game, n));
  for (const t of targets) {
    if (t.sideIndex === artillery.sideIndex)
      throw new BridgeInputError(`'${t.name}' is on the same side as '${artillery.name}': bombard an enemy unit`);
    if (unitGone(t)) throw new BridgeInputError(`'${t.name}' is destroyed`);
  }
  return { artillery, targets };
}

/**
 * Teams of the side that may spot: the unit's own, Formation HQ teams, Observers (p. 45), an Air
 * Observation Post (p. 50). Aircraft spot only while on the table: in the turn they arrived (p. 44).
 */
function spotters(game: GameData, artillery: GameUnit): { unit: GameUnit; team: GameTeam }[] {
  const arrived = game.state.play?.aircraftArrived ?? [];
  return allUnits(game)
    .filter((u) => u.sideIndex === artillery.sideIndex)
    .filter((u) => !isAircraftGameUnit(u) || (u.side === game.state.active && arrived.includes(u.name)))
    .flatMap((u) => liveTeams(u).map((team) => ({ unit: u, team })))
    .filter(({ unit, team }) => roleOf(artillery, unit, team) !== 'other');
}

/** An Air Observation Post: an Independent Observer Aircraft team (p. 50). */
export function isAop(team: Pick<GameTeam, 'profile'>): boolean {
  return team.profile.type === 'aircraft' && teamHas(team.profile, 'observer');
}

/** The spotters, or a plain refusal when there is none (aircraft spot only in the turn they arrived, p. 44). */
function spottersOrRefuse(game: GameData, artillery: GameUnit): { unit: GameUnit; team: GameTeam }[] {
  const spots = spotters(game, artillery);
  if (spots.length === 0)
    throw new BridgeInputError(
      `no team can spot for '${artillery.name}'`,
      isAircraftGameUnit(artillery)
        ? 'aircraft are on the table, and spot, only in the Shooting Step of a turn they arrived (p. 44)'
        : undefined,
    );
  return spots;
}

function roleOf(artillery: GameUnit, unit: GameUnit, team: GameTeam): SpotterRole {
  const own = unit.name === artillery.name && unit.sideIndex === artillery.sideIndex;
  // Only an aircraft of the bombarding Aircraft Unit spots for it (p. 45).
  if (isAircraftGameUnit(artillery)) return own ? 'aircraft' : 'other';
  // One of the firing teams (p. 45): a team of the unit with an artillery weapon, not its Command team.
  if (own && team.profile.weapons.some((w) => w.artillery)) return 'firing';
  if (isAop(team)) return 'aop';
  if (teamHas(team.profile, 'observer') || /observer/i.test(team.name)) return 'observer';
  if (unit.force.role === 'hq') return 'formation-hq';
  return 'other';
}

/** The spotter offered first: the unit's Leader if it may spot, else its own Observer, else one of its firing teams (p. 45). */
function defaultSpotter(artillery: GameUnit, spots: readonly { unit: GameUnit; team: GameTeam }[]): string {
  const mine = spots.filter((s) => s.unit.name === artillery.name && s.unit.sideIndex === artillery.sideIndex);
  const leader = mine.find((s) => s.team.id === artillery.leader);
  const observer = mine.find((s) => roleOf(artillery, s.unit, s.team) === 'observer');
  return (leader ?? observer ?? mine[0] ?? spots[0]!).team.id;
}

/** The named spot of a Ranged In marker placed as a Pre-planned Artillery Target (p. 49), if that is what the unit has. */
export function preplannedMarker(rangedIn: GameUnit['state']['rangedIn']): string | undefined {
  return typeof rangedIn === 'object' && rangedIn !== null ? rangedIn.marker : undefined;
}

/**
 * A Repeat Bombardment (p. 49): the unit is Ranged In on the target, or the table says the target
 * sits under its pre-planned Ranged In marker (its current Aiming Point).
 */
export function isRepeat(
  rangedIn: GameUnit['state']['rangedIn'],
  targets: readonly string[],
  atMarker: boolean,
): boolean {
  if (targets.length === 0) return false;
  if (preplannedMarker(rangedIn) !== undefined) return atMarker;
  return (
    rangedIn === true ||
    (typeof rangedIn === 'string' && targets.some((t) => t.toLowerCase() === rangedIn.toLowerCase()))
  );
}

export function bombardQuestions(
  game: GameData,
  unitName: string,
  targetNames: readonly string[],
  options: { smoke?: boolean } = {},
): TableQuestion[] {
  const { artillery, targets } = check(game, unitName, targetNames, options.smoke === true);
  const spots = spottersOrRefuse(game, artillery).map((s) => s.team.id);
  const leader = defaultSpotter(artillery, spottersOrRefuse(game, artillery));
  const qs: TableQuestion[] = [
    choice(
      'spotter',
      'Which team spots?',
      spots.map((id) => ({ value: id, label: id })),
      leader,
      'Pick Spotting Team (p. 45)',
    ),
  ];
  const under = targets.flatMap((u) =>
    liveTeams(u)
      .filter((t) => !t.state.passengerOf)
      .map((t) => t.id),
  );
  if (under.length > 0)
    qs.push(
      pickTeams(
        'under',
        'Which target teams are under the template?',
        under,
        under,
        'Roll to Hit: one die per team under the template (p. 48)',
      ),
    );
  if (
    targets.some((u) =>
      liveTeams(u).some((t) => (!t.state.foxholes || u.force.rules.includes('shtraf')) && !t.state.bulletproofCover),
    )
  ) {
    qs.push(
      choice(
        'cover',
        'What cover are the other target teams in?',
        BOMBARD_COVERS.map((c) => ({ value: c, label: c })),
        'none',
        'Bulletproof Cover and Bombardments (p. 48)',
      ),
    );
  }
  // Check Range (p. 45): only the teams with the Aiming Point in range and field of fire fire; one question for them all,
  // asked when leaving teams out can change the re-roll (1 or 2 weapons re-roll hits, 5 or more re-roll misses, p. 48).
  const guns = firingWeapons(game, artillery, false).firing.map((t) => t.id);
  if (guns.length > 2)
    qs.push(
      pickTeams(
        'firing',
        `Which ${artillery.name} teams have the Aiming Point within range and field of fire?`,
        guns,
        guns,
        'Check Range: teams out of range or field of fire do not fire (p. 45)',
      ),
    );
  const aop = spotters(game, artillery).find((x) => isAop(x.team));
  if (aop)
    qs.push(
      yesNo(
        'aopWithin16',
        `If ${aop.team.id} spots: is its model (not the stand) within 16"/40cm of the Aiming Point?`,
        true,
        'Air Observation Posts (p. 50)',
      ),
    );
  const marker = preplannedMarker(artillery.state.rangedIn);
  if (marker !== undefined && targets.length > 0) {
    qs.push(
      yesNo(
        'atMarker',
        `Is ${targets.map((t) => t.name).join(' and ')} under ${artillery.name}'s pre-planned Ranged In marker (${marker})?`,
        false,
        'Pre-planned Artillery Targets: a Repeat Bombardment, no roll to Range In (p. 49)',
      ),
    );
  }
  qs.push(
    yesNo(
      'templateCoversTerrain',
      'Does the template cover Short or Tall terrain or a Smoke Screen?',
      false,
      'Ranging In near Terrain (p. 47)',
    ),
  );
  return qs;
}

function teamState(game: GameData, u: GameUnit, t: GameTeam): BombardTeamState {
  const order = orderOf(u.state);
  return {
    ...(meetingFirstTurn(game.state) && game.state.active === u.side ? { meetingEngagementFirstTurn: true } : {}),
    ...(t.state.movement === 'moved' || t.state.movement === 'dashed' ? { moved: true } : {}),
    ...(order?.name === 'blitz' && order.failed ? { failedBlitz: true } : {}),
    ...(order?.name === 'dig-in' ? { dugIn: true } : {}),
    ...(u.state.pinned ? { pinned: true } : {}),
    ...(t.state.bailedOut ? { bailedOut: true } : {}),
    ...(t.profile.type === 'aircraft' ? { aircraft: true } : {}),
  };
}

/** The firing weapons of the unit, grouped by weapon and state; teams that already shot do not fire. */
function firingWeapons(
  game: GameData,
  u: GameUnit,
  adjusted: boolean,
  only?: ReadonlySet<string>,
): { weapons: FiringWeapon[]; firing: GameTeam[] } {
  const groups = new Map<string, { w: FiringWeapon; teams: GameTeam[] }>();
  for (const t of liveTeams(u)) {
    if (t.state.shot || t.state.passengerOf || (only && !only.has(t.id))) continue;
    const weapon = t.profile.weapons.find((w) => w.artillery);
    if (!weapon?.artillery) continue;
    const a = weapon.artillery;
    const state = teamState(game, u, t);
    const key = `${weapon.name}|${JSON.stringify(state)}`;
    const g = groups.get(key);
    if (g) {
      g.w = { ...g.w, count: g.w.count + 1 };
      g.teams.push(t);
      continue;
    }
    groups.set(key, {
      w: {
        name: weapon.name,
        count: 1,
        antiTank: a.antiTank,
        firepower: a.firepower,
        ...(adjusted || a.adjusted ? {} : { unadjusted: true }),
        ...(a.countsAs && a.countsAs > 1 ? { rocket: { countsAs: a.countsAs } } : {}),
        ...(a.rules?.length ? { rules: [...a.rules] } : {}),
        ...(Object.keys(state).length > 0 ? { state } : {}),
      },
      teams: [t],
    });
  }
  const list = [...groups.values()];
  return { weapons: list.map((g) => g.w), firing: list.flatMap((g) => g.teams) };
}

export function bombardFromGame(
  game: GameData,
  unitName: string,
  targetNames: readonly string[],
  facts: BombardFacts = {},
): GameBombard {
  const { artillery, targets } = check(game, unitName, targetNames, facts.smoke === true);
  const only = facts.firing ? new Set(facts.firing.map((x) => teamOf(artillery, x).id)) : undefined;
  const { weapons, firing } = firingWeapons(game, artillery, facts.arsenalAdjusted === true, only);
  if (firing.length === 0)
    throw new BridgeInputError(
      only
        ? `no artillery team of '${artillery.name}' has the Aiming Point within range and field of fire: it cannot bombard it (p. 45)`
        : `no artillery team of '${artillery.name}' can fire: every one has shot this turn or is carried`,
    );
  const spots = spottersOrRefuse(game, artillery);
  const spotterId = facts.spotter ?? defaultSpotter(artillery, spots);
  const spotter = spots.find((s) => s.team.id === spotterId || s.team.id.toLowerCase() === spotterId.toLowerCase());
  if (!spotter)
    throw new BridgeInputError(
      `'${spotterId}' cannot spot for ${artillery.name}`,
      `spotters: ${spots.map((s) => s.team.id).join(', ')}`,
    );
  if (artillery.state.rangeInFailed)
    throw new BridgeInputError(
      `'${artillery.name}' failed all three Range In attempts this turn: it cannot bombard again until next turn (p. 47)`,
    );
  const role = roleOf(artillery, spotter.unit, spotter.team);
  const sr = spotter.unit.force.ratings;
  const so = orderOf(spotter.unit.state);
  const spotterInput: SpotterInput = {
    name: spotter.team.id,
    // Aircraft are Veteran (p. 44).
    rating: role === 'aircraft' ? SKILL_SCORE.veteran : (sr.ranging ?? SKILL_SCORE[sr.skill]),
    role,
    ...(spotter.team.state.movement === 'moved' || spotter.team.state.movement === 'dashed' ? { moved: true } : {}),
    ...(so?.name === 'dig-in' ? { dugIn: true } : {}),
    ...(role === 'aop' ? { withinAopRange: facts.aopWithin16 !== false } : {}),
    ...((spotter.team.state.shot || spotter.team.state.bombarded) && role !== 'firing' ? { shot: true } : {}),
  };

  const underIds = facts.under ? new Set(facts.under.map((x) => teamOfAny(targets, x).id)) : undefined;
  const under: TeamsUnderTemplate[] = [];
  const carriedUnits = new Map<string, GameUnit>();
  for (const u of targets) {
    for (const t of liveTeams(u)) {
      if (t.state.passengerOf) continue;
      if (underIds && !underIds.has(t.id)) continue;
      // A Shtraf Company never benefits from Foxholes (p. 73): the procedure is told, and cites it.
      const shtraf = u.force.rules.includes('shtraf');
      const cover: BombardCover =
        t.state.foxholes && !(shtraf && facts.cover && facts.cover !== 'none')
          ? 'foxholes'
          : t.state.bulletproofCover
            ? 'bulletproof'
            : (facts.cover ?? 'none');
      under.push({
        name: t.id,
        profile: t.profile,
        skill: u.force.ratings.skill,
        ...(u.force.ratings.isHitOn !== undefined ? { isHitOn: u.force.ratings.isHitOn } : {}),
        unit: u.name,
        ...(cover !== 'none' ? { cover } : {}),
        ...(shtraf ? { shtraf: true } : {}),
        ...(t.state.bailedOut ? { bailedOut: true, remount: remountScore(u.force.ratings, t.profile) } : {}),
        ...carriedUnder(game, u, t, carriedUnits),
      });
    }
  }
  const repeat = isRepeat(
    artillery.state.rangedIn,
    targets.map((t) => t.name),
    facts.atMarker === true,
  );
  const unit: BombardingUnit = {
    name: artillery.name,
    skill: isAircraftGameUnit(artillery) ? SKILL_SCORE.veteran : SKILL_SCORE[artillery.force.ratings.skill],
    ...(artillery.force.ratings.ranging !== undefined && !isAircraftGameUnit(artillery)
      ? { ranging: artillery.force.ratings.ranging }
      : {}),
    weapons,
    // The unit's own Mike Target (p. 72) and Time on Target (p. 69) rules, as a force or an import names them.
    ...(artillery.force.rules.includes('mike-target') ? { mikeTarget: true } : {}),
    ...(artillery.force.rules.includes('time-on-target') ? { timeOnTarget: true } : {}),
    ...(firing.every((t) => t.profile.type === 'aircraft') ? { aircraft: true } : {}),
    ...(repeat ? { repeat: { spotterCanSee: facts.spotterCanSee !== false } } : {}),
    ...(facts.smoke ? { smoke: {} } : {}),
    ...(facts.templateCoversTerrain ? { templateCoversTerrain: true } : {}),
    ...(facts.throughSmoke ? { throughSmoke: true } : {}),
    ...(facts.nearestFriendly !== undefined ? { nearestFriendly: facts.nearestFriendly } : {}),
    under,
  };
  const situation: BombardSituation = {
    spotter: spotterInput,
    ...(game.state.timeOfDay === 'night' ? { night: true } : {}),
    system: game.state.measure,
    units: [unit],
  };
  return { situation, artillery, targets, firing, spotter, carried: [...carriedUnits.values()] };
}

/** Who rides in or on a team under the template (p. 23): passengers of a transport, riders on a tank. */
function carriedUnder(
  game: GameData,
  u: GameUnit,
  t: GameTeam,
  units: Map<string, GameUnit>,
): Pick<TeamsUnderTemplate, 'passengers' | 'riders'> {
  const carried = carriedBy(game, u.sideIndex, t.id);
  if (carried.length === 0) return {};
  for (const c of carried) units.set(c.unit.name, c.unit);
  const list = carried.map((c) => ({ name: c.team.id, profile: c.team.profile, unit: c.unit.name }));
  return isTransport(t.profile) || u.force.role === 'transport' ? { passengers: list } : { riders: list };
}

function teamOfAny(units: readonly GameUnit[], x: string): GameTeam {
  for (const u of units) {
    try {
      return teamOf(u, x);
    } catch {
      /* try the next unit */
    }
  }
  throw new BridgeInputError(`'${x}' is not a team of ${units.map((u) => u.name).join(' or ')} on the table`);
}

/** The bombardment's result -> changes. */
export function changesFromBombard(gb: GameBombard, result: BombardResult): StateChange[] {
  const out: StateChange[] = [];
  const r = result.units[0];
  if (!r) return out;
  const fired = r.status === 'fired' || r.status === 'smoke-screen';
  const what = r.status === 'smoke-screen' ? 'a Smoke Bombardment' : 'a bombardment';
  if (fired) {
    for (const t of gb.firing) {
      out.push(teamChange(gb.artillery.side, gb.artillery.name, t.id, 'shot', true, `fired ${what}`, B.sequence));
      out.push(
        teamChange(
          gb.artillery.side,
          gb.artillery.name,
          t.id,
          'bombarded',
          true,
          `fired ${what}: it cannot assault`,
          B.whoCanBombard,
        ),
      );
    }
  }
  // The Spotting Team, once it has spotted, neither shoots nor assaults this turn (p. 45).
  if (fired || result.rangeIn !== undefined) {
    const s = gb.spotter;
    out.push(
      teamChange(
        s.unit.side,
        s.unit.name,
        s.team.id,
        'bombarded',
        true,
        `spotted for ${gb.artillery.name}: it cannot shoot or assault this turn`,
        B.spottingTeam,
      ),
    );
  }
  // Failing all three attempts: the unit neither shoots, assaults nor bombards, and is not Gone to Ground (p. 47).
  if (r.rangeIn?.failedAllThree) {
    out.push(
      unitChange(
        gb.artillery.side,
        gb.artillery.name,
        'rangeInFailed',
        true,
        'failed all three Range In attempts: no shooting, assault or bombardment this turn, and not Gone to Ground',
        B.rangeIn,
      ),
    );
  }
  if (r.status === 'fired' && gb.targets.length > 0) {
    out.push(
      unitChange(
        gb.artillery.side,
        gb.artillery.name,
        'rangedIn',
        gb.targets[0]!.name,
        `ranged in on ${gb.targets[0]!.name}`,
        B.rangeIn,
      ),
    );
  }
  const byId = new Map(gb.targets.flatMap((u) => u.teams.map((t) => [t.id, { u, t }] as const)));
  for (const h of r.fire?.teams ?? []) {
    const found = byId.get(h.team);
    if (!found) continue;
    const { u, t } = found;
    if (h.outcome === 'destroyed')
      out.push(
        teamChange(
          u.side,
          u.name,
          t.id,
          'destroyed',
          true,
          `destroyed by ${gb.artillery.name}'s bombardment`,
          B.rollSaves,
        ),
      );
    else if (h.outcome === 'bailed-out' && !t.state.bailedOut)
      out.push(
        teamChange(
          u.side,
          u.name,
          t.id,
          'bailedOut',
          true,
          `bailed out by ${gb.artillery.name}'s bombardment`,
          B.rollSaves,
        ),
      );
  }
  // Passengers and riders (p. 23): the dead are Destroyed; survivors of a Destroyed carrier dismount.
  const carriedTeams = new Map(gb.carried.flatMap((u) => u.teams.map((t) => [t.id, u] as const)));
  for (const h of r.fire?.teams ?? []) {
    for (const c of h.carried ?? []) {
      const u = carriedTeams.get(c.team);
      if (!u) continue;
      const rule = c.role === 'rider' ? S.passengersOnTanks : S.passengersInTransports;
      if (c.outcome === 'destroyed')
        out.push(
          teamChange(
            u.side,
            u.name,
            c.team,
            'destroyed',
            true,
            c.role === 'rider' ? `destroyed riding on ${h.team} under the bombardment` : `destroyed with ${h.team}`,
            rule,
          ),
        );
      else if (h.outcome === 'destroyed')
        out.push(
          teamChange(
            u.side,
            u.name,
            c.team,
            'passengerOf',
            undefined,
            `survives and dismounts: ${h.team} was destroyed`,
            rule,
          ),
        );
    }
  }
  for (const name of r.fire?.pinnedUnits ?? []) {
    const u = gb.targets.find((x) => x.name === name) ?? gb.carried.find((x) => x.name === name);
    if (u && !u.state.pinned)
      out.push(unitChange(u.side, u.name, 'pinned', true, 'pinned down by the bombardment', B.pinDown));
  }
  return out;
}
