/**
 * Read a BattleScribe / New Recruit roster (`.ros` XML, or `.rosz`: a zip holding one `.ros`) into
 * a small model: roster > forces > force > selections > selection (name, number, profiles with
 * their characteristics, rules, categories, costs, child selections). Every node keeps the line it
 * starts on, so later errors can say where. XML parsing is fast-xml-parser's, unzipping fflate's.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ValidationError } from '../../../game/issues.js';
import { LIMITS } from '../../../game/limits.js';
import { unzipLimited } from '../../../game/unzip-limited.js';

export interface RosterCharacteristic {
  readonly name: string;
  readonly value: string;
  readonly line: number;
}

export interface RosterProfile {
  readonly name: string;
  readonly typeName: string;
  readonly line: number;
  readonly characteristics: readonly RosterCharacteristic[];
}

export interface RosterSelection {
  readonly name: string;
  /** The `number` attribute (how many times this selection was taken), default 1. */
  readonly number: number;
  /** BattleScribe's selection type: unit, model or upgrade. */
  readonly type: string;
  readonly line: number;
  /** Names from the roster root to this selection, e.g. ["Armoured Squadron", "1st Troop"]. */
  readonly path: readonly string[];
  readonly profiles: readonly RosterProfile[];
  /** Rule names attached to the selection (`<rules><rule name=...>`). */
  readonly rules: readonly { readonly name: string; readonly line: number }[];
  readonly categories: readonly string[];
  readonly points?: number;
  readonly selections: readonly RosterSelection[];
}

export interface RosterForce {
  readonly name: string;
  readonly catalogue?: string;
  readonly line: number;
  readonly selections: readonly RosterSelection[];
}

export interface Roster {
  /** The file name errors name. */
  readonly file: string;
  readonly name: string;
  readonly gameSystem?: string;
  readonly points?: number;
  readonly forces: readonly RosterForce[];
  /** The column where a line's first element starts (list builders write one element per line). */
  readonly columnOf: (line: number) => number;
  /** The text of a line (for the caret excerpt of an error). */
  readonly lineText: (line: number) => string;
}

const REPEATED = new Set(['force', 'selection', 'profile', 'characteristic', 'cost', 'category', 'rule']);

/** Bytes of a `.ros` or `.rosz` file into the roster model; a broken file is a ValidationError naming its line. */
export function readRoster(bytes: Uint8Array, file: string): Roster {
  const text = rosterText(bytes, file);
  const textLines = text.split('\n');
  const lineText = (line: number) => (textLines[line - 1] ?? '').replace(/\r$/, '');
  // Safety first (src/game/limits.ts): no DOCTYPE (so no entities, external or parameter), bounded nesting.
  const doctype = /<!DOCTYPE/i.exec(text);
  if (doctype) {
    const line = text.slice(0, doctype.index).split('\n').length;
    throw issue(
      file,
      line,
      doctype.index - text.lastIndexOf('\n', doctype.index - 1),
      'the roster declares a DOCTYPE, which no list builder writes; umpire does not read XML entities',
      'export the list again from BattleScribe or New Recruit',
      lineText(line),
    );
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw issue(
      file,
      valid.err.line,
      valid.err.col,
      `the roster is not well-formed XML: ${valid.err.msg.replace(/\.$/, '')}`,
      'export the list again from BattleScribe or New Recruit, or mend the XML at that line',
      lineText(valid.err.line),
    );
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    alwaysCreateTextNode: true,
    captureMetaData: true,
    isArray: (name) => REPEATED.has(name),
    maxNestedTags: LIMITS.xmlDepth,
  });
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(text) as Record<string, unknown>;
  } catch (err) {
    const deep = /nested/i.test(err instanceof Error ? err.message : '');
    throw issue(
      file,
      1,
      1,
      deep
        ? `the roster nests its elements more than ${LIMITS.xmlDepth} deep, more than any list builder writes`
        : `the roster cannot be read: ${err instanceof Error ? err.message : String(err)}`,
      'export the list again from BattleScribe or New Recruit',
    );
  }
  const lines = lineStarts(text);
  const lineOf = (node: unknown): number => {
    const meta = (node as Record<symbol, { startIndex?: number } | undefined>)[XMLParser.getMetaDataSymbol() as symbol];
    return meta?.startIndex === undefined ? 1 : lineAt(lines, meta.startIndex);
  };
  const root = doc['roster'] as XmlNode | undefined;
  if (!root || typeof root !== 'object') {
    throw issue(
      file,
      1,
      1,
      'this XML is not a BattleScribe roster (its root element is not <roster>)',
      'give the .ros or .rosz file that BattleScribe or New Recruit exports',
    );
  }
  const rosterName = attr(root, 'name') ?? 'Imported force';
  const forces = children(root, 'forces', 'force').map((f): RosterForce => {
    const name = attr(f, 'name') ?? 'Force';
    const catalogue = attr(f, 'catalogueName');
    return {
      name,
      ...(catalogue ? { catalogue } : {}),
      line: lineOf(f),
      selections: children(f, 'selections', 'selection').map((s) => selection(s, [], lineOf)),
    };
  });
  for (const f of forces) checkNumbers(f.selections, file, lineText);
  const points = pointsOf(root);
  const gameSystem = attr(root, 'gameSystemName');
  const columnOf = (line: number) => (/^\s*/.exec(lineText(line))?.[0].length ?? 0) + 1;
  return {
    file,
    name: rosterName,
    ...(gameSystem ? { gameSystem } : {}),
    ...(points !== undefined ? { points } : {}),
    forces,
    columnOf,
    lineText,
  };
}

