/**
 * A game's table as the rules see it: the blocks with their label data, where they stand, the
 * terrain of every hex and hexside, hex control and frontline hexes (p. 8), stacking, hexside
 * limits and line of sight (p. 6). Read-only; procedures return new states.
 */
import { InputError } from '../../errors/input-error.js';
import { adjacent, distance, lines, neighbours, parseHex, sideKey, type HexId } from './hex.js';
import type { LostValues } from './lost-values.js';
import type { CiOptions } from './options.js';
import type { BlockSpec, ForceFile } from './schema/force.js';
import type { BlockState, CiGameState, MapData } from './schema/game.js';
import { cell, type Terrain, type TerrainChart } from './terrain.js';

export interface Unit {
  readonly spec: BlockSpec;
  readonly state: BlockState;
  /** Index of its side in the game. */
  readonly side: number;
}

export interface HexsideInfo {
  readonly name: string;
  readonly terrain: Terrain;
  readonly gap: boolean;
  readonly bridge: boolean;
  readonly ford: boolean;
  readonly uphill?: HexId;
}

export type Control = 'friendly' | 'enemy' | 'disputed' | 'neutral';

export class World {
  readonly byId = new Map<string, Unit>();
  constructor(
    readonly state: CiGameState,
    readonly forces: readonly ForceFile[],
    readonly chart: TerrainChart,
    readonly lost: LostValues,
    readonly options: CiOptions,
  ) {
    state.sides.forEach((side, si) => {
      const specs = new Map(forces[si]!.blocks.map((b) => [b.id, b]));
      for (const b of side.blocks) {
        const spec = specs.get(b.id);
        if (spec) this.byId.set(b.id, { spec, state: b, side: si });
      }
    });
  }

  get map(): MapData {
    return this.state.map;
  }

  get layout() {
    return this.state.map.layout;
  }

  sideIndex(name: string): number {
    const i = this.state.sides.findIndex((s) => s.name.toLowerCase() === name.toLowerCase());
    if (i < 0)
      throw new InputError(`'${name}' is not a side of this game (${this.state.sides.map((s) => s.name).join(', ')}).`);
    return i;
  }

  get activeIndex(): number {
    return this.sideIndex(this.state.active);
  }

  unit(id: string): Unit {
    const u = this.byId.get(id) ?? [...this.byId.values()].find((x) => x.spec.id.toLowerCase() === id.toLowerCase());
    if (!u) throw new InputError(`No block '${id}' in this game.`);
    return u;
  }

  /** On the map and in play (not eliminated, not gone, not a wreck). */
  live(u: Unit): boolean {
    return u.state.hex !== undefined && !u.state.eliminated && !u.state.offMap && !u.state.exited && !u.state.wreck;
  }

  units(side?: number): Unit[] {
    return [...this.byId.values()].filter((u) => this.live(u) && (side === undefined || u.side === side));
  }

  at(hex: HexId, side?: number): Unit[] {
    return this.units(side).filter((u) => u.state.hex === hex);
  }

  onMap(hex: HexId): boolean {
    const { col, row } = parseHex(hex);
    const m = this.state.map;
    return col >= m.cols[0] && col <= m.cols[1] && row >= m.rows[0] && row <= m.rows[1];
  }

  neighbours(hex: HexId): HexId[] {
    return neighbours(hex, this.layout).filter((h) => this.onMap(h));
  }

  distance(a: HexId, b: HexId): number {
    return distance(a, b, this.layout);
  }

  adjacent(a: HexId, b: HexId): boolean {
    return adjacent(a, b, this.layout);
  }

  terrainName(hex: HexId): string {
    const h = this.state.map.hexes[hex];
    return typeof h === 'string' ? h : (h?.terrain ?? this.state.map.default);
  }

  terrain(hex: HexId): Terrain {
    return this.terrainNamed(this.terrainName(hex));
  }

  terrainNamed(name: string): Terrain {
    const t = this.chart[name];
    if (!t)
      throw new InputError(
        `'${name}' is not a terrain of the Terrain Effects Chart (${Object.keys(this.chart).join(', ')}).`,
      );
    return t;
  }

  height(hex: HexId): number {
    const h = this.state.map.hexes[hex];
    return typeof h === 'object' ? (h.height ?? 0) : 0;
  }

