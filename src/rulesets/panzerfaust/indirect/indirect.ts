/**
 * Indirect fire (spec §15, pp. 35-38): the call-down roll (3D6 at most the lost call-down number,
 * +1 creeping), dicing for each unit in a beaten zone (base 8, rockets 6 or 7, on 3D6) and what a
 * hit does, map-fire delays and battery points.
 */
import { InputError } from '../../../errors/input-error.js';
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { rollSum, rollUnder, type RollUnder } from '../dice.js';
import { EFFECT_NAMES, effectFor, type Effect } from '../fire/penetration.js';
import { inferredOf, mod, rulesOf, sumModifiers, type Modifier } from '../modifiers.js';
import { PZ } from '../rules.js';
import type { InferredUse } from '../tables/lost.js';
import type { PanzerfaustTables } from '../tables/tables.js';

export type CallerQuality = 'US' | 'Vet/Reg' | 'Conscript';

export interface CallDownSituation {
  readonly caller: 'FAO' | 'Company commander (with radio)';
  readonly quality: CallerQuality;
  /** The new POA is within 20 cm of the last successful one (never cumulative). */
  readonly creeping?: boolean;
}

export interface CallDownResult {
  readonly number: number;
  readonly modifiers: readonly Modifier[];
  readonly target: number;
  readonly roll: RollUnder;
  readonly arrives: boolean;
  readonly rules: readonly RuleRef[];
  readonly inferred: readonly InferredUse[];
}

export function* callDown(s: CallDownSituation, tables: PanzerfaustTables): Procedure<CallDownResult> {
  const n = tables.number('callDown', s.caller, tables.columnIndex('callDown', s.quality));
  const modifiers = s.creeping ? [mod('creeping barrage (within 20 cm of the last POA)', 1, PZ.creeping)] : [];
  const target = n.value + sumModifiers(modifiers);
  const roll = yield* rollUnder(3, target, `call-down (${s.caller}, ${s.quality})`);
  return {
    number: n.value,
    modifiers,
    target,
    roll,
    arrives: roll.success,
    rules: rulesOf(modifiers, PZ.callDown),
    inferred: n.inferred ? [n.inferred] : [],
  };
}

export type BzTarget = 'infantry' | 'heavy-weapon' | 'gun' | 'softskin' | 'afv' | 'open-afv';
export type BzProtection = 'none' | 'hard-cover' | 'dug-in' | 'pillbox';

export interface BeatenZoneSituation {
  readonly target: BzTarget;
  readonly targetName?: string;
  readonly calibreMm: number;
  readonly mortar?: boolean;
  /** Rockets: base 6 (German 15, 21, 30 cm: 7). */
  readonly rocket?: 'other' | 'german-15-21-30';
  /** Pairs of guns in the battery (or mortars firing). */
  readonly pairs?: number;
  /** Inside less than the whole move, or not wholly inside. */
  readonly partly?: boolean;
  /** A mortar firing at this target for the first time. */
  readonly firstMortarShot?: boolean;
  readonly protection?: BzProtection;
  /** AFV effects: the HE calibre variation read by the player (else from the tables file). */
  readonly calibreModifier?: number;
  readonly light?: boolean;
  readonly open?: boolean;
  readonly previousEffect?: Effect;
}

export interface BeatenZoneResult {
  readonly base: number;
  readonly modifiers: readonly Modifier[];
  /** Undefined when the fire cannot harm the target (no roll). */
  readonly target?: number;
  readonly roll?: RollUnder;
  readonly hit: boolean;
  readonly outcome: string;
  readonly effect?: Effect | 'destroyed-in-compartment';
  readonly effectDice?: readonly number[];
  readonly effectTotal?: number;
  readonly rules: readonly RuleRef[];
  readonly inferred: readonly InferredUse[];
}

/** The beaten-zone variations of p. 37, or a reason the fire cannot harm the target. */
export function beatenZoneModifiers(s: BeatenZoneSituation): { modifiers: Modifier[]; immune?: string } {
  const B = PZ.beatenZone;
  const m: Modifier[] = [];
  const c = s.calibreMm;
  if (s.mortar && s.target === 'afv') return { modifiers: m, immune: 'mortars cannot harm enclosed AFVs' };
  if (s.target === 'afv' || s.target === 'open-afv') m.push(mod('target is an AFV', -2, B));
  if (s.partly) m.push(mod('target inside for less than the whole move', -1, B));
  if (s.mortar && s.firstMortarShot) m.push(mod('mortar firing at this target for the first time', -1, B));
  const prot = s.protection ?? 'none';
  if (prot === 'hard-cover' && c < 122) m.push(mod('target in hard cover', -1, B));
  if (prot === 'dug-in') {
    if (c >= 122) m.push(mod('dug in or in a stone building, against 122 mm+', -1, B));
    else if (c >= 85) m.push(mod('dug in or in a stone building, against 85-120 mm', -2, B));
    else m.push(mod('dug in or in a stone building, against 80 mm or less', -3, B));
  }
  if (prot === 'pillbox') {
    if (c >= 140) m.push(mod('pillbox, bunker or dugout, against 140 mm+', -2, B));
    else if (c >= 85) m.push(mod('pillbox, bunker or dugout, against 85-135 mm', -3, B));
    else return { modifiers: m, immune: 'a pillbox, bunker or dugout is unharmed by 80 mm or less' };
  }
  const pairs = s.pairs ?? 1;
  if (!Number.isInteger(pairs) || pairs < 1)
    throw new InputError(`A battery fires 1 or more pairs (or mortars), not ${pairs}.`);
  if (pairs >= 2)
    m.push(
      mod(
        `${Math.min(pairs, 4)}${pairs >= 4 ? ' or more' : ''} ${s.mortar ? 'mortars' : 'pairs'}`,
        Math.min(pairs, 4) - 1,
        B,
      ),
    );
  return { modifiers: m };
}

