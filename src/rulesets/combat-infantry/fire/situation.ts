/**
 * From the table to a fire situation (p. 5 [Fire Phase] to p. 6 [Targeting]): who may fire at
 * what, from how far, across which hexsides, with which modifiers, and who can be hit with what
 * defense. Everything a fire needs (label values, lost digits) is looked up here, before a die
 * is rolled: a missing value stops the fire with one sentence and changes nothing.
 */
import { InputError } from '../../../errors/input-error.js';
import type { RuleRef } from '../../../engine/rules.js';
import { sideKey, type HexId } from '../hex.js';
import type { LostValues } from '../lost-values.js';
import { CI } from '../rules.js';
import { isArmored, isHq, lastStep } from '../schema/force.js';
import { cell } from '../terrain.js';
import { labelValue, type Unit, type World } from '../world.js';
import type { FireModifier, FireSituation } from './fire.js';
import type { HitUnit } from './hits.js';

/** The long-range modifier, or 'out' beyond double range (p. 5 [Range]). */
export function rangeModifier(distance: number, range: number, lost: LostValues): FireModifier | 'out' | undefined {
  if (distance > 2 * range) return 'out';
  if (distance > range)
    return {
      name: `long range (${distance} hexes, range ${range})`,
      delta: lost.num('fire.long_range_modifier'),
      rule: CI.range,
    };
  return undefined;
}

/** A unit's defense against fire (1D or 2D) where it stands (p. 4, p. 7, p. 8; B3, B4). */
export function fireDefense(world: World, u: Unit, mode: 'direct' | 'bombard'): { defense: 1 | 2; rule?: RuleRef } {
  const hex = u.state.hex!;
  const tname = world.terrainName(hex);
  const t = world.terrain(hex);
  const kind = u.spec.kind;
  const double = (): 1 | 2 => (world.lost.num('defense.double') === 2 ? 2 : 1);
  if (kind === 'tank') {
    if (tname === 'town' && t.tankDefense !== undefined)
      return { defense: cell(t.tankDefense, world.lost) >= 2 ? 2 : 1, rule: CI.doubleDefense };
    const cover = tname === 'woods' || tname === 'town' || tname === 'farm';
    if (world.options.tanks2dOnlyInCover && !cover) return { defense: 1 };
    return { defense: double(), rule: CI.doubleDefense };
  }
  if (world.state.markers.bunkers.includes(hex) && kind !== 'mortar') return { defense: double(), rule: CI.bunkers };
  if (u.state.foxhole) return { defense: double(), rule: CI.foxholes };
  if (kind === 'at_gun' && (tname === 'town' || tname === 'farm' || tname === 'woods'))
    return { defense: double(), rule: CI.atGunTargets };
  if (t.defense === 2) return { defense: double(), rule: CI.doubleDefense };
  if (mode === 'bombard' && t.bombardDefense === 2) return { defense: double(), rule: CI.doubleDefense };
  return { defense: 1 };
}

export function hitUnit(world: World, u: Unit, defense: 1 | 2, armor?: number): HitUnit {
  return {
    id: u.spec.id,
    owner: world.state.sides[u.side]!.name,
    strength: u.state.strength,
    lastStep: lastStep(u.spec.kind),
    defense,
    ...(u.state.halfHit ? { halfHit: u.state.halfHit } : {}),
    ...(armor !== undefined ? { armor } : {}),
  };
}

export interface FireRequest {
  readonly firer: string;
  readonly hex: HexId;
  /** A named armored unit (or an MG, for AT guns). */
  readonly targeted?: string;
  /** The HQ spotting a bombardment. */
  readonly spotter?: string;
  /** Walking Fire: fired in the Move Phase after moving one hex (optional rule). */
  readonly walkingFire?: boolean;
}

export interface BuiltFire {
  readonly situation: FireSituation;
  /** Hexsides this direct fire uses up (p. 5 [Hexside Fire Limits]). */
  readonly sides: readonly string[];
  readonly bombard: boolean;
}

