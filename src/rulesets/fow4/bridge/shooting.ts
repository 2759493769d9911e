/**
 * Game state + a shooting unit + a target unit -> a ShootingSituation (shooting/situation.ts).
 * Profiles come from the forces' arsenals, ratings from the force, every team's state from the
 * game file; what only the table shows comes in as ShootingFacts (see shootingQuestions).
 */
import type { Facing } from '../../flames-of-war/saves/hit.js';
import { isArmouredTank } from '../../flames-of-war/saves/special-rules.js';
import type {
  CarriedTeam,
  PairFacts,
  ShooterState,
  ShootingSituation,
  ShootingTeam,
  TargetTeam,
  TargetUnit,
} from '../shooting/situation.js';
import {
  BridgeInputError,
  carriedBy,
  teamText,
  findUnit,
  isAircraftGameUnit,
  liveTeams,
  teamOf,
  unitGone,
  type GameData,
  type GameTeam,
  type GameUnit,
} from './game.js';
import {
  choice,
  numberQ,
  pickTeams,
  yesNo,
  type TableQuestion,
} from '../../flames-of-war/table-questions/questions.js';
import { aircraftProfile } from '../aircraft/weapons.js';
import { bulletproofByState, carries, concealedByState, dashed, meetingFirstTurn, orderOf } from './state-flags.js';

/** What the players see on the table for this shooting. Every field is optional (defaults in shootingQuestions). */
export interface ShootingFacts {
  /** The target is over 16"/40cm from the shooters (p. 28). */
  readonly longRange?: boolean;
  /** The target is Concealed from the shooters, whatever the file says (p. 30). */
  readonly concealed?: boolean;
  /** The line of fire passes into, through or out of smoke (p. 42). */
  readonly smoke?: boolean;
  /** Where the shooters stand relative to the target tanks (p. 36). */
  readonly facing?: Facing;
  /** The declared target team (id or number); default the first team of the target unit on the table. */
  readonly target?: string;
  /** Target teams within 6"/15cm of the declared target (ids or numbers); default all (p. 34). */
  readonly within6?: readonly string[];
  /** Which teams shoot (ids or numbers); default every team that has not shot this turn. */
  readonly shooters?: readonly string[];
  /** The weapon every shooter fires (or "mgs"); default each team's main weapon. */
  readonly weapon?: string;
  /** A Formation Commander of the target side within 6"/15cm of its tanks (re-roll of Bailed Out Again). */
  readonly commanderNearby?: boolean;
  /** If the target's Formation Commander is destroyed: another HQ team of its type within 6"/15cm (p. 40). */
  readonly hqTeamWithin6?: boolean;
  /** ... or a team of the formation within 6"/15cm to switch to on a 3+ (p. 40). */
  readonly switchTeamWithin6?: boolean;
  /** The shooters will assault this turn: Moving ROF (p. 33). */
  readonly willAssault?: boolean;
  /** A friendly team within 4"/10cm of a shooting Sniper (p. 43). */
  readonly friendlyWithin4?: boolean;
  /** Teams the target unit had when the Shooting Step began (p. 41); default the teams alive now. */
  readonly teamsAtStart?: number;
  /** Hits the target unit already took this Shooting Step (p. 41). */
  readonly hitsEarlier?: number;
  /** The target unit is within 6"/15cm of a Bagpiper (p. 72). */
  readonly bagpipes?: boolean;
  /** The first player's first Shooting Step of a Meeting Engagement (p. 96). */
  readonly meetingEngagementFirstTurn?: boolean;
  /** Target teams within 8"/20cm of a team friendly to the shooting aircraft: they cannot be targeted or given its hits (p. 32). */
  readonly safetyDistance?: readonly string[];
  /** Offer Mistaken Target to the target's owner (p. 35); default true. */
  readonly mistakenTarget?: boolean;
  /** Target teams a shooting team is within 4"/10cm of (8"/20cm of a tank): Too Close for Error (p. 35); default none. */
  readonly tooClose?: readonly string[];
}

