/**
 * Morale (spec §11, pp. 23-24): 2D6 plus the variations, read on the Morale Reaction Table
 * (+3 or more OK, +2 and +1 Shaken, 0 or less Retreat); a Shaken unit rolls its duration on 1D6
 * with the Elite and Poor re-rolls; a result of 2 or less makes the parent HQ test.
 */
import { InputError } from '../../../errors/input-error.js';
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { rerollingDie, rollSum, shakenRerolls, type MoraleRating } from '../dice.js';
import { mod, rulesOf, sumModifiers, type Modifier } from '../modifiers.js';
import { PZ } from '../rules.js';

export type MoraleResult = 'ok' | 'shaken' | 'retreat';

export interface MoraleSituation {
  readonly unit?: string;
  readonly rating: MoraleRating;
  /** Teams of this squad, section or crew lost (squad-level tests only). */
  readonly teamsLost?: number;
  /** Directly subordinate sub-units Shaken (formation tests). */
  readonly subunitsShaken?: number;
  /** Directly subordinate sub-units disabled, destroyed or Retreating. */
  readonly subunitsLost?: number;
  readonly afv?: boolean;
  readonly commanderKilled?: boolean;
  /** AFV disabled or damaged (tracks included; not stunned). */
  readonly afvDamaged?: boolean;
  readonly afvInBuiltUpArea?: boolean;
  readonly lowVisibility?: boolean;
  readonly outOfRadius?: boolean;
  /** Recon platoons ignore the out-of-radius penalty. */
  readonly recon?: boolean;
  readonly flameOrAircraft?: boolean;
  readonly indirectFire?: 'none' | 'artillery' | 'mortars';
  readonly pinnedOrLostCqc?: boolean;
  readonly afvsNearNoAt?: boolean;
  readonly hqDestroyedOrRetreating?: boolean;
  readonly defending?: 'none' | 'hill-or-woods' | 'dug-in-or-buildings' | 'pillbox';
  readonly night?: boolean;
  readonly witnessedPrisonersKilled?: boolean;
  /** An immobilised AFV's crew abandons it on anything but OK (p. 24). */
  readonly immobilised?: boolean;
  /** The test is to break a pin: OK breaks it. */
  readonly breakingPin?: boolean;
  /**
   * A Retreating unit's rally re-test (p. 24): OK restores it, anything else leaves it in Retreat
   * (no Shaken duration to roll, no parent HQ test).
   */
  readonly retest?: boolean;
}

export interface MoraleOutcome {
  readonly unit?: string;
  readonly dice: readonly number[];
  readonly roll: number;
  readonly modifiers: readonly Modifier[];
  readonly total: number;
  readonly result: MoraleResult;
  /** Shaken: the turns it lasts, and every face of the duration die. */
  readonly shakenTurns?: number;
  readonly shakenDice?: readonly number[];
  /** A result of 2 or less: the parent HQ now tests for the formation. */
  readonly parentTests: boolean;
  readonly abandoned: boolean;
  readonly pinBroken: boolean;
  readonly rules: readonly RuleRef[];
}

export function moraleModifiers(s: MoraleSituation): Modifier[] {
  const m: Modifier[] = [];
  const T = PZ.moraleTest;
  if (s.rating === 'elite') m.push(mod('Elite', 2, PZ.troopClass));
  if (s.rating === 'poor') m.push(mod('Poor', -2, PZ.troopClass));
  const count = (n: number | undefined, what: string, each: number) => {
    if (n === undefined || n === 0) return;
    if (!Number.isInteger(n) || n < 0) throw new InputError(`${what} must be a whole number, 0 or more, not ${n}.`);
    m.push(mod(`${n} ${what}`, each * n, T));
  };
  count(s.teamsLost, s.teamsLost === 1 ? 'team lost' : 'teams lost', -3);
  count(s.subunitsShaken, 'sub-unit(s) Shaken', -1);
  count(s.subunitsLost, 'sub-unit(s) disabled, destroyed or Retreating', -2);
  if (s.afv) m.push(mod('AFV crew or unit', 1, T));
  if (s.commanderKilled) m.push(mod('head-up commander killed', -2, PZ.afvCrewSmallArms));
  if (s.afvDamaged) m.push(mod('AFV disabled or damaged', -6, T));
  if (s.afvInBuiltUpArea) m.push(mod('AFVs in a built-up area', -1, T));
  if (s.lowVisibility) m.push(mod('low visibility (weather or smoke)', -1, T));
  if (s.outOfRadius && !s.recon) m.push(mod('outside command radius', -3, PZ.commandRadius));
  if (s.flameOrAircraft) m.push(mod('under flame or aircraft attack', -2, T));
  if (s.indirectFire === 'artillery') m.push(mod('under indirect fire', -2, T));
  if (s.indirectFire === 'mortars') m.push(mod('under mortar fire', -1, T));
  if (s.pinnedOrLostCqc) m.push(mod('pinned, or lost CQC this move', -2, T));
  if (s.afvsNearNoAt) m.push(mod('enemy AFVs within 20 cm, no effective AT weapon', -2, T));
  if (s.hqDestroyedOrRetreating) m.push(mod('own HQ destroyed or Retreating', -2, T));
  if (s.defending === 'hill-or-woods') m.push(mod('defending a hill or woods', 1, T));
  if (s.defending === 'dug-in-or-buildings') m.push(mod('defending dug in or in buildings', 1, T));
  if (s.defending === 'pillbox') m.push(mod('defending a pillbox or bunker', 2, T));
  if (s.night) m.push(mod('night', -3, PZ.night));
  if (s.witnessedPrisonersKilled) m.push(mod('witnessed the enemy killing prisoners', 3, T));
  return m;
}

