/**
 * The fow4 game model: build a new game from forces, read a game file (forces resolved, table
 * state checked against them), write it back. Disk, journal and undo are src/game/session.ts.
 */
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { Document, isMap, isSeq, visit } from 'yaml';
import { ValidationError, type Issue } from '../../game/issues.js';
import type { JournalMark } from '../../game/journal.js';
import { GameSession, type GameCodec, type SessionOptions } from '../../game/session.js';
import { didYouMean } from '../../game/suggest.js';
import { checkWith } from '../../game/zod-issues.js';
import { positionOf, type YamlSource } from '../../game/yaml-source.js';
import { loadForceFile, resolveForce, type Force } from './force.js';
import { GameFileSchema, type DiceState, type GameState, type SideState, type TeamState, type UnitState } from './schema/game.js';

export interface GameSideInput {
  readonly name: string;
  /** Path of the force file (stored relative to the game file). */
  readonly forceFile: string;
}

export interface NewGameInput {
  readonly gameFile: string;
  readonly sides: readonly GameSideInput[];
  readonly mission?: GameState['mission'];
  readonly timeOfDay?: GameState['timeOfDay'];
  readonly measure?: GameState['measure'];
  readonly dice: DiceState;
}

/** A fresh game state: every unit on the table, every team stationary and In Command. */
export function newGameState(input: NewGameInput): { state: GameState; forces: Force[] } {
  const forces = input.sides.map((s) => loadForceFile(s.forceFile));
  const names = new Set<string>();
  for (const s of input.sides) {
    if (names.has(s.name.toLowerCase())) throw new ValidationError([{ file: s.forceFile, line: 1, col: 1, message: `two sides are called '${s.name}'`, hint: 'give each side its own name: --side British=... --side German=...' }]);
    names.add(s.name.toLowerCase());
  }
  const gameDir = dirname(resolve(input.gameFile));
  const sides: SideState[] = input.sides.map((s, i) => ({
    name: s.name,
    force: relative(gameDir, resolve(s.forceFile)).split('\\').join('/'),
    units: forces[i]!.units.map(
      (u): UnitState => ({
        unit: u.name,
        teams: u.teams.map((t): TeamState => ({ id: t.id, team: t.name })),
      }),
    ),
  }));
  const state: GameState = {
    umpire: 1,
    ruleset: 'fow4',
    mission: input.mission ?? 'free-for-all',
    timeOfDay: input.timeOfDay ?? 'daylight',
    measure: input.measure ?? 'inches',
    turn: 1,
    active: input.sides[0]!.name,
    step: 'setup',
    sides,
    dice: input.dice,
  };
  return { state: normaliseGame(state), forces };
}

const TEAM_DEFAULTS: Record<string, unknown> = { movement: 'stationary', inCommand: true };
const UNIT_DEFAULTS: Record<string, unknown> = { deployment: 'table' };

/** Drop every flag at its default, so the file stays short and equal states compare equal. */
export function normaliseGame(state: GameState): GameState {
  const strip = <T extends object>(o: T, defaults: Record<string, unknown>): T => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) {
      if (v === undefined || v === false || defaults[k] === v) continue;
      out[k] = v;
    }
    return out as T;
  };
  return {
    ...state,
    sides: state.sides.map((s) => ({
      ...s,
      units: s.units.map((u) => ({ ...strip(u, UNIT_DEFAULTS), teams: u.teams.map((t) => strip(t, TEAM_DEFAULTS)) })),
    })),
  };
}

