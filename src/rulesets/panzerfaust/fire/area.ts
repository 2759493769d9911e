/**
 * Direct area fire (spec §13, pp. 31-33): HE against soft targets inside the gun's BZR. One 3D6
 * roll per target at most the chart to-hit plus that target's variations (the calibre band is a
 * lost table, except 57 mm); a base only partly inside is in on 4-6. Enclosed AFVs are never
 * affected; open-topped AFV crews are.
 */
import { InputError } from '../../../errors/input-error.js';
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { rollSum, rollUnder, type RollUnder, type TroopClass } from '../dice.js';
import { inferredOf, mod, rulesOf, sumModifiers, type Modifier } from '../modifiers.js';
import { PZ } from '../rules.js';
import type { InferredUse } from '../tables/lost.js';
import type { PanzerfaustTables } from '../tables/tables.js';
import type { Size } from './at-situation.js';

export interface AreaTarget {
  readonly name: string;
  readonly kind: 'infantry' | 'gun' | 'softskin' | 'open-afv-crew';
  readonly size?: Size;
  readonly cover?: 'none' | 'soft' | 'hard' | 'dug-in' | 'fortification';
  readonly moving?: boolean;
  readonly observedHalfOrLess?: boolean;
  /** Only partly under the BZR: inside on 1D6 4-6. */
  readonly partly?: boolean;
}

export interface AreaFireSituation {
  /** The bracketed chart to-hit at the range to the POA. */
  readonly toHit: number;
  readonly calibreMm: number;
  /** The calibre variation, read from the book (else from the tables file). */
  readonly calibreModifier?: number;
  readonly firerClass: TroopClass;
  readonly firerMovedOver5?: boolean;
  /** Turns this firer has kept firing at the same POA before this one (+1 each, max +3). */
  readonly continuingTurns?: number;
  readonly ammo?: 'HE' | 'smoke' | 'WP';
  readonly speculative?: boolean;
  readonly targets: readonly AreaTarget[];
}

export interface AreaTargetResult {
  readonly name: string;
  readonly inside: boolean;
  readonly partlyDie?: number;
  readonly modifiers: readonly Modifier[];
  readonly target?: number;
  readonly roll?: RollUnder;
  readonly hit: boolean;
  readonly outcome: string;
}

export interface AreaFireResult {
  readonly calibre: Modifier;
  readonly targets: readonly AreaTargetResult[];
  readonly rules: readonly RuleRef[];
  readonly inferred: readonly InferredUse[];
}

function firerModifiers(s: AreaFireSituation, calibre: Modifier): Modifier[] {
  const V = PZ.areaVariations;
  const m: Modifier[] = [calibre];
  if (s.firerClass === 'veteran') m.push(mod('Veteran firer', 1, PZ.troopClass));
  if (s.firerClass === 'conscript') m.push(mod('Conscript firer', -1, PZ.troopClass));
  if (s.continuingTurns)
    m.push(mod(`${s.continuingTurns} earlier turn(s) at this POA`, Math.min(3, s.continuingTurns), V));
  if (s.firerMovedOver5) m.push(mod('firer moved over 5 cm', -2, V));
  if (s.ammo === 'smoke') m.push(mod('firing smoke', -1, V));
  if (s.ammo === 'WP') m.push(mod('firing WP', -2, V));
  return m;
}

function targetModifiers(s: AreaFireSituation, t: AreaTarget): Modifier[] {
  const V = PZ.areaVariations;
  const m: Modifier[] = [];
  if (t.size === 'D') m.push(mod('target size D', 2, V));
  if (t.size === 'C') m.push(mod('target size C', 1, V));
  if (t.cover === 'soft') m.push(mod('target in soft or partial cover', -2, V));
  if (t.cover === 'hard') m.push(mod('target behind hard cover', -4, V));
  if (t.cover === 'dug-in') m.push(mod('target dug in or entrenched', -5, V));
  if (t.cover === 'fortification') m.push(mod('target in fortifications', -6, V));
  if (t.moving) m.push(mod('target moving', -1, V));
  if (t.observedHalfOrLess) m.push(mod('target observed half the turn or less', -1, V));
  if (s.speculative) m.push(mod('speculative fire', -2, V));
  return m;
}

const OUTCOME: Record<AreaTarget['kind'], string> = {
  infantry: 'the base is removed',
  gun: 'the gun is destroyed with its crew',
  softskin: 'the softskin is destroyed with its crew and passengers',
  'open-afv-crew': 'main gun disabled; passengers and exposed crew killed; the AFV tests morale',
};

export function* areaFire(s: AreaFireSituation, tables: PanzerfaustTables): Procedure<AreaFireResult> {
  if (s.targets.length === 0) throw new InputError('Name at least one target inside the BZR.');
  let calibre: Modifier;
  let edge: InferredUse | undefined;
  if (s.calibreModifier !== undefined)
    calibre = mod(`${s.calibreMm} mm gun (your reading)`, s.calibreModifier, PZ.areaVariations);
  else {
    const band = tables.bandRowFrom('areaCalibre', s.calibreMm);
    const v = tables.number('areaCalibre', band.row.label, 0);
    calibre = mod(`${s.calibreMm} mm gun`, v.value, PZ.areaVariations, v.inferred ?? band.inferred);
    if (v.inferred) edge = band.inferred;
  }
  const firer = firerModifiers(s, calibre);
  const results: AreaTargetResult[] = [];
  const extra: RuleRef[] = [PZ.areaFire, PZ.rollUnder3d6];
  for (const t of s.targets) {
    const modifiers = s.ammo === 'smoke' ? firer : [...firer, ...targetModifiers(s, t)];
    let partlyDie: number | undefined;
    if (t.partly) {
      const p = yield* rollSum(1, `${t.name}: partly under the BZR`, '4-6 inside');
      partlyDie = p.total;
      extra.push(PZ.partialBzr);
      if (p.total < 4) {
        results.push({
          name: t.name,
          inside: false,
          partlyDie,
          modifiers,
          hit: false,
          outcome: 'outside the BZR this turn',
        });
        continue;
      }
    }
    const target = s.toHit + sumModifiers(modifiers);
    const roll = yield* rollUnder(3, target, `area fire at ${t.name}`);
    const outcome = roll.success
      ? s.ammo === 'smoke'
        ? 'smoke fills the BZR from next move'
        : OUTCOME[t.kind]
      : 'missed';
    results.push({
      name: t.name,
      inside: true,
      ...(partlyDie !== undefined ? { partlyDie } : {}),
      modifiers,
      target,
      roll,
      hit: roll.success,
      outcome,
    });
  }
  return {
    calibre,
    targets: results,
    rules: rulesOf([...firer, ...results.flatMap((r) => r.modifiers)], ...extra),
    inferred: inferredOf([calibre.inferred, edge]),
  };
}
