/**
 * Movement (p. 8 [Movement] to [Foxholes]; p. 4 terrain): a unit that did not fire moves once,
 * spending MPs per hexside crossed (Clear 2, Woods 3, a road -1, friendly town by road 1,
 * uphill +1, a wreck +1), always at least one hex unless impassable. Entering a frontline hex
 * (or moving between two), a woods hex or a smoke hex stops it; frontline moves and assaults
 * obey hexside Move Limits. Moving into an adjacent enemy hex from a frontline hex is an
 * assault (p. 9 [Assault Phase]). Checked against the table before anything changes.
 */
import { InputError } from '../../errors/input-error.js';
import type { RuleRef } from '../../engine/rules.js';
import { sideKey, type HexId } from './hex.js';
import { CI } from './rules.js';
import { cell } from './terrain.js';
import { labelValue, type Unit, type World } from './world.js';

export interface MoveStep {
  readonly from: HexId;
  readonly to: HexId;
  readonly cost: number;
  readonly why: string;
}

export interface MovePlan {
  readonly unit: string;
  readonly steps: readonly MoveStep[];
  readonly cost: number;
  /** The hex it ends in. */
  readonly to: HexId;
  /** Set when the last step moves into an enemy hex. */
  readonly assault?: { readonly hex: HexId; readonly from: HexId };
  /** Hexsides whose Move Limit this move uses. */
  readonly limited: readonly string[];
  /** Why it had to stop where it did, if it did. */
  readonly stopped?: string;
  /** It entered an enemy minefield (revealed; it attacks). */
  readonly minefield?: HexId;
  readonly rules: readonly RuleRef[];
}

const NO_ASSAULT: readonly string[] = ['artillery', 'at_gun', 'mortar', 'mg'];

/** MPs to cross a→b for this unit (p. 8; p. 4 [Roads], [Town], [Slopes]; p. 6 [Wrecks]). */
export function stepCost(world: World, u: Unit, a: HexId, b: HexId): { cost: number; why: string } {
  const side = world.hexside(a, b);
  const lost = world.lost;
  let cost: number;
  const why: string[] = [];
  if (side.bridge) {
    cost = lost.num('move.bridge');
    why.push('bridge');
  } else if (side.ford) {
    cost = lost.num('move.ford');
    why.push('ford');
  } else if (side.terrain.move === 'impassable') {
    const boats = side.terrain.boats !== undefined && (u.spec.kind === 'engineer' || u.spec.kind === 'squad');
    if (!boats)
      throw new InputError(
        `${u.spec.id} cannot cross the ${side.name} hexside ${a}-${b}${side.terrain.boats !== undefined ? ': only engineers and infantry cross by boat (p. 4)' : ' (impassable)'}.`,
      );
    cost = cell(side.terrain.boats!, lost);
    why.push(`${side.name} by boat`);
  } else {
    cost = cell(side.terrain.move, lost);
    why.push(side.name);
    if (world.road(a, b)) {
      const town = world.terrain(b).roadMoveFriendly;
      if (town !== undefined && world.control(b, u.side) === 'friendly') {
        cost = cell(town, lost);
        why.push('road into a friendly town');
      } else {
        cost -= lost.num('move.road_reduction');
        why.push('road');
      }
    }
  }
  if (
    u.spec.kind === 'tank' &&
    (world.terrain(b).tanksOnlyByRoad || side.terrain.tanksOnlyByRoad) &&
    !world.road(a, b)
  ) {
    throw new InputError(`${u.spec.id} is a tank: it enters woods only along a road (p. 4 [Woods]).`);
  }
  if (side.uphill === b) {
    cost += lost.num('move.slope_up');
    why.push('uphill');
  }
  if (world.options.wrecks && [...world.byId.values()].some((x) => x.state.wreck && x.state.hex === b)) {
    cost += lost.num('move.wreck');
    why.push('wreck');
  }
  return { cost, why: why.join(', ') };
}

