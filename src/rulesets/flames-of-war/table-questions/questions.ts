/**
 * The table questions: what only the players can see on the table (range, concealment, which
 * teams stand close together, facing, a Commander nearby). Each mapping lists the questions it
 * needs with their defaults; a front end (the CLI, `umpire play`) asks them and passes the
 * answers back as the `facts` object, whose keys are the questions' keys. Pure data.
 */

export type QuestionKind = 'yes-no' | 'choice' | 'teams' | 'number';

export interface TableQuestion {
  /** The key of the answer in the facts object, e.g. "longRange". */
  readonly key: string;
  readonly text: string;
  readonly kind: QuestionKind;
  /** The answer taken when nobody answers (no terminal, no flag). */
  readonly default: boolean | number | string | readonly string[];
  /** 'choice': the values to choose from. */
  readonly choices?: readonly { readonly value: string; readonly label: string }[];
  /** 'teams': the team ids to pick from. */
  readonly teams?: readonly string[];
  /** 'teams': how each team is named on a screen (its type and role), by id. */
  readonly labels?: Readonly<Record<string, string>>;
  /** Why it matters (the rule), for help text. */
  readonly why?: string;
}

export function yesNo(key: string, text: string, dflt: boolean, why?: string): TableQuestion {
  return { key, text, kind: 'yes-no', default: dflt, ...(why ? { why } : {}) };
}

export function pickTeams(
  key: string,
  text: string,
  teams: readonly string[],
  dflt: readonly string[],
  why?: string,
  labels?: Readonly<Record<string, string>>,
): TableQuestion {
  return { key, text, kind: 'teams', teams, default: dflt, ...(why ? { why } : {}), ...(labels ? { labels } : {}) };
}

export function choice(
  key: string,
  text: string,
  choices: readonly { value: string; label: string }[],
  dflt: string,
  why?: string,
): TableQuestion {
  return { key, text, kind: 'choice', choices, default: dflt, ...(why ? { why } : {}) };
}

export function numberQ(key: string, text: string, dflt: number, why?: string): TableQuestion {
  return { key, text, kind: 'number', default: dflt, ...(why ? { why } : {}) };
}
