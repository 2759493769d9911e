/** No stack traces for users: a bug is one sentence and exit 1 (the trace only with --debug); a known system failure is a sentence and exit 2. */
import { describe, expect, it } from 'vitest';
import { commanderSentence, reportBug } from '../../src/cli/errors.js';

function stderrOf(f: () => number): { code: number; err: string } {
  let err = '';
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((c: string) => ((err += c), true)) as typeof process.stderr.write;
  try {
    return { code: f(), err };
  } finally {
    process.stderr.write = write;
  }
}

describe('errors reaching the top', () => {
  it('a bug: one sentence, exit 1; --debug adds the trace', () => {
    const quiet = stderrOf(() =>
      reportBug(new TypeError("Cannot read properties of undefined (reading 'sides')"), false),
    );
    expect(quiet.code).toBe(1);
    expect(quiet.err).toBe(
      "umpire: internal error: Cannot read properties of undefined (reading 'sides')\n  this is a bug in umpire; run the command again with --debug to see where, and report it\n",
    );
    const loud = stderrOf(() => reportBug(new TypeError('boom'), true));
    expect(loud.err).toMatch(/^umpire: internal error: boom\nTypeError: boom\n\s+at /);
  });

  it('a system failure in words: one sentence, exit 2', () => {
    const e = Object.assign(new Error('EACCES: permission denied, open /x/g.yaml'), {
      code: 'EACCES',
      syscall: 'open',
      path: '/x/g.yaml',
    });
    expect(stderrOf(() => reportBug(e, false))).toEqual({
      code: 2,
      err: 'umpire: could not open /x/g.yaml: permission was denied (EACCES)\n',
    });
    expect(stderrOf(() => reportBug(new RangeError('Maximum call stack size exceeded'), false)).code).toBe(2);
  });
});

describe("commander's own refusals", () => {
  it('are one sentence like every user error, the suggestion folded in', () => {
    expect(commanderSentence("error: unknown option '--ned'\n(Did you mean --need?)\n")).toBe(
      "umpire: unknown option '--ned' (did you mean --need?)\n",
    );
    expect(commanderSentence("error: missing required argument 'dice'\n")).toBe(
      "umpire: missing required argument 'dice'\n",
    );
  });
});
