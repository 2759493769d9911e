/**
 * Direct anti-tank fire (spec §9, §12, pp. 19-31): 3D6 at most the adjusted to-hit; for each hit
 * on an AFV the location (1D6), penetration against armour, then the Penetration Effects Table
 * (3D6 plus the AP or HE variations); guns and softskins hit are destroyed, crews and passengers
 * roll on 2D6. Every table value a hit could need is checked before the first die.
 */
import { InputError } from '../../../errors/input-error.js';
import type { Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { rollSum, rollUnder, type RollUnder } from '../dice.js';
import { inferredOf, mod, rulesOf, sumModifiers, type Modifier } from '../modifiers.js';
import { PZ } from '../rules.js';
import type { InferredUse } from '../tables/lost.js';
import type { PanzerfaustTables } from '../tables/tables.js';
import { armourAt, atModifiers, baseToHit, type AtFireSituation, type Location } from './at-situation.js';
import { EFFECT_NAMES, effectFor, excessModifier, stepUp, type Effect } from './penetration.js';

export interface HitResult {
  readonly location?: Location;
  readonly locationDice?: readonly number[];
  readonly armour?: number;
  readonly penetration?: number;
  readonly penetrated?: boolean;
  readonly effectDice?: readonly number[];
  readonly effectModifiers?: readonly Modifier[];
  readonly effectTotal?: number;
  readonly effect: Effect | 'immobilised' | 'gun-destroyed' | 'softskin-destroyed';
  readonly steppedUp?: boolean;
  readonly note: string;
}

export interface CrewRolls {
  readonly number: number;
  readonly modifiers: readonly Modifier[];
  readonly rolls: readonly number[];
  readonly lost: number;
}

export interface AtFireResult {
  readonly baseToHit: number;
  readonly band?: number;
  readonly modifiers: readonly Modifier[];
  readonly toHit: number;
  readonly roll: RollUnder;
  readonly hits: number;
  readonly hitResults: readonly HitResult[];
  /** Crew and passengers aboard lost outright (HE kills, or an AFV's crew on destruction). */
  readonly crewLost: 'none' | 'crew' | 'all aboard';
  readonly crewRolls?: CrewRolls;
  readonly rules: readonly RuleRef[];
  readonly inferred: readonly InferredUse[];
}

const AP_TYPES = new Set(['AP', 'APCR', 'HVAP', 'APDS']);
const HEAT_INFANTRY = /panzerfaust|panzerschreck|bazooka|piat|rifle grenade|grenade|magnetic/i;

function isHeatInfantry(s: AtFireSituation): boolean {
  return Boolean(s.weapon.infantry && HEAT_INFANTRY.test(s.weapon.name) && !isAtRifle(s));
}

/**
 * An AT rifle (p. 20): said so, or a calibre-named row of the Infantry AT Weapons Table (wz35,
 * PzB 38/39/40, PTRD 41, Solothurn S18, Type 97, Lahti, Boys: the rows the table prints as rifles).
 */
export function isAtRifle(s: AtFireSituation): boolean {
  if (s.weapon.atRifle !== undefined) return s.weapon.atRifle;
  return Boolean(s.weapon.infantry && /^\d+(\.\d+)?\s*mm\b/i.test(s.weapon.name.trim()));
}

/** Skirts make HEAT infantry weapons, AT rifles and shells up to 30 mm useless on that location (p. 28). */
function stoppedBySkirts(s: AtFireSituation, loc: Location): boolean {
  if (!s.target.skirts?.includes(loc)) return false;
  return isHeatInfantry(s) || isAtRifle(s) || (!s.weapon.infantry && (s.weapon.calibreMm ?? 999) <= 30);
}

/**
 * The table values and chart readings the hits may need, each read only when the procedure
 * reaches it (a miss needs none of them; a tracks hit no calibre band), then kept for the
 * other hits. A lost or missing one stops the procedure there and names it.
 */
class Plan {
  private pen?: { value: number; inferred?: InferredUse };
  private calibre?: { value?: Modifier };
  private crew?: { value: number; inferred?: InferredUse; edge?: InferredUse };
  private effectsRead = false;
  /** Band edges read on the way (a calibre band's key), when not plainly the book's. */
  private readonly edges: InferredUse[] = [];
  constructor(
    private readonly s: AtFireSituation,
    private readonly tables: PanzerfaustTables,
  ) {}

  private get ammo() {
    return this.s.weapon.ammo ?? (this.s.weapon.infantry ? 'HEAT' : 'AP');
  }

  armour(): NonNullable<AtFireSituation['target']['armour']> {
    const t = this.s.target;
    if (!t.armour)
      throw new InputError(`Give the armour of ${t.name ?? 'the target'} (HF HS HR TF TS TR, from its chart).`);
    return t.armour;
  }

  penetration(): number {
    if (!this.pen) {
      const w = this.s.weapon;
      if (w.penetration !== undefined) this.pen = { value: w.penetration };
      else if (w.infantry) {
        const v = this.tables.number(
          'infantryAtWeapons',
          w.name,
          this.tables.columnIndex('infantryAtWeapons', 'penetration'),
        );
        this.pen = { value: v.value, ...(v.inferred ? { inferred: v.inferred } : {}) };
      } else throw new InputError(`Give ${w.name}'s penetration (cm) at this range, from its chart.`);
    }
    return this.pen.value;
  }

  /** The calibre variation: of the HE round (65 mm and over), or of an AP-type gun (not HEAT, not infantry). */
  calibreModifier(): Modifier | undefined {
    if (!this.calibre) {
      const w = this.s.weapon;
      const tables = this.tables;
      if (this.ammo === 'HE') {
        if (w.calibreMm === undefined) throw new InputError('Give the calibre (mm) of the gun firing HE.');
        if (w.calibreMm < 65) this.calibre = {};
        else if (w.calibreModifier !== undefined)
          this.calibre = { value: mod(`${w.calibreMm} mm HE (your reading)`, w.calibreModifier, PZ.heVsAfv) };
        else {
          const band = tables.bandRowFrom('heCalibre', w.calibreMm);
          const v = tables.number('heCalibre', band.row.label, 0);
          this.calibre = { value: mod(`${w.calibreMm} mm HE`, v.value, PZ.heVsAfv, v.inferred ?? band.inferred) };
          if (v.inferred && band.inferred) this.edges.push(band.inferred);
        }
      } else if (w.infantry || this.ammo === 'HEAT') this.calibre = {};
      else if (w.calibreModifier !== undefined)
        this.calibre = {
          value: mod(`${w.calibreMm ?? '?'} mm gun (your reading)`, w.calibreModifier, PZ.penetrationEffects),
        };
      else {
        if (w.calibreMm === undefined)
          throw new InputError(`Give ${w.name}'s calibre (mm) for the Penetration Effects variations.`);
        const band = tables.bandRowFrom('penetrationCalibre', w.calibreMm);
        const v = tables.number('penetrationCalibre', band.row.label, 0);
        this.calibre = {
          value: mod(`${w.calibreMm} mm gun`, v.value, PZ.penetrationEffects, v.inferred ?? band.inferred),
        };
        if (v.inferred && band.inferred) this.edges.push(band.inferred);
      }
    }
    return this.calibre.value;
  }

  /** The Penetration Effects Table must be readable (the inferred 11-13 band included) before its roll. */
  effects(): void {
    if (this.effectsRead) return;
    for (const total of [6, 7, 9, 11, 14]) effectFor(this.tables, total);
    this.effectsRead = true;
  }

  crewNumber(): { value: number; inferred?: InferredUse; edge?: InferredUse } {
    this.crew ??= crewTableNumber(this.s, this.tables);
    return this.crew;
  }

  /** The values read that are not plainly the book's. */
  inferred(): (InferredUse | undefined)[] {
    return [...this.edges, this.pen?.inferred, this.calibre?.value?.inferred, this.crew?.inferred, this.crew?.edge];
  }
}

function crewTableNumber(
  s: AtFireSituation,
  tables: PanzerfaustTables,
): { value: number; inferred?: InferredUse; edge?: InferredUse } {
  const w = s.weapon;
  if (w.infantry) {
    const row = /panzerfaust|panzerschreck/i.test(w.name)
      ? 'Panzerfaust, Panzerschreck'
      : /piat|bazooka/i.test(w.name)
        ? 'PIAT, Bazooka'
        : '?? mm and grenades';
    const v = tables.number('crewCasualties', row, 0);
    return { value: v.value, ...(v.inferred ? { inferred: v.inferred } : {}) };
  }
  if (w.calibreMm === undefined)
    throw new InputError(`Give ${w.name}'s calibre (mm) for the crew/passenger casualties.`);
  const band = tables.bandRowFrom('crewCasualties', w.calibreMm);
  const v = tables.number('crewCasualties', band.row.label, 0);
  const inferred = v.inferred ?? band.inferred;
  const edge = v.inferred ? band.inferred : undefined;
  return { value: v.value, ...(inferred ? { inferred } : {}), ...(edge ? { edge } : {}) };
}

function* hitLocation(s: AtFireSituation): Procedure<{ location: Location; dice: number[] }> {
  if (s.target.hidden === 'hull-down') return { location: 'turret', dice: [] };
  const dice: number[] = [];
  for (;;) {
    const r = yield* rollSum(
      1,
      `hit location on ${s.target.name ?? 'the AFV'}`,
      '1 tracks, 2 lower hull, 3-4 upper hull, 5-6 turret',
    );
    dice.push(r.total);
    if (s.target.lowerHullCovered && r.total <= 2) continue;
    const location: Location =
      r.total === 1 ? 'tracks' : r.total === 2 ? 'lower-hull' : r.total <= 4 ? 'upper-hull' : 'turret';
    return { location, dice };
  }
}

function* afvHit(
  s: AtFireSituation,
  p: Plan,
  tables: PanzerfaustTables,
  previous: Effect | undefined,
  used: InferredUse[],
): Procedure<HitResult> {
  const t = s.target;
  const ammo = s.weapon.ammo ?? (s.weapon.infantry ? 'HEAT' : 'AP');
  const { location, dice } = yield* hitLocation(s);
  const base = { location, locationDice: dice };
  if (stoppedBySkirts(s, location))
    return {
      ...base,
      effect: 'none',
      note: `the ${location.replace('-', ' ')} has skirts or spaced armour: no effect`,
    };
  if (location === 'tracks' && isAtRifle(s)) return { ...base, effect: 'none', note: 'AT rifles cannot damage tracks' };
  const mods: Modifier[] = [];
  if (ammo === 'HE') {
    if ((s.weapon.calibreMm ?? 0) < 65)
      return { ...base, effect: 'none', note: 'HE under 65 mm has no effect on AFVs' };
    const calibre = p.calibreModifier();
    if (calibre) mods.push(calibre);
    if (t.light) mods.push(mod('light AFV', 2, PZ.heVsAfv));
    if (t.open && t.open !== 'none') mods.push(mod('AFV open at top, sides or rear', 2, PZ.heVsAfv));
    if ((t.open === 'top-sides-rear' && t.facing !== 'front') || (t.open === 'top-rear' && t.facing === 'rear'))
      mods.push(mod('fired into the open side or rear', 1, PZ.heVsAfv));
  } else {
    const armour = armourAt(p.armour(), location, t.facing ?? 'front');
    const pen = p.penetration();
    if (pen <= armour)
      return {
        ...base,
        armour,
        penetration: pen,
        penetrated: false,
        effect: 'none',
        note: `penetration ${pen} does not exceed armour ${armour}`,
      };
    if (location === 'tracks')
      return {
        ...base,
        armour,
        penetration: pen,
        penetrated: true,
        effect: 'immobilised',
        note: `tracks penetrated (${pen} > ${armour}): immobilised`,
      };
    const calibre = p.calibreModifier();
    if (calibre) mods.push(calibre);
    if (ammo === 'HEAT' || s.weapon.infantry)
      mods.push(mod(s.weapon.infantry ? 'infantry AT weapon' : 'HEAT', -4, PZ.penetrationEffects));
    const ex = excessModifier(pen, armour);
    if (ex > 0) mods.push(mod(`penetration exceeds armour by ${pen - armour}`, ex, PZ.penetration));
    p.effects();
    const r = yield* rollSum(3, `penetration effects on ${t.name ?? 'the AFV'}`, '14+ destroyed');
    const total = r.total + sumModifiers(mods);
    const e = effectFor(tables, total);
    if (e.inferred) used.push(e.inferred);
    const up = stepUp(e.effect, previous);
    return {
      ...base,
      armour,
      penetration: pen,
      penetrated: true,
      effectDice: r.faces,
      effectModifiers: mods,
      effectTotal: total,
      effect: up.effect,
      steppedUp: up.steppedUp,
      note: describeEffect(up.effect, location, up.steppedUp),
    };
  }
  p.effects();
  const r = yield* rollSum(3, `HE effects on ${t.name ?? 'the AFV'}`, '14+ destroyed');
  const total = r.total + sumModifiers(mods);
  const e = effectFor(tables, total);
  if (e.inferred) used.push(e.inferred);
  const up = stepUp(e.effect, previous);
  return {
    ...base,
    effectDice: r.faces,
    effectModifiers: mods,
    effectTotal: total,
    effect: up.effect,
    steppedUp: up.steppedUp,
    note: describeEffect(up.effect, location, up.steppedUp),
  };
}

export function describeEffect(e: Effect, loc: Location, steppedUp = false): string {
  const what =
    e === 'damaged'
      ? loc === 'turret'
        ? 'Hull/Gun damaged: main gun and traverse disabled'
        : 'Hull/Gun damaged: immobilised'
      : EFFECT_NAMES[e];
  return steppedUp ? `${what} (a repeated result, one step up)` : what;
}

function* crewCasualties(s: AtFireSituation, n: { value: number }, bases: number): Procedure<CrewRolls> {
  const mods: Modifier[] = [];
  const ammo = s.weapon.ammo ?? (s.weapon.infantry ? 'HEAT' : 'AP');
  if (s.target.kind === 'afv') mods.push(mod('target is an AFV', -1, PZ.crewCasualties));
  if (ammo === 'APCR' || ammo === 'HVAP' || ammo === 'APDS')
    mods.push(mod(`firer used ${ammo}`, -1, PZ.crewCasualties));
  if (ammo === 'HEAT' && !s.weapon.infantry) mods.push(mod('firer used HEAT', -2, PZ.crewCasualties));
  const number = n.value + sumModifiers(mods);
  const rolls: number[] = [];
  let lost = 0;
  for (let i = 0; i < bases; i++) {
    const r = yield* rollUnder(2, number, `crew/passenger base ${i + 1} of ${bases}`);
    rolls.push(r.total);
    if (r.success) lost++;
  }
  return { number, modifiers: mods, rolls, lost };
}

export function* atFire(s: AtFireSituation, tables: PanzerfaustTables): Procedure<AtFireResult> {
  if (s.firer.moved === 'over-half')
    throw new InputError('A unit that moved more than half its allowance cannot fire this turn (pp. 6, 30).');
  const base = baseToHit(s, tables);
  const modifiers = atModifiers(s, tables);
  const p = new Plan(s, tables);
  const toHit = base.toHit + sumModifiers(modifiers);
  const roll = yield* rollUnder(
    3,
    toHit,
    `to hit ${s.target.name ?? 'the target'}${s.firer.name ? ` (${s.firer.name})` : ''}`,
  );
  const extra: RuleRef[] = [PZ.atProcedure, PZ.rollUnder3d6];
  if (base.band !== undefined && s.weapon.toHit === undefined && s.band === undefined) extra.push(PZ.rangeBands);
  if (s.weapon.infantry) extra.push(PZ.infantryAt);
  const used: InferredUse[] = base.inferred ? [base.inferred] : [];
  let hits = roll.success ? 1 : 0;
  if (roll.success && s.weapon.autoCannon) {
    const cap = (s.weapon.autoCannon === '20-25' ? 3 : 2) + (s.weapon.extraBarrels ?? 0);
    hits = Math.min(cap, 1 + roll.margin);
    extra.push(PZ.autoCannon);
  }
  const hitResults: HitResult[] = [];
  let crewLost: AtFireResult['crewLost'] = 'none';
  let crewRolls: CrewRolls | undefined;
  const ammo = s.weapon.ammo ?? (s.weapon.infantry ? 'HEAT' : 'AP');
  const t = s.target;
  if (hits > 0 && t.kind !== 'afv') {
    extra.push(PZ.gunsSoftskinsHit);
    if (t.kind === 'gun') {
      hitResults.push({ effect: 'gun-destroyed', note: 'the gun and its crew are destroyed' });
      crewLost = 'crew';
    } else {
      hitResults.push({ effect: 'softskin-destroyed', note: 'the softskin and anything it tows are destroyed' });
      const aboard = (t.crewBases ?? 0) + (t.passengerBases ?? 0);
      if (ammo === 'HE') crewLost = 'all aboard';
      else if (aboard > 0) {
        crewRolls = yield* crewCasualties(s, p.crewNumber(), aboard);
        extra.push(PZ.crewCasualties);
      }
    }
  } else if (hits > 0) {
    extra.push(PZ.hitLocation, ammo === 'HE' ? PZ.heVsAfv : PZ.penetration, PZ.penetrationEffects);
    if (t.hidden === 'hull-down' || t.lowerHullCovered) extra.push(PZ.hiddenLocation);
    if (t.skirts?.length) extra.push(PZ.skirts);
    let previous = t.previousEffect;
    for (let i = 0; i < hits; i++) {
      const h = yield* afvHit(s, p, tables, previous, used);
      hitResults.push(h);
      if (h.steppedUp) extra.push(PZ.nextResultUp);
      if (h.effect === 'none' || h.effect === 'immobilised') continue;
      previous = h.effect as Effect;
      if (h.effect === 'destroyed') {
        if (ammo === 'HE') crewLost = 'all aboard';
        else {
          crewLost = 'crew';
          if ((t.passengerBases ?? 0) > 0) {
            crewRolls = yield* crewCasualties(s, p.crewNumber(), t.passengerBases!);
            extra.push(PZ.crewCasualties);
          }
        }
        break;
      }
    }
  }
  if (s.firer.oneManTurret) extra.push(PZ.oneManTurret);
  return {
    baseToHit: base.toHit,
    ...(base.band !== undefined ? { band: base.band } : {}),
    modifiers,
    toHit,
    roll,
    hits,
    hitResults,
    crewLost,
    ...(crewRolls ? { crewRolls } : {}),
    rules: rulesOf(modifiers, ...extra),
    inferred: inferredOf(used, p.inferred()),
  };
}
