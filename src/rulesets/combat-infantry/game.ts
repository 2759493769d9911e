/**
 * The Combat Infantry game model: a new game from a set-up file (a game file without dice:
 * scenario, map, both sides' deployment), reading a game file (forces resolved, each side's
 * blocks checked against its force, hexes on the map), writing it back. Disk, journal and undo
 * are src/game/session.ts.
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import { ValidationError, type Issue } from '../../game/issues.js';
import type { JournalMark } from '../../game/journal.js';
import {
  createRulesetGame,
  forcePathFrom,
  forcesCodec,
  openRulesetGame,
  readSideForces,
  stripDefaults,
  type ForcesCodec,
  type RulesetGame,
} from '../../game/ruleset-game.js';
import { gameText } from '../../game/game-yaml.js';
import type { SessionOptions } from '../../game/session.js';
import { didYouMean } from '../../game/suggest.js';
import { expectMapping, positionOf, readYamlFile, type YamlSource } from '../../game/yaml-source.js';
import { checkWith } from '../../game/zod-issues.js';
import type { DiceState } from '../../game/dice-state.js';
import { loadForceFile, resolveForce } from './force.js';
import { HEX_ID } from './hex.js';
import { bundledLostValues, type LostValues } from './lost-values.js';
import { ciOptions } from './options.js';
import type { ForceFile } from './schema/force.js';
import { GameFileSchema, type CiGameState, type SideState } from './schema/game.js';
import { bundledTerrainChart } from './terrain.js';
import { World } from './world.js';

/** Drop flags at their default so the file stays short and equal states compare equal. */
export function normaliseGame(state: CiGameState): CiGameState {
  return { ...state, sides: state.sides.map((s) => ({ ...s, blocks: s.blocks.map((b) => stripDefaults(b)) })) };
}

function checkSide(src: YamlSource, side: SideState, si: number, force: ForceFile, state: CiGameState): Issue[] {
  const issues: Issue[] = [];
  const at = (path: (string | number)[], message: string, hint?: string) =>
    issues.push({ file: src.file, ...positionOf(src, ['sides', si, ...path]), message, ...(hint ? { hint } : {}) });
  const byId = new Map(force.blocks.map((b) => [b.id, b]));
  const seen = new Set<string>();
  const m = state.map;
  side.blocks.forEach((b, bi) => {
    const spec = byId.get(b.id);
    if (!spec) {
      at(['blocks', bi, 'id'], `the force has no block '${b.id}'${didYouMean(b.id, byId.keys())}`);
      return;
    }
    if (seen.has(b.id)) at(['blocks', bi, 'id'], `the block '${b.id}' has two table states`);
    seen.add(b.id);
    const min = spec.kind === 'chq' || spec.kind === 'phq' ? 0 : 1;
    if (b.strength > spec.steps || b.strength < min)
      at(
        ['blocks', bi, 'strength'],
        `${b.id} has faces ${spec.steps} down to ${min === 0 ? 'Ø' : 1}, not ${b.strength}`,
      );
    if (b.hex) {
      const col = Number(b.hex.slice(0, 2));
      const row = Number(b.hex.slice(2));
      if (col < m.cols[0] || col > m.cols[1] || row < m.rows[0] || row > m.rows[1])
        at(['blocks', bi, 'hex'], `${b.hex} is off the map (columns ${m.cols.join('-')}, rows ${m.rows.join('-')})`);
    }
  });
  return issues;
}

function checkMap(src: YamlSource, state: CiGameState): Issue[] {
  const issues: Issue[] = [];
  const chart = bundledTerrainChart();
  const terrains = Object.keys(chart);
  const at = (path: (string | number)[], message: string) =>
    issues.push({ file: src.file, ...positionOf(src, path), message });
  const name = (v: string | { terrain?: string }) => (typeof v === 'string' ? v : v.terrain);
  if (!chart[state.map.default])
    at(['map', 'default'], `'${state.map.default}' is not a terrain${didYouMean(state.map.default, terrains)}`);
  for (const [hex, v] of Object.entries(state.map.hexes)) {
    if (!HEX_ID.test(hex)) at(['map', 'hexes', hex], `'${hex}' is not a hex: four digits, column then row`);
    const t = name(v);
    if (t && !chart[t]) at(['map', 'hexes', hex], `'${t}' is not a terrain${didYouMean(t, terrains)}`);
  }
  for (const [key, v] of Object.entries(state.map.hexsides)) {
    const m = /^(\d{4})-(\d{4})$/.exec(key);
    if (!m) at(['map', 'hexsides', key], `'${key}' is not a hexside: two hexes, e.g. 0305-0306`);
    const t = name(v);
    if (t && !chart[t]) at(['map', 'hexsides', key], `'${t}' is not a terrain${didYouMean(t, terrains)}`);
  }
  return issues;
}

