/**
 * Problems found in a user's file: each names the file, line and column, says in plain words what
 * is wrong and, where we can, what to do. Ruleset-agnostic.
 */
import { caretExcerpt, InputError } from '../errors/input-error.js';

export interface Issue {
  readonly file: string;
  /** 1-based; 0 when the problem is with the file as a whole (then shown as line 1). */
  readonly line: number;
  readonly col: number;
  readonly message: string;
  readonly hint?: string;
  /** The text of the offending line, when the file's text is at hand (for the caret excerpt). */
  readonly source?: string;
}

export function where(issue: Pick<Issue, 'file' | 'line' | 'col'>): string {
  return `${issue.file}:${Math.max(1, issue.line)}:${Math.max(1, issue.col)}`;
}

/** The offending line with a caret under the column, when the issue carries its source line. */
export function issueExcerpt(issue: Issue): string | undefined {
  return issue.source === undefined
    ? undefined
    : caretExcerpt(issue.source, Math.max(1, issue.line), Math.max(1, issue.col));
}

/** "file:line:col: message", then (indented) the source line with a caret, then the hint. */
export function formatIssue(issue: Issue): string {
  const head = `${where(issue)}: ${issue.message}`;
  const excerpt = issueExcerpt(issue);
  const lines = [
    head,
    ...(excerpt ? excerpt.split('\n').map((l) => `  ${l}`) : []),
    ...(issue.hint ? [`  ${issue.hint}`] : []),
  ];
  return lines.join('\n');
}

/**
 * A file the user must fix: an InputError (code 'invalid-file', or 'yaml' for YAML syntax) whose
 * `where`, `message`, `excerpt` and `hint` describe the first issue; every issue is in `issues`.
 */
export class ValidationError extends InputError {
  override readonly name: string = 'ValidationError';
  readonly issues: readonly Issue[];
  constructor(issues: readonly Issue[], code = 'invalid-file') {
    // A name quoted from a hostile file can be megabytes long: messages show its start only.
    issues = issues.map((i) =>
      i.message.length > 300 || (i.hint?.length ?? 0) > 2000
        ? { ...i, message: cutQuoted(i.message), ...(i.hint ? { hint: cutQuoted(i.hint) } : {}) }
        : i,
    );
    const first = issues[0] ?? { file: '?', line: 1, col: 1, message: 'invalid file' };
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    const rest = issues.slice(1, 6).map(formatIssue);
    const hints = [first.hint, ...rest].filter((h): h is string => Boolean(h));
    super(first.message + more, {
      code,
      where: where(first),
      excerpt: issueExcerpt(first),
      hint: hints.length > 0 ? hints.join('\n  ') : undefined,
    });
    this.issues = issues;
  }
}

/** Quoted names over 60 characters cut to their start; what is left over 1,000 characters cut too. */
export function cutQuoted(text: string): string {
  const cut = (text.length > 4000 ? text.slice(0, 2000) + text.slice(-2000) : text).replace(
    /(['"])([^'"]{61,}?)\1/g,
    (_m, q: string, name: string) => `${q}${name.slice(0, 57)}...${q}`,
  );
  return cut.length > 1000 ? `${cut.slice(0, 997)}...` : cut;
}
