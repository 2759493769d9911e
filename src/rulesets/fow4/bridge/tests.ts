/**
 * Tests of nerve and skill from the game: the test's input (ratings, sub-ratings, special rules,
 * what the file says of the unit) built from a unit of the game, run through the tests registry
 * (tests/registry.ts), and the results turned into state changes (a rally clears the pin, a
 * remount the bail-out, a failed Last Stand destroys the unit...).
 */
import type { Procedure } from '../../../engine/request.js';
import { isTransport } from '../assault/eligibility.js';
import { FOW4_TESTS as R } from '../rules.js';
import { isArmouredTank, isInfantryType, isUnarmouredTank, teamHas } from '../../flames-of-war/saves/special-rules.js';
import { runTest } from '../rating-tests/registry.js';
import type { TestResult } from '../rating-tests/types.js';
import { isTankFlameThrower } from '../assault/eligibility.js';
import { tableInGoodSpirits } from '../status/good-spirits.js';
import { teamChange, unitChange, type StateChange } from './changes.js';
import {
  allUnits,
  BridgeInputError,
  carriedBy,
  commanderInPlay,
  findUnit,
  liveTeams,
  teamOf,
  unitGone,
  unitRules,
  type GameData,
  type GameTeam,
  type GameUnit,
} from './game.js';
import { yesNo, type TableQuestion } from '../../flames-of-war/table-questions/questions.js';
import { orderOf, orderText } from './state-flags.js';

export const GAME_TEST_KINDS = [
  'rally',
  'remount',
  'bailed-out-again',
  'last-stand',
  'counterattack',
  'blitz',
  'shoot-and-scoot',
  'dig-in',
  'follow-me',
] as const;
export type GameTestKind = (typeof GAME_TEST_KINDS)[number];

export function isGameTestKind(k: string): k is GameTestKind {
  return (GAME_TEST_KINDS as readonly string[]).includes(k);
}

export interface TestFacts {
  /** The Formation Commander is within 6"/15cm and in LOS of the Unit Leader (or the tank); default "ask" if the test fails. */
  readonly commander?: boolean | 'ask';
  /** bailed-out-again: the tank (number or id). */
  readonly team?: string;
  /** dig-in: a Pioneer Supply vehicle within 2"/5cm of the Unit Leader. */
  readonly pioneerSupply?: boolean | 'ask';
}

export interface GameTestSubject {
  readonly unit: GameUnit;
  readonly team?: GameTeam;
  /** The raw input of the registry's test (validated by its schema when run). */
  readonly input: Record<string, unknown>;
}

export interface GameTest {
  readonly kind: GameTestKind;
  readonly units: readonly GameUnit[];
  readonly subjects: readonly GameTestSubject[];
}

export interface GameTestOutcome {
  readonly kind: GameTestKind;
  readonly results: readonly { readonly unit: string; readonly team?: string; readonly result: TestResult }[];
}

/** The questions worth asking before a test (keys of TestFacts). */
export function testQuestions(game: GameData, kind: GameTestKind, unitNames: readonly string[]): TableQuestion[] {
  const units = unitNames.map((n) => findUnit(game, n));
  if (kind === 'dig-in')
    return [
      yesNo(
        'pioneerSupply',
        'Is a Pioneer Supply vehicle within 2"/5cm of the Unit Leader?',
        false,
        'Pioneer Supply re-roll (p. 80)',
      ),
    ];
  if (
    ['rally', 'remount', 'bailed-out-again', 'last-stand', 'counterattack'].includes(kind) &&
    units.every((u) => u.force.role !== 'hq')
  ) {
    return [
      yesNo(
        'commander',
        'Is the Formation Commander within 6"/15cm and in Line of Sight of the Unit Leader (asked only if the test fails)?',
        false,
        'Command Leadership re-roll (p. 8)',
      ),
    ];
  }
  return [];
}

