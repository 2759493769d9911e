/**
 * The demo table as data (scenarios/<fow4|fow3>/demo-table.yaml): what the table of the bundled
 * demo battle would most likely show when nobody sits at it (bot versus bot, `umpire demo`). The
 * armies deploy far apart and close turn by turn, so the facts change with the turn and with who
 * moved: stages, each from a turn on (the last one reached holds), say which enemy units are over
 * 16"/40cm away, which are Concealed, which show a flank and which are close enough to charge; and
 * how many moves take a unit onto an Objective in its own half (`hold`) or the enemy's (`take`).
 * Both Flames Of War editions read the same shape; each edition's opponent maps it onto its own
 * sight question. Pure once loaded.
 */
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ValidationError } from '../../game/issues.js';
import { readYamlFile } from '../../game/yaml-source.js';
import { checkWith } from '../../game/zod-issues.js';

/** When a fact holds between a shooter and an enemy unit: always, never, or unless one of them moved (it closed the gap). */
const when = z.enum(['all', 'none', 'unless-moved', 'moved', 'moved-toward']).meta({
  description:
    'all: every enemy unit; none: no enemy unit; unless-moved: only while neither the unit asked about moved this turn nor the enemy unit in its last turn; moved: only when the unit asked about moved this turn; moved-toward: only when it moved this turn toward that enemy unit (or toward an Objective the enemy unit is on or bound for)',
});

const stageSchema = z
  .object({
    from: z.int().min(1).meta({ description: 'The turn from which this stage holds (until a later stage starts)' }),
    note: z.string().optional().meta({ description: 'What the table looks like at this stage, in words' }),
    longRange: when.meta({ description: 'Enemy units over 16"/40cm away' }),
    concealed: when.meta({
      description: 'Enemy units Concealed by terrain (unless-moved: those that did not move in their last turn)',
    }),
    flank: when.default('none').meta({ description: 'Enemy tanks that show the side armour' }),
    charge: when.meta({ description: 'Enemy units within 4"/10cm of the unit asked about: close enough to charge' }),
    nearby: z.enum(['none', 'same-objective']).default('none').meta({
      description:
        'The defender\'s other units with teams within 8"/20cm of a charge, which fire Defensive Fire too (read by the fow3 demo; fow4\'s takes none). none: no other unit; same-objective: those recorded within 4"/10cm of the Objective the charged unit is recorded on, none when it is on none',
    }),
  })
  .strict();

export const demoTableSchema = z
  .object({
    $schema: z.string().optional(),
    ruleset: z.enum(['fow4', 'fow3']).meta({ description: 'The ruleset whose demo battle this table is' }),
    stages: z.array(stageSchema).min(1),
    objectives: z
      .object({
        hold: z
          .int()
          .min(1)
          .max(2)
          .meta({ description: 'Moves to get within 4"/10cm of an Objective in its own half' }),
        take: z
          .int()
          .min(1)
          .max(2)
          .meta({ description: 'Moves to get within 4"/10cm of an Objective in the enemy\'s half' }),
      })
      .strict(),
    objectiveHeld: z
      .enum(['from-orders', 'asked'])
      .meta({ description: "from-orders: a side holds an Objective when the records of the opponent's orders say so" }),
  })
  .strict()
  .meta({ title: 'Flames Of War demo table', description: 'The facts of the demo table for bot-versus-bot games' });

export type DemoTable = z.infer<typeof demoTableSchema>;
export type DemoStage = DemoTable['stages'][number];

export function demoTablePath(ruleset: 'fow4' | 'fow3'): string {
  return fileURLToPath(new URL(`../../../scenarios/${ruleset}/demo-table.yaml`, import.meta.url));
}

export function readDemoTable(file: string): DemoTable {
  const r = checkWith(demoTableSchema, readYamlFile(file));
  if (!r.ok) throw new ValidationError(r.issues);
  return r.value;
}

const LOADED = new Map<string, DemoTable>();

/** The bundled demo table of an edition (read once). */
export function demoTable(ruleset: 'fow4' | 'fow3'): DemoTable {
  let t = LOADED.get(ruleset);
  if (!t) LOADED.set(ruleset, (t = readDemoTable(demoTablePath(ruleset))));
  return t;
}

/** The stage that holds in `turn`: the last one whose `from` it has reached (else the first). */
export function stageAt(table: DemoTable, turn: number): DemoStage {
  const sorted = [...table.stages].sort((a, b) => a.from - b.from);
  return sorted.filter((s) => s.from <= turn).at(-1) ?? sorted[0]!;
}

/** Does a fact stated `w` hold between a unit and an enemy unit, given who moved? */
export function holds(w: DemoStage['longRange'], moved: Moved): boolean {
  if (w === 'all') return true;
  if (w === 'none') return false;
  if (w === 'moved') return moved.mine;
  if (w === 'moved-toward') return moved.mine && moved.toward === true;
  return !moved.mine && !moved.theirs;
}

/** Who moved: the unit asked about (this turn), the enemy unit (in its last turn), and whether the first moved toward the second. */
export interface Moved {
  readonly mine: boolean;
  readonly theirs: boolean;
  readonly toward?: boolean;
}

/** The facts a stage gives between the unit asked about and one enemy unit (Concealment depends on the enemy's move only: cover is where it stands). */
export function factsBetween(
  stage: DemoStage,
  moved: Moved,
): { long: boolean; concealed: boolean; flank: boolean; charge: boolean } {
  return {
    long: holds(stage.longRange, moved),
    concealed: holds(stage.concealed, { mine: false, theirs: moved.theirs }),
    flank: holds(stage.flank, moved),
    charge: holds(stage.charge, moved),
  };
}

/** Moves a unit needs to get onto an Objective it takes (the enemy's half) or holds (its own). */
export function movesTo(table: DemoTable, role: 'take' | 'hold'): number {
  return table.objectives[role];
}

/** `umpire validate` of a demo table: a one-line summary when it is sound; throws ValidationError. */
export function validateDemoTable(file: string): {
  kind: 'demo-table';
  summary: string;
  counts: Record<string, number>;
} {
  const t = readDemoTable(file);
  return {
    kind: 'demo-table',
    summary: `demo table (${t.ruleset}): ${t.stages.length} stage(s) from turn ${t.stages.map((s) => s.from).join(', ')}; objectives ${t.objectives.hold} move(s) in its own half, ${t.objectives.take} in the enemy's`,
    counts: { stages: t.stages.length },
  };
}
