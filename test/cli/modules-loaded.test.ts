/**
 * How much a quick command loads before it answers (issue 18): most of a quick `shoot` or `odds
 * shoot` was start-up, one module file at a time. The counts are deterministic, so they are held
 * to a budget here and a change that makes a quick command load more fails this test. Needs the
 * build (`npm run build`): the counts are of the built CLI, bundled (what `umpire` runs) and not.
 */
import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modulesLoaded } from '../../scripts/modules-loaded.js';
import { COLD_START, QUICK_COMMANDS } from '../../scripts/quick-commands.js';

const root = new URL('../../', import.meta.url);
const bin = new URL('bin/umpire.js', root).pathname;
const compiled = new URL('dist/cli/main.js', root);
const bundled = new URL('dist/bundle/main.js', root);
const built = existsSync(compiled) && existsSync(bundled) && statSync(bundled).mtimeMs >= statSync(compiled).mtimeMs;

/** The files of dist/ a run loads, and the packages. */
function loads(args: readonly string[], unbundled = false): { files: string[]; packages: string[] } {
  const run = modulesLoaded(bin, [...args], unbundled ? { UMPIRE_UNBUNDLED: '1' } : {});
  expect(run.status, run.stderr).toBe(0);
  const files = run.urls
    .filter((u: string) => u.includes('/dist/'))
    .map((u: string) => u.slice(u.indexOf('/dist/') + 1));
  const packages = [
    ...new Set(
      run.urls
        .filter((u: string) => u.includes('/node_modules/'))
        .map((u: string) => u.split('/node_modules/')[1]!.split('/')[0]!),
    ),
  ];
  return { files, packages };
}

// Budgets: today's counts with a little room (bundled: files read; unbundled: modules of dist/).
const BUDGET = {
  // 76: main() loads src/odds/short-run.ts, which says whether the CLI owns its process (issue 32).
  // 79: a command's context takes its table facts and dice position from two small files of their
  // own, so that exact odds load no dice, and quick shoot's situation is apart from its roll (issue 32).
  // 7 bundled (was 6): the dice are the rolling commands' own file (exact odds load none), but the
  // bundle holds pure-rand's two files, so a quick `shoot` reads one file fewer in all (issue 32).
  shoot: { bundled: 7, unbundled: 79 },
  // 8: laying the bundle out for `odds bombard` too (issue 32) split one of odds shoot's files in two.
  // 77 and 93 (were 90 and 100): exact odds load no dice, their sources or the game's, and odds
  // shoot not the shooting procedure (issue 32). 7 bundled (was 8): odds shoot's own small file is
  // held by the odds' common one.
  odds: { bundled: 7, unbundled: 77 },
  oddsBombard: { bundled: 7, unbundled: 93 },
} as const;

/**
 * The packages each loads: exact odds roll no dice, so they load no random generator; bundled, the
 * rolling commands take pure-rand from the bundle itself (scripts/bundle.js INLINED, issue 32).
 */
const PACKAGES = {
  shoot: { bundled: ['commander'], unbundled: ['commander', 'pure-rand'] },
  odds: { bundled: ['commander'], unbundled: ['commander'] },
  oddsBombard: { bundled: ['commander'], unbundled: ['commander'] },
} as const;

describe.skipIf(!built)('what a quick command loads (the built CLI)', () => {
  it('the cold start reads two files of the bundle and one package (commander)', () => {
    const start = loads(COLD_START);
    expect(start.files).toEqual(['dist/bundle/main.js', expect.stringMatching(/^dist\/bundle\/main-.+\.js$/)]);
    expect(start.packages).toEqual(['commander']);
  });

  for (const name of ['shoot', 'odds', 'oddsBombard'] as const) {
    it(`umpire ${QUICK_COMMANDS[name].slice(0, 2).join(' ')} ... --json reads at most ${BUDGET[name].bundled} files of the bundle, and no YAML, schema, table or colour code`, () => {
      const { files, packages } = loads(QUICK_COMMANDS[name]);
      expect(
        files.every((f) => f.startsWith('dist/bundle/')),
        files.join(' '),
      ).toBe(true);
      expect(files.length, files.join(' ')).toBeLessThanOrEqual(BUDGET[name].bundled);
      expect(packages.sort()).toEqual(PACKAGES[name].bundled);
    });

    it(`unbundled, it loads at most ${BUDGET[name].unbundled} modules of dist/`, () => {
      const { files, packages } = loads(QUICK_COMMANDS[name], true);
      expect(files.some((f) => f.startsWith('dist/bundle/'))).toBe(false);
      expect(files.length, files.join('\n')).toBeLessThanOrEqual(BUDGET[name].unbundled);
      expect(packages.sort()).toEqual(PACKAGES[name].unbundled);
    });
  }

  it('a named arsenal team is looked up in the compiled JSON: still no YAML parser or schema library', () => {
    expect(loads(QUICK_COMMANDS.named).packages.sort()).toEqual(['commander']);
  });
});
