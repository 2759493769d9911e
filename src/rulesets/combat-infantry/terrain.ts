/**
 * The Terrain Effects Chart as data (scenarios/combat-infantry/terrain.yaml; book p. 12 and
 * p. 4 [Terrain Effects]). A cell is a number (a fact), the name of an entry of lost-values.yaml
 * (its digit was lost) or absent. `cell` turns a cell into its number through the lost values,
 * stopping with one sentence when the entry is empty.
 */
import { z } from 'zod';
import { ValidationError } from '../../game/issues.js';
import { expectMapping, readYamlFile } from '../../game/yaml-source.js';
import { checkWith } from '../../game/zod-issues.js';
import type { LostValues } from './lost-values.js';
import { bundledFile } from './paths.js';

const Cell = z.union([z.number(), z.string()]);

export const TerrainSchema = z.strictObject({
  where: z.enum(['hex', 'hexside', 'both']),
  rank: z.int().min(0),
  move: z.union([z.literal('impassable'), Cell]),
  stack: Cell.optional(),
  defense: z.union([z.literal(1), z.literal(2)]).optional(),
  bombardDefense: z.union([z.literal(1), z.literal(2)]).optional(),
  tankDefense: Cell.optional(),
  los: z.enum(['open', 'block']),
  fire: Cell.optional(),
  assault: Cell.optional(),
  gapFire: Cell.optional(),
  gapAssault: Cell.optional(),
  bombardOver: z.boolean().optional(),
  stopOnEntry: z.boolean().optional(),
  noDirectFireInto: z.boolean().optional(),
  tanksOnlyByRoad: z.boolean().optional(),
  roadMoveFriendly: Cell.optional(),
  moraleBonus: Cell.optional(),
  boats: Cell.optional(),
  assaultOnlyEngineers: z.boolean().optional(),
  assaultPenalty: Cell.optional(),
  noAssaultAcross: z.boolean().optional(),
  note: z.string().optional(),
});
export type Terrain = z.infer<typeof TerrainSchema>;

export const TerrainFileSchema = z.strictObject({
  $schema: z.string().optional(),
  ruleset: z.literal('combat-infantry'),
  terrains: z.record(z.string(), TerrainSchema),
});

export type TerrainChart = Readonly<Record<string, Terrain>>;

/** A cell's number: the fact, or the lost value it names (which must be filled). */
export function cell(c: number | string, lost: LostValues): number {
  return typeof c === 'number' ? c : lost.num(c);
}

let chart: TerrainChart | undefined;

export function readTerrainChart(path: string): TerrainChart {
  const src = readYamlFile(path);
  expectMapping(src, 'Combat Infantry terrain chart');
  const r = checkWith(TerrainFileSchema, src);
  if (!r.ok) throw new ValidationError(r.issues);
  return r.value.terrains;
}

export function bundledTerrainChart(): TerrainChart {
  chart ??= readTerrainChart(bundledFile('terrain.yaml'));
  return chart;
}
