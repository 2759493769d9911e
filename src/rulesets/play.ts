/**
 * What a ruleset gives `umpire play` (ruleset-agnostic): the steps of its turn, what can be done
 * in each, and the procedure behind each thing. Every procedure is pure: it yields dice and
 * decisions and returns the next state with a report in words. The walker in src/cli/play asks
 * the questions, rolls, journals and saves after each finished action.
 *
 * Decisions name who answers them: a side's name (a player's choice under the rules: the
 * built-in opponent may take it), or TABLE (something only the people at the table can see:
 * distances, line of sight, how the models moved; always asked).
 */
import type { Procedure } from '../engine/request.js';
import type { Out } from './out.js';

/** A question a ruleset asks at setup (one answer from a list); the walker's prompt shows it. */
export interface SetupQuestion {
  readonly kind: 'select';
  readonly message: string;
  readonly choices: readonly { readonly value: string; readonly label: string }[];
  readonly default?: string;
}

/** The player name of a question about the table. */
export const TABLE = 'table';

/**
 * A character for the built-in opponent (`--opponent aggressive`), the same for every ruleset:
 * the weights with which a ruleset's opponent scores its options from the exact odds. A score is
 * `harm * teams destroyed expected + pin * chance to pin - risk * own teams lost expected`; it
 * assaults when the chance to win reaches `assaultBar`.
 */
export interface Doctrine {
  readonly id: string;
  /** One line for help and --opponent errors. */
  readonly summary: string;
  /** Weight of each enemy team expected destroyed. */
  readonly harm: number;
  /** Weight of the chance to pin (or suppress) the target. */
  readonly pin: number;
  /** Weight of each own team expected lost. */
  readonly risk: number;
  /** Lowest estimated chance to win at which it assaults (above 1: never). */
  readonly assaultBar: number;
  /** Closes with the enemy (true) or keeps its distance, digs in and shoots (false). */
  readonly advance: boolean;
  /**
   * Plays as the opponent did before its value-and-threat decisions (issue 28), kept as a rung of
   * the ladder the new ones are measured against (`npm run tally`). A ruleset whose opponent has
   * only one way of deciding plays it as the doctrine's weights say.
   */
  readonly classic?: boolean;
}

/** The doctrines, by id. The first is the default. */
export const DOCTRINES: readonly Doctrine[] = [
  {
    id: 'cautious',
    summary:
      'keeps its units in cover and digs in; shoots where the odds of harm are best; assaults only with 65% or more to win',
    harm: 1,
    pin: 0.5,
    risk: 1.5,
    assaultBar: 0.65,
    advance: false,
  },
  {
    id: 'aggressive',
    summary: 'moves on the enemy and its objective; shoots to destroy; assaults with 40% or more to win',
    harm: 1.5,
    pin: 0.3,
    risk: 0.5,
    assaultBar: 0.4,
    advance: true,
  },
  {
    id: 'classic',
    summary:
      "the Flames Of War opponent as it played before its value-and-threat decisions (cautious's weights; the ladder's yardstick)",
    harm: 1,
    pin: 0.5,
    risk: 1.5,
    assaultBar: 0.65,
    advance: false,
    classic: true,
  },
];

export const DEFAULT_DOCTRINE: Doctrine = DOCTRINES[0]!;

export function doctrineById(id: string): Doctrine | undefined {
  return DOCTRINES.find((d) => d.id === id.toLowerCase());
}

/** A decision as the built-in opponent sees it. */
export interface BotRequest {
  readonly id: string;
  readonly player: string;
  readonly question: string;
  readonly choices: readonly { value: unknown; label: string }[];
  readonly default: unknown;
  readonly multi?: boolean;
}

/** The opponent's answer and why (printed with it, numbers included). */
export interface BotAnswer {
  readonly value: unknown;
  readonly reason?: string;
}

/**
 * The structured twin of numbers a decision line of the opponent printed for one option (its
 * choice or the runner-up): the words printed, the numbers unrounded, and the `umpire odds`
 * command that gives them from the same facts (`umpire odds <command> ...args`, the files the
 * arguments name written beside it first). So anyone can check the opponent's odds.
 */
export interface DecisionOdds {
  /** The option: the target unit (a charge: "unit -> target"). */
  readonly option: string;
  /** What the line printed for it, e.g. "1.1 StuG G destroyed expected, 38% to pin". */
  readonly why: string;
  readonly command: 'shoot' | 'bombard' | 'assault';
  readonly args: readonly string[];
  /** File name (as the arguments give it) -> its content, written as JSON; a .yaml one is a game file of that state. */
  readonly files?: Readonly<Record<string, unknown>>;
  /** The numbers behind `why`, unrounded (destroyed, pin, win, low, high...). */
  readonly numbers: Readonly<Record<string, number>>;
}

/** The opponent's pick of the next action of a step, with its reasons (and, for a move, the instruction to carry out). */
export interface BotChoice<S> {
  readonly action: PlayAction<S>;
  readonly reason: readonly string[];
  /** The structured twin of the numbers the reasons print. */
  readonly odds?: readonly DecisionOdds[];
}