/** Hex keys written as YAML numbers (0305 unquoted) come back as "305": pad them. */
function padHexKeys(data: Record<string, unknown>): void {
  const map = data.map as Record<string, unknown> | undefined;
  const pad = (o: unknown) => {
    if (!o || typeof o !== 'object') return o;
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [/^\d{1,4}$/.test(k) ? k.padStart(4, '0') : k, v]));
  };
  if (map && typeof map === 'object') map.hexes = pad(map.hexes);
}

export function readGameState(
  src: YamlSource,
  data: Record<string, unknown>,
): { state: CiGameState; forces: ForceFile[] } {
  padHexKeys(data);
  const parsed = checkWith(GameFileSchema, src, data);
  if (!parsed.ok) throw new ValidationError(parsed.issues);
  const state = normaliseGame(parsed.value);
  const mapIssues = checkMap(src, state);
  if (mapIssues.length > 0) throw new ValidationError(mapIssues);
  const forces = readSideForces(src, data, state, {
    load: loadForceFile,
    resolveInline: (s, d, at) => resolveForce(s, d, at),
    check: (s, side, si, force) => checkSide(s, side, si, force, state),
  });
  return { state, forces };
}

export function gameToYaml(state: CiGameState, mark: JournalMark): string {
  return gameText(
    state,
    mark,
    `# umpire game file (Combat Infantry, rules text v0.99b), saved after every change. Every change\n` +
      `# and every die is also in ${mark.file}; \`umpire undo\` steps back. Minefields below are secret:\n` +
      `# the opponent must not read this file.\n`,
  );
}

export function gameCodec(): ForcesCodec<CiGameState, ForceFile> {
  return forcesCodec(readGameState, normaliseGame, gameToYaml);
}

export type CiGame = RulesetGame<CiGameState, ForceFile>;

export function openGame(file: string, options: SessionOptions = {}): CiGame {
  return openRulesetGame(file, gameCodec, options);
}

/** A set-up file (a game file without dice) made into a new game at `gameFile`. */
export function newGameFromSetup(
  setupFile: string,
  gameFile: string,
  dice: DiceState,
): { state: CiGameState; forces: ForceFile[] } {
  const src = readYamlFile(setupFile);
  const data = { ...expectMapping(src, 'Combat Infantry set-up'), dice } as Record<string, unknown>;
  const sides = (data.sides as Record<string, unknown>[] | undefined) ?? [];
  const setupDir = dirname(resolve(setupFile));
  data.sides = sides.map((s) =>
    typeof s.force === 'string' ? { ...s, force: isAbsolute(s.force) ? s.force : resolve(setupDir, s.force) } : s,
  );
  const read = readGameState({ ...src, data }, data);
  // The new game file names its forces relative to itself.
  const state = {
    ...read.state,
    sides: read.state.sides.map((s) =>
      typeof s.force === 'string' ? { ...s, force: forcePathFrom(gameFile, s.force) } : s,
    ),
  };
  return { state, forces: read.forces };
}

export function createGame(
  setupFile: string,
  gameFile: string,
  dice: DiceState,
  options: SessionOptions & { overwrite?: boolean } = {},
): CiGame {
  const fresh = newGameFromSetup(setupFile, gameFile, dice);
  return createRulesetGame(gameFile, fresh, gameCodec, options);
}

/** The table of a game as the rules see it (bundled chart and lost values, the game's options and house values). */
export function worldOf(
  state: CiGameState,
  forces: readonly ForceFile[],
  lost: LostValues = bundledLostValues(),
): World {
  return new World(
    state,
    forces,
    bundledTerrainChart(),
    lost.withHouse(state.house_values),
    ciOptions(state.options ?? {}),
  );
}