/** A spotter for a bombardment of `hex`: a friendly HQ, adjacent with LOS, not used this phase (p. 5 [Spotting]). */
export function spotterFor(world: World, side: number, hex: HexId, id?: string): Unit {
  const used = new Set(world.state.used.spotters);
  const fits = (u: Unit) =>
    isHq(u.spec.kind) &&
    u.side === side &&
    world.live(u) &&
    world.adjacent(u.state.hex!, hex) &&
    world.los(u.state.hex!, hex) &&
    !used.has(u.spec.id);
  if (id) {
    const u = world.unit(id);
    if (!fits(u))
      throw new InputError(
        `${u.spec.id} cannot spot ${hex}: a spotter is an HQ of the firing side, adjacent to the target with line of sight, one per bombardment.`,
      );
    return u;
  }
  const u = world.units(side).find(fits);
  if (!u)
    throw new InputError(
      `No HQ spots ${hex}: a bombardment needs its own HQ adjacent to the target with line of sight (p. 5 [Spotting]).`,
    );
  return u;
}

/**
 * No fire into or through friendly-occupied or assault hexes (p. 6). Bombardment is indirect:
 * umpire applies only the "into" part to it (it cannot land on friends or an assault), reading
 * the note as a direct-fire rule; the spec's §5.1 lists it for all fire.
 */
function noPassThrough(world: World, side: number, from: HexId, hex: HexId, bombard: boolean): void {
  const assaults = world.assaultHexes();
  for (const [, b] of bombard ? [[from, hex] as const] : world.firePath(from, hex)) {
    if (world.at(b, side).length > 0 || assaults.has(b))
      throw new InputError(
        `Fire from ${from} to ${hex} would go into or through ${b}, a hex with friendly units or an assault (p. 6).`,
      );
  }
}