function ratingsInput(u: GameUnit): Record<string, unknown> {
  return { name: u.name, ratings: { ...u.force.ratings }, rules: unitRules(u) };
}

function commanderOf(game: GameData, u: GameUnit, facts: TestFacts, own = false): boolean | 'ask' {
  // No re-roll once the Formation Commander is gone (p. 8).
  if (!commanderInPlay(game.state, game.forces, u.sideIndex, u.force)) return false;
  if (own) return true;
  return facts.commander ?? 'ask';
}

function orderSituation(u: GameUnit): Record<string, unknown> {
  const leader = u.teams.find((t) => t.id === u.leader);
  const order = orderOf(u.state);
  const live = liveTeams(u);
  return {
    // A Gun Unit: its Gun teams may only take Dig In and Cross Here (p. 24).
    ...(live.some((t) => t.profile.type === 'gun') ? { gunUnit: true } : {}),
    ...(leader?.state.bailedOut ? { leaderBailedOut: true } : {}),
    ...(u.state.pinned ? { leaderPinned: true } : {}),
    ...(leader && leader.state.movement && leader.state.movement !== 'stationary' ? { leaderMoved: true } : {}),
    ...(u.state.deployment && u.state.deployment !== 'table' ? { notYetOnTable: true } : {}),
    ...(order ? { previousOrders: [{ order: order.name, passed: !order.failed }] } : {}),
  };
}

/** What the unit is for a failed Last Stand (Destroyed Units, p. 60). */
function unitType(u: GameUnit): 'tank' | 'infantry' | 'gun' | 'transport' | 'aircraft' | 'other' {
  if (u.force.role === 'transport') return 'transport';
  const types = u.teams.map((t) => t.profile.type);
  if (types.some((t) => t === 'tank' || t === 'motorcycle')) return 'tank';
  if (types.some((t) => t === 'gun')) return 'gun';
  if (types.some((t) => t === 'aircraft')) return 'aircraft';
  return types.length > 0 ? 'infantry' : 'other';
}

/** The unit's teams as the table shows them, for the morale module's In Good Spirits (p. 60). */
export function moraleUnitOf(u: GameUnit) {
  const leaderTeam = u.teams.find((t) => t.id === u.leader);
  const leaderless = u.leader === null || !leaderTeam || leaderTeam.state.destroyed === true;
  const teams = u.teams.map((t) => ({
    name: t.id,
    type: t.profile.type,
    destroyed: t.state.destroyed === true,
    bailedOut: t.state.bailedOut === true,
    inCommand: t.state.inCommand !== false,
    ...(t.state.sentToRear ? { atRear: true } : {}),
    armoured: isArmouredTank(t.profile),
    ...(teamHas(t.profile, 'demolition-carrier') ? { demolitionCarrier: true } : {}),
  }));
  return { teams, leaderless };
}

/** The unit's In Good Spirits verdict from the morale module (p. 60). */
export function unitSpirits(u: GameUnit) {
  const { teams, leaderless } = moraleUnitOf(u);
  return tableInGoodSpirits(teams, leaderless, u.name);
}

function transportAttachmentOf(game: GameData, u: GameUnit): GameUnit | undefined {
  return allUnits(game).find((x) => x.sideIndex === u.sideIndex && x.force.transportFor === u.name);
}

function breakOffRules(u: GameUnit): string[] {
  const profiles = liveTeams(u).map((t) => t.profile);
  const rules = unitRules(u);
  if (profiles.length > 0 && profiles.every(isUnarmouredTank)) rules.push('unarmoured');
  if (profiles.length > 0 && profiles.every(isTransport)) rules.push('transport');
  if (profiles.length > 0 && profiles.every(isTankFlameThrower)) rules.push('flame-thrower-tank');
  return rules;
}

