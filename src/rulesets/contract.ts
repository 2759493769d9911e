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
import type { Option } from 'commander';
import type { z } from 'zod';
import type { Decider } from '../engine/decider.js';
import type { Procedure } from '../engine/request.js';
import type { JournalEntry } from '../engine/runner.js';
import type { GameSession, SessionOptions } from '../game/session.js';
import type { PlayRuleset } from './play.js';
import type { Resolvable } from './resolvable.js';

/** The commands whose meaning depends on the ruleset. Each ruleset implements or declines each. */
export const RULESET_COMMANDS = [
  'shoot',
  'assault',
  'bombard',
  'aircraft',
  'test',
  'odds',
  'roll',
  'new',
  'status',
  'undo',
  'play',
  'resolve',
  'tables',
  'import',
] as const;
export type RulesetCommand = (typeof RULESET_COMMANDS)[number];

// ---------------------------------------------------------------------------------------------
// Output and input ports (implemented by src/cli; tests implement them in memory)

/** Styles a ruleset may ask for; plain text when colour is off (no TTY, NO_COLOR). */
export interface Paint {
  bold(s: string): string;
  dim(s: string): string;
  good(s: string): string;
  bad(s: string): string;
  warn(s: string): string;
  info(s: string): string;
}

export interface TableSpec {
  readonly title?: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
  /** Right-align these columns (numbers). */
  readonly numeric?: readonly number[];
}

/** Where a command's human output goes. Every human output has a JSON twin (`json`). */
export interface Out {
  readonly paint: Paint;
  /** The width to fit (the terminal's, 80 or more; 100 without a terminal). */
  readonly width: number;
  /** One paragraph, wrapped at word boundaries to `width`. */
  line(text?: string): void;
  /** A table that fits `width` (cells wrap at words). */
  table(spec: TableSpec): Promise<void>;
  /** A titled list, one wrapped item per line (e.g. "Rules applied"). */
  list(title: string, items: readonly string[]): void;
  /** The machine-readable twin: printed instead of the human output with --json. */
  json(value: unknown): void;
}

/** A question about the table (line of sight, range, contact...): asked on a TTY, else taken from --fact or its default. */
export interface TableQuestion {
  readonly id: string;
  readonly message: string;
  readonly kind: 'confirm' | 'select' | 'multi' | 'number' | 'text';
  readonly choices?: readonly { readonly value: string; readonly label: string }[];
  readonly default?: string | readonly string[];
}

/** Runs procedures for a command with the dice and decisions its command line asked for. */
export interface CommandRun {
  procedure<R>(proc: Procedure<R>, decider?: Decider): Promise<{ result: R; journal: JournalEntry[]; seed?: number }>;
}

/** What a command entry gets when it runs. `opts` holds only the options the entry declared plus the generic ones. */
export interface CommandContext {
  /** The command's positional arguments. */
  readonly args: readonly string[];
  /** Parsed options (camelCase keys, as commander gives them). */
  readonly opts: Readonly<Record<string, unknown>>;
  /** True with --json: print only `out.json(...)`. */
  readonly json: boolean;
  readonly out: Out;
  readonly run: CommandRun;
  /** A table question: a prompt on a TTY, otherwise a --fact answer or the default. */
  ask(q: TableQuestion): Promise<string | string[]>;
  /** The game file with --game (the ruleset was read from it). */
  readonly game?: string;
}

/** One ruleset's `umpire <command>` (or a sub-command such as `odds shoot`: key "odds shoot"). */
export interface CommandEntry {
  /** One line for `umpire <command> --help`, under this ruleset's name. */
  readonly summary: string;
  /** Positional arguments, e.g. "[shooters...]" (same for every ruleset of a command, or this ruleset's own). */
  readonly arguments?: string;
  /** Options this ruleset takes for the command (commander Options: .choices(), .conflicts(), .argParser(), .helpGroup()). */
  options(): readonly Option[];
  /** Whole example command lines, shown in help. */
  readonly examples: readonly string[];
  /** More help (e.g. the order in which --dice faces are used). */
  readonly help?: string;
  run(ctx: CommandContext): Promise<void>;
}

/** A command slot: a lazily loaded entry, or one sentence saying why this ruleset has none (exit 2). */
export type CommandSlot = { readonly load: () => Promise<CommandEntry> } | { readonly declined: string };

// ---------------------------------------------------------------------------------------------
// Files and games

export interface ValidateSummary {
  readonly kind: string;
  readonly lines: readonly string[];
}

export interface RulesetFiles {
  /** File kinds this ruleset reads, e.g. ["force", "game", "arsenal"] or ["force", "game", "tables"]. */
  readonly kinds: readonly string[];
  /** The zod schema of a kind (its input side gives the JSON Schema for editors). */
  schema(kind: string): Promise<z.ZodType>;
  /** Which kind a parsed file is, from its top-level keys. */
  detectKind(data: Record<string, unknown>): string | undefined;
  /** Check a file fully (schema, cross-references); throws an InputError with file:line:col. */
  validate(path: string, kind: string): Promise<ValidateSummary>;
}

/** An open game of any ruleset: its session (journal, undo), and what play and status need. */
export interface OpenGame {
  readonly ruleset: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly session: GameSession<any>;
  /** This game's turn for `umpire play` (bound to its forces). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  play(): PlayRuleset<any>;
  /** The `status` lines shown at a play prompt. */
  statusLines(): string[];
}

export interface RulesetGames {
  open(file: string, options?: SessionOptions): Promise<OpenGame>;
  /** The bundled demo game written to `file` (for `umpire play` with no game, and `umpire demo`). */
  createDemo(file: string, seed: number): Promise<OpenGame>;
}

// ---------------------------------------------------------------------------------------------

export interface Ruleset {
  /** "fow4", "fow3", "panzerfaust", "combat-infantry". */
  readonly id: string;
  /** The book's name, e.g. "Flames Of War 4th edition". */
  readonly name: string;
  /** The dice it uses, for `umpire roll` help (e.g. ["d6"], ["d10"], ["d6", "2d6", "3d6 roll-under"]). */
  readonly dice: readonly string[];
  readonly files: RulesetFiles;
  readonly games: RulesetGames;
  /** Procedures `umpire resolve` runs from a situation document: "<id>.shoot" -> loader. */
  readonly resolvable: Readonly<Record<string, () => Promise<Resolvable>>>;
  /** Every command of RULESET_COMMANDS (sub-commands as "odds shoot", "test rally"...): an entry or a refusal. */
  readonly commands: Readonly<Record<string, CommandSlot>>;
}
