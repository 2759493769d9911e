import { LineCounter, parseDocument as parseYaml, type Document } from 'yaml';
import { UserError } from '../engine/user-error.js';

export interface PositionedDocument {
  readonly doc: Document;
  readonly lines: LineCounter;
  toJS(): unknown;
}

/** Parse JSON or YAML keeping positions; a syntax error names its line and column. */
export function parseDocument(text: string, name: string): PositionedDocument {
  const lines = new LineCounter();
  const doc = parseYaml(text, { lineCounter: lines, prettyErrors: false });
  const err = doc.errors[0];
  if (err) {
    const pos = lines.linePos(err.pos[0]);
    throw new UserError(`this is not valid YAML or JSON: ${err.message.split('\n')[0]}`, `${name}:${pos.line}:${pos.col}`);
  }
  return { doc, lines, toJS: () => doc.toJS({ maxAliasCount: 100 }) };
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
