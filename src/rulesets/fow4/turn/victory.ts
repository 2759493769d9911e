/**
 * Checking Victory Conditions at the start of a turn, once the Last Stand tests are done (pp. 93-94;
 * fow4 spec §14.3, §14.8, §14.9), the Strategic Withdrawal count that follows it (p. 97), and the
 * Victory Points of the result.
 */
import { decide, type Procedure } from '../../../engine/request.js';
import { TABLE } from '../../play.js';
import { noFormationsLeft } from '../morale/formation.js';
import { inGoodSpirits } from '../morale/spirits.js';
import { destroyedUnitsForVp, noWinnerPoints, victoryPoints } from '../morale/victory.js';
import type { GameState } from '../schema/game.js';
import { clearFromTurn, mission, winCheck, type Role } from './missions.js';
import type { Outcome } from './play-state.js';
import { formationsOf } from './starting-morale.js';
import { lastStandUnit, forceUnit, onTable, play, sideIndex, withPlay, withUnit, type GameView } from './units.js';

const YES_NO = [
  { value: true, label: 'yes' },
  { value: false, label: 'no' },
] as const;

export function roleOf(state: GameState, side: string): Role {
  return play(state).attacker === side ? 'attacker' : 'defender';
}

/** The winner's Destroyed units decide the Victory Points (p. 93). */
export function outcomeFor(view: GameView, winner: string, reason: string): Outcome {
  const state = view.state;
  const wi = sideIndex(state, winner);
  const broken = play(state).withdrawnBroken ?? [];
  const units = state.sides[wi]!.units.map((u) => {
    const fu = forceUnit(view.forces, wi, u.unit);
    return {
      name: u.unit,
      kind: fu.role === 'hq' ? ('hq' as const) : ('combat' as const),
      destroyed: !!u.destroyed || u.teams.every((t) => t.destroyed) || broken.includes(u.unit),
    };
  });
  const vp = victoryPoints(destroyedUnitsForVp(units));
  const loser = state.sides.find((s) => s.name !== winner)!.name;
  return { winner, reason, result: vp.result, points: { [winner]: vp.winner, [loser]: vp.loser } };
}

/** Time ran out with no winner: both lose (p. 93). */
export function noWinnerOutcome(view: GameView, reason: string): Outcome {
  const state = view.state;
  const broken = play(state).withdrawnBroken ?? [];
  const count = (si: number) =>
    destroyedUnitsForVp(
      state.sides[si]!.units.map((u) => ({
        destroyed: !!u.destroyed || u.teams.every((t) => t.destroyed) || broken.includes(u.unit),
      })),
    );
  const p = noWinnerPoints(count(0), count(1));
  return { winner: null, reason, points: { [state.sides[0]!.name]: p.a, [state.sides[1]!.name]: p.b } };
}

export function* victoryCheck(view: GameView, side: number): Procedure<{ outcome?: Outcome; report: string[] }> {
  const state = view.state;
  const me = state.sides[side]!.name;
  const other = state.sides.find((s) => s.name !== me)!.name;
  const report: string[] = [];
  const ms = mission(state.mission);
  // An opponent with no Formation In Good Spirits has lost (Annihilation's only condition, p. 61).
  const theirs = noFormationsLeft(formationsOf(view, sideIndex(state, other)));
  if (theirs.loses) return { outcome: outcomeFor(view, me, `${other} has no Formations left (p. 61)`), report };
  const role = roleOf(state, me);
  const check = winCheck(ms, role);
  if (!check) return { report };
  if (check.kind === 'time') {
    if (state.turn >= check.turn)
      return {
        outcome: outcomeFor(
          view,
          me,
          `${me} reached the start of its turn ${check.turn} (${ms.name}, ${ms.rule.page})`,
        ),
        report,
      };
    return { report };
  }
  if (check.kind === 'clear') {
    if (state.turn < clearFromTurn(ms)) return { report };
    const yes = yield* decide<boolean>(
      'fow4.victory.clear',
      TABLE,
      `${ms.name}, ${me} (Defender): ${check.question}`,
      YES_NO,
      false,
    );
    return yes
      ? {
          outcome: outcomeFor(view, me, `${check.question.replace(/\?.*$/, '')}: yes (${ms.name}, ${ms.rule.page})`),
          report,
        }
      : { report };
  }
  if (state.turn < ms.earliestWin) {
    report.push(`${ms.name}: no win before turn ${ms.earliestWin}.`);
    return { report };
  }
  const objectives = (play(state).objectives ?? []).filter((o) =>
    ms.objectivesOnOpponentSide ? o.placedBy === me : true,
  );
  const which = objectives.length ? objectives.map((o) => o.id).join(', ') : 'an Objective';
  // Teams that Dashed in their last turn neither hold an Objective nor stop the enemy taking one (p. 94).
  const mine = (id: string) => state.sides[side]!.units.some((u) => u.teams.some((t) => t.id === id && !t.destroyed));
  const enemys = (id: string) =>
    state.sides.some((s, i) => i !== side && s.units.some((u) => u.teams.some((t) => t.id === id && !t.destroyed)));
  const dashed = (play(state).dashedLastTurn ?? []).filter(mine);
  const enemyDashed = (play(state).dashedLastTurn ?? []).filter(enemys);
  const where = ms.objectivesOnOpponentSide
    ? `one of the Objectives it placed (${which})`
    : ms.id === 'dust-up'
      ? "an Objective in the opponent's quarter"
      : role === 'attacker' || ms.id === 'hasty-attack'
        ? `an Objective (${which})`
        : `an Objective (${which})`;
  const note = `${dashed.length ? ` Teams that Dashed last turn do not count: ${dashed.join(', ')}.` : ''}${enemyDashed.length ? ` Enemy teams that Dashed in their last turn cannot stop it: ${enemyDashed.join(', ')}.` : ''}`;
  const held = yield* decide<boolean>(
    'fow4.victory.objective',
    TABLE,
    `Does ${me} hold ${where}? (a Tank, Infantry or Gun team within 4"/10cm and no enemy one; Bailed Out tanks, Transports and Independent teams do not count, p. 94)${note}`,
    YES_NO,
    false,
  );
  if (held)
    return {
      outcome: outcomeFor(view, me, `${me} starts its turn holding ${where} (${ms.name}, ${ms.rule.page})`),
      report,
    };
  return { report };
}