export interface GameShooting {
  readonly situation: ShootingSituation;
  readonly shooter: GameUnit;
  readonly target: GameUnit;
  /** Teams of the shooting unit left out, and why. */
  readonly excluded: readonly { readonly team: string; readonly reason: string }[];
}

function targetable(u: GameUnit): GameTeam[] {
  return liveTeams(u).filter((t) => !t.state.passengerOf);
}

function checkPair(game: GameData, shooterName: string, targetName: string): { shooter: GameUnit; target: GameUnit } {
  const shooter = findUnit(game, shooterName);
  const target = findUnit(game, targetName);
  if (shooter.sideIndex === target.sideIndex)
    throw new BridgeInputError(
      `'${shooter.name}' and '${target.name}' are both ${shooter.side}: shoot at an enemy unit`,
    );
  if (unitGone(shooter)) throw new BridgeInputError(`'${shooter.name}' is destroyed and cannot shoot`);
  if (shooter.state.rangeInFailed)
    throw new BridgeInputError(
      `'${shooter.name}' failed all three Range In attempts this turn: it cannot shoot (p. 47)`,
    );
  if (unitGone(target) || targetable(target).length === 0)
    throw new BridgeInputError(`'${target.name}' has no team on the table to shoot at`);
  return { shooter, target };
}

/** The questions a front end asks before this shooting (keys of ShootingFacts), with their defaults. */
export function shootingQuestions(game: GameData, shooterName: string, targetName: string): TableQuestion[] {
  const { shooter, target } = checkPair(game, shooterName, targetName);
  const teams = targetable(target);
  const ids = teams.map((t) => t.id);
  const air = isAircraftGameUnit(shooter);
  // Aircraft weapons reach 8"/20cm at most (p. 44): never long range.
  const qs: TableQuestion[] = air
    ? []
    : [
        yesNo(
          'longRange',
          `Is ${target.name} more than 16"/40cm from ${shooter.name}?`,
          false,
          'long range: +1 to hit, +1 Armour Save (pp. 33, 36)',
        ),
      ];
  if (!teams.every((t) => concealedByState(t.state, t.profile, air))) {
    qs.push(
      air
        ? yesNo(
            'concealed',
            `Is ${target.name} seen from ${shooter.name} through Tall terrain (Buildings, Hills, Smoke) within 4"/10cm of the target?`,
            false,
            'Concealment and Aircraft: +1 to hit (p. 31)',
          )
        : yesNo(
            'concealed',
            `Is ${target.name} Concealed from ${shooter.name} (terrain, smoke)?`,
            false,
            'Concealed: +1 to hit (p. 30)',
          ),
    );
  }
  qs.push(
    yesNo('smoke', 'Does the line of fire pass into, through or out of smoke?', false, 'smoke: +1 to hit (p. 42)'),
  );
  if (air)
    qs.push(
      pickTeams(
        'safetyDistance',
        `Which teams of ${target.name} are within 8"/20cm of a team friendly to ${shooter.name}? (aircraft may not target them or give them hits)`,
        ids,
        [],
        'Aircraft Safety Distance (p. 32)',
      ),
    );
  if (teams.length > 1) {
    // Each team named with its type and role; a unit of mixed types hears what the choice means.
    const labels = Object.fromEntries(teams.map((t) => [t.id, teamText(target, t)]));
    const types = [...new Set(teams.map((t) => t.profile.type))];
    const mixed =
      types.length > 1
        ? ` (${target.name} mixes ${types.join(' and ')} teams: hits go only to teams of the declared team's type, p. 34)`
        : '';
    qs.push(
      choice(
        'target',
        `Which team of ${target.name} do the shooters declare as their target?${mixed}`,
        ids.map((id) => ({ value: id, label: labels[id]! })),
        ids[0]!,
        'Declare Targets (p. 32)',
      ),
    );
    qs.push(
      pickTeams(
        'within6',
        `Which teams of ${target.name} are within 6"/15cm of the declared target?`,
        ids,
        ids,
        'Assign Hits: only teams within 6"/15cm share the hits (p. 34)',
        labels,
      ),
    );
    qs.push(
      pickTeams(
        'tooClose',
        `Which teams of ${target.name} have a team of ${shooter.name} within 4"/10cm (8"/20cm of a tank)? (Too Close for Error: no Mistaken Target swap for them, p. 35)`,
        ids,
        [],
        'Too Close for Error (p. 35)',
        labels,
      ),
    );
  }
  if (teams.some((t) => isArmouredTank(t.profile))) {
    qs.push(
      choice(
        'facing',
        `Where do the shooters stand relative to the ${target.name} tanks?`,
        [
          { value: 'front', label: 'in front of hull and turret' },
          { value: 'side', label: 'to the side (or rear)' },
          { value: 'turret-front-hull-side', label: 'in front of the turret, beside the hull' },
          { value: 'hull-front-turret-side', label: 'in front of the hull, beside the turret' },
        ],
        'front',
        'Front or Side armour (p. 36)',
      ),
    );
    if (teams.some((t) => t.state.bailedOut))
      qs.push(
        yesNo(
          'commanderNearby',
          `Is a ${target.side} Formation Commander within 6"/15cm of the bailed-out tanks?`,
          false,
          'Bailed Out Again re-roll (p. 38)',
        ),
      );
  }
  if (target.commander && teams.some((t) => t.id === target.commander)) {
    qs.push(
      yesNo(
        'hqTeamWithin6',
        `If the Formation Commander ${target.commander} is destroyed: is another HQ team of its type within 6"/15cm?`,
        false,
        'Killing Commanders (p. 40)',
      ),
    );
    qs.push(
      yesNo(
        'switchTeamWithin6',
        'If not: is a suitable team of the formation within 6"/15cm to switch to?',
        true,
        'Killing Commanders (p. 40)',
      ),
    );
  }
  if (!air)
    qs.push(
      yesNo(
        'willAssault',
        `Will ${shooter.name} assault this turn (shooting at Moving ROF)?`,
        false,
        'Shooting before assaulting (p. 33)',
      ),
    );
  qs.push(
    numberQ('hitsEarlier', `Hits ${target.name} already took this Shooting Step`, 0, 'five hits pin a unit (p. 41)'),
  );
  return qs;
}

