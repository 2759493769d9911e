/**
 * The values the book lost (spec §15.1) as data: scenarios/combat-infantry/lost-values.yaml holds
 * one named entry per value with the book's section, empty (null) unless the spec rebuilt it
 * from evidence (then `rebuilt: true`). A procedure asks for a value by name before it rolls
 * anything; an empty value stops it with one sentence naming the entry and the file
 * (LostValueError, an InputError: exit 2 at the CLI), so nothing changes.
 *
 * A game may agree values of its own (`house_values:` in the game file): they fill empty
 * entries only, and every result that used one says so. Whatever is still empty then comes from
 * umpire's house values (scenarios/combat-infantry/house-values.yaml), said so the same way.
 */
import { z } from 'zod';
import { InputError } from '../../errors/input-error.js';
import { ValidationError } from '../../game/issues.js';
import { expectMapping, readYamlFile } from '../../game/yaml-source.js';
import { checkWith } from '../../game/zod-issues.js';
import { bundledFile } from './paths.js';

export const LOST_VALUES_FILE = 'scenarios/combat-infantry/lost-values.yaml';

const ValueSchema = z.union([z.number(), z.string()]).nullable();

export const LostEntrySchema = z.strictObject({
  lost: z.string().meta({ description: "The spec's L-number (§15.1), or 'chart' for a Terrain Effects Chart cell" }),
  section: z.string().meta({ description: "The book's page and heading" }),
  value: ValueSchema.meta({ description: 'The value; null while it is still lost' }),
  rebuilt: z.boolean().optional().meta({ description: 'Filled by the spec from evidence, not read from the book' }),
  inWords: z.boolean().optional().meta({ description: 'The book spells it out in words, or the digit survived' }),
  note: z.string().optional(),
});
export type LostEntry = z.infer<typeof LostEntrySchema>;

export const LostValuesFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    ruleset: z.literal('combat-infantry'),
    values: z.record(z.string(), LostEntrySchema),
  })
  .meta({
    title: 'umpire combat-infantry lost values',
    description: 'Every value the Combat Infantry text lost, by name (spec §15.1).',
  });

export type HouseValues = Readonly<Record<string, number | string>>;

export const HOUSE_VALUES_FILE = 'scenarios/combat-infantry/house-values.yaml';

export const HouseValuesFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    ruleset: z.literal('combat-infantry'),
    house_values: z.record(
      z.string(),
      z.strictObject({
        value: z.union([z.number(), z.string()]),
        how: z.string().meta({ description: 'How the value was chosen' }),
      }),
    ),
  })
  .meta({
    title: 'umpire combat-infantry house values',
    description: "umpire's own value for every value the Combat Infantry text lost: not the book's",
  });
export type HouseValuesFile = z.infer<typeof HouseValuesFileSchema>;

/** Thrown when a procedure needs a value that is still empty. */
export class LostValueError extends InputError {
  constructor(
    readonly entry: string,
    readonly file: string,
    detail?: LostEntry,
  ) {
    const where = detail
      ? ` (${detail.lost === 'chart' ? 'a Terrain Effects Chart cell' : `spec ${detail.lost}`}, book ${detail.section})`
      : '';
    super(
      `The value '${entry}'${where} was lost from the book and is still empty: fill it in ${file} (or \`umpire tables combat-infantry --edit\`).`,
      { code: 'lost-value' },
    );
  }
}

/** How a value used by a result was known ('house': the game's own; 'umpire': umpire's house values). */
export type ValueSource = 'rebuilt' | 'in-words' | 'filled' | 'house' | 'umpire';

export interface ValueUse {
  readonly name: string;
  readonly value: number | string;
  readonly source: ValueSource;
}

export class LostValues {
  private readonly used = new Map<string, ValueUse>();
  constructor(
    readonly entries: Readonly<Record<string, LostEntry>>,
    readonly file: string = LOST_VALUES_FILE,
    readonly house: HouseValues = {},
    /** umpire's house values: used for what is empty in the file and in the game's own house values. */
    readonly umpire: HouseValues = {},
  ) {}