/** The Morale Reaction Table (p. 24). */
export function moraleReaction(total: number): MoraleResult {
  return total >= 3 ? 'ok' : total >= 1 ? 'shaken' : 'retreat';
}

export function* moraleTest(s: MoraleSituation): Procedure<MoraleOutcome> {
  const modifiers = moraleModifiers(s);
  const who = s.unit ? `${s.unit}: ` : '';
  const r = yield* rollSum(2, `${who}morale test`, '+3 or more after variations is OK');
  const total = r.total + sumModifiers(modifiers);
  const reaction = moraleReaction(total);
  const result: MoraleResult = s.retest && reaction !== 'ok' ? 'retreat' : reaction;
  const extra: RuleRef[] = [PZ.moraleTest, PZ.moraleTable];
  let shakenTurns: number | undefined;
  let shakenDice: number[] | undefined;
  if (result === 'shaken') {
    const d = yield* rerollingDie(`${who}Shaken duration (turns)`, shakenRerolls(s.rating));
    shakenTurns = d.value;
    shakenDice = d.faces;
    extra.push(PZ.shaken);
  }
  if (result === 'retreat') extra.push(PZ.retreat);
  const parentTests = total <= 2 && !s.retest;
  if (parentTests) extra.push(PZ.moraleEscalation);
  const abandoned = Boolean(s.immobilised && result !== 'ok');
  if (abandoned) extra.push(PZ.abandon);
  return {
    ...(s.unit ? { unit: s.unit } : {}),
    dice: r.faces,
    roll: r.total,
    modifiers,
    total,
    result,
    ...(shakenTurns !== undefined ? { shakenTurns, shakenDice } : {}),
    parentTests,
    abandoned,
    pinBroken: Boolean(s.breakingPin && result === 'ok'),
    rules: rulesOf(modifiers, ...extra),
  };
}

/**
 * Rally (p. 24): a Retreating unit re-tests once per move, for up to 3 moves, with its current
 * variations, when a higher HQ of its company (not itself under poor morale) is within 5 cm.
 * OK restores it; otherwise it keeps retreating after the third try.
 */
export interface RallySituation extends MoraleSituation {
  /** Which try this is, 1 to 3. */
  readonly attempt: number;
  readonly hqWithin5cm: boolean;
  readonly hqUnderPoorMorale?: boolean;
}

export interface RallyOutcome {
  readonly attempt: number;
  readonly test: MoraleOutcome;
  readonly rallied: boolean;
  /** No more tries: the third failed. */
  readonly lastTry: boolean;
  readonly rules: readonly RuleRef[];
}

export function* rally(s: RallySituation): Procedure<RallyOutcome> {
  if (!Number.isInteger(s.attempt) || s.attempt < 1 || s.attempt > 3)
    throw new InputError(`A rally is tried on at most 3 moves: attempt ${s.attempt} is not 1, 2 or 3 (p. 24).`);
  if (!s.hqWithin5cm)
    throw new InputError('A rally needs a higher HQ of the same company within 5 cm of the unit (p. 24).');
  if (s.hqUnderPoorMorale)
    throw new InputError('An HQ that is itself Shaken or Retreating cannot rally a unit (p. 24).');
  const test = yield* moraleTest({ ...s, retest: true });
  const rallied = test.result === 'ok';
  return { attempt: s.attempt, test, rallied, lastTry: !rallied && s.attempt === 3, rules: [PZ.rally, ...test.rules] };
}