function shooterState(game: GameData, u: GameUnit, t: GameTeam, facts: ShootingFacts): ShooterState {
  const s = t.state;
  const order = orderOf(u.state);
  const movedTactical = s.movement === 'moved' || s.movement === 'dashed';
  return {
    ...(s.movement === 'moved' ? { moved: true } : {}),
    ...(dashed(s) ? { dashed: true } : {}),
    ...((movedTactical && s.inCommand === false) || (order?.name === 'blitz' && order.failed)
      ? { movedOutOfCommand: true }
      : {}),
    // Follow Me (p. 25): passed or failed, the unit's In Command teams cannot shoot this turn.
    ...(order?.name === 'follow-me' && s.inCommand !== false ? { followMe: true } : {}),
    ...(order?.name === 'cross-here' ? { crossHere: true } : {}),
    ...(order?.name === 'dig-in' ? { dugIn: true } : {}),
    ...(s.bailedOut ? { bailedOut: true } : {}),
    ...(s.passengerOf ? { passenger: true } : {}),
    ...(carriedBy(game, u.sideIndex, t.id).length > 0 ? { hasPassengers: true } : {}),
    ...(s.smoke ? { inSmoke: true } : {}),
    ...(facts.willAssault ? { willAssault: true } : {}),
    ...(facts.friendlyWithin4 ? { friendlyWithin4: true } : {}),
    ...(barredByAntiAircraft(t, facts.weapon) ? { shotAtAircraft: true } : {}),
  };
}

/**
 * The weapon this team would fire shot at aircraft in the enemy's last Shooting Step (p. 27): it
 * cannot shoot now. Its other weapons may (the main weapon is the default; "mgs" fires every MG).
 */
function barredByAntiAircraft(t: GameTeam, weapon: string | undefined): boolean {
  const used = t.state.shotAtAircraft;
  if (!used) return false;
  if (weapon === undefined) return t.profile.weapons[0]?.name === used;
  if (weapon.toLowerCase() === 'mgs') return t.profile.weapons.some((w) => w.name === used && w.vehicleMg === true);
  return weapon.toLowerCase() === used.toLowerCase();
}

