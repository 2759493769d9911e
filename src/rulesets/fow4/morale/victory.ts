/**
 * Victory Points (p. 93) and Holding Objectives (p. 94).
 */
import type { RuleRef } from '../../../engine/rules.js';
import { FOW4_TESTS as R } from '../rules.js';
import type { UnitKind } from './lastStand.js';

export type VictoryResult = 'Stunning Victory' | 'Major Victory' | 'Minor Victory';

export interface VictoryPoints {
  readonly result: VictoryResult;
  readonly winner: number;
  readonly loser: number;
  readonly rules: readonly RuleRef[];
}

/** The Victory Points table, keyed on how many of the winner's units were Destroyed. */
export function victoryPoints(winnerUnitsDestroyed: number): VictoryPoints {
  if (!Number.isInteger(winnerUnitsDestroyed) || winnerUnitsDestroyed < 0)
    throw new RangeError('a count of destroyed units is a whole number, 0 or more');
  const rules = [R.victoryPoints];
  if (winnerUnitsDestroyed <= 1) return { result: 'Stunning Victory', winner: 8, loser: 1, rules };
  if (winnerUnitsDestroyed === 2) return { result: 'Major Victory', winner: 7, loser: 2, rules };
  return { result: 'Minor Victory', winner: 6, loser: 3, rules };
}

export interface VpUnit {
  readonly name?: string;
  readonly kind?: UnitKind;
  readonly destroyed?: boolean;
  /** Withdrawn (Strategic Withdrawal); counts as Destroyed if it was not In Good Spirits (p. 97). */
  readonly withdrawn?: boolean;
  readonly inGoodSpiritsWhenWithdrawn?: boolean;
}

/** Count a force's Destroyed units for Victory Points: HQ Units count, Independent teams do not, Attachments count separately. */
export function destroyedUnitsForVp(units: readonly VpUnit[]): number {
  return units.filter(
    (u) => u.kind !== 'independent' && (u.destroyed || (u.withdrawn && u.inGoodSpiritsWhenWithdrawn === false)),
  ).length;
}

/**
 * No draws (p. 93): when time runs out with no winner both players lose; each takes the Loser's
 * points from the row the opponent would have used as winner. The book says "Surviving Units";
 * the table is keyed on Destroyed units, so by default the opponent's Destroyed count is used [AMB-22].
 */
export function noWinnerPoints(
  aDestroyed: number,
  bDestroyed: number,
  options: { basis?: 'destroyed' | 'surviving'; aSurviving?: number; bSurviving?: number } = {},
): { a: number; b: number; rules: readonly RuleRef[] } {
  const basis = options.basis ?? 'destroyed';
  const rowForA = basis === 'destroyed' ? bDestroyed : (options.bSurviving ?? 0);
  const rowForB = basis === 'destroyed' ? aDestroyed : (options.aSurviving ?? 0);
  return { a: victoryPoints(rowForA).loser, b: victoryPoints(rowForB).loser, rules: [R.noDraws, R.victoryPoints] };
}

// ---------------------------------------------------------------- Holding Objectives (p. 94)

export interface ObjectiveTeam {
  readonly name?: string;
  readonly type: 'tank' | 'infantry' | 'gun' | 'aircraft' | 'other';
  /** Distance to the Objective, inches. */
  readonly inches: number;
  readonly bailedOut?: boolean;
  readonly transport?: boolean;
  readonly independent?: boolean;
  readonly dashedLastTurn?: boolean;
  readonly destroyed?: boolean;
}

/** Can this team hold or contest an Objective? Pinned teams can. */
export function canHoldOrContest(t: ObjectiveTeam): boolean {
  if (t.type !== 'tank' && t.type !== 'infantry' && t.type !== 'gun') return false;
  return !t.destroyed && !t.bailedOut && !t.transport && !t.independent && !t.dashedLastTurn && t.inches <= 4;
}

/**
 * At the start of your turn, after the Last Stand tests, you hold an Objective if you have a
 * Tank, Infantry or Gun team within 4"/10cm of it and the enemy has none.
 */
export function objectiveHeld(
  own: readonly ObjectiveTeam[],
  enemy: readonly ObjectiveTeam[],
): { held: boolean; contested: boolean; rules: readonly RuleRef[] } {
  const mine = own.some(canHoldOrContest);
  const theirs = enemy.some(canHoldOrContest);
  return { held: mine && !theirs, contested: mine && theirs, rules: [R.holdingObjectives] };
}
