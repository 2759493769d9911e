/**
 * umpire's house values for the Panzerfaust tables (scenarios/panzerfaust/house-values.yaml):
 * one complete value for every place the source text lost, chosen as each table's `how` says.
 * They fill only the places the tables in force (the book's file, or the player's own copy)
 * leave empty, and each filled place is marked so every result that used one says "house value,
 * not the book's".
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ValidationError } from '../../../game/issues.js';
import { readYamlFile } from '../../../game/yaml-source.js';
import { checkWith } from '../../../game/zod-issues.js';
import type { Cell, TablesFile } from './schema.js';

const houseValue = z.union([z.number(), z.string()]);

export const houseFileSchema = z
  .object({
    $schema: z.string().optional(),
    ruleset: z.literal('panzerfaust'),
    edition: z.literal('panzerfaust-revised-1.05'),
    house_values: z.record(
      z.string(),
      z
        .object({
          how: z.string().meta({ description: 'How the values of this table were chosen' }),
          columns: z.array(houseValue).optional().meta({ description: 'Column headings, where the book lost them' }),
          rows: z
            .array(
              z
                .object({
                  label: z.string().meta({ description: "The book's row label (rows are matched by it)" }),
                  key: houseValue.optional(),
                  cells: z.array(houseValue),
                })
                .strict(),
            )
            .min(1),
        })
        .strict(),
    ),
  })
  .strict()
  .meta({
    title: 'Panzerfaust house values',
    description: "umpire's own values for every value the Panzerfaust text lost: not the book's",
  });

export type HouseFile = z.infer<typeof houseFileSchema>;

export function bundledHousePath(): string {
  return fileURLToPath(new URL('../../../../scenarios/panzerfaust/house-values.yaml', import.meta.url));
}

export function readHouseFile(file: string = bundledHousePath()): HouseFile {
  const r = checkWith(houseFileSchema, readYamlFile(file));
  if (!r.ok) throw new ValidationError(r.issues);
  return r.value;
}

/** The row of `rows` at `index` when its label matches (labels repeat: '?? mm'), else the first with that label. */
export function sameRow<R extends { label: string }>(rows: readonly R[], label: string, index: number): R | undefined {
  const at = rows[index];
  if (at && at.label.toLowerCase() === label.toLowerCase()) return at;
  return rows.find((x) => x.label.toLowerCase() === label.toLowerCase());
}

const isEmpty = (c: Cell | undefined): boolean => c === undefined || c === null;
const mark = (v: number | string | undefined): Cell => (v === undefined ? null : { value: v, house: true });

/**
 * The tables with every empty place the house file covers filled (marked `house: true`). A place
 * the tables already hold (the book's value, an inferred one, or the player's own) is kept.
 */
export function withHouseValues(data: TablesFile, house: HouseFile): TablesFile {
  const out = structuredClone(data);
  for (const [id, t] of Object.entries(out.tables)) {
    const h = house.house_values[id];
    if (!h) continue;
    if (t.columns === null) t.columns = h.columns ? h.columns.map(mark) : null;
    else if (h.columns) t.columns = t.columns.map((c, i) => (isEmpty(c) ? mark(h.columns![i]) : c));
    for (const [i, r] of t.rows.entries()) {
      const hr = sameRow(h.rows, r.label, i);
      if (!hr) continue;
      if (r.key !== undefined && isEmpty(r.key)) r.key = mark(hr.key);
      if (r.cells === null) r.cells = hr.cells.map(mark);
      else r.cells = r.cells.map((c, i) => (isEmpty(c) ? mark(hr.cells[i]) : c));
    }
  }
  return out;
}
