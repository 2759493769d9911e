/**
 * Problems found in a user's file: each names the file, line and column, says in plain words what
 * is wrong and, where we can, what to do. Ruleset-agnostic.
 */
export interface Issue {
  readonly file: string;
  /** 1-based; 0 when the problem is with the file as a whole (then shown as line 1). */
  readonly line: number;
  readonly col: number;
  readonly message: string;
  readonly hint?: string;
}

export function where(issue: Pick<Issue, 'file' | 'line' | 'col'>): string {
  return `${issue.file}:${Math.max(1, issue.line)}:${Math.max(1, issue.col)}`;
}

/** One line per issue: "file:line:col: message" and, indented, the hint. */
export function formatIssue(issue: Issue): string {
  const head = `${where(issue)}: ${issue.message}`;
  return issue.hint ? `${head}\n  ${issue.hint}` : head;
}

/**
 * A file the user must fix. `name` is 'ValidationError' so the CLI prints it without a stack
 * trace and exits 2 (src/cli/errors.ts isUserFacing). `where`, `message` and `hint` describe the
 * first issue; every issue is in `issues`.
 */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  readonly where: string;
  readonly hint?: string;
  constructor(readonly issues: readonly Issue[]) {
    const first = issues[0] ?? { file: '?', line: 1, col: 1, message: 'invalid file' };
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    super(first.message + more);
    this.where = where(first);
    const rest = issues.slice(1, 6).map(formatIssue);
    const hints = [first.hint, ...rest].filter((h): h is string => Boolean(h));
    if (hints.length > 0) this.hint = hints.join('\n  ');
  }
}
