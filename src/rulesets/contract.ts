/**
 * The `Ruleset` contract: the one value through which the CLI (and play, odds, resolve, the solo
 * opponent) reaches a ruleset. In the spirit of boardgame.io's `Game`: nothing outside a ruleset's
 * folder names that ruleset; src/cli asks the registry (src/rulesets/index.ts) for a `Ruleset` and
 * calls it. A new ruleset = its folder + one registry line (docs/new-ruleset.md).
 *
 * Layers (DESIGN.md): a ruleset knows nothing of the terminal. Command entries print through the
 * `Out` port (lines, tables, lists, JSON) that the CLI implements with chalk and cli-table3; they
 * run procedures through the `CommandRun` port (dice flags, deciders, journal); they ask table
 * questions through `ask` (a prompt on a TTY, --fact answers otherwise). Everything heavy is loaded
 * lazily: a `Ruleset` value is cheap to import, its command entries load on use.
 */
import type { InferOptions, Option } from '@commander-js/extra-typings';
import type { z } from 'zod';
import type { Target } from '../dice/target.js';
import type { Decider } from '../engine/decider.js';
import type { Procedure } from '../engine/request.js';
import type { JournalEntry } from '../engine/runner.js';
import type { GameSession, RepairReport, SessionOptions } from '../game/session.js';
import type { Out } from './out.js';
import type { PlayAction, PlayRuleset, SetupQuestion } from './play.js';
import type { Resolvable } from './resolvable.js';

/**
 * The command entries every ruleset implements or declines (a sub-command is "odds shoot").
 * `roll` (through `scoreRule`), `validate`/`schema` (`files`), `undo` (`games`) and `resolve`
 * (`resolvable`) need no entry: the CLI runs them from the fields below.
 */
export const RULESET_COMMANDS = [
  'shoot',
  'assault',
  'bombard',
  'aircraft arrive',
  'aircraft attack',
  'test',
  'odds shoot',
  'odds test',
  'odds bombard',
  'odds assault',
  'new',
  'status',
  'import',
  'tables',
] as const;
export type RulesetCommand = (typeof RULESET_COMMANDS)[number];

// ---------------------------------------------------------------------------------------------
// Output and input ports (implemented by src/cli; tests implement them in memory)

/** The output port lives in out.ts (play.ts uses it too); named here for the ruleset folders. */
export type { Out, Paint, TableSpec } from './out.js';

/** A question about the table (line of sight, range, cover...): asked on a TTY, else taken from --fact or its default. */
export interface TableQuestion {
  /** The key of the answer in the facts object, e.g. "longRange". */
  readonly key: string;
  readonly text: string;
  readonly kind: 'yes-no' | 'number' | 'teams' | 'choice';
  /** The answer taken when nobody answers (no terminal, no --fact). */
  readonly default: boolean | number | string | readonly string[];
  /** 'choice': the values to choose from. */
  readonly choices?: readonly { readonly value: string; readonly label: string }[];
  /** 'teams': the team ids to pick from. */
  readonly teams?: readonly string[];
  /** Why it matters (the rule), for help text. */
  readonly why?: string;
}

/** What the dice and the journal need of an open game, whatever its ruleset. */
export interface GameDiceRun {
  readonly data: { readonly state: { readonly dice: GameDiceState } };
  readonly game: { readonly session: { record(entry: JournalEntry, diceState?: readonly number[]): void } };
}

/** How a game file keeps its dice: seeded (with the generator's position), fair, or physical. */
export type GameDiceState =
  | { readonly kind: 'seeded'; readonly seed: number; readonly state: readonly number[] }
  | { readonly kind: 'crypto' }
  | { readonly kind: 'manual' };

/** Runs procedures for a command with the dice and decisions its command line asked for. */
export interface CommandRun {
  /**
   * Quick mode: the dice of --seed / --dice / --manual (fair otherwise); decisions from --decide,
   * then (with `ask`) a prompt on the terminal, else the procedure's default; or from `decider`.
   * Given a maker of the procedure (`() => shoot(s)`), physical dice and a grouped --dice are
   * taken one line per pool rolled together, as in `umpire play`.
   */
  procedure<R>(
    proc: Procedure<R> | (() => Procedure<R>),
    options?: { readonly decider?: Decider; readonly ask?: boolean },
  ): Promise<{ result: R; journal: JournalEntry[]; seed?: number }>;
  /**
   * Game mode: the game's own dice (its saved seeded position, or --dice / --manual for this step),
   * decisions from --decide then a prompt on a terminal; every die and decision is recorded in the session.
   */
  inGame<R>(game: GameDiceRun, proc: Procedure<R>): Promise<R>;
  /** Where the game's seeded dice stand after `inGame` (to save with the new state), if seeded. */
  dicePosition(game: GameDiceRun): readonly number[] | undefined;
}