/** Check a whole move (the hexes entered, in order) and say what it costs and where it stops. */
export function planMove(
  world: World,
  id: string,
  path: readonly HexId[],
  opts: { walkingFire?: boolean } = {},
): MovePlan {
  const u = world.unit(id);
  const spec = u.spec;
  if (!world.live(u)) throw new InputError(`${spec.id} is not on the map.`);
  if (u.side !== world.activeIndex)
    throw new InputError(`${spec.id} is not ${world.state.active}'s: only the active player moves.`);
  if (u.state.fired) throw new InputError(`${spec.id} fired this turn: only units that did not fire move (p. 8).`);
  if (u.state.moved) throw new InputError(`${spec.id} has already moved this turn (p. 8).`);
  if (path.length === 0) throw new InputError('Name at least one hex to move into.');
  if (opts.walkingFire && path.length > 1) throw new InputError('Walking Fire: move only one hex (p. 8).');
  const move = labelValue(spec, 'move');
  const rules: RuleRef[] = [CI.movement, CI.terrainMovement];
  const steps: MoveStep[] = [];
  const limited: string[] = [];
  let spent = 0;
  let here = u.state.hex!;
  let stopped: string | undefined;
  let assault: MovePlan['assault'];
  let minefield: HexId | undefined;
  const enemy = 1 - u.side;
  path.forEach((to, i) => {
    if (stopped) throw new InputError(`${spec.id} must stop in ${here} (${stopped}); it cannot go on to ${to}.`);
    if (!world.adjacent(here, to)) throw new InputError(`${to} is not next to ${here}.`);
    if (!world.onMap(to)) throw new InputError(`${to} is off the map.`);
    const { cost, why } = stepCost(world, u, here, to);
    if (why.includes('road')) rules.push(CI.roadMovement);
    if (why.includes('uphill')) rules.push(CI.slopes);
    const first = i === 0;
    if (spent + cost > move && !(first && path.length === 1))
      throw new InputError(
        `${spec.id} has ${move} MP: ${here}-${to} (${why}) costs ${cost} and ${spent} are spent already.`,
      );
    // Where the mover stands, a hex is a frontline hex when the enemy's control reaches it.
    const fromFront = world.projects(enemy, here);
    if (world.at(to, enemy).length > 0) {
      rules.push(CI.assaultPhase);
      if (i !== path.length - 1)
        throw new InputError(`${to} holds enemy units: moving in is an assault and ends the move.`);
      if (!first || !fromFront)
        throw new InputError(`Only units that start next to the enemy (in a frontline hex) may assault (p. 9).`);
      if (NO_ASSAULT.includes(spec.kind))
        throw new InputError(
          `${spec.id} cannot move into an assault: artillery, AT guns, mortars and machine guns never do (p. 9).`,
        );
      if (opts.walkingFire) throw new InputError('Walking Fire cannot be used to make an assault (p. 8).');
      if (world.smoke(to)) throw new InputError(`No assault in a smoke hex (${to}, p. 7).`);
      const side = world.hexside(here, to);
      if (side.terrain.noAssaultAcross) throw new InputError(`No assault across the ${side.name} hexside (p. 4).`);
      if (side.terrain.assaultOnlyEngineers && !side.bridge && !side.ford && spec.kind !== 'engineer')
        throw new InputError(`Across a river only engineers may assault (chart note; B18).`);
      assault = { hex: to, from: here };
    }
    const toFront = world.projects(enemy, to) || assault !== undefined;
    if (fromFront || toFront || assault) {
      rules.push(CI.hexsideLimits);
      const key = sideKey(here, to);
      const limit = world.moveLimit(here, to);
      const used = (world.state.used.moveCounts[key] ?? 0) + limited.filter((k) => k === key).length;
      if (used >= limit)
        throw new InputError(
          `The ${world.hexside(here, to).name} hexside ${here}-${to} has a Move Limit of ${limit === 0 ? 'Ø' : limit} and ${used} already crossed it this turn (p. 8 [Hexside Limits]).`,
        );
      limited.push(key);
    }
    spent += cost;
    steps.push({ from: here, to, cost, why });
    here = to;
    if (toFront && !assault) {
      rules.push(CI.frontline);
      stopped = 'a frontline hex';
    } else if (world.terrain(to).stopOnEntry && !assault) stopped = `${world.terrainName(to)} hex`;
    else if (world.smoke(to)) {
      rules.push(CI.smoke);
      stopped = 'smoke';
    }
    const mines = world.state.markers.minefields.find(
      (m) => m.hex === to && m.owner !== world.state.sides[u.side]!.name,
    );
    if (mines && !assault) {
      rules.push(CI.minefields);
      minefield = to;
      stopped = 'a minefield';
    }
  });
  return {
    unit: spec.id,
    steps,
    cost: spent,
    to: here,
    ...(assault ? { assault } : {}),
    limited,
    ...(stopped ? { stopped } : {}),
    ...(minefield ? { minefield } : {}),
    rules: [...new Set(rules)],
  };
}

/**
 * Why ending a move in `to` is refused, or undefined: the hex would hold more of the side's units
 * than its stacking limit, with too few of them there still able to move out before the limit is
 * checked after all movement (p. 8 [Stacking Limits]).
 */
export function stackTrap(world: World, id: string, to: HexId): string | undefined {
  const u = world.unit(id);
  if (u.state.hex === to) return undefined;
  const there = world.at(to, u.side).filter((x) => x.spec.id !== id);
  const limit = world.stackLimit(to);
  const after = there.length + 1;
  if (after <= limit) return undefined;
  const canLeave = there.filter((x) => !x.state.fired && !x.state.moved && x.spec.move !== null).length;
  if (after - canLeave <= limit) return undefined;
  return `${to} would hold ${after} of ${world.state.sides[u.side]!.name}'s units against its stacking limit of ${limit}, and too few there can still move out (p. 8 [Stacking Limits])`;
}

/** Over-stacked hexes of a side after all movement (p. 8 [Stacking Limits]); in an assault hex each side counts separately (B12). */
export function overstacked(world: World, side: number): { hex: HexId; count: number; limit: number }[] {
  const hexes = new Set(world.units(side).map((u) => u.state.hex!));
  const out: { hex: HexId; count: number; limit: number }[] = [];
  for (const hex of hexes) {
    const count = world.stackCount(hex, side);
    const limit = world.stackLimit(hex);
    if (count > limit) out.push({ hex, count, limit });
  }
  return out;
}

/** May this unit dig a foxhole (p. 8 [Foxholes]): not guns or tanks, instead of its move. */
export function canDig(world: World, u: Unit): void {
  if (u.spec.kind === 'tank' || u.spec.kind === 'at_gun' || u.spec.kind === 'artillery')
    throw new InputError(`${u.spec.id} cannot dig a foxhole: guns and tanks never do (p. 8).`);
  if (u.state.fired || u.state.moved)
    throw new InputError(`${u.spec.id} already acted this turn; digging a foxhole is its move.`);
  const hex = u.state.hex!;
  const holes = world.state.markers.foxholes[hex] ?? 0;
  const inHoles = world.at(hex).filter((x) => x.state.foxhole).length;
  if (inHoles >= Math.max(holes, 0) && holes >= world.stackLimit(hex))
    throw new InputError(`${hex} has as many foxholes as its stacking limit (p. 8).`);
}
