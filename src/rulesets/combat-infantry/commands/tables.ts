/**
 * `umpire tables combat-infantry`: --check lists the lost values still empty (the default);
 * --edit name=value... writes values from your own copy of the game into the lost-values file
 * (comments and layout kept); --edit alone opens the file in $EDITOR, or prints its path when
 * there is no terminal.
 */
import { Option } from '../../command-input.js';
import { spawnSync } from 'node:child_process';
import { commandEntry } from '../../contract.js';

export const tablesEntry = commandEntry({
  summary:
    'the Combat Infantry values the extraction lost: --check counts book, rebuilt, your, house and empty values, --edit name=value fills them in.',
  options: () => [
    new Option('--check', 'list the lost values still empty, with the book section of each (default)'),
    new Option(
      '--edit [assignments...]',
      'write values (e.g. stack.clear=3); with none, open the file in $EDITOR (its path without a terminal)',
    ),
    new Option(
      '--file <path>',
      'the lost-values file (default: the bundled scenarios/combat-infantry/lost-values.yaml)',
    ),
  ],
  examples: [
    'umpire tables combat-infantry --check',
    'umpire tables combat-infantry --edit stack.clear=3 move.town=2',
    'umpire tables combat-infantry --check --json',
  ],
  help: "Until you fill a value, umpire uses its house value (scenarios/combat-infantry/house-values.yaml: umpire's choice, not the book's; each result that uses one says so). Values come from your own copy of the game; a value you write is no longer flagged as rebuilt, and every result that uses it says it was filled in by you.",
  async run(ctx) {
    const [
      { bundledFile },
      { LostValues, HOUSE_VALUES_FILE, readLostValuesFile, bundledHouseValues },
      { checkTables, editTables, parseAssignment },
    ] = await Promise.all([import('../paths.js'), import('../lost-values.js'), import('../tables.js')]);
    const file = ctx.opts.file ?? bundledFile('lost-values.yaml');
    const edit = ctx.opts.edit;
    if (Array.isArray(edit) && edit.length > 0) {
      const lost = readLostValuesFile(file);
      editTables(
        file,
        edit.map((a) => parseAssignment(a, lost)),
      );
      if (!ctx.json) ctx.out.line(`wrote ${edit.length} value${edit.length === 1 ? '' : 's'} into ${file}`);
    } else if (edit !== undefined) {
      const editor = process.env.VISUAL || process.env.EDITOR;
      if (!ctx.interactive || !editor) {
        if (ctx.json) return ctx.out.json({ file });
        ctx.out.line(file);
        return;
      }
      spawnSync(editor, [file], { stdio: 'inherit' });
    }
    const read = readLostValuesFile(file);
    const c = checkTables(new LostValues(read.entries, read.file, {}, bundledHouseValues()));
    if (ctx.json) return ctx.out.json({ ...c, file });
    ctx.out.line(
      `${file}: ${c.total} lost values; ${c.inWords} spelled out in the book, ${c.rebuilt} rebuilt by the spec, ${c.filled} filled in by you, ${c.house} house values (umpire's, not the book's: ${HOUSE_VALUES_FILE}), ${c.empty.length} still empty.`,
    );
    if (c.empty.length > 0)
      await ctx.out.table({
        head: ['value', 'what was lost', 'section'],
        rows: c.empty.map((e) => [e.name, e.lost, e.section]),
      });
  },
});
