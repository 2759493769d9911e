import type { Document, LineCounter } from 'yaml';
import { parseYamlText } from './yaml-source.js';

export interface PositionedDocument {
  readonly doc: Document;
  readonly lines: LineCounter;
  toJS(): unknown;
}

/**
 * Parse JSON or YAML keeping positions, through the same reader as every file (alias and depth
 * limits, CR line endings); a syntax error names its line and column.
 */
export function parseDocument(text: string, name: string): PositionedDocument {
  const src = parseYamlText(text, name);
  return { doc: src.doc, lines: src.lineCounter, toJS: () => src.data };
}

/** "file:line:col" of the value at a path (or of its nearest existing parent). */
export function validateAt(d: PositionedDocument, name: string, path: readonly (string | number)[]): string {
  for (let n = path.length; n >= 0; n--) {
    const node = d.doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined;
    if (node && node.range) {
      const pos = d.lines.linePos(node.range[0]);
      return `${name}:${pos.line}:${pos.col}`;
    }
  }
  return `${name}:1:1`;
}