export function* beatenZone(s: BeatenZoneSituation, tables: PanzerfaustTables): Procedure<BeatenZoneResult> {
  const base = s.rocket === 'german-15-21-30' ? 7 : s.rocket ? 6 : 8;
  const { modifiers, immune } = beatenZoneModifiers(s);
  const extra: RuleRef[] = [PZ.beatenZone, PZ.indirectEffects, ...(s.rocket ? [PZ.rockets] : [])];
  if (immune)
    return {
      base,
      modifiers,
      hit: false,
      outcome: `no effect: ${immune}`,
      rules: rulesOf(modifiers, ...extra),
      inferred: [],
    };
  // AFV effects need the HE calibre variation: read it before any die.
  let calibre: Modifier | undefined;
  let edge: InferredUse | undefined;
  const afv = s.target === 'afv' || s.target === 'open-afv';
  if (afv && !s.mortar) {
    if (s.calibreMm < 65) calibre = undefined;
    else if (s.calibreModifier !== undefined)
      calibre = mod(`${s.calibreMm} mm HE (your reading)`, s.calibreModifier, PZ.heVsAfv);
    else {
      const band = tables.bandRowFrom('heCalibre', s.calibreMm);
      const v = tables.number('heCalibre', band.row.label, 0);
      calibre = mod(`${s.calibreMm} mm HE`, v.value, PZ.heVsAfv, v.inferred ?? band.inferred);
      if (v.inferred) edge = band.inferred;
    }
    for (const t of [6, 7, 9, 11, 14]) effectFor(tables, t);
  }
  const target = base + sumModifiers(modifiers);
  const roll = yield* rollUnder(3, target, `beaten zone: ${s.targetName ?? s.target}`);
  const done = (outcome: string, more: Partial<BeatenZoneResult> = {}, used: InferredUse[] = []): BeatenZoneResult => ({
    base,
    modifiers,
    target,
    roll,
    hit: roll.success,
    outcome,
    ...more,
    rules: rulesOf(modifiers, ...extra),
    inferred: inferredOf(used),
  });
  if (!roll.success) return done('missed');
  switch (s.target) {
    case 'infantry':
      return done('the whole squad or section is wiped out');
    case 'heavy-weapon':
      return done('the heavy-weapon base is wiped out');
    case 'gun':
      return done('the gun and its crew are destroyed');
    case 'softskin':
      return done('the softskin is destroyed with everything aboard or in tow');
    default:
      break;
  }
  if (s.target === 'open-afv') {
    const c = yield* rollSum(1, 'round into the open compartment?', '5-6 destroys the AFV');
    if (c.total >= 5)
      return done('the round lands in the compartment: destroyed (riders too)', { effect: 'destroyed-in-compartment' });
    if (s.mortar) return done('no effect (a mortar only harms an open AFV on 5-6)');
  }
  if ((s.calibreMm ?? 0) < 65) return done('no effect: HE under 65 mm does not harm AFVs');
  const mods: Modifier[] = calibre ? [calibre] : [];
  if (s.light) mods.push(mod('light AFV', 2, PZ.heVsAfv));
  if (s.open || s.target === 'open-afv') mods.push(mod('AFV open at top, sides or rear', 2, PZ.heVsAfv));
  const r = yield* rollSum(3, `HE effects on ${s.targetName ?? 'the AFV'}`, '14+ destroyed');
  const total = r.total + sumModifiers(mods);
  const e = effectFor(tables, total);
  extra.push(PZ.penetrationEffects);
  const what = e.effect === 'damaged' ? 'immobilised (Hull/Gun damaged reads as immobilised)' : EFFECT_NAMES[e.effect];
  return done(
    what,
    { effect: e.effect, effectDice: r.faces, effectTotal: total },
    [e.inferred, calibre?.inferred, edge].filter((x): x is InferredUse => Boolean(x)),
  );
}

/** Map fire (p. 37): after changing target, the earliest next fire is the last fire turn plus the delay. */
export function mapFireNextTurn(lastFireTurn: number, quality: CallerQuality): number {
  return lastFireTurn + (quality === 'US' ? 2 : quality === 'Vet/Reg' ? 3 : 4);
}

/** Off-table battery PV (p. 35): pairs x PV per pair, Battery Fire Control 30, 30 per FAO. */
export function batteryPv(pairs: number, pvPerPair: number, faos: number): number {
  return pairs * pvPerPair + 30 + 30 * faos;
}
