/**
 * fow4's `umpire import` command entry (the `import` slot of the Ruleset contract): a
 * BattleScribe / New Recruit roster becomes a force file and its arsenal file. Prints through
 * the `Out` port; the JSON twin is the report of what was written and what was not imported.
 */
import { Option } from '../../command-input.js';
import { commandEntry } from '../../contract.js';
import type { CommandContext, TableSpec } from '../../contract.js';
import { importRosterFiles, type ImportReport } from './files.js';

const plural = (k: number, word: string) => `${k} ${word}${k === 1 ? '' : 's'}`;

/** Words wrapped to `width` columns, continuation lines indented (long paths stay whole). */
export function wrapWords(text: string, width: number, indent = '  '): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = indent + word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** The table of what the import made: one row per unit, its teams, and the roster's own points. */
export function madeTable(r: ImportReport): TableSpec {
  const rows: (string | number)[][] = r.units.map((u) => [
    u.formation === null ? `${u.name} (support)` : u.name,
    [...u.teams, ...u.transport].map((t) => `${t.count} ${t.name}`).join(', '),
    u.points === undefined ? '-' : u.points,
  ]);
  const sum = r.units.reduce((a, u) => a + (u.points ?? 0), 0);
  const total = Math.round(sum * 10) / 10;
  rows.push([
    'total',
    plural(r.counts.teams, 'team'),
    r.points === undefined
      ? total
      : total === r.points
        ? `${total} (roster ${r.points})`
        : `${total} of the roster's ${r.points}`,
  ]);
  return { head: ['unit', 'teams', 'points'], rows, numeric: [2] };
}

/** The human lines of a report (also used by the interim CLI wiring). */
export function reportLines(r: ImportReport): {
  head: string[];
  notImported: string[];
  /** umpire's readings of values the data writes in no card's form (readings.ts). */
  readings: string[];
  /** Teams whose card prints speeds of its own: "M5 Stuart: tactical 12\"/30cm, ...". */
  speeds: string[];
  skipped: string[];
  next: string;
} {
  return {
    head: [
      `Imported ${r.name}: ${plural(r.counts.formations, 'formation')}, ${plural(r.counts.units, 'unit')}, ${plural(r.counts.teams, 'team')}${r.points !== undefined ? `, ${r.points} points` : ''}.`,
      `Wrote ${r.force} (the force) and ${r.arsenal} (${plural(r.teamProfiles, 'team profile')}).`,
    ],
    notImported: [
      ...r.notImported.filter((u) => u.why !== 'reading').map((u) => `${u.text}, in ${u.where}`),
      ...r.uncounted.map(
        (u) => `${u.n}x ${u.label} (roster line ${u.line}): no team profile in the roster has this name, in ${u.where}`,
      ),
    ],
    readings: r.notImported.filter((u) => u.why === 'reading').map((u) => `${u.text}, in ${u.where}`),
    speeds: r.cardSpeeds.map(
      ({ team, speeds: s }) =>
        `${team}: tactical ${s['tactical']}, terrain dash ${s['terrainDash']}, cross-country dash ${s['crossCountryDash']}, road dash ${s['roadDash']}`,
    ),
    skipped: r.skipped.map((s) => `${s.name} (roster line ${s.line}): no team profiles`),
    next: `Next: umpire validate ${r.force}`,
  };
}

export const importCommand = commandEntry({
  summary:
    'turn a BattleScribe / New Recruit roster (.ros, .rosz) into a force file and the arsenal of its own team profiles',
  arguments: '<roster>',
  options: () => [
    new Option(
      '-o, --output <file>',
      'the force file to write (default: the roster name with .yaml); the arsenal goes beside it as <name>.arsenal.yaml',
    ),
    new Option('--force', 'write over existing files'),
  ],
  examples: [
    'umpire import my-list.rosz -o my-list.yaml',
    'umpire validate my-list.yaml',
    'umpire new --side Me=my-list.yaml --side Them=scenarios/fow4/forces/german-grenadierkompanie.yaml',
    'umpire shoot "3 Sherman V" --arsenal my-list.yaml --at "2 Panzer IV H"',
    'umpire shoot "3 M4 Sherman (75mm)" --shooter-arsenal my-list.yaml --at "7 MG42 team" --target-arsenal their-list.yaml',
  ],
  help: 'The force file names its own arsenal file (the team profiles the roster prints), so it validates and plays as it is. Special rules umpire does not know are kept as comments at the line of their team and unit, and listed; nothing is dropped silently.',
  async run(ctx: CommandContext): Promise<void> {
    const roster = ctx.args[0];
    const output = ctx.opts.output;
    const report = importRosterFiles(String(roster), {
      ...(typeof output === 'string' ? { output } : {}),
      overwrite: ctx.opts.force === true,
    });
    if (ctx.json) {
      ctx.out.json(report);
      return;
    }
    const lines = reportLines(report);
    const width = Math.min(ctx.out.width, 80);
    // The list prints each item after "  • ": items wrap 4 columns narrower, continuing under the text.
    const item = (t: string) => wrapWords(t, width - 4, '    ');
    for (const l of lines.head) ctx.out.line(wrapWords(l, width));
    await ctx.out.table(madeTable(report));
    if (lines.notImported.length > 0)
      ctx.out.list(
        `Not applied (${plural(lines.notImported.length, 'item')}, kept as comments in the files)`,
        lines.notImported.map(item),
      );
    if (lines.readings.length > 0)
      ctx.out.list(
        `Read by umpire (${plural(lines.readings.length, 'value')} the data writes in no card's form)`,
        lines.readings.map(item),
      );
    if (lines.speeds.length > 0)
      ctx.out.list("Card speeds (the card's own, not a p. 18 row: move by these at the table)", lines.speeds.map(item));
    if (lines.skipped.length > 0) ctx.out.list('Skipped', lines.skipped.map(item));
    ctx.out.line(ctx.out.paint.dim(wrapWords(lines.next, width)));
  },
});
