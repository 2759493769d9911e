/**
 * The whole assault (pp. 52-59): Charge into Contact, Defensive Fire, Roll to Hit, Roll Saves,
 * Check if the Assault is Over, Test to Counterattack, Counterattack or Break Off — round after
 * round, the sides swapping at each Counterattack, until one side wins.
 */
import type { AssaultTotals } from '../../flames-of-war/result-summary.js';
import type { Procedure } from '../../../engine/request.js';
import { RulesApplied, type RuleRef } from '../../../engine/rules.js';
import { teamRating } from '../ratings.js';
import { broadType, isArmouredTank, isUnarmouredTank } from '../../flames-of-war/saves/special-rules.js';
import {
  counterattack as counterattackTest,
  type CounterattackResult,
  type CounterattackUnit,
} from '../rating-tests/counterattack.js';
import { askChoice } from './ask.js';
import { chargeIntoContact, noChargeReasons, type ChargeRecord } from './charge.js';
import { closeCombat, type AssaultHitRecord } from './close-combat.js';
import { defensiveFire, type DefensiveFireRecord } from './defensive-fire.js';
import { isTankFlameThrower, isTransport } from './eligibility.js';
import { fallBackCheck, type FallBackRecord } from './fall-back.js';
import { breakOff, consolidateNote, isAssaultOver, type BreakOffRecord, type OverRecord } from './outcome.js';
import { FOW4_ASSAULT as R } from './rules.js';
import type { AssaultInput } from './situation.js';
import { AssaultInputError, AssaultState, other, type Side, type UnitState } from './state.js';
import type { Ratings } from '../../flames-of-war/profile.js';

export interface RoundRecord {
  readonly round: number;
  /** The side assaulting this round (the counterattackers after a Counterattack). */
  readonly assaulting: Side;
  readonly counterattack: boolean;
  readonly charge: readonly ChargeRecord[];
  readonly defensiveFire?: DefensiveFireRecord;
  readonly fallBack?: FallBackRecord;
  readonly hits: readonly AssaultHitRecord[];
  /** Units Pinned Down by taking hits this round. */
  readonly pinned: readonly string[];
  readonly over?: OverRecord;
  readonly counterattackTest?: CounterattackResult;
  readonly choices: readonly {
    readonly unit: string;
    readonly choice: 'counterattack' | 'break-off';
    readonly forced?: string;
  }[];
  readonly breakOffs: readonly BreakOffRecord[];
}

export type AssaultOutcome = 'attacker-won' | 'defender-won' | 'fell-back' | 'no-assault' | 'unresolved';

export interface AssaultResult {
  readonly outcome: AssaultOutcome;
  readonly winner: Side | null;
  readonly summary: string;
  /** The outcome as every edition states it (flames-of-war/result-summary.ts). */
  readonly totals: AssaultTotals;
  readonly rounds: readonly RoundRecord[];
  readonly consolidate?: string;
  readonly teams: readonly {
    readonly id: string;
    readonly side: Side;
    readonly unit: string;
    readonly status: 'active' | 'bailed-out' | 'destroyed';
    readonly fate?: string;
  }[];
  readonly units: readonly {
    readonly name: string;
    readonly side: Side;
    readonly pinned: boolean;
    readonly brokenOff: boolean;
  }[];
  readonly rules: readonly RuleRef[];
}

const counterattackScore = (r: Ratings) => {
  const s = teamRating(r, 'counterattack');
  return s === 'auto' ? 1 : s;
};

/** Build the state, combining the Formation Commander's HQ unit for Leading from the Front (p. 52). */
export function setUp(input: AssaultInput, rules: RulesApplied): AssaultState {
  const a = input.attacker;
  if (!a.hq) return new AssaultState(input, [{ unit: a.unit, name: a.unit.name, ratings: a.unit.ratings as Ratings }]);
  const commander = a.hq.teams.find((t) => t.commander);
  const leader = a.unit.teams.find((t) => t.leader) ?? a.unit.teams[0]!;
  if (!commander)
    throw new AssaultInputError(
      `Leading from the Front: mark the Formation Commander of ${a.hq.name} with "commander": true`,
    );
  const type = (p: { profile: unknown }) => broadType(p.profile as never);
  if (type(commander) !== type(leader) || (type(commander) !== 'tank' && type(commander) !== 'infantry')) {
    throw new AssaultInputError(
      `Leading from the Front: the Formation Commander (${type(commander)}) and the Unit Leader (${type(leader)}) must both be Tank or both Infantry teams`,
    );
  }
  if (a.hqInReach !== true)
    throw new AssaultInputError(
      'Leading from the Front: the Formation Commander and the Unit Leader must start the Assault Step within 6"/15cm and in Line of Sight of each other (set hqInReach)',
    );
  rules.add(R.leadingFromTheFront);
  // The combined unit takes the better of the two Counterattack ratings (AMB: "higher" read as better).
  const best = Math.min(counterattackScore(a.unit.ratings as Ratings), counterattackScore(a.hq.ratings as Ratings));
  const ratings: Ratings = { ...(a.unit.ratings as Ratings), counterattack: best };
  return new AssaultState(input, [
    { unit: a.unit, name: `${a.unit.name} + ${a.hq.name}`, ratings },
    { unit: a.hq, name: `${a.unit.name} + ${a.hq.name}`, ratings },
  ]);
}