export function buildFire(world: World, req: FireRequest): BuiltFire {
  const u = world.unit(req.firer);
  const spec = u.spec;
  if (!world.live(u)) throw new InputError(`${spec.id} is not on the map.`);
  const from = u.state.hex!;
  const side = u.side;
  const enemy = 1 - side;
  const rules: RuleRef[] = [];
  const notes: string[] = [];
  const modifiers: FireModifier[] = [];
  const bombard = spec.kind === 'mortar' || spec.kind === 'artillery';
  const F = labelValue(spec, 'F');
  const range = labelValue(spec, 'range');
  const dist = world.distance(from, req.hex);
  if (dist === 0) throw new InputError(`${spec.id} cannot fire into its own hex.`);
  const rm = rangeModifier(dist, range, world.lost);
  if (rm === 'out')
    throw new InputError(
      `${req.hex} is ${dist} hexes from ${spec.id}: beyond double its range ${range} (p. 5 [Range]).`,
    );
  if (rm) modifiers.push(rm);
  rules.push(CI.range);
  const inHex = world.at(req.hex, enemy);
  if (inHex.length === 0) throw new InputError(`No enemy block in ${req.hex}.`);
  noPassThrough(world, side, from, req.hex, bombard);
  rules.push(CI.noFireThroughFriends);
  let sides: string[] = [];
  let spotterHex: HitUnit[] | undefined;
  if (bombard) {
    rules.push(CI.bombardment, CI.spotting);
    if (world.state.used.bombardedFrom.includes(from))
      throw new InputError(
        `A mortar or artillery unit has already bombarded from ${from} this phase (p. 5 [Bombardment]).`,
      );
    const spotter = spotterFor(world, side, req.hex, req.spotter);
    spotterHex = world
      .at(spotter.state.hex!, side)
      .map((x) => hitUnit(world, x, fireDefense(world, x, 'bombard').defense));
    notes.push(`spotted by ${spotter.spec.id}`);
    if (world.onBridge(req.hex) || world.onRoadJunction(req.hex))
      modifiers.push({
        name: 'bridge, crossroads or road junction',
        delta: world.lost.num('bombard.road_aiming_bonus'),
        rule: CI.roadAiming,
      });
  } else {
    rules.push(CI.lineOfSight);
    if (!world.los(from, req.hex))
      throw new InputError(`${spec.id} in ${from} has no line of sight to ${req.hex} (p. 6 [Line of Sight]).`);
    if (world.terrain(req.hex).noDirectFireInto)
      throw new InputError(
        `${req.hex} is woods: no direct fire into woods, only bombardment or an assault (p. 4 [Woods]; B21).`,
      );
    rules.push(CI.fireLimits);
    sides = world.firePathKeys(from, req.hex);
    for (const [a, b] of world.firePath(from, req.hex)) {
      const limit = world.fireLimit(a, b);
      const used = world.state.used.fireCounts[sideKey(a, b)] ?? 0;
      if (used >= limit)
        throw new InputError(
          `The ${world.hexside(a, b).name} hexside ${a}-${b} allows ${limit === 0 ? 'no fire (Ø)' : `${limit} firing unit${limit > 1 ? 's' : ''}`} and ${used} already fired across it this phase (p. 5 [Hexside Fire Limits]).`,
        );
    }
  }
  if (req.walkingFire) {
    if (!world.options.walkingFire)
      throw new InputError('Walking Fire is an optional rule that this game does not use (option walkingFire).');
    if (spec.kind !== 'squad' && !(spec.kind === 'tank' && spec.walkingFire))
      throw new InputError(`${spec.id} cannot use Walking Fire: infantry squads and the Sherman only (p. 8).`);
    modifiers.push({ name: 'Walking Fire', delta: -1, rule: CI.walkingFire });
  }
  let targets: HitUnit[];
  let targeted: string | undefined;
  const mayTarget = spec.antiTank || spec.kind === 'tank';
  if (req.targeted) {
    const t = world.unit(req.targeted);
    if (t.state.hex !== req.hex || t.side !== enemy)
      throw new InputError(`${t.spec.id} is not an enemy block in ${req.hex}.`);
    const mgOk =
      t.spec.kind === 'mg' && (spec.kind === 'at_gun' || (spec.kind === 'atr' && world.options.atrMayTargetMgs));
    if (!(mayTarget && (isArmored(t.spec) || mgOk)))
      throw new InputError(
        `${spec.id} cannot target ${t.spec.id}: only tanks and anti-tank units target armor; AT guns may also target machine guns (pp. 3, 6).`,
      );
    if (isArmored(t.spec)) {
      const spotted = world.options.directFireNeedsHqSpotting
        ? world
            .units(side)
            .some(
              (h) =>
                isHq(h.spec.kind) &&
                h.state.revealed &&
                world.adjacent(h.state.hex!, req.hex) &&
                world.los(h.state.hex!, req.hex),
            )
        : t.state.revealed || t.spec.kind === 'tank';
      if (!spotted) throw new InputError(`${t.spec.id} is not spotted (B10; option directFireNeedsHqSpotting).`);
      const armor = labelValue(t.spec, 'armor');
      modifiers.push({ name: `armor ${armor}`, delta: -armor, rule: CI.armor });
    }
    rules.push(CI.targeting);
    targeted = t.spec.id;
    targets = [hitUnit(world, t, fireDefense(world, t, 'direct').defense)];
  } else {
    const unarmored = inHex.filter((x) => !isArmored(x.spec));
    if (unarmored.length < inHex.length) {
      rules.push(CI.armor);
      notes.push(
        `armored units in ${req.hex} can only be targeted by tanks and anti-tank units; hits go to the others`,
      );
    }
    targets = unarmored.map((x) => hitUnit(world, x, fireDefense(world, x, bombard ? 'bombard' : 'direct').defense));
    if (targets.length === 0)
      throw new InputError(
        `${spec.id} cannot affect the armored units in ${req.hex}: target one with a tank or an anti-tank unit (p. 6 [Armor Defense]).`,
      );
  }
  const situation: FireSituation = {
    firer: {
      id: spec.id,
      side: world.state.sides[side]!.name,
      strength: u.state.strength,
      F,
      ...(spec.antiTank ? { antiTank: true } : {}),
    },
    mode: bombard ? 'bombard' : 'direct',
    modifiers,
    targets,
    ...(targeted ? { targeted } : {}),
    ...(spotterHex ? { spotterHex } : {}),
    oneHitPerUnit: world.options.oneHitPerFiringUnit,
    friendlyFireZeros: world.options.friendlyFireZeros,
    rules,
    notes,
  };
  return { situation, sides: bombard ? [] : sides, bombard };
}

