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
import type { Out } from './contract.js';

/** A question a ruleset asks at setup (one answer from a list); the walker's prompt shows it. */
export interface SetupQuestion {
  readonly kind: 'select';
  readonly message: string;
  readonly choices: readonly { readonly value: string; readonly label: string }[];
  readonly default?: string;
}

/** The player name of a question about the table. */
export const TABLE = 'table';

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
   * Who picks the next action: TABLE (the human, even for the built-in opponent's side: the
   * human moves the models) or "active" (the side whose turn it is; the opponent's doctrine
   * picks for a bot side). An automatic step has no actions.
   */
  readonly chooser: typeof TABLE | 'active';
  /** What can be done now, besides ending the step. */
  actions(): readonly PlayAction<S>[];
  /** The built-in opponent ends this step at once rather than acting (e.g. it never assaults). */
  readonly botPasses?: boolean;
  /** End the step (automatic steps: the whole step), moving the game on. */
  readonly finish: PlayAction<S>;
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

/** A ruleset's turn, bound to one game (its forces and rule data). */
export interface PlayRuleset<S> {
  readonly id: string;
  header(state: S): PlayHeader;
  /** The current step, or undefined once the game is over. */
  step(state: S): PlayStep<S> | undefined;
  /** Sides played by the built-in opponent. */
  bots(state: S): readonly string[];
  /** The final result in words (game over). */
  summary(state: S): readonly string[];
  /** The built-in opponent's doctrine, for help. */
  readonly doctrine: readonly string[];
  /** The opponent's answer to a decision its side must take (undefined: take the procedure's default). */
  botDecide?(state: S, request: { id: string; player: string; choices: readonly { value: unknown; label: string }[]; default: unknown }): unknown;
  /**
   * Decisions a procedure files under a side that are really questions about the table (who
   * reaches Contact, who is within 8", who can get away...): the human answers them even for the
   * built-in opponent's side.
   */
  asksTable?(decisionId: string): boolean;
  /**
   * `odds` at a prompt: the exact chances of what is about to be rolled, in lines, for the action
   * under way (undefined: none yet, the step's menu is shown). Pure.
   */
  odds?(state: S, pending: PendingAction | undefined): readonly string[];
}
