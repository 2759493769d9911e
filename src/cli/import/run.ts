/**
 * `umpire import` wired the way commands are wired today (src/cli/commands/); the printing is the
 * fow4 command entry's (src/rulesets/fow4/roster-import/command.ts) until the registry's `import`
 * slot carries it.
 */
import { reportLines } from '../../rulesets/fow4/roster-import/command.js';
import { importRosterFiles } from '../../rulesets/fow4/roster-import/files.js';
import { printJson, println } from '../output.js';

export interface ImportFlags {
  output?: string;
  force?: boolean;
  json?: boolean;
}

/** Words wrapped to `width`; later lines indented by `indent`. */
function wrap(text: string, first = '', indent = '    ', width = 80): string {
  const lines: string[] = [];
  let line = first;
  let words = 0;
  for (const word of text.trim().split(/\s+/)) {
    if (words > 0 && (line + ' ' + word).length > width) {
      lines.push(line);
      line = indent + word;
    } else line = words > 0 ? `${line} ${word}` : line + word;
    words++;
  }
  lines.push(line);
  return lines.join('\n');
}

export async function runImport(roster: string, flags: ImportFlags): Promise<void> {
  const r = importRosterFiles(roster, { ...(flags.output ? { output: flags.output } : {}), overwrite: Boolean(flags.force) });
  if (flags.json) {
    printJson(r);
    return;
  }
  const { paint } = await import('../style.js');
  const c = await paint();
  const lines = reportLines(r);
  for (const l of lines.head) println(wrap(l, '', '  '));
  if (lines.notImported.length > 0) {
    println(c.warn(`Not imported (${lines.notImported.length} special rule${lines.notImported.length === 1 ? '' : 's'}, kept as comments in the files):`));
    for (const l of lines.notImported) println(wrap(l, '  - '));
  }
  if (lines.skipped.length > 0) {
    println('Skipped:');
    for (const l of lines.skipped) println(wrap(l, '  - '));
  }
  println(c.dim(wrap(lines.next, '', '  ')));
}