type XmlNode = Record<string, unknown>;

/** No selection taken more times than LIMITS.rosterSelectionNumber (`number="1000000000"` would be a force of 10^9 teams). */
function checkNumbers(selections: readonly RosterSelection[], file: string, lineText: (line: number) => string): void {
  for (const s of selections) {
    if (s.number > LIMITS.rosterSelectionNumber)
      throw issue(
        file,
        s.line,
        lineText(s.line).search(/\S/) + 1,
        `${s.name} is taken ${s.number} times (number="${s.number}"), more than the ${LIMITS.rosterSelectionNumber} umpire imports`,
        'mend the number in the list builder and export again',
        lineText(s.line),
      );
    checkNumbers(s.selections, file, lineText);
  }
}

function selection(node: XmlNode, parent: readonly string[], lineOf: (n: unknown) => number): RosterSelection {
  const name = attr(node, 'customName') || attr(node, 'name') || '(unnamed selection)';
  const path = [...parent, name];
  const number = Number(attr(node, 'number') ?? '1');
  const points = pointsOf(node);
  return {
    name,
    number: Number.isInteger(number) && number > 0 ? number : 1,
    type: attr(node, 'type') ?? 'upgrade',
    line: lineOf(node),
    path,
    profiles: children(node, 'profiles', 'profile').map((p) => ({
      name: attr(p, 'name') ?? '',
      typeName: attr(p, 'typeName') ?? '',
      line: lineOf(p),
      characteristics: children(p, 'characteristics', 'characteristic').map((c) => ({
        name: attr(c, 'name') ?? '',
        value: String(c['#text'] ?? '').trim(),
        line: lineOf(c),
      })),
    })),
    rules: children(node, 'rules', 'rule').map((r) => ({ name: attr(r, 'name') ?? '', line: lineOf(r) })),
    categories: children(node, 'categories', 'category').map((c) => attr(c, 'name') ?? ''),
    ...(points !== undefined ? { points } : {}),
    selections: children(node, 'selections', 'selection').map((s) => selection(s, path, lineOf)),
  };
}

/** The "pts" cost of a node (BattleScribe writes `<costs><cost name="pts" value="12.0"/>`). */
function pointsOf(node: XmlNode): number | undefined {
  const cost = children(node, 'costs', 'cost').find((c) => /^(pts|points?)$/i.test(attr(c, 'name') ?? ''));
  const value = cost ? Number(attr(cost, 'value')) : NaN;
  return Number.isFinite(value) ? value : undefined;
}

function children(node: XmlNode, container: string, tag: string): XmlNode[] {
  const box = node[container];
  if (!box || typeof box !== 'object') return [];
  const list = (box as XmlNode)[tag];
  return Array.isArray(list) ? (list.filter((x) => x && typeof x === 'object') as XmlNode[]) : [];
}

function attr(node: XmlNode, name: string): string | undefined {
  const v = node[name];
  return typeof v === 'string' ? v : undefined;
}

/** The roster's XML: the bytes themselves, or the one `.ros` inside a zip. */
function rosterText(bytes: Uint8Array, file: string): string {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipLimited(bytes, file, (name) => /\.ros$/i.test(name));
    } catch (err) {
      if (err instanceof ValidationError) throw err;
      throw issue(
        file,
        1,
        1,
        `the .rosz file cannot be unzipped (${(err as Error).message})`,
        'export the list again, or give the .ros file inside it',
      );
    }
    const ros = Object.keys(entries).filter((n) => /\.ros$/i.test(n));
    if (ros.length !== 1) {
      throw issue(
        file,
        1,
        1,
        ros.length === 0
          ? 'the .rosz file holds no .ros roster'
          : `the .rosz file holds ${ros.length} rosters (${ros.join(', ')}), and umpire imports one at a time`,
        'a .rosz from BattleScribe or New Recruit holds exactly one .ros file',
      );
    }
    return decode(entries[ros[0]!]!);
  }
  return decode(bytes);
}

function decode(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function lineAt(starts: readonly number[], index: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** One problem in the roster, at a line (with that line's text for the caret excerpt). */
export function issue(
  file: string,
  line: number,
  col: number,
  message: string,
  hint?: string,
  source?: string,
): ValidationError {
  return new ValidationError(
    [{ file, line, col, message, ...(hint ? { hint } : {}), ...(source !== undefined ? { source } : {}) }],
    'roster',
  );
}
