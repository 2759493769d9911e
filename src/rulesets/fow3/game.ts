/**
 * The fow3 game model: build a new Open Fire game from two companies, read a game file (forces
 * resolved, table state checked against them), write it back. Disk, journal and undo are the
 * ruleset-agnostic src/game/session.ts.
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
import type { SessionOptions } from '../../game/session.js';
import { checkWith } from '../../game/zod-issues.js';
import type { YamlSource } from '../../game/yaml-source.js';
import type { DiceState } from '../../game/dice-state.js';
import { tableStateIssues } from '../flames-of-war/table-state.js';
import { loadFow3ForceFile, resolveFow3Force, type Fow3Force } from './force.js';
import {
  Fow3GameFileSchema,
  type Fow3GameState,
  type Fow3PlatoonState,
  type Fow3SideState,
  type Fow3TeamState,
} from './schema/game.js';

export interface Fow3NewGameInput {
  readonly gameFile: string;
  readonly sides: readonly { readonly name: string; readonly forceFile: string }[];
  readonly measure?: Fow3GameState['measure'];
  readonly dice: DiceState;
  /** Set-up choices made now (`umpire new`), which play's set-up will not ask again. */
  readonly chosen?: readonly 'dice'[];
}

/** A fresh game: every platoon on the table, every team unharmed, stationary and in command. */
export function newFow3GameState(input: Fow3NewGameInput): { state: Fow3GameState; forces: Fow3Force[] } {
  const forces = input.sides.map((s) => loadFow3ForceFile(s.forceFile));
  checkSideNames(input.sides);
  const sides: Fow3SideState[] = input.sides.map((s, i) => ({
    name: s.name,
    force: forcePathFrom(input.gameFile, s.forceFile),
    platoons: forces[i]!.platoons.map((p): Fow3PlatoonState => ({
      platoon: p.name,
      teams: p.teams.map((t): Fow3TeamState => ({ id: t.id, team: t.name })),
    })),
  }));
  const state: Fow3GameState = {
    umpire: 1,
    ruleset: 'fow3',
    mission: 'free-for-all',
    measure: input.measure ?? 'inches',
    turn: 1,
    active: input.sides[0]!.name,
    step: 'setup',
    sides,
    dice: input.dice,
    ...(input.chosen?.length ? { play: { chosen: [...input.chosen] } } : {}),
  };
  return { state: normaliseFow3Game(state), forces };
}

/** Drop every flag at its default, so the file stays short and equal states compare equal. */
export function normaliseFow3Game(state: Fow3GameState): Fow3GameState {
  return {
    ...state,
    sides: state.sides.map((s) => ({
      ...s,
      platoons: s.platoons.map((p) => ({
        ...stripDefaults(p),
        teams: p.teams.map((t) => stripDefaults(t, { inCommand: true })),
      })),
    })),
  };
}

/** Read a fow3 game file: schema, forces, and that the table state fits the forces. */
export function readFow3GameState(
  src: YamlSource,
  data: Record<string, unknown>,
): { state: Fow3GameState; forces: Fow3Force[] } {
  const parsed = checkWith(Fow3GameFileSchema, src, data);
  if (!parsed.ok) throw new ValidationError(parsed.issues);
  const state = normaliseFow3Game(parsed.value);
  const forces = readSideForces(src, data, state, {
    load: loadFow3ForceFile,
    resolveInline: resolveFow3Force,
    check: checkSide,
  });
  return { state, forces };
}

function checkSide(src: YamlSource, side: Fow3SideState, si: number, force: Fow3Force): Issue[] {
  const words = { list: 'platoons', group: 'platoon', force: 'company' };
  return tableStateIssues(
    src,
    si,
    words,
    side.platoons,
    (p) => p.platoon,
    { name: force.name, groups: force.platoons },
    {
      team(ts, ft, at) {
        if (ts.bailedOut && ft.profile.kind !== 'tank')
          at(
            ['bailedOut'],
            `only tanks bail out, and '${ts.id}' is ${ft.profile.kind === 'infantry' ? 'an infantry' : 'a gun'} team`,
          );
        if (ts.boggedDown && ft.profile.kind !== 'tank' && ft.profile.mobility !== 'medium')
          at(['boggedDown'], `only tanks and medium guns bog down, not '${ts.id}'`);
      },
    },
  );
}

/** The game file's text: a comment, the state, the journal mark. */
export function fow3GameToYaml(state: Fow3GameState, mark: JournalMark): string {
  return gameText(
    state,
    mark,
    `# umpire game file (Flames Of War 3rd edition, Open Fire!), saved after every change. Every change\n` +
      `# and every die is also in ${mark.file}; \`umpire undo\` steps back. Schema: \`umpire schema game --ruleset fow3\`.\n`,
  );
}

export function fow3GameCodec(): ForcesCodec<Fow3GameState, Fow3Force> {
  return forcesCodec(readFow3GameState, normaliseFow3Game, fow3GameToYaml);
}

export type Fow3Game = RulesetGame<Fow3GameState, Fow3Force>;

export function openFow3Game(file: string, options: SessionOptions = {}): Fow3Game {
  return openRulesetGame(file, fow3GameCodec, options);
}

export function createFow3Game(
  input: Fow3NewGameInput,
  options: SessionOptions & { overwrite?: boolean } = {},
): Fow3Game {
  return createRulesetGame(input.gameFile, newFow3GameState(input), fow3GameCodec, options);
}