/** The generic options every ruleset command may get besides its entry's own (src/cli/ruleset-command.ts). */
export interface GenericOpts {
  readonly ruleset?: string;
  readonly game?: string;
  readonly json?: true;
  readonly seed?: string;
  readonly dice?: string;
  readonly manual?: true;
  readonly decide?: string[];
}

/**
 * What a command entry gets when it runs. `opts` holds only the options the entry declared plus the
 * generic ones; `O` is their type, inferred from the entry's declared options (`OptsOf`).
 */
export interface CommandContext<O extends object = Record<string, unknown>> {
  /** The command's positional arguments. */
  readonly args: readonly string[];
  /** Parsed options (camelCase keys, as commander gives them): the entry's own and the generic ones (ruleset, game, json, seed, dice, manual, decide). */
  readonly opts: Readonly<O & GenericOpts>;
  /** True with --json: print only `out.json(...)`. */
  readonly json: boolean;
  readonly out: Out;
  readonly run: CommandRun;
  /** The game file with --game (the ruleset was read from it). */
  readonly game?: string;
  /** True when a person sits at a terminal (prompts allowed). */
  readonly interactive: boolean;
  /** `--fact key=value` answers checked against the questions (plus `extraKeys` taken as text). */
  facts(
    questions: readonly TableQuestion[],
    texts: readonly string[] | undefined,
    extraKeys?: readonly string[],
  ): Record<string, unknown>;
  /** Ask the questions not answered in `given` (prompts on a terminal; otherwise `given` as is). */
  ask(questions: readonly TableQuestion[], given: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/**
 * A declared option: commander's `Option` as `@commander-js/extra-typings` types it, so its value's
 * type follows from its flags, `.default()`, `.choices()` and `.argParser()`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOption = Option<string, any, any, any, boolean, any>;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type ValuesOf<O> =
  O extends Option<infer U, infer P, infer D, infer C, infer M, infer Ch> ? InferOptions<{}, U, D, C, M, P, Ch> : never;

/** The parsed values of a list of declared options, e.g. `--at <t...>` gives `{ at?: string[] }`. */
export type OptsOf<O extends readonly AnyOption[]> = Flat<UnionToIntersection<ValuesOf<O[number]>>>;
type Flat<T> = { [K in keyof T]: T[K] };

/** One ruleset's `umpire <command>` (or a sub-command such as `odds shoot`: key "odds shoot"). */
export interface CommandEntry<O extends object = Record<string, unknown>> {
  /** One line for `umpire <command> --help`, under this ruleset's name. */
  readonly summary: string;
  /** Positional arguments, e.g. "[shooters...]" (same for every ruleset of a command, or this ruleset's own). */
  readonly arguments?: string;
  /** Options this ruleset takes for the command (commander Options: .choices(), .conflicts(), .argParser(), .helpGroup()). */
  options(): readonly AnyOption[];
  /** Whole example command lines, shown in help. */
  readonly examples: readonly string[];
  /** More help (e.g. the order in which --dice faces are used). */
  readonly help?: string;
  run(ctx: CommandContext<O>): Promise<void>;
}

/**
 * A command entry whose `run` gets `ctx.opts` typed from the options it declares: each option is
 * declared once, with `.choices()`, `.default()` and `.argParser()`, and its type follows
 * (`@commander-js/extra-typings`). A function giving several options returns them `as const`, so
 * each keeps its own type.
 */
export function commandEntry<const O extends readonly DeclaredOption[]>(
  entry: Omit<CommandEntry<OptsOf<Extract<O, readonly AnyOption[]>>>, 'options'> & { options(): O },
): CommandEntry {
  // O holds commander Options (DeclaredOption is their shape); its element type is kept free of
  // AnyOption's `any`s only so that inference gives each option its own exact type.
  return entry as unknown as CommandEntry;
}

/** What `commandEntry` takes as an option: commander's Option (its shape without type parameters). */
type DeclaredOption = Pick<AnyOption, 'flags' | 'long' | 'attributeName' | 'argChoices'>;

/** A command slot: a lazily loaded entry, or one sentence saying why this ruleset has none (exit 2). */
export type CommandSlot = { readonly load: () => Promise<CommandEntry> } | { readonly declined: string };

// ---------------------------------------------------------------------------------------------
// Files and games

export interface ValidateSummary {
  readonly kind: string;
  /** One line for `umpire validate`, e.g. "force 'Desert Rats': 2 formations, 9 units, 31 teams". */
  readonly summary: string;
  readonly counts?: Readonly<Record<string, number>>;
}

export interface RulesetFiles {
  /** File kinds this ruleset reads, e.g. ["force", "game", "arsenal"]. */
  readonly kinds: readonly string[];
  /** The zod schema of a kind (its input side gives the JSON Schema for editors). */
  schema(kind: string): Promise<z.ZodType>;
  /** Which kind a parsed file is, from its top-level keys. */
  detectKind(data: Record<string, unknown>): string | undefined;
  /** Check a file fully (schema, cross-references); throws ValidationError with file:line:col. */
  validate(path: string, kind: string): Promise<ValidateSummary>;
}

/** An open game of any ruleset: its session (journal, undo). */
export interface OpenGame {
  readonly ruleset: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly session: GameSession<any>;
}

export interface RulesetGames {
  /** Open a game file of this ruleset (its journal checked, the state replayed). */
  open(file: string, options?: SessionOptions): Promise<OpenGame>;
  /** Roll a game whose journal is damaged back to its last good entry (`umpire undo --repair`). */
  repair(file: string): Promise<RepairReport>;
}

// ---------------------------------------------------------------------------------------------
// Play (`umpire play`, `umpire demo`): the walker in src/cli/play asks, rolls, journals and saves

/** A game file opened for `umpire play`: its session, its turn, and what the prompt shows. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface PlayGame<S extends object = any> {
  readonly session: GameSession<S>;
  /** The ruleset's turn, bound to this game's forces. */
  readonly turn: PlayRuleset<S>;
  /** `status` at the prompt: each side in a few plain lines. */
  statusLines(state: S): string[];
  /** Lines added to `?` at the prompt (e.g. what setup asks). */
  help(state: S): string[];
  /** Questions asked before the first action, when the ruleset's setup is not a step of its turn. */
  readonly setup?: PlaySetup<S>;
}

/** A ruleset's setup questions and the action they lead to (the CLI asks the dice after). */
export interface PlaySetup<S extends object> {
  /** True while the game waits for its setup. */
  pending(state: S): boolean;
  /** True when the dice were chosen with the game (`umpire new --dice/--seed`): set-up does not ask them again. */
  diceChosen?(state: S): boolean;
  /** Ask the ruleset's own setup questions (mission, attacker...); returns the choices. */
  ask(state: S, ask: (q: SetupQuestion) => Promise<string>): Promise<unknown>;
  /** The setup action the choices lead to (roll-offs, deployment...), run as the game's first action. */
  action(state: S, choices: unknown): PlayAction<S>;
}

/** The ruleset's bundled demo battle (`umpire play` with no file, `umpire demo`). */
export interface PlayDemo {
  /** What the demo forces are, e.g. "British armour against German grenadiers". */
  readonly forces: string;
  /** Write a new demo game with seeded dice; `bots`: every side played by the built-in opponent. */
  create(file: string, seed: number, options?: { readonly bots?: boolean }): Promise<void>;
  /** Where the automatic demo stops (e.g. after one round). */
  stop(state: unknown): boolean;
}

export interface RulesetPlay {
  open(file: string): Promise<PlayGame>;
  readonly demo?: PlayDemo;
}

// ---------------------------------------------------------------------------------------------

export interface Ruleset {
  /** "fow4", "fow3", "panzerfaust", "combat-infantry". */
  readonly id: string;
  /** The book's name, e.g. "Flames Of War 4th edition". */
  readonly name: string;
  /** The dice it uses, for `umpire roll` help (e.g. ["d6"], ["d10"], ["d6", "2d6", "3d6 roll-under"]). */
  readonly dice: readonly string[];
  /**
   * How `umpire roll N --need S` reads a d6 score under this ruleset (e.g. 7+ and 8+ by follow-up
   * dice), with the rule that shaped it; absent: the plain "S or more on each die".
   */
  scoreRule?(need: number): Promise<{ readonly target: Target; readonly note: string }>;
  readonly files: RulesetFiles;
  readonly games: RulesetGames;
  /** Procedures `umpire resolve` runs from a situation document: "<id>.shoot" -> loader. */
  readonly resolvable: Readonly<Record<string, () => Promise<Resolvable>>>;
  /** Every command of RULESET_COMMANDS (sub-commands as "odds shoot", "test rally"...): an entry or a refusal. */
  readonly commands: Readonly<Record<string, CommandSlot>>;
  /** `umpire play` (absent: the ruleset has no play turn yet, and `umpire play` says so). */
  readonly play?: RulesetPlay;
}
