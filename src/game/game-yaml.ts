/**
 * The game file's YAML layout, shared by every ruleset: one line per team
 * ("- { id: 1st Troop/2, team: Sherman V, bailedOut: true }"), short lists such as the dice state on
 * one line, the journal mark last.
 *
 * Saving renders the file after every action, and an action changes a unit or two, so the text is
 * put together from pieces (issue 32): each top-level entry, each side, each unit of a side is
 * rendered on its own and kept, keyed by its JSON, and only a piece whose JSON changed is rendered
 * again. The pieces are indented and joined exactly as the whole document would lay them out; the
 * test renders recorded games both ways and compares the bytes.
 */
import { Document, isMap, isSeq, visit } from 'yaml';
import type { JournalMark } from './journal.js';

const TO_STRING = { lineWidth: 0, flowCollectionPadding: true } as const;

/** The state and journal mark as one YAML document laid out for reading. */
export function gameDocument(state: object, mark: JournalMark): Document {
  return laidOut(new Document({ ...state, journal: mark }));
}

function laidOut(doc: Document): Document {
  visit(doc, {
    Map(_k, node, path) {
      const parent = path[path.length - 1];
      const grand = path[path.length - 2];
      if (isSeq(parent) && grand && 'key' in grand && String((grand.key as { value?: unknown })?.value) === 'teams')
        node.flow = true;
      if (isMap(node) && node.has('kind') && node.has('seed')) node.flow = true;
    },
    Seq(_k, node) {
      if (node.items.every((i) => typeof (i as { value?: unknown }).value === 'number')) node.flow = true;
    },
  });
  return doc;
}

/** The game file's text rendered whole: the ruleset's header comment, then the document. */
export function gameYaml(doc: Document, header: string): string {
  return header + doc.toString(TO_STRING);
}

/**
 * The game file's text, the same bytes as `gameYaml(gameDocument(state, mark), header)`, put
 * together from pieces rendered before where they have not changed.
 */
export function gameText(state: object, mark: JournalMark, header: string): string {
  return header + mapText({ ...state, journal: mark }, 0);
}

/**
 * How deep pieces are split: the top-level entries (depth 0), the entries of a map or of a list
 * of maps below them (a side's, the play state's: 1), and theirs (a unit's: 2); deeper values are
 * whole pieces.
 */
const SPLIT_DEPTH = 3;
/** Lists the layout writes one line an item (a unit's teams): one piece each. */
const ONE_LINE_ITEMS = new Set(['teams']);
/** Pieces kept; more than a few games' worth starts the store afresh. */
const KEPT = 4000;
const pieces = new Map<string, string>();

function piece(value: object): string {
  const key = JSON.stringify(value);
  let text = pieces.get(key);
  if (text === undefined) {
    if (pieces.size >= KEPT) pieces.clear();
    text = laidOut(new Document(value)).toString(TO_STRING);
    pieces.set(key, text);
  }
  return text;
}

const isBlockMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.keys(v).length > 0 &&
  !('kind' in v && 'seed' in v); // the dice state is laid out on one line

/** A map's block text at indentation 0, its entries split into pieces down to SPLIT_DEPTH. */
function mapText(map: Record<string, unknown>, depth: number): string {
  if (depth >= SPLIT_DEPTH) return piece(map);
  let text = '';
  for (const [k, v] of Object.entries(map)) {
    if (v === undefined) continue;
    if (isBlockMap(v)) {
      text += keyLine(k) + indented(mapText(v, depth + 1));
    } else if (!ONE_LINE_ITEMS.has(k) && Array.isArray(v) && v.length > 0 && v.every(isBlockMap)) {
      text += keyLine(k);
      for (const item of v) text += seqItem(mapText(item, depth + 1));
    } else text += piece({ [k]: v });
  }
  return text;
}

/** "key:" as the layout writes the key (quoted where it must be). */
function keyLine(k: string): string {
  return piece({ [k]: {} }).replace(/ \{\}\n$/, '\n');
}

/** A map's text as the value of a key: two spaces before each line (not before empty ones). */
function indented(text: string): string {
  return text.replace(/^(?=.)/gm, '  ');
}

/** A map's text as an item of a block sequence under a key: "  - " before its first line, "    " before the rest. */
function seqItem(text: string): string {
  const lines = text.split('\n');
  lines.pop();
  return lines.map((line, i) => (i === 0 ? '  - ' : line === '' ? '' : '    ') + line).join('\n') + '\n';
}