/** How a finished game ended (`umpire demo --json`). */
export interface PlayOutcome {
  /** The winning side; null when nobody won (both lose, or time ran out). */
  readonly winner: string | null;
  /** How, in words ("captured Objective A1", "No Formations Left"...). */
  readonly reason: string;
  /** The grade of the result, if the rules give one ("Major Victory"). */
  readonly result?: string;
  readonly points?: Readonly<Record<string, number>>;
}

export interface StepOutcome<S> {
  readonly state: S;
  /** What happened, one line each, for the players (after `show`'s tables: what changed on the table). */
  readonly report: readonly string[];
  /**
   * Every die of the action in the tables the quick commands print (`umpire shoot`, `assault`,
   * `test`...), through the same renderer. When given, the walker prints these tables instead of
   * its one line per roll (it still shows the rolls a decision inside the action depends on).
   */
  readonly show?: (out: Out) => Promise<void>;
  /** The structured twin of numbers a decision line of the report printed (the opponent's). */
  readonly odds?: readonly DecisionOdds[];
}

export interface PlayAction<S> {
  readonly id: string;
  readonly label: string;
  run(): Procedure<StepOutcome<S>>;
}

export interface PlayStep<S> {
  /** Stable id, e.g. "movement". */
  readonly id: string;
  /** Shown in the prompt, e.g. "Movement". */
  readonly name: string;
  /**
   * Who picks the next action: TABLE (the people at the table: they move the models) or "active"
   * (the side whose turn it is: its player, or the opponent that plays it). An automatic step has
   * no actions.
   */
  readonly chooser: typeof TABLE | 'active';
  /** What can be done now, besides ending the step. */
  actions(): readonly PlayAction<S>[];
  /** End the step (automatic steps: the whole step), moving the game on. */
  readonly finish: PlayAction<S>;
  /**
   * Actions a player would expect here that the rules do not allow now (a unit that used Blitz
   * assaulting, a second shooting), each with why and the page: shown dimmed, never chosen.
   */
  unavailable?(): readonly Unavailable[];
}

/** An action the rules refuse now, and why (with the book's page). */
export interface Unavailable {
  readonly label: string;
  readonly reason: string;
}

/** The action under way when a player asks for the odds, with the decisions taken in it so far. */
export interface PendingAction {
  readonly id: string;
  readonly label: string;
  readonly answers: readonly { readonly id: string; readonly value: unknown }[];
}

export interface PlayHeader {
  readonly ruleset: string;
  readonly turn: number;
  readonly active: string;
  readonly step: string;
}

/** A ruleset's turn, bound to one game (its forces and rule data). It never asks who plays a side. */
export interface PlayRuleset<S> {
  readonly id: string;
  header(state: S): PlayHeader;
  /** The current step, or undefined once the game is over. */
  step(state: S): PlayStep<S> | undefined;
  /** The final result in words (game over). */
  summary(state: S): readonly string[];
  /** The side names in order (for `--opponent <side>`). */
  sides?(state: S): readonly string[];
  /** How the game ended, once it is over. */
  outcome?(state: S): PlayOutcome | undefined;
  /**
   * `odds` at a prompt: the exact chances of what is about to be rolled, in lines, for the action
   * under way (undefined: none yet, the step's menu is shown). Pure.
   */
  odds?(state: S, pending: PendingAction | undefined): readonly string[];
  /** The built-in opponent, when the ruleset has one: a decider beside the rules (Opponent). */
  readonly opponent?: Opponent<S>;
}

/**
 * The built-in opponent of a ruleset: it decides for the sides it plays, beside the rules. The
 * turn's procedures ask decisions of a named side and never ask who plays it; the walker
 * (src/cli/play) sends a decision of a side this opponent plays here, a question about the table
 * to the people at it (or, with nobody there, to `demoTable`), and anything else to the player.
 * It is built from the turn's public pieces (its actions and procedures) and its exact odds; the
 * turn never imports it.
 */
export interface Opponent<S> {
  /** Its doctrines and policies in words, for help. */
  readonly doctrine: readonly string[];
  /** The sides it plays in this state. */
  plays(state: S): readonly string[];
  /** The doctrine id of a side it plays (undefined: DEFAULT_DOCTRINE). */
  doctrineOf(state: S, side: string): string | undefined;
  /** The state with exactly these sides played by it, side name -> doctrine id ({}: none). */
  withSides(state: S, opponents: Readonly<Record<string, string>>): S;
  /**
   * Its next action in a step of a side it plays (the active side), with its reasons; the action
   * may be one of its own built from the turn's pieces. Undefined: the step's first action.
   */
  choose(state: S, step: PlayStep<S>, doctrine: Doctrine): BotChoice<S> | undefined;
  /** Its answer to a decision of its side, with the reason printed beside it (undefined: the procedure's default). */
  answer(state: S, request: BotRequest, doctrine: Doctrine): BotAnswer | undefined;
  /**
   * Decisions a procedure files under a side that are really questions about the table (who
   * reaches Contact, who is within 8", who can get away...): the people at the table answer
   * them even for its side.
   */
  asksTable?(decisionId: string): boolean;
  /**
   * Bot-versus-bot (`umpire demo`, `play --opponent both` without a person at the table): the
   * answer to a table question that the demo table would most likely show (undefined: the
   * question's own default). Each ruleset names and documents its choice (e.g. scenarios/fow4/demo-table.yaml).
   */
  demoTable?(state: S, request: BotRequest): unknown;
}