/** Read a game file: schema, forces, and that the table state fits the forces. */
export function readGameState(src: YamlSource, data: Record<string, unknown>): { state: GameState; forces: Force[] } {
  const parsed = checkWith(GameFileSchema, src, data);
  if (!parsed.ok) throw new ValidationError(parsed.issues);
  const state = normaliseGame(parsed.value);
  const issues: Issue[] = [];
  const forces: Force[] = [];
  const gameDir = dirname(resolve(src.file));
  state.sides.forEach((side, si) => {
    let force: Force | undefined;
    if (typeof side.force === 'string') {
      const p = isAbsolute(side.force) ? side.force : resolve(gameDir, side.force);
      try {
        force = loadForceFile(p);
      } catch (err) {
        if (!(err instanceof ValidationError)) throw err;
        if (err.issues.some((i) => /no such file/.test(i.message))) {
          issues.push({ file: src.file, ...positionOf(src, ['sides', si, 'force']), message: `the force file '${side.force}' does not exist`, hint: `force paths are relative to the game file's folder (${gameDir})` });
        } else issues.push(...err.issues);
      }
    } else {
      const r = resolveForce(src, (data.sides as unknown[])[si] && ((data.sides as Record<string, unknown>[])[si]!.force), ['sides', si, 'force'], gameDir);
      if (r.ok) force = r.value;
      else issues.push(...r.issues);
    }
    if (force) {
      issues.push(...checkSideAgainstForce(src, side, si, force));
      forces.push(force);
    }
  });
  const sideNames = state.sides.map((s) => s.name);
  if (!sideNames.includes(state.active)) {
    issues.push({ file: src.file, ...positionOf(src, ['active']), message: `the active side '${state.active}' is not one of the sides${didYouMean(state.active, sideNames)}`, hint: `sides: ${sideNames.join(', ')}` });
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return { state, forces };
}

function checkSideAgainstForce(src: YamlSource, side: SideState, si: number, force: Force): Issue[] {
  const issues: Issue[] = [];
  const at = (path: (string | number)[], message: string, hint?: string) => issues.push({ file: src.file, ...positionOf(src, ['sides', si, ...path]), message, ...(hint ? { hint } : {}) });
  const byName = new Map(force.units.map((u) => [u.name, u]));
  const seen = new Set<string>();
  const teamIds = new Set(force.units.flatMap((u) => u.teams.map((t) => t.id)));
  side.units.forEach((us, ui) => {
    const fu = byName.get(us.unit);
    if (!fu) {
      at(['units', ui, 'unit'], `the force '${force.name}' has no unit '${us.unit}'${didYouMean(us.unit, byName.keys())}`, 'the table state must name the units of the force');
      return;
    }
    if (seen.has(us.unit)) at(['units', ui, 'unit'], `the unit '${us.unit}' has two table states`, 'keep one');
    seen.add(us.unit);
    if (us.teams.length !== fu.teams.length) {
      at(['units', ui, 'teams'], `'${us.unit}' has ${fu.teams.length} teams in its force but ${us.teams.length} in the table state`, 'the game file no longer matches the force file; restore the force file, or start a new game');
      return;
    }
    us.teams.forEach((ts, ti) => {
      const ft = fu.teams[ti]!;
      if (ts.id !== ft.id) at(['units', ui, 'teams', ti, 'id'], `team ${ti + 1} of '${us.unit}' should be '${ft.id}', not '${ts.id}'`);
      if (ts.team.toLowerCase() !== ft.name.toLowerCase() && ts.team.toLowerCase() !== ft.profile.name.toLowerCase()) {
        at(['units', ui, 'teams', ti, 'team'], `team '${ts.id}' is a ${ft.name} in the force, not a ${ts.team}`);
      }
      if (ts.passengerOf !== undefined && !teamIds.has(ts.passengerOf)) at(['units', ui, 'teams', ti, 'passengerOf'], `there is no team '${ts.passengerOf}' for '${ts.id}' to ride in`);
    });
    if (typeof us.leader === 'string' && !us.teams.some((t) => t.id === us.leader)) {
      at(['units', ui, 'leader'], `the Unit Leader '${us.leader}' is not a team of '${us.unit}'`, `use one of: ${us.teams.map((t) => t.id).join(', ')}`);
    }
  });
  for (const u of force.units) if (!seen.has(u.name)) at(['units'], `the unit '${u.name}' of the force has no table state`, 'the game file no longer matches the force file; restore the force file, or start a new game');
  return issues;
}

/** The game file's text: a modeline and a comment, the state, the journal mark. */
export function gameToYaml(state: GameState, mark: JournalMark): string {
  const doc = new Document({ ...state, journal: mark });
  // One line per team ("- { id: 1st Troop/2, team: Sherman V, bailedOut: true }"), and short
  // lists such as the dice state on one line.
  visit(doc, {
    Map(_k, node, path) {
      const parent = path[path.length - 1];
      const grand = path[path.length - 2];
      if (isSeq(parent) && grand && 'key' in grand && String((grand.key as { value?: unknown })?.value) === 'teams') node.flow = true;
      if (isMap(node) && node.has('kind') && node.has('seed')) node.flow = true;
    },
    Seq(_k, node) {
      if (node.items.every((i) => typeof (i as { value?: unknown }).value === 'number')) node.flow = true;
    },
  });
  visit(doc, { Map(_k, node) { if (node.has('entries') && node.has('last')) node.flow = false; } });
  return (
    `# umpire game file (Flames Of War 4th edition), saved after every change. Every change and\n` +
    `# every die is also in ${mark.file}; \`umpire undo\` steps back. Schema: \`umpire schema game\`.\n` +
    doc.toString({ lineWidth: 0, flowCollectionPadding: true })
  );
}

/** A codec for src/game/session.ts; `forces` holds the forces of the last game read. */
export function fow4GameCodec(): GameCodec<GameState> & { forces: Force[] } {
  const codec = {
    forces: [] as Force[],
    readState(src: YamlSource, data: Record<string, unknown>): GameState {
      const r = readGameState(src, data);
      codec.forces = r.forces;
      return r.state;
    },
    normalise: normaliseGame,
    toYaml: gameToYaml,
  };
  return codec;
}

export interface Fow4Game {
  readonly session: GameSession<GameState>;
  readonly forces: readonly Force[];
}

export function openFow4Game(file: string, options: SessionOptions = {}): Fow4Game {
  const codec = fow4GameCodec();
  const session = GameSession.open(file, codec, options);
  return { session, forces: codec.forces };
}

export function createFow4Game(input: NewGameInput, options: SessionOptions & { overwrite?: boolean } = {}): Fow4Game {
  const { state, forces } = newGameState(input);
  const session = GameSession.create(input.gameFile, state, fow4GameCodec(), options);
  return { session, forces };
}
