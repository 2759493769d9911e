import { importRosterFiles } from '../../rulesets/fow4/roster-import/files.js';
import { printJson, println } from '../output.js';

export interface ImportFlags {
  output?: string;
  force?: boolean;
  json?: boolean;
}

/** Words wrapped to `width`, later lines indented by `indent`. */
function wrap(text: string, width = 80, indent = '    '): string {
  const lines: string[] = [];
  const lead = /^\s*/.exec(text)![0];
  let line = lead;
  for (const word of text.trim().split(/\s+/)) {
    if (line.trim() && (line + ' ' + word).length > width) {
      lines.push(line);
      line = indent + word;
    } else line = line.trim() ? `${line} ${word}` : line + word;
  }
  if (line.trim()) lines.push(line);
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
  const n = (k: number, word: string) => `${k} ${word}${k === 1 ? '' : 's'}`;
  println(wrap(`${c.good('Imported')} ${r.name}: ${n(r.counts.formations, 'formation')}, ${n(r.counts.units, 'unit')}, ${n(r.counts.teams, 'team')}${r.points !== undefined ? `, ${r.points} points` : ''}.`));
  println(wrap(`  wrote ${r.force} (the force) and ${r.arsenal} (${n(r.teamProfiles, 'team profile')})`));
  if (r.notImported.length > 0) {
    println(c.warn(`Not imported (${n(r.notImported.length, 'special rule')}, kept as comments in the files):`));
    for (const u of r.notImported) println(wrap(`  - ${u.text}, in ${u.where}`));
  }
  if (r.skipped.length > 0) {
    println('Skipped (no team profiles):');
    for (const s of r.skipped) println(wrap(`  - ${s.name} (roster line ${s.line})`));
  }
  println(wrap(c.dim(`Next: umpire validate ${r.force}`)));
}
