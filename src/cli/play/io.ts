/**
 * The prompt seam of `umpire play`: every question goes through `ask`, everything said through
 * `print`. The terminal uses @inquirer/prompts (inquirer-io.ts); tests and `--script` use a list of
 * answers (scripted-io.ts). Only selections and free text: a yes/no question is a selection.
 */
import type { DecisionOdds } from '../../rulesets/play.js';

export interface SelectChoice {
  /** What the answer is (also accepted as a typed/scripted answer). */
  readonly value: string;
  readonly label: string;
  /** Shown dimmed with this reason and never chosen: the rules do not allow it now. */
  readonly disabled?: string;
}

export type Question =
  | {
      readonly kind: 'select';
      readonly message: string;
      readonly choices: readonly SelectChoice[];
      readonly default?: string;
    }
  | {
      readonly kind: 'input';
      readonly message: string;
      readonly default?: string;
      readonly validate?: (text: string) => true | string;
    }
  /** A set of things (teams, units): any number of them, defaults ticked; the answer is encodeSet(values). */
  | {
      readonly kind: 'checkbox';
      readonly message: string;
      readonly choices: readonly SelectChoice[];
      readonly default: readonly string[];
    };

/** A checkbox answer travels as one string (the walker's prompt seam is text). */
export function encodeSet(values: readonly string[]): string {
  return JSON.stringify(values);
}

export function decodeSet(answer: string): string[] {
  const v = JSON.parse(answer) as unknown;
  return Array.isArray(v) ? v.map(String) : [];
}

export interface PlayIO {
  /** The answer's value (select) or text (input). */
  ask(q: Question): Promise<string>;
  print(text: string): void;
  /** The width to fit text and tables to (DEFAULT_WIDTH when not said). */
  readonly width?: number;
  /** Whether a person answers (false: scripted or automatic). */
  readonly interactive: boolean;
  /**
   * Ask a run of questions on one screen and take a group of physical dice in one line (the
   * terminal, `--script`); false: one question and one roll at a time (older answer scripts).
   */
  readonly grouped?: boolean;
  /**
   * The structured twin of the built-in opponent's decision line just printed: each option's
   * numbers and the `umpire odds` command that gives them (tests check one against the other).
   */
  odds?(records: readonly DecisionOdds[]): void;
}

/** The width of the play screen when the IO says none (no terminal): 80 columns. */
export const DEFAULT_WIDTH = 80;

/** Answers at any prompt that are not answers but commands of the walker. */
export const META = ['?', 'help', 'status', 'odds', 'undo', 'dice', 'quit'] as const;
export type Meta = (typeof META)[number];

/** Words of the walker that a typed answer (a dice prompt, a set) may be instead of an answer. */
export function isMeta(text: string): text is Meta {
  return (META as readonly string[]).includes(text.trim().toLowerCase());
}
