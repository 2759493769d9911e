/**
 * `umpire tables panzerfaust`: --check lists the lost values still empty; --edit opens the
 * tables file in $EDITOR (or prints its path without a terminal).
 */
import { Option } from '../../command-input.js';
import { spawnSync } from 'node:child_process';
import { commandEntry } from '../../contract.js';
import { checkLines, checkTables } from '../tables/check.js';
import { loadTables, tablesPath } from '../tables/tables.js';

export const tablesEntry = commandEntry({
  summary:
    'the Panzerfaust tables whose values the source lost: --check counts book, your, house and empty values, --edit opens the file to fill in.',
  options: () => [
    new Option(
      '--check',
      'count the values from the book, yours, house values and empty ones, table by table (default)',
    ),
    new Option('--edit', 'open the tables file in $EDITOR (prints its path when there is no terminal)'),
    new Option('--file <path>', 'your own copy (default: UMPIRE_PANZERFAUST_TABLES, else the bundled file)'),
  ],
  examples: [
    'umpire tables panzerfaust --check',
    'umpire tables panzerfaust --edit',
    'UMPIRE_PANZERFAUST_TABLES=~/pf-tables.yaml umpire tables panzerfaust --check --json',
  ],
  help: "Every value the source lost has a house value (scenarios/panzerfaust/house-values.yaml: umpire's choice, not the book's; each result that uses one says so). Copy the bundled tables file, fill its nulls from your book, and point umpire at it with UMPIRE_PANZERFAUST_TABLES or `tables: <path>` in a game file: your values override the house ones.",
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
    const c = checkTables(loadTables(file));
    if (ctx.json) return ctx.out.json(c);
    const [first, ...rest] = checkLines(c);
    ctx.out.line(first);
    if (c.byTable.length > 0)
      await ctx.out.table({
        head: ['table', 'page', 'yours', 'house', 'empty', 'key in the file'],
        rows: c.byTable.map((b) => [b.name, b.page, b.player, b.house, b.empty, `tables.${b.table}`]),
        numeric: [2, 3, 4],
      });
    ctx.out.line(rest[rest.length - 1]!);
  },
});
