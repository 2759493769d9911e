/**
 * The Panzerfaust game model: a new game from two forces, reading a game file (forces resolved,
 * table state checked against them), writing it back. Disk, journal and undo are the
 * ruleset-agnostic src/game/session.ts.
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ValidationError, type Issue } from '../../../game/issues.js';
import type { JournalMark } from '../../../game/journal.js';
import {
  checkSideNames,
  createRulesetGame,
  forcePathFrom,
  forcesCodec,
  openRulesetGame,
  readSideForces,
  stripDefaults,
  type ForcesCodec,
  type RulesetGame,
} from '../../../game/ruleset-game.js';
import { gameText } from '../../../game/game-yaml.js';
import type { SessionOptions } from '../../../game/session.js';
import { didYouMean } from '../../../game/suggest.js';
import { positionOf, type YamlSource } from '../../../game/yaml-source.js';
import { checkWith } from '../../../game/zod-issues.js';
import { loadPzForceFile, resolveInlinePzForce, type PzForce } from '../force.js';
import { PzGameFileSchema, type PzDiceState, type PzGameState, type PzSideState } from '../schema/game.js';
import { loadTables, type PanzerfaustTables } from '../tables/tables.js';

export interface PzNewGameInput {
  readonly gameFile: string;
  readonly sides: readonly { readonly name: string; readonly forceFile: string }[];
  readonly dice: PzDiceState;
  readonly tables?: string;
}

export function newPzGameState(input: PzNewGameInput): { state: PzGameState; forces: PzForce[] } {
  const forces = input.sides.map((s) => loadPzForceFile(s.forceFile));
  checkSideNames(input.sides);
  const sides: PzSideState[] = input.sides.map((s, i) => ({
    name: s.name,
    force: forcePathFrom(input.gameFile, s.forceFile),
    companies: forces[i]!.companies.map((c) => ({ company: c.name })),
    units: forces[i]!.units.map((u) => ({ id: u.id })),
  }));
  const state: PzGameState = {
    umpire: 1,
    ruleset: 'panzerfaust',
    ...(input.tables ? { tables: forcePathFrom(input.gameFile, input.tables) } : {}),
    turn: 1,
    active: input.sides[0]!.name,
    phase: 'setup',
    sides,
    dice: input.dice,
  };
  return { state: normalisePzGame(state), forces };
}

export function normalisePzGame(state: PzGameState): PzGameState {
  return {
    ...state,
    sides: state.sides.map((s) => ({
      ...s,
      companies: s.companies.map((c) => stripDefaults(c)),
      units: s.units.map((u) => {
        const v = stripDefaults(u, { morale: 'ok', teamsLost: 0, shakenTurns: 0, stunnedMoves: 0 });
        return v;
      }),
    })),
  };
}

export function readPzGameState(
  src: YamlSource,
  data: Record<string, unknown>,
): { state: PzGameState; forces: PzForce[] } {
  const parsed = checkWith(PzGameFileSchema, src, data);
  if (!parsed.ok) throw new ValidationError(parsed.issues);
  const state = normalisePzGame(parsed.value);
  const forces = readSideForces(src, data, state, {
    load: loadPzForceFile,
    resolveInline: resolveInlinePzForce,
    check: checkSide,
  });
  return { state, forces };
}

function checkSide(src: YamlSource, side: PzSideState, si: number, force: PzForce): Issue[] {
  const issues: Issue[] = [];
  const at = (path: (string | number)[], message: string, hint?: string) =>
    issues.push({ file: src.file, ...positionOf(src, ['sides', si, ...path]), message, ...(hint ? { hint } : {}) });
  const ids = force.units.map((u) => u.id);
  const seen = new Set<string>();
  side.units.forEach((u, ui) => {
    const fu = force.units.find((x) => x.id === u.id);
    if (!fu) {
      at(
        ['units', ui, 'id'],
        `${force.name} has no unit '${u.id}'${didYouMean(u.id, ids)}`,
        'the table state must name the units of the force',
      );
      return;
    }
    if (seen.has(u.id)) at(['units', ui, 'id'], `the unit '${u.id}' has two table states`, 'keep one');
    seen.add(u.id);
    if ((u.teamsLost ?? 0) > fu.teams.length && fu.teams.length > 0)
      at(['units', ui, 'teamsLost'], `'${u.id}' has ${fu.teams.length} teams, so it cannot have lost ${u.teamsLost}`);
    const afvOnly = (['immobilised', 'gunDamaged', 'stunnedMoves', 'lastEffect'] as const).filter(
      (k) => u[k] !== undefined,
    );
    if (afvOnly.length > 0 && fu.kind !== 'afv')
      at(['units', ui, afvOnly[0]!], `only AFVs have '${afvOnly[0]}', and '${u.id}' is a ${fu.kind}`);
    if (u.shakenTurns && u.morale !== 'shaken')
      at(
        ['units', ui, 'shakenTurns'],
        `'${u.id}' has Shaken turns left but is not Shaken`,
        'set `morale: shaken`, or remove shakenTurns',
      );
  });
  for (const id of ids)
    if (!seen.has(id))
      at(
        ['units'],
        `the unit '${id}' of the force has no table state`,
        'the game file no longer matches the force file; restore it, or start a new game',
      );
  const cos = force.companies.map((c) => c.name);
  side.companies.forEach((c, ci) => {
    if (!cos.includes(c.company))
      at(['companies', ci, 'company'], `${force.name} has no company '${c.company}'${didYouMean(c.company, cos)}`);
  });
  return issues;
}

export function pzGameToYaml(state: PzGameState, mark: JournalMark): string {
  return gameText(
    state,
    mark,
    `# umpire game file (Panzerfaust Revised), saved after every change. Every change and every die\n` +
      `# is also in ${mark.file}; \`umpire undo\` steps back. Lost book tables: \`umpire tables panzerfaust --check\`.\n`,
  );
}

export function pzGameCodec(): ForcesCodec<PzGameState, PzForce> {
  return forcesCodec(readPzGameState, normalisePzGame, pzGameToYaml);
}

export type PzGame = RulesetGame<PzGameState, PzForce>;

export function openPzGame(file: string, options: SessionOptions = {}): PzGame {
  return openRulesetGame(file, pzGameCodec, options);
}

export function createPzGame(input: PzNewGameInput, options: SessionOptions & { overwrite?: boolean } = {}): PzGame {
  return createRulesetGame(input.gameFile, newPzGameState(input), pzGameCodec, options);
}

/** The tables a game reads: its own `tables:` path (relative to the game file), else the environment or the bundled file. */
export function tablesForGame(gameFile: string, state: PzGameState): PanzerfaustTables {
  if (!state.tables) return loadTables();
  return loadTables(isAbsolute(state.tables) ? state.tables : resolve(dirname(resolve(gameFile)), state.tables));
}

/** The bundled demo forces. */
export function demoForcePaths(): { german: string; soviet: string } {
  const dir = new URL('../../../../scenarios/panzerfaust/forces/', import.meta.url);
  return {
    german: fileURLToPath(new URL('german-infantry-1942.yaml', dir)),
    soviet: fileURLToPath(new URL('soviet-rifle-1942.yaml', dir)),
  };
}
