/** `umpire assault --ruleset panzerfaust`: Close Quarter Combat (pp. 17-19), and `odds assault`. */
import { Option } from '../../command-input.js';
import { commandEntry } from '../../contract.js';
import type { CommandContext, OptsOf } from '../../contract.js';
import { cqc, type CqcSituation } from '../fire/cqc.js';
import { signed } from '../modifiers.js';
import { cqcOdds } from '../odds.js';
import { CqcSituationSchema } from '../situations.js';
import { loadTables } from '../tables/tables.js';
import { collect, defined, parseGroup, situation, situationOptions } from './input.js';
import { footer, oddsJson, oddsTable } from './render.js';

const CLASSES = ['veteran', 'regular', 'conscript'];
const COVER = ['none', 'soft', 'hard', 'fortification'];

function options() {
  return [
    new Option(
      '--attacker <group>',
      'attacking teams, e.g. "4 Rifle Team" (rows of the Infantry Teams table); repeat',
    ).argParser(collect),
    new Option('--defender <group>', 'defending teams, e.g. "2 SMG Team"; repeat').argParser(collect),
    new Option('--attacker-class <c>', 'attacker troop class').choices(CLASSES).default('regular'),
    new Option('--defender-class <c>', 'defender troop class').choices(CLASSES).default('regular'),
    new Option('--defender-cover <c>', 'the defender is in...').choices(COVER),
    new Option('--attacker-cover <c>', 'the attacker is in...').choices(COVER),
    new Option('--charged', 'the attacker charged into CQC this turn (-1 to the defender)'),
    new Option('--from-behind', "the attacker comes from behind the defender's rear edge (+4)"),
    new Option('--attacker-pinned', 'the attacker is pinned or in smoke'),
    new Option('--defender-pinned', 'the defender is pinned or in smoke'),
    new Option('--cqc-text', 'use the p. 19 values (pinned -2, engineers +1) instead of the p. 18 table (-3, +2)'),
    new Option('--rain', 'rain'),
    new Option('--night', 'night'),
    new Option('--odds', 'print the exact odds instead of rolling'),
    ...situationOptions(),
  ] as const;
}

function teams(list: readonly string[] | undefined) {
  return (list ?? []).map(parseGroup);
}

type AssaultOpts = OptsOf<ReturnType<typeof options>>;

export function cqcSituation(o: AssaultOpts): CqcSituation {
  const w = defined({ rain: o.rain ? true : undefined, night: o.night ? true : undefined });
  return situation(
    o,
    CqcSituationSchema,
    defined({
      sides: [
        defined({
          name: 'attacker',
          teams: teams(o.attacker),
          class: o.attackerClass,
          cover: o.attackerCover,
          charged: o.charged ? true : undefined,
          fromBehind: o.fromBehind ? true : undefined,
          pinnedOrSmoke: o.attackerPinned ? true : undefined,
        }),
        defined({
          name: 'defender',
          teams: teams(o.defender),
          class: o.defenderClass,
          cover: o.defenderCover,
          pinnedOrSmoke: o.defenderPinned ? true : undefined,
        }),
      ],
      cqcText: o.cqcText ? true : undefined,
      weather: Object.keys(w).length ? w : undefined,
    }),
  ) as CqcSituation;
}

async function run(ctx: CommandContext<AssaultOpts>, odds: boolean): Promise<void> {
  const s = cqcSituation(ctx.opts);
  const tables = loadTables();
  if (odds || ctx.opts.odds) {
    const o = cqcOdds(s, tables);
    if (ctx.json) return ctx.out.json(oddsJson(o));
    return oddsTable(ctx.out, o);
  }
  const { result } = await ctx.run.procedure(() => cqc(s, tables));
  if (ctx.json) return ctx.out.json(result);
  await ctx.out.table({
    title: 'Close Quarter Combat (simultaneous)',
    head: ['side', 'CQC factors', 'variations', 'chance die', 'final', 'enemy teams lost'],
    rows: result.sides.map((x) => [
      x.name,
      x.factors,
      x.modifiers.map((m) => `${m.label} ${signed(m.value)}`).join(', ') || '-',
      x.chanceDie,
      signed(x.variation),
      x.enemyTeamsLost,
    ]),
    numeric: [1, 3, 5],
  });
  ctx.out.line(
    'Both sides now test morale (p. 18); a Retreat result in CQC surrenders, and if both would, both disengage (p. 19).',
  );
  footer(ctx.out, result.rules, result.inferred);
}

const EXAMPLES = [
  'umpire assault --ruleset panzerfaust --attacker "4 Rifle Team" --attacker-class veteran --charged --defender "2 SMG Team" --defender-class conscript --defender-cover hard --dice 4,2',
  'umpire odds assault --ruleset panzerfaust --attacker "3 SMG Team" --defender "3 Rifle Team" --defender-cover soft',
];

export const assaultEntry = commandEntry({
  summary:
    'Close Quarter Combat: each side totals its CQC factors, adds its variations and a chance die, and reads the Infantry Casualty Table; both at once.',
  options,
  examples: EXAMPLES,
  help: "Dice order for --dice: the attacker's chance die, then the defender's. Other fields (fromBehind, riding, engineers, pinnedOrSmoke...) with --set sides.0.engineers=true.",
  run: (ctx) => run(ctx, false),
});

export const oddsAssaultEntry = commandEntry({
  summary: "the exact chances of each side's CQC losses.",
  options,
  examples: [EXAMPLES[1]!],
  run: (ctx) => run(ctx, true),
});