  hexInfo(hex: HexId): { objective: boolean; crossroads: boolean } {
    const h = this.state.map.hexes[hex];
    return { objective: typeof h === 'object' && !!h.objective, crossroads: typeof h === 'object' && !!h.crossroads };
  }

  hexside(a: HexId, b: HexId): HexsideInfo {
    const raw = this.state.map.hexsides[`${a}-${b}`] ?? this.state.map.hexsides[`${b}-${a}`];
    const o = typeof raw === 'string' ? { terrain: raw } : (raw ?? {});
    let name = o.terrain;
    if (!name) {
      const ta = this.terrainName(a);
      const tb = this.terrainName(b);
      name = this.terrainNamed(ta).rank >= this.terrainNamed(tb).rank ? ta : tb;
    }
    const out: HexsideInfo = {
      name,
      terrain: this.terrainNamed(name),
      gap: !!o.gap,
      bridge: !!o.bridge && !o.destroyed,
      ford: !!o.ford,
    };
    return o.uphill ? { ...out, uphill: o.uphill } : out;
  }

  /** Road along a→b: both hexes consecutive on one road. */
  road(a: HexId, b: HexId): boolean {
    return this.state.map.roads.some((r) => r.some((h, i) => h === a && (r[i + 1] === b || r[i - 1] === b)));
  }

  onRoadJunction(hex: HexId): boolean {
    if (this.hexInfo(hex).crossroads) return true;
    return this.state.map.roads.filter((r) => r.includes(hex)).length > 1;
  }

  onBridge(hex: HexId): boolean {
    return this.neighbours(hex).some((n) => this.hexside(hex, n).bridge);
  }

  /** Impassable for movement (bridges and fords cross rivers and water). */
  impassable(a: HexId, b: HexId): boolean {
    const s = this.hexside(a, b);
    if (s.bridge || s.ford) return false;
    return s.terrain.move === 'impassable';
  }

  /** Control is not projected across impassable hexsides, rivers or hedges without a gap (B24). */
  blocksControl(a: HexId, b: HexId): boolean {
    const s = this.hexside(a, b);
    if (s.bridge || s.ford) return false;
    if (s.name === 'hedge') return !s.gap;
    return s.terrain.move === 'impassable';
  }

  projects(side: number, hex: HexId): boolean {
    if (this.at(hex, side).length > 0) return true;
    return this.neighbours(hex).some((n) => this.at(n, side).length > 0 && !this.blocksControl(n, hex));
  }

  control(hex: HexId, side: number): Control {
    const other = 1 - side;
    const mine = this.at(hex, side).length > 0;
    const theirs = this.at(hex, other).length > 0;
    if (mine && !theirs) return 'friendly';
    if (theirs && !mine) return 'enemy';
    if (mine && theirs) return 'disputed';
    const a = this.projects(side, hex);
    const b = this.projects(other, hex);
    if (a && b) return 'disputed';
    if (a) return 'friendly';
    if (b) return 'enemy';
    return 'neutral';
  }

  /** Where both sides' control overlaps: disputed vacant hexes, and occupied hexes next to the enemy (p. 8). */
  frontline(hex: HexId): boolean {
    const occ = [0, 1].filter((s) => this.at(hex, s).length > 0);
    if (occ.length === 0) return this.control(hex, 0) === 'disputed';
    if (occ.length === 2) return true;
    return this.projects(1 - occ[0]!, hex);
  }

  stackLimit(hex: HexId): number {
    const t = this.terrain(hex);
    if (t.stack === undefined) throw new InputError(`Hex ${hex} (${this.terrainName(hex)}) cannot hold units.`);
    return cell(t.stack, this.lost);
  }

  /** Units in a hex for stacking (a bunker counts even when empty, p. 7). */
  stackCount(hex: HexId, side: number): number {
    return this.at(hex, side).length;
  }

  /** A hexside's Fire Limit in units (p. 5): a hedge is Ø except at a gap. */
  fireLimit(a: HexId, b: HexId): number {
    const s = this.hexside(a, b);
    if (s.name === 'hedge' && s.gap && s.terrain.gapFire !== undefined) return cell(s.terrain.gapFire, this.lost);
    if (s.bridge) return cell('fire_limit.bridge', this.lost);
    if (s.ford) return cell('fire_limit.ford', this.lost);
    if (s.terrain.fire === undefined)
      throw new InputError(`The ${s.name} hexside ${a}-${b} has no Fire Limit in the chart.`);
    return cell(s.terrain.fire, this.lost);
  }