/** Build the test inputs for `kind` from the named units (counterattack takes several). */
export function testFromGame(
  game: GameData,
  kind: GameTestKind,
  unitNames: readonly string[],
  facts: TestFacts = {},
): GameTest {
  if (unitNames.length === 0) throw new BridgeInputError(`name the unit that takes the ${kind} test`);
  if (unitNames.length > 1 && kind !== 'counterattack')
    throw new BridgeInputError(`only the Test to Counterattack takes several units; ${kind} takes one`);
  const units = unitNames.map((n) => findUnit(game, n));
  for (const u of units) if (unitGone(u)) throw new BridgeInputError(`'${u.name}' is destroyed`);
  const u = units[0]!;
  const subjects: GameTestSubject[] = [];
  switch (kind) {
    case 'rally':
      if (!u.state.pinned) throw new BridgeInputError(`'${u.name}' is not Pinned Down: there is nothing to rally`);
      subjects.push({ unit: u, input: { ...ratingsInput(u), commander: commanderOf(game, u, facts), player: u.side } });
      break;
    case 'remount': {
      const tanks = liveTeams(u).filter((t) => t.state.bailedOut);
      if (tanks.length === 0) throw new BridgeInputError(`'${u.name}' has no Bailed Out tank to remount`);
      for (const t of tanks) {
        subjects.push({
          unit: u,
          team: t,
          input: {
            ...ratingsInput(u),
            tank: t.id,
            teamRules: [...(t.profile.rules ?? [])],
            commander: commanderOf(game, u, facts, t.id === u.commander),
            player: u.side,
          },
        });
      }
      break;
    }
    case 'bailed-out-again': {
      const t = facts.team !== undefined ? teamOf(u, facts.team) : liveTeams(u).find((x) => x.state.bailedOut);
      if (!t || !t.state.bailedOut)
        throw new BridgeInputError(
          `${t ? t.id : `'${u.name}'`} has no Bailed Out tank`,
          'name the tank with --team <number>',
        );
      subjects.push({
        unit: u,
        team: t,
        input: {
          ...ratingsInput(u),
          tank: t.id,
          teamRules: [...(t.profile.rules ?? [])],
          commander: commanderOf(game, u, facts, t.id === u.commander),
          player: u.side,
        },
      });
      break;
    }
    case 'last-stand': {
      // The test works out In Good Spirits from the unit's teams (p. 60), and says why.
      subjects.push({
        unit: u,
        input: {
          ...ratingsInput(u),
          hq: u.force.role === 'hq',
          unit: moraleUnitOf(u),
          unitType: unitType(u),
          hasTransportAttachment: transportAttachmentOf(game, u) !== undefined,
          commander: commanderOf(game, u, facts),
          player: u.side,
        },
      });
      break;
    }
    case 'counterattack':
      if (new Set(units.map((x) => x.sideIndex)).size > 1)
        throw new BridgeInputError('the Test to Counterattack is for the defending units of one side');
      subjects.push({
        unit: u,
        input: {
          player: u.side,
          units: units.map((x) => ({
            name: x.name,
            ratings: { ...x.force.ratings },
            rules: breakOffRules(x),
            commander: commanderOf(game, x, facts),
          })),
        },
      });
      break;
    default:
      subjects.push({
        unit: u,
        input: {
          ...ratingsInput(u),
          ...orderSituation(u),
          ...(kind === 'dig-in' && facts.pioneerSupply !== undefined ? { pioneerSupply: facts.pioneerSupply } : {}),
          player: u.side,
        },
      });
  }
  return { kind, units, subjects };
}

/** Run every subject's test in turn (remount: one test per Bailed Out tank). */
export function* runGameTest(test: GameTest): Procedure<GameTestOutcome> {
  const results: { unit: string; team?: string; result: TestResult }[] = [];
  for (const s of test.subjects) {
    const result = yield* runTest(test.kind, s.input);
    results.push({ unit: s.unit.name, ...(s.team ? { team: s.team.id } : {}), result });
  }
  return { kind: test.kind, results };
}