/** The Test to Counterattack input for a side's units (nerve's shared test, pp. 57-58). */
function counterattackUnits(state: AssaultState, units: readonly UnitState[]): CounterattackUnit[] {
  return units.map((u) => {
    const profiles = state
      .teamsOf(u.side)
      .filter((t) => t.unit === u.name)
      .map((t) => t.profile);
    const rules = [...(u.input.rules ?? [])];
    if (profiles.length > 0 && profiles.every(isUnarmouredTank)) rules.push('unarmoured');
    if (profiles.length > 0 && profiles.every(isTransport)) rules.push('transport');
    if (profiles.length > 0 && profiles.every(isTankFlameThrower)) rules.push('flame-thrower-tank');
    return {
      name: u.name,
      ratings: u.ratings,
      rules,
      ...(u.input.commander !== undefined ? { commander: u.input.commander } : {}),
      ...(u.input.komissar ? { komissar: u.input.komissar } : {}),
    };
  });
}

function finish(
  state: AssaultState,
  rules: RulesApplied,
  rounds: RoundRecord[],
  outcome: AssaultOutcome,
  winner: Side | null,
  summary: string,
): AssaultResult {
  const winners = winner ? state.unitsOf(winner).map((u) => u.name) : [];
  if (winner && outcome !== 'fell-back') rules.add(R.consolidate);
  const all = [...state.teams.values()];
  const pinned = [...state.units.values()].filter(
    (u) => u.pinned && !u.teams.every((id) => isArmouredTank(state.team(id).profile)),
  );
  return {
    outcome,
    winner,
    summary,
    totals: {
      winner,
      destroyed: all.filter((t) => t.destroyed).map((t) => t.id),
      bailedOut: all.filter((t) => !t.destroyed && t.bailedOut).map((t) => t.id),
      pinned: pinned.map((u) => u.name),
    },
    rounds,
    ...(winner && outcome !== 'fell-back' && winners.length > 0 ? { consolidate: consolidateNote(winners) } : {}),
    teams: [...state.teams.values()].map((t) => ({
      id: t.id,
      side: t.side,
      unit: t.unit,
      status: t.destroyed ? 'destroyed' : t.bailedOut ? 'bailed-out' : 'active',
      ...(t.fate ? { fate: t.fate } : {}),
    })),
    units: [...state.units.values()].map((u) => ({
      name: u.name,
      side: u.side,
      pinned: u.pinned && !u.teams.every((id) => isArmouredTank(state.team(id).profile)),
      brokenOff: u.brokenOff,
    })),
    rules: rules.list(),
  };
}

