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