const hasConsequence = (r: TestResult, code: string) => r.consequences.some((c) => c.code === code);

/** The state changes a test's outcome makes. */
export function changesFromTest(game: GameData, test: GameTest, outcome: GameTestOutcome): StateChange[] {
  const out: StateChange[] = [];
  outcome.results.forEach((entry, i) => {
    const s = test.subjects[i]!;
    const u = s.unit;
    const r = entry.result;
    switch (test.kind) {
      case 'rally':
        if (r.passed)
          out.push(unitChange(u.side, u.name, 'pinned', undefined, 'rallies: no longer Pinned Down', R.rally));
        break;
      case 'remount':
        if (r.passed) out.push(teamChange(u.side, u.name, s.team!.id, 'bailedOut', undefined, 'remounts', R.remount));
        break;
      case 'bailed-out-again':
        if (!r.passed)
          out.push(
            teamChange(u.side, u.name, s.team!.id, 'destroyed', true, 'abandoned: Bailed Out Again', R.bailedOutAgain),
          );
        break;
      case 'last-stand':
        if (!r.passed) out.push(...lastStandLoss(game, u));
        break;
      case 'counterattack': {
        const units = (r as TestResult & { units?: { name: string; mayCounterattack: boolean }[] }).units ?? [];
        for (const v of units) {
          const gu = test.units.find((x) => x.name === v.name)!;
          if (!v.mayCounterattack)
            out.push(unitChange(gu.side, gu.name, 'pinned', true, 'must Break Off: Pinned Down', R.breakOff));
        }
        break;
      }
      default: {
        if (hasConsequence(r, 'order-not-allowed')) break;
        out.push(
          unitChange(
            u.side,
            u.name,
            'order',
            orderText(test.kind, r.passed),
            `${test.kind} order ${r.passed ? 'passed' : 'failed'}`,
            R.movementOrders,
          ),
        );
        if (test.kind === 'dig-in' && r.passed) {
          for (const t of liveTeams(u)) {
            if ((isInfantryType(t.profile) && t.profile.type !== 'cavalry') || t.profile.type === 'gun')
              out.push(teamChange(u.side, u.name, t.id, 'foxholes', true, 'dug in: in Foxholes', R.digIn));
          }
        }
      }
    }
  });
  return out;
}

/** A failed Unit Last Stand (p. 60): the unit and its teams are Destroyed; passengers of transports dismount Pinned Down; a Transport Attachment leaves the game. */
function lastStandLoss(game: GameData, u: GameUnit): StateChange[] {
  const out: StateChange[] = [
    unitChange(u.side, u.name, 'destroyed', true, 'destroyed: failed its Unit Last Stand test', R.destroyedUnits),
  ];
  for (const t of liveTeams(u)) {
    const wreck = isArmouredTank(t.profile);
    out.push(
      teamChange(
        u.side,
        u.name,
        t.id,
        'destroyed',
        true,
        wreck ? 'left as a wreck (Unit Last Stand)' : 'removed (Unit Last Stand)',
        R.destroyedUnits,
      ),
    );
    for (const c of carriedBy(game, u.sideIndex, t.id)) {
      out.push(
        teamChange(
          c.unit.side,
          c.unit.name,
          c.team.id,
          'passengerOf',
          undefined,
          `dismounts: ${t.id} is removed`,
          R.destroyedUnits,
        ),
      );
      out.push(
        unitChange(
          c.unit.side,
          c.unit.name,
          'pinned',
          true,
          'dismounted Pinned Down from its destroyed transports',
          R.destroyedUnits,
        ),
      );
    }
  }
  const attachment = transportAttachmentOf(game, u);
  if (attachment && !unitGone(attachment)) {
    out.push(
      unitChange(
        attachment.side,
        attachment.name,
        'deployment',
        'off-table',
        `removed from the game with ${u.name} (not Destroyed)`,
        R.lastStandAttachments,
      ),
    );
  }
  return out;
}