/** Run an assault to its end. Yields dice and decisions; returns the full record. */
export function* assault(input: AssaultInput): Procedure<AssaultResult> {
  const rules = new RulesApplied();
  rules.add(R.assaultSequence);
  const state = setUp(input, rules);
  const maxRounds = input.maxRounds ?? 20;
  const rounds: RoundRecord[] = [];
  let side: Side = 'attacker';
  for (let round = 1; round <= maxRounds; round++) {
    const isCounterattack = round > 1;
    const charge = yield* chargeIntoContact(state, side, round, isCounterattack);
    for (const c of charge) rules.add(...c.rules);
    const assaultingIds = state
      .teamsOf(side)
      .filter((t) => t.contacts.length > 0)
      .map((t) => t.id);
    const base = { round, assaulting: side, counterattack: isCounterattack, charge };
    if (round === 1 && assaultingIds.length === 0) {
      rounds.push({ ...base, hits: [], pinned: [], choices: [], breakOffs: [] });
      // The reason comes from each team's charge (shot at Halted ROF, pinned, out of reach...).
      return finish(
        state,
        rules,
        rounds,
        'no-assault',
        null,
        `No team could Charge into Contact (${noChargeReasons(charge)}): there is no assault.`,
      );
    }
    let defensive: DefensiveFireRecord | undefined;
    let fallBack: FallBackRecord | undefined;
    if (!isCounterattack) {
      // Opponent's Defensive Fire: never against a Counterattack (p. 58).
      const assaulting = assaultingIds.map((id) => state.team(id));
      defensive = yield* defensiveFire(state, side);
      rules.add(...defensive.rules);
      fallBack = fallBackCheck(state, assaulting, defensive);
      rules.add(...fallBack.rules);
      if (fallBack.fallsBack) {
        for (const u of state.unitsOf(side)) u.pinned = true;
        for (const t of state.teamsOf(side)) t.contacts = [];
        rounds.push({
          ...base,
          defensiveFire: defensive,
          fallBack,
          hits: [],
          pinned: state.unitsOf(side).map((u) => u.name),
          choices: [],
          breakOffs: [],
        });
        return finish(
          state,
          rules,
          rounds,
          'fell-back',
          other(side),
          `Defensive Fire forced the assault back (${fallBack.reason}): the assaulting unit is Pinned Down, falls back more than 2"/5cm, and the assault is over.`,
        );
      }
    }
    const combat = yield* closeCombat(state, side);
    for (const h of combat.records) rules.add(...h.rules);
    if (combat.pinned.length > 0) rules.add(R.pinnedByAssault);
    if (state.teamsOf(side).length === 0) {
      rounds.push({
        ...base,
        ...(defensive ? { defensiveFire: defensive } : {}),
        ...(fallBack ? { fallBack } : {}),
        hits: combat.records,
        pinned: combat.pinned,
        choices: [],
        breakOffs: [],
      });
      const winner = other(side);
      return finish(
        state,
        rules,
        rounds,
        winner === 'attacker' ? 'attacker-won' : 'defender-won',
        winner,
        'No assaulting team is left: the assault is over.',
      );
    }
    const over = yield* isAssaultOver(state, side, assaultingIds);
    rules.add(...over.rules);
    const choices: { unit: string; choice: 'counterattack' | 'break-off'; forced?: string }[] = [];
    const breakOffs: BreakOffRecord[] = [];
    let test: CounterattackResult | undefined;
    if (over.won) {
      // The assaulters won: every defending unit must Break Off (p. 57).
      for (const u of state.unitsOf(other(side))) {
        const rec = yield* breakOff(state, u, 'the assault was lost');
        breakOffs.push(rec);
        rules.add(...rec.rules);
        choices.push({ unit: u.name, choice: 'break-off', forced: 'the assault was lost' });
      }
    } else {
      const defenders = state.unitsOf(other(side)).filter((u) => state.teamsOf(u.side).some((t) => t.unit === u.name));
      test = yield* counterattackTest({
        units: counterattackUnits(state, defenders),
        player: state.players[other(side)],
      });
      rules.add(...test.rules);
      for (const [i, u] of defenders.entries()) {
        const verdict = test.units[i]!;
        let choice: 'counterattack' | 'break-off' = 'break-off';
        if (verdict.mayCounterattack) {
          choice = (yield* askChoice(
            `counterattack:${u.name}`,
            state.players[u.side],
            `${u.name} passed its Test to Counterattack: Counterattack or Break Off?`,
            [
              { value: 'counterattack', label: 'Counterattack' },
              { value: 'break-off', label: 'Break Off' },
            ],
            'counterattack',
          )) as 'counterattack' | 'break-off';
          choices.push({ unit: u.name, choice });
        } else {
          choices.push({ unit: u.name, choice, forced: verdict.mustBreakOff ?? 'failed the Test to Counterattack' });
          if (verdict.mustBreakOff) rules.add(R.mustBreakOff);
        }
        const paid = test.consequences.some(
          (c) => c.code === 'komissar-team-destroyed' && c.text.startsWith(`${u.name}: `),
        );
        if (paid) {
          // The Komissar's re-roll costs a team of the unit within 6"/15cm (p. 73).
          const teams = state.teamsOf(u.side).filter((t) => t.unit === u.name);
          if (teams.length > 0) {
            const victim = yield* askChoice(
              `komissar-cost:${u.name}`,
              state.players[u.side],
              `Which team of ${u.name} does the Komissar destroy?`,
              teams.map((t) => ({ value: t.id, label: t.id })),
              teams[teams.length - 1]!.id,
            );
            state.destroy(state.team(victim), 'destroyed by the Komissar to force a re-roll');
          }
        }
        if (choice === 'break-off') {
          const rec = yield* breakOff(
            state,
            u,
            verdict.mayCounterattack
              ? 'chose to Break Off'
              : (verdict.mustBreakOff ?? 'failed the Test to Counterattack'),
          );
          breakOffs.push(rec);
          rules.add(...rec.rules);
        }
      }
      if (choices.some((c) => c.choice === 'counterattack')) rules.add(R.counterattack);
    }
    rounds.push({
      ...base,
      ...(defensive ? { defensiveFire: defensive } : {}),
      ...(fallBack ? { fallBack } : {}),
      hits: combat.records,
      pinned: combat.pinned,
      over,
      ...(test ? { counterattackTest: test } : {}),
      choices,
      breakOffs,
    });
    if (state.unitsOf(other(side)).length === 0) {
      const how = over.won ? 'won the assault' : 'saw every defending unit Break Off';
      return finish(
        state,
        rules,
        rounds,
        side === 'attacker' ? 'attacker-won' : 'defender-won',
        side,
        `The ${side === 'attacker' ? 'attacking' : 'defending'} side ${how}.`,
      );
    }
    side = other(side);
  }
  return finish(state, rules, rounds, 'unresolved', null, `No winner after ${maxRounds} rounds.`);
}