  /** The same values with a game's house values on top (empty entries only). */
  withHouse(house: HouseValues | undefined): LostValues {
    return new LostValues(this.entries, this.file, house ?? {}, this.umpire);
  }

  /** The same values without umpire's house values: what the book and the player give. */
  bookOnly(): LostValues {
    return new LostValues(this.entries, this.file, this.house);
  }

  /** The value, or undefined when it is still empty. Unknown names are a programming error. */
  peek(name: string): number | string | undefined {
    const e = this.entries[name];
    if (!e) throw new Error(`no lost value named '${name}' in ${this.file}`);
    if (e.value !== null) return e.value;
    return this.house[name] ?? this.umpire[name];
  }

  /** The value, or a LostValueError naming the entry and the file. Records the use. */
  need(name: string): number | string {
    const e = this.entries[name];
    if (!e) throw new Error(`no lost value named '${name}' in ${this.file}`);
    let use: ValueUse | undefined;
    if (e.value !== null)
      use = { name, value: e.value, source: e.rebuilt ? 'rebuilt' : e.inWords ? 'in-words' : 'filled' };
    else if (this.house[name] !== undefined) use = { name, value: this.house[name]!, source: 'house' };
    else if (this.umpire[name] !== undefined) use = { name, value: this.umpire[name]!, source: 'umpire' };
    if (!use) throw new LostValueError(name, this.file, e);
    this.used.set(name, use);
    return use.value;
  }

  num(name: string): number {
    const v = this.need(name);
    if (typeof v !== 'number')
      throw new InputError(`The value '${name}' in ${this.file} must be a number, not '${v}'.`);
    return v;
  }

  /** The values used since the last `take`, then forgets them (each result reports its own). */
  take(): ValueUse[] {
    const out = [...this.used.values()];
    this.used.clear();
    return out;
  }

  /** Every entry the file leaves empty (house values do not fill it: they are not the book's). */
  empty(): { name: string; entry: LostEntry }[] {
    return Object.entries(this.entries)
      .filter(([, e]) => e.value === null)
      .map(([name, entry]) => ({ name, entry }));
  }
}

/** "uses rebuilt value move.clear = 2 (spec)", one phrase per value, for a result's notes. */
export function describeUses(uses: readonly ValueUse[]): string[] {
  const how: Record<ValueSource, string> = {
    rebuilt: 'rebuilt by the spec, not legible in the book',
    'in-words': 'spelled out in the book',
    house: "this game's house value, not the book's",
    umpire: "umpire's house value, not the book's",
    filled: 'filled in by you',
  };
  return uses.map((u) => `${u.name} = ${u.value} (${how[u.source]})`);
}

export function readLostValuesFile(path: string): LostValues {
  const src = readYamlFile(path);
  expectMapping(src, 'Combat Infantry lost-values file');
  const r = checkWith(LostValuesFileSchema, src);
  if (!r.ok) throw new ValidationError(r.issues);
  return new LostValues(r.value.values, path);
}

export function readHouseValuesFile(path: string): HouseValuesFile {
  const src = readYamlFile(path);
  expectMapping(src, 'Combat Infantry house-values file');
  const r = checkWith(HouseValuesFileSchema, src);
  if (!r.ok) throw new ValidationError(r.issues);
  return r.value;
}

let bundled: LostValues | undefined;
let umpireHouse: HouseValues | undefined;

/** umpire's house values (read once), by name. */
export function bundledHouseValues(): HouseValues {
  umpireHouse ??= Object.fromEntries(
    Object.entries(readHouseValuesFile(bundledFile('house-values.yaml')).house_values).map(([k, v]) => [k, v.value]),
  );
  return umpireHouse;
}

/** The bundled lost-values file (read once), with umpire's house values for what it leaves empty. */
export function bundledLostValues(): LostValues {
  bundled ??= readLostValuesFile(bundledFile('lost-values.yaml'));
  return new LostValues(bundled.entries, LOST_VALUES_FILE, {}, bundledHouseValues());
}