function carried(game: GameData, u: GameUnit, t: GameTeam): CarriedTeam[] {
  return carriedBy(game, u.sideIndex, t.id).map((c) => ({
    id: c.team.id,
    profile: c.team.profile,
    unit: c.unit.name,
    unitTeams: liveTeams(c.unit).length,
  }));
}

/** Map the game to a shooting: `shooterName` shoots at `targetName`. Throws BridgeInputError for unknown or impossible units. */
export function shootingFromGame(
  game: GameData,
  shooterName: string,
  targetName: string,
  given: ShootingFacts = {},
): GameShooting {
  const { shooter, target } = checkPair(game, shooterName, targetName);
  const targets = targetable(target);
  const air = isAircraftGameUnit(shooter);
  // An Aircraft Unit fires the one weapon it declared before its arrival roll (p. 44).
  const declaredWeapon = air ? game.state.play?.aircraftWeapons?.[shooter.name] : undefined;
  if (declaredWeapon && given.weapon !== undefined && given.weapon.toLowerCase() !== declaredWeapon.toLowerCase()) {
    throw new BridgeInputError(
      `'${shooter.name}' declared ${declaredWeapon === 'mgs' ? 'its machine-guns' : declaredWeapon} for this turn before its arrival roll: it fires only that (p. 44)`,
      `drop the weapon, or give weapon=${declaredWeapon}`,
    );
  }
  const facts: ShootingFacts =
    declaredWeapon && given.weapon === undefined ? { ...given, weapon: declaredWeapon } : given;
  // Aircraft Safety Distance (p. 32): teams within 8"/20cm of a team friendly to the aircraft.
  const unsafe = new Set(air ? (facts.safetyDistance ?? []).map((x) => teamOf(target, x).id) : []);
  if (targets.every((t) => unsafe.has(t.id)))
    throw new BridgeInputError(
      `every team of '${target.name}' is within 8"/20cm of a team friendly to '${shooter.name}': aircraft may not target them (p. 32)`,
    );
  const declared = facts.target !== undefined ? teamOf(target, facts.target) : targets.find((t) => !unsafe.has(t.id))!;
  if (declared.state.destroyed || declared.state.passengerOf)
    throw new BridgeInputError(
      `${declared.id} cannot be the declared target: it is ${declared.state.destroyed ? 'destroyed' : 'a passenger'}`,
    );
  if (unsafe.has(declared.id))
    throw new BridgeInputError(
      `${declared.id} is within 8"/20cm of a team friendly to '${shooter.name}': aircraft may not target it (p. 32)`,
      'declare another team as the target',
    );
  const near = facts.within6 ? new Set(facts.within6.map((x) => teamOf(target, x).id)) : undefined;

  const pair: PairFacts = {
    ...(facts.longRange ? { longRange: true } : {}),
    ...(facts.concealed ? { concealed: true } : {}),
    ...(facts.smoke ? { smoke: true } : {}),
    ...(facts.facing && facts.facing !== 'front' ? { facing: facts.facing } : {}),
  };
  // Too Close for Error (p. 35): the table answers for the shooting unit as a whole.
  const close = new Set((facts.tooClose ?? []).map((x) => teamOf(target, x).id));
  const pairs = Object.fromEntries(
    targets.map((t) => [
      t.id,
      { ...pair, ...(unsafe.has(t.id) ? { canHit: false } : {}), ...(close.has(t.id) ? { tooClose: true } : {}) },
    ]),
  );

  const chosen = facts.shooters ? new Set(facts.shooters.map((x) => teamOf(shooter, x).id)) : undefined;
  const excluded: { team: string; reason: string }[] = [];
  const teams: ShootingTeam[] = [];
  for (const t of liveTeams(shooter)) {
    if (chosen && !chosen.has(t.id)) continue;
    if (!chosen && t.state.shot) {
      excluded.push({ team: t.id, reason: 'it has already shot this turn' });
      continue;
    }
    if (!chosen && t.state.bombarded) {
      excluded.push({ team: t.id, reason: 'it spotted for a bombardment this turn (p. 45)' });
      continue;
    }
    teams.push({
      id: t.id,
      // Aircraft weapons: MGs ROF 3, cannon ROF 2, 8"/20cm (p. 44).
      profile: air ? aircraftProfile(t.profile).profile : t.profile,
      target: declared.id,
      ...(facts.weapon ? { weapon: facts.weapon } : {}),
      ...(t.id === shooter.commander ? { formationCommander: true } : {}),
      state: shooterState(game, shooter, t, facts),
      pairs,
    });
  }
  if (teams.length === 0)
    throw new BridgeInputError(
      `no team of '${shooter.name}' can shoot: ${excluded.map((e) => `${e.team} ${e.reason}`).join('; ') || 'none chosen'}`,
    );

  // A Shtraf Company never benefits from Foxholes (p. 73): the procedure is told, and cites it.
  const shtraf = target.force.rules.includes('shtraf');
  const targetTeams: TargetTeam[] = targets.map((t) => {
    const s = shtraf ? { ...t.state, foxholes: false } : t.state;
    const inside = carried(game, target, t);
    return {
      id: t.id,
      profile: t.profile,
      state: {
        ...(concealedByState(s, t.profile, air) ? { concealed: true } : {}),
        ...(s.goneToGround ? { goneToGround: true } : {}),
        ...(bulletproofByState(s) ? { bulletproof: true } : {}),
        ...(s.bailedOut ? { bailedOut: true } : {}),
        ...(s.smoke ? { smoke: true } : {}),
        ...(dashed(s) ? { dashed: true } : {}),
        ...(shtraf && t.state.foxholes ? { foxholes: true } : {}),
      },
      ...(near
        ? {
            within6:
              t.id === declared.id ? [...near].filter((x) => x !== declared.id) : near.has(t.id) ? [declared.id] : [],
          }
        : {}),
      ...(t.id === target.leader ? { unitLeader: true } : {}),
      ...(t.id === target.commander
        ? {
            formationCommander: true,
            commander: {
              hqTeamWithin6: facts.hqTeamWithin6 === true,
              switchTeamWithin6: facts.switchTeamWithin6 !== false,
            },
          }
        : {}),
      ...(facts.commanderNearby ? { commanderNearby: true } : {}),
      ...(inside.length > 0
        ? carries(t.profile, target.force.role === 'transport') === 'riders'
          ? { riders: inside }
          : { passengers: inside }
        : {}),
    };
  });
  const targetUnit: TargetUnit = {
    id: target.name,
    name: target.name,
    owner: target.side,
    ratings: target.force.ratings,
    teams: targetTeams,
    teamsAtStart: facts.teamsAtStart ?? liveTeams(target).length,
    ...(facts.hitsEarlier ? { hitsEarlier: facts.hitsEarlier } : {}),
    ...(target.state.pinned ? { pinned: true } : {}),
    ...(facts.bagpipes ? { bagpipes: true } : {}),
    ...(shtraf ? { shtraf: true } : {}),
  };
  const situation: ShootingSituation = {
    units: game.state.measure,
    ...(game.state.timeOfDay === 'night' ? { night: true } : {}),
    ...(facts.meetingEngagementFirstTurn || (meetingFirstTurn(game.state) && game.state.active === shooter.side)
      ? { meetingEngagementFirstTurn: true }
      : {}),
    mistakenTarget: facts.mistakenTarget !== false,
    shooter: { id: shooter.name, name: shooter.name, ...(shooter.state.pinned ? { pinned: true } : {}), teams },
    targets: [targetUnit],
  };
  return { situation, shooter, target, excluded };
}

/** The ShootingSituation alone (see shootingFromGame). */
export function shootingSituationFromGame(
  game: GameData,
  shooterName: string,
  targetName: string,
  facts: ShootingFacts = {},
): ShootingSituation {
  return shootingFromGame(game, shooterName, targetName, facts).situation;
}
