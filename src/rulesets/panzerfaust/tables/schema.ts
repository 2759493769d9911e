/**
 * The shape of scenarios/panzerfaust/tables.yaml: the book's tables as data, every value the
 * source lost written `null`, every value worked out from context flagged `inferred: true`.
 */
import { z } from 'zod';

export const inferredSchema = z
  .object({
    value: z.union([z.number(), z.string()]),
    inferred: z.literal(true),
  })
  .strict()
  .meta({ description: 'A value worked out from the surviving text, not read from the book' });

export const houseCellSchema = z
  .object({
    value: z.union([z.number(), z.string()]),
    house: z.literal(true),
  })
  .strict()
  .meta({ description: "umpire's house value for a place the source lost (house-values.yaml): not the book's" });

export const cellSchema = z
  .union([z.number(), z.string(), z.null(), inferredSchema, houseCellSchema])
  .meta({ description: 'One value; null = lost in the source text, fill it from the book' });

export const rowSchema = z
  .object({
    label: z.string().meta({ description: "The row's heading as the book prints it" }),
    key: cellSchema
      .optional()
      .meta({ description: 'The number the row is looked up by (a calibre in mm, a lowest total); null = lost' }),
    toHit: z.array(z.number().int()).optional().meta({ description: 'To-hit numbers by range band, shortest first' }),
    cells: z.array(cellSchema).nullable().meta({ description: 'One value per column; null = the whole row was lost' }),
  })
  .strict();

export const tableSchema = z
  .object({
    name: z.string(),
    page: z.string(),
    unit: z.string().optional(),
    note: z.string().optional(),
    columns: z
      .array(cellSchema)
      .nullable()
      .meta({ description: 'Column headings; null = the headings themselves were lost' }),
    rows: z.array(rowSchema).min(1),
  })
  .strict();

export const tablesFileSchema = z
  .object({
    $schema: z.string().optional(),
    ruleset: z
      .literal('panzerfaust')
      .optional()
      .meta({ description: 'panzerfaust (lets `umpire validate` read the file)' }),
    edition: z.literal('panzerfaust-revised-1.05'),
    tables: z.record(z.string(), tableSchema),
  })
  .strict()
  .meta({ title: 'Panzerfaust Revised tables', description: 'The rulebook tables umpire reads, lost values null' });

export type Cell = z.infer<typeof cellSchema>;
export type TableRow = z.infer<typeof rowSchema>;
export type TableData = z.infer<typeof tableSchema>;
export type TablesFile = z.infer<typeof tablesFileSchema>;
