/**
 * Word wrap for prose, prompts and notes: a line longer than `width` breaks at spaces;
 * continuation lines keep the first line's indentation (plus the marker's width for a list item
 * "- ", "* " or "• "). A word longer than the width stays whole. Colour codes count as no width.
 */
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** The text without colour codes. */
export const visibleText = (s: string): string => s.replace(ANSI, '');

export const visible = (s: string): number => visibleText(s).length;

export function wrapText(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => wrapLine(line, width))
    .join('\n');
}

function wrapLine(line: string, width: number): string {
  if (visible(line) <= width) return line;
  const indent = /^\s*(?:[-*•] )?/.exec(line)![0];
  const hang = ' '.repeat(indent.length);
  const words = line.slice(indent.length).split(/ +/);
  const out: string[] = [];
  let cur = indent;
  let empty = true;
  for (const w of words) {
    if (!empty && visible(cur) + 1 + visible(w) > width) {
      out.push(cur);
      cur = hang + w;
    } else cur = empty ? cur + w : `${cur} ${w}`;
    empty = false;
  }
  out.push(cur);
  return out.join('\n');
}

/** A line of help that is an example command (`  umpire shoot ...`), with any `# comment` after it. */
const EXAMPLE = /^(\s+)((?:[A-Z_]+=\S+ )?(?:umpire|printf|cat|npm) .*?)(\s{2,}# .*)?$/;

/**
 * Help text fitted to `width`: prose wraps at words (a line written for a wider screen takes its
 * continuation lines along); an example command too long for the line goes on over shell
 * continuation lines (` \`), an option kept with its value and never broken inside quotes, so it
 * can still be copied and run; its comment goes on its own line above it.
 */
export function wrapHelp(text: string, width: number): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    if (visible(line) <= width) {
      out.push(line);
      continue;
    }
    const ex = EXAMPLE.exec(line);
    if (ex) {
      const [, indent, command, comment] = ex as unknown as [string, string, string, string | undefined];
      if (comment) out.push(wrapLine(`${indent}${comment.trim()}`, width));
      out.push(wrapCommand(indent, command, width));
      continue;
    }
    while (i + 1 < lines.length && continues(line, lines[i + 1]!)) line = `${line} ${lines[++i]!.trim()}`;
    out.push(wrapLine(line, width));
  }
  return out.join('\n');
}

/** `next` goes on with the sentence of `line`: the same indent, a word that starts in lower case. */
function continues(line: string, next: string): boolean {
  const indent = /^\s*/.exec(line)![0];
  return next.startsWith(indent) && /^[a-z(]/.test(next.slice(indent.length)) && !EXAMPLE.test(next);
}

/** A shell command over continuation lines; split at spaces outside quotes, an option kept with its value. */
function wrapCommand(indent: string, command: string, width: number): string {
  const words = command.match(/(?:[^\s"']+|"[^"]*"|'[^']*')+/g) ?? [command];
  const units: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const next = words[i + 1];
    units.push(w.startsWith('-') && next !== undefined && !next.startsWith('-') ? `${w} ${words[++i]!}` : w);
  }
  const hang = `${indent}    `;
  const lines: string[] = [];
  let cur = indent;
  for (const u of units) {
    const first = cur === indent || cur === hang;
    if (!first && visible(cur) + 1 + visible(u) + 2 > width) {
      lines.push(`${cur} \\`);
      cur = hang + u;
    } else cur = first ? cur + u : `${cur} ${u}`;
  }
  lines.push(cur);
  return lines.join('\n');
}
