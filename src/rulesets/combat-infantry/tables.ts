/**
 * `umpire tables combat-infantry`: which lost values are still empty (--check), and filling
 * them (--edit name=value), written into lost-values.yaml with its comments and layout kept
 * (eemeli/yaml's Document API).
 */
import { readTextFile } from '../../game/read-limited.js';
import { DEFAULT_MAX_BYTES } from '../../game/yaml-source.js';
import { parseDocument } from 'yaml';
import { InputError } from '../../errors/input-error.js';
import { atomicWriteFile } from '../../game/atomic.js';
import { didYouMean } from '../../game/suggest.js';
import type { LostValues } from './lost-values.js';

export interface TableCheck {
  readonly file: string;
  readonly total: number;
  readonly rebuilt: number;
  readonly inWords: number;
  readonly filled: number;
  /** Empty entries umpire's house values fill. */
  readonly house: number;
  readonly empty: readonly {
    readonly name: string;
    readonly lost: string;
    readonly section: string;
    readonly note?: string;
  }[];
}

export function checkTables(lost: LostValues): TableCheck {
  const entries = Object.entries(lost.entries);
  const stillEmpty = lost.empty().filter(({ name }) => lost.umpire[name] === undefined);
  return {
    file: lost.file,
    total: entries.length,
    rebuilt: entries.filter(([, e]) => e.value !== null && e.rebuilt).length,
    inWords: entries.filter(([, e]) => e.value !== null && e.inWords).length,
    filled: entries.filter(([, e]) => e.value !== null && !e.rebuilt && !e.inWords).length,
    house: lost.empty().length - stillEmpty.length,
    empty: stillEmpty.map(({ name, entry }) => ({
      name,
      lost: entry.lost,
      section: entry.section,
      ...(entry.note ? { note: entry.note } : {}),
    })),
  };
}

/** Parse "name=value" (a number when it looks like one). */
export function parseAssignment(text: string, lost: LostValues): { name: string; value: number | string } {
  const eq = text.indexOf('=');
  if (eq < 1) throw new InputError(`--edit takes name=value, e.g. stack.clear=3, not '${text}'.`);
  const name = text.slice(0, eq).trim();
  const raw = text.slice(eq + 1).trim();
  if (!Object.hasOwn(lost.entries, name))
    throw new InputError(
      `'${name}' is not a lost value (\`umpire tables combat-infantry --check\` lists them)${didYouMean(name, Object.keys(lost.entries)) || '.'}`,
    );
  if (raw === '') throw new InputError(`Give a value for ${name}.`);
  return { name, value: /^-?\d+$/.test(raw) ? Number(raw) : raw };
}

/** Write values into a lost-values file; a value from your own copy of the game is not flagged as rebuilt. */
export function editTables(file: string, values: readonly { name: string; value: number | string | null }[]): void {
  const doc = parseDocument(readTextFile(file, { maxBytes: DEFAULT_MAX_BYTES }));
  for (const v of values) {
    doc.setIn(['values', v.name, 'value'], v.value);
    doc.deleteIn(['values', v.name, 'rebuilt']);
    doc.deleteIn(['values', v.name, 'inWords']);
  }
  atomicWriteFile(file, doc.toString({ lineWidth: 0, flowCollectionPadding: true }));
}
