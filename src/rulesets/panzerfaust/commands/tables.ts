/**
 * `umpire tables panzerfaust`: --check lists the lost values still empty; --edit opens the
 * tables file in $EDITOR (or prints its path without a terminal).
 */
import { Option } from '../../command-input.js';
import { spawnSync } from 'node:child_process';
import { commandEntry } from '../../contract.js';
import { checkLines, checkTables } from '../tables/check.js';
import { readTablesFile, tablesPath } from '../tables/tables.js';

export const tablesEntry = commandEntry({
  summary:
    'the Panzerfaust tables whose values the source lost: --check lists what is still empty, --edit opens the file to fill in.',
  options: () => [
    new Option('--check', 'list the lost values still empty, table by table (default)'),
    new Option('--edit', 'open the tables file in $EDITOR (prints its path when there is no terminal)'),
    new Option('--file <path>', 'your own copy (default: UMPIRE_PANZERFAUST_TABLES, else the bundled file)'),
  ],
  examples: [
    'umpire tables panzerfaust --check',
    'umpire tables panzerfaust --edit',
    'UMPIRE_PANZERFAUST_TABLES=~/pf-tables.yaml umpire tables panzerfaust --check --json',
  ],
  help: 'Copy the bundled file, fill its nulls from your book, and point umpire at it with UMPIRE_PANZERFAUST_TABLES or `tables: <path>` in a game file.',
  async run(ctx) {
    const file = tablesPath(ctx.opts.file);
    if (ctx.opts.edit) {
      const editor = process.env.VISUAL || process.env.EDITOR;
      if (!((ctx as { interactive?: boolean }).interactive ?? process.stdout.isTTY) || !editor) {
        if (ctx.json) return ctx.out.json({ file });
        ctx.out.line(file);
        return;
      }
      spawnSync(editor, [file], { stdio: 'inherit' });
    }
    const c = checkTables(readTablesFile(file));
    if (ctx.json) return ctx.out.json(c);
    const [first, ...rest] = checkLines(c);
    ctx.out.line(first);
    if (c.byTable.length > 0)
      await ctx.out.table({
        head: ['table', 'page', 'empty', 'key in the file'],
        rows: c.byTable.map((b) => [b.name, b.page, b.empty, `tables.${b.table}`]),
        numeric: [2],
      });
    ctx.out.line(rest[rest.length - 1]);
  },
});