/** Off-board artillery or an air strike on a spotted hex (p. 3): one per Fire Phase, never both in one Player Turn. */
export function buildSupportFire(
  world: World,
  side: number,
  kind: 'artillery' | 'air',
  hex: HexId,
  spotterId?: string,
): BuiltFire {
  const s = world.state.sides[side]!;
  const force = world.forces[side]!;
  const left = kind === 'artillery' ? (s.artillery ?? force.support.artillery) : (s.air ?? force.support.air);
  if (left <= 0)
    throw new InputError(`${s.name} has no ${kind === 'artillery' ? 'artillery bombardment' : 'air strike'} left.`);
  const used = world.state.used;
  if (kind === 'artillery' && used.artillery)
    throw new InputError('One artillery bombardment per Fire Phase (p. 3 [Artillery Support]).');
  if (kind === 'air' && used.air) throw new InputError('One air strike per Fire Phase (p. 3 [Air Support]).');
  if ((kind === 'air' && used.artillery) || (kind === 'artillery' && used.air))
    throw new InputError('Air and artillery support cannot both be used in the same Player Turn (p. 3).');
  const F = world.lost.num(kind === 'artillery' ? 'artillery.firepower' : 'air.firepower');
  const dice = kind === 'artillery' ? force.support.artilleryDice : force.support.airDice;
  if (dice === null)
    throw new InputError(
      `The number of dice of ${kind === 'artillery' ? 'an off-board bombardment' : 'an air strike'} is not in the text: write support.${kind}Dice in ${s.name}'s force file from the scenario card.`,
    );
  const enemy = 1 - side;
  const inHex = world.at(hex, enemy);
  if (inHex.length === 0) throw new InputError(`No enemy block in ${hex}.`);
  const spotter = spotterFor(world, side, hex, spotterId);
  const modifiers: FireModifier[] = [];
  if (world.onBridge(hex) || world.onRoadJunction(hex))
    modifiers.push({
      name: 'bridge, crossroads or road junction',
      delta: world.lost.num('bombard.road_aiming_bonus'),
      rule: CI.roadAiming,
    });
  const targets = inHex
    .filter((x) => !isArmored(x.spec))
    .map((x) => hitUnit(world, x, fireDefense(world, x, 'bombard').defense));
  if (targets.length === 0)
    throw new InputError(`Only armored units are in ${hex}; a bombardment hits the others (p. 6).`);
  const situation: FireSituation = {
    firer: {
      id: kind === 'artillery' ? `${s.name} artillery` : `${s.name} air strike`,
      side: s.name,
      strength: dice,
      F,
    },
    mode: 'bombard',
    modifiers,
    targets,
    spotterHex: world
      .at(spotter.state.hex!, side)
      .map((x) => hitUnit(world, x, fireDefense(world, x, 'bombard').defense)),
    oneHitPerUnit: world.options.oneHitPerFiringUnit,
    friendlyFireZeros: world.options.friendlyFireZeros,
    rules: [kind === 'artillery' ? CI.artillery : CI.air, CI.spotting],
    notes: [`spotted by ${spotter.spec.id}`],
  };
  return { situation, sides: [], bombard: true };
}