  /** A hexside's Move/Assault Limit in units (p. 8). */
  moveLimit(a: HexId, b: HexId): number {
    const s = this.hexside(a, b);
    if (s.name === 'hedge' && s.gap && s.terrain.gapAssault !== undefined) return cell(s.terrain.gapAssault, this.lost);
    if (s.bridge) return cell('assault_limit.bridge', this.lost);
    if (s.ford) return cell('assault_limit.ford', this.lost);
    if (s.terrain.move === 'impassable' && !s.terrain.boats) return 0;
    if (s.terrain.assault === undefined) return 0;
    return cell(s.terrain.assault, this.lost);
  }

  smoke(hex: HexId): boolean {
    return this.state.markers.smoke.some((s) => s.hex === hex);
  }

  /**
   * Line of sight from centre to centre (p. 6): terrain in the firing hex is ignored, smoke
   * anywhere on the line (firing and target hex included) blocks, blocking terrain and
   * blocking hexsides in between block unless elevation lets the line pass (p. 6 [Elevations],
   * blocking terrain +1 height). A line along a hexside is blocked only if both sides are.
   */
  los(a: HexId, b: HexId): boolean {
    if (a === b) return true;
    if (this.smoke(a) || this.smoke(b)) return false;
    const plus = this.lost.num('los.blocking_height');
    const hf = this.height(a);
    const ht = this.height(b);
    const blockedAt = (o: number, df: number, dt: number): boolean => {
      if (o <= Math.min(hf, ht)) return false;
      if (o > Math.max(hf, ht)) return true;
      return ht > hf ? dt > df : dt < df;
    };
    return lines(a, b, this.layout).some((line) => {
      for (let i = 1; i < line.length; i++) {
        const h = line[i]!;
        const prev = line[i - 1]!;
        const side = this.hexside(prev, h);
        if (side.terrain.los === 'block' && !(side.name === 'hedge' && side.gap) && side.terrain.where === 'hexside') {
          if (blockedAt(Math.max(this.height(prev), this.height(h)) + plus, i - 0.5, line.length - 1 - i + 0.5))
            return false;
        }
        if (i === line.length - 1) break;
        if (this.smoke(h)) return false;
        const ground = this.height(h);
        const o = this.terrain(h).los === 'block' ? ground + plus : ground;
        if (blockedAt(o, i, line.length - 1 - i)) return false;
      }
      return true;
    });
  }

  /** The hexsides a straight line of fire crosses (the first line where a line runs along a hexside). */
  firePath(a: HexId, b: HexId): [HexId, HexId][] {
    const line = lines(a, b, this.layout)[0]!;
    const out: [HexId, HexId][] = [];
    for (let i = 1; i < line.length; i++) out.push([line[i - 1]!, line[i]!]);
    return out;
  }

  /** Keys of the hexsides a line of fire crosses. */
  firePathKeys(a: HexId, b: HexId): string[] {
    return this.firePath(a, b).map(([x, y]) => sideKey(x, y));
  }

  /** Hexes where an assault is waiting this turn. */
  assaultHexes(): Set<HexId> {
    return new Set(this.state.used.assaults.map((a) => a.hex));
  }

  /** The HQ in the same hex with the best morale, for a morale check (p. 7). */
  hqWith(u: Unit): Unit | undefined {
    if (!u.state.hex) return undefined;
    return this.at(u.state.hex, u.side)
      .filter((x) => x !== u && (x.spec.kind === 'chq' || x.spec.kind === 'phq') && x.spec.morale !== null)
      .sort((x, y) => (y.spec.morale ?? 0) - (x.spec.morale ?? 0))[0];
  }
}

/** A block's label value, or one sentence naming the block and where to write it. */
export function labelValue(
  spec: BlockSpec,
  field: 'F' | 'range' | 'move' | 'morale' | 'armor',
  forceFile = 'its force file',
): number {
  const v = spec[field];
  if (v === null || v === undefined) {
    throw new InputError(
      `${spec.id} has no ${field === 'F' ? 'firepower (F)' : field} in ${forceFile}: the book lost the label values (spec L50); copy it from the label sheet.`,
    );
  }
  return v;
}