/**
 * Strategic Withdrawal (p. 97), for the Defender from its turn 2: count its units on the table
 * (not Transport Attachments) and its Delay Counters. 6 or more: one unit withdraws and the
 * counters go; otherwise it gains a Delay Counter.
 */
export function* strategicWithdrawal(view: GameView, side: number): Procedure<{ state: GameState; report: string[] }> {
  let state = view.state;
  const me = state.sides[side]!.name;
  const ms = mission(state.mission);
  if (!ms.withdrawal || roleOf(state, me) !== 'defender' || state.turn < 2) return { state, report: [] };
  const units = state.sides[side]!.units.map((u, ui) => ({ u, ui, fu: forceUnit(view.forces, side, u.unit) })).filter(
    (x) => onTable(x.u) && x.fu.role !== 'transport',
  );
  const counters = play(state).delayCounters ?? 0;
  const total = units.length + counters;
  if (total < 6 || units.length === 0) {
    return {
      state: withPlay(state, { delayCounters: counters + 1 }),
      report: [
        `Strategic Withdrawal (p. 97): ${units.length} units and ${counters} Delay Counters make ${total}: ${me} gains a Delay Counter.`,
      ],
    };
  }
  const weakest = [...units].sort(
    (a, b) => a.u.teams.filter((t) => !t.destroyed).length - b.u.teams.filter((t) => !t.destroyed).length,
  )[0]!;
  const name = yield* decide<string>(
    'fow4.withdrawal.unit',
    me,
    `Strategic Withdrawal: ${total} units and counters. Which unit of ${me} withdraws (with its Attachments)?`,
    units.map((x) => ({ value: x.u.unit, label: x.u.unit })),
    weakest.u.unit,
  );
  const chosen = units.find((x) => x.u.unit === name)!;
  const spirits = inGoodSpirits(lastStandUnit(chosen.fu, chosen.u, view.forces[side]!.units));
  state = withUnit(state, { side, unit: chosen.ui }, (u) => ({ ...u, deployment: 'off-table' }));
  const attachment = state.sides[side]!.units.findIndex(
    (u) => forceUnit(view.forces, side, u.unit).transportFor === name,
  );
  if (attachment >= 0) state = withUnit(state, { side, unit: attachment }, (u) => ({ ...u, deployment: 'off-table' }));
  const broken = spirits.inGoodSpirits ? play(state).withdrawnBroken : [...(play(state).withdrawnBroken ?? []), name];
  state = withPlay(state, { delayCounters: 0, ...(broken ? { withdrawnBroken: broken } : {}) });
  return {
    state,
    report: [
      `Strategic Withdrawal (p. 97): ${name} withdraws; the Delay Counters are removed.${spirits.inGoodSpirits ? '' : ' It was not In Good Spirits: it counts as Destroyed for Victory Points.'}`,
    ],
  };
}
