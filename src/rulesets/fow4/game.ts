/**
 * The fow4 game model: build a new game from forces, read a game file (forces resolved, table
 * state checked against them), write it back. Disk, journal and undo are src/game/session.ts.
 */
import { ValidationError, type Issue } from '../../game/issues.js';
import type { JournalMark } from '../../game/journal.js';
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
} from '../../game/ruleset-game.js';
import { gameText } from '../../game/game-yaml.js';
import type { DiceState } from '../../game/dice-state.js';
import type { SessionOptions } from '../../game/session.js';
import { checkWith } from '../../game/zod-issues.js';
import type { YamlSource } from '../../game/yaml-source.js';
import { tableStateIssues } from '../flames-of-war/table-state.js';
import { loadForceFile, resolveForce, type Force } from './force.js';
import { passengerIssues } from './passengers.js';
import { GameFileSchema, type GameState, type SideState, type TeamState, type UnitState } from './schema/game.js';

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
  /** Set-up choices made now (`umpire new`), which play's set-up will not ask again. */
  readonly chosen?: NonNullable<GameState['play']>['chosen'];
}

/** A fresh game state: every unit on the table, every team stationary and In Command. */
export function newGameState(input: NewGameInput): { state: GameState; forces: Force[] } {
  const forces = input.sides.map((s) => loadForceFile(s.forceFile));
  checkSideNames(input.sides);
  const sides: SideState[] = input.sides.map((s, i) => ({
    name: s.name,
    force: forcePathFrom(input.gameFile, s.forceFile),
    units: forces[i]!.units.map((u): UnitState => ({
      unit: u.name,
      teams: u.teams.map((t): TeamState => ({ id: t.id, team: t.name })),
    })),
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
    ...(input.chosen?.length ? { play: { chosen: [...input.chosen] } } : {}),
  };
  return { state: normaliseGame(state), forces };
}

const TEAM_DEFAULTS: Record<string, unknown> = { movement: 'stationary', inCommand: true };
const UNIT_DEFAULTS: Record<string, unknown> = { deployment: 'table' };

/** Drop every flag at its default, so the file stays short and equal states compare equal. */
export function normaliseGame(state: GameState): GameState {
  return {
    ...state,
    sides: state.sides.map((s) => ({
      ...s,
      units: s.units.map((u) => ({
        ...stripDefaults(u, UNIT_DEFAULTS),
        teams: u.teams.map((t) => stripDefaults(t, TEAM_DEFAULTS)),
      })),
    })),
  };
}

/** Read a game file: schema, forces, and that the table state fits the forces. */
export function readGameState(src: YamlSource, data: Record<string, unknown>): { state: GameState; forces: Force[] } {
  const parsed = checkWith(GameFileSchema, src, data);
  if (!parsed.ok) throw new ValidationError(parsed.issues);
  const state = normaliseGame(parsed.value);
  const forces = readSideForces(src, data, state, {
    load: loadForceFile,
    resolveInline: resolveForce,
    check: checkSideAgainstForce,
  });
  return { state, forces };
}

function checkSideAgainstForce(src: YamlSource, side: SideState, si: number, force: Force): Issue[] {
  const words = { list: 'units', group: 'unit', force: 'force' };
  return tableStateIssues(
    src,
    si,
    words,
    side.units,
    (u) => u.unit,
    { name: force.name, groups: force.units },
    {
      group(us, _fu, at) {
        if (typeof us.leader === 'string' && !us.teams.some((t) => t.id === us.leader)) {
          at(
            ['leader'],
            `the Unit Leader '${us.leader}' is not a team of '${us.unit}'`,
            `use one of: ${us.teams.map((t) => t.id).join(', ')}`,
          );
        }
      },
      side(issues, at) {
        if (issues.length === 0)
          for (const p of passengerIssues(side, force))
            at(['units', p.unit, 'teams', p.team, 'passengerOf'], p.message, p.hint);
      },
    },
  );
}

/** The game file's text: a modeline and a comment, the state, the journal mark. */
export function gameToYaml(state: GameState, mark: JournalMark): string {
  return gameText(
    state,
    mark,
    `# umpire game file (Flames Of War 4th edition), saved after every change. Every change and\n` +
      `# every die is also in ${mark.file}; \`umpire undo\` steps back. Schema: \`umpire schema game\`.\n`,
  );
}

/** A codec for src/game/session.ts; `forces` holds the forces of the last game read. */
export function fow4GameCodec(): ForcesCodec<GameState, Force> {
  return forcesCodec(readGameState, normaliseGame, gameToYaml);
}

export type Fow4Game = RulesetGame<GameState, Force>;

export function openFow4Game(file: string, options: SessionOptions = {}): Fow4Game {
  return openRulesetGame(file, fow4GameCodec, options);
}

export function createFow4Game(input: NewGameInput, options: SessionOptions & { overwrite?: boolean } = {}): Fow4Game {
  return createRulesetGame(input.gameFile, newGameState(input), fow4GameCodec, options);
}
