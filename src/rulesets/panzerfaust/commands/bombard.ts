/**
 * `umpire bombard --ruleset panzerfaust`: indirect fire (pp. 36-38): --call-down rolls the
 * call-down; otherwise one target in the beaten zone (base 8 on 3D6) and what a hit does.
 */
import { Option } from '../../command-input.js';
import { commandEntry } from '../../contract.js';
import type { CommandContext, OptsOf } from '../../contract.js';
import { InputError } from '../../../errors/input-error.js';
import { beatenZone, callDown, type BeatenZoneSituation, type CallDownSituation } from '../indirect/indirect.js';
import { beatenZoneOdds } from '../odds.js';
import { BeatenZoneSituationSchema, CallDownSituationSchema } from '../situations.js';
import { loadTables } from '../tables/tables.js';
import { defined, intArg, numArg, situation, situationOptions } from './input.js';
import { footer, modifiersTable, oddsJson, oddsTable } from './render.js';

function options() {
  return [
    new Option('--call-down', 'roll the call-down (phase E) instead of a target in the beaten zone'),
    new Option('--caller <c>', 'call-down: FAO or company commander').choices(['FAO', 'commander']).default('FAO'),
    new Option('--quality <q>', 'call-down: US, Vet/Reg or Conscript')
      .choices(['US', 'Vet/Reg', 'Conscript'])
      .default('Vet/Reg'),
    new Option('--creeping', 'call-down: within 20 cm of the last successful POA (+1)'),
    new Option('--target <t>', 'the unit in the beaten zone')
      .choices(['infantry', 'heavy-weapon', 'gun', 'softskin', 'afv', 'open-afv'])
      .default('infantry'),
    new Option('--calibre <mm>', 'calibre of the guns or mortars').argParser(numArg('--calibre')),
    new Option('--mortar', 'mortars firing'),
    new Option('--pairs <n>', 'pairs of guns (or mortars) firing').argParser(intArg('--pairs')),
    new Option('--partly', 'the target was inside for less than the whole move (-1)'),
    new Option('--first-shot', 'a mortar firing at this target for the first time (-1)'),
    new Option('--protection <p>', "the target's protection").choices(['none', 'hard-cover', 'dug-in', 'pillbox']),
    new Option('--rocket <r>', 'rockets: base 6, German 15/21/30 cm base 7').choices(['other', 'german-15-21-30']),
    new Option('--calibre-mod <n>', 'AFV hits: the HE calibre variation, read from your book').argParser(
      intArg('--calibre-mod'),
    ),
    new Option('--odds', 'print the exact chances instead of rolling'),
    ...situationOptions(),
  ] as const;
}

type BombardOpts = OptsOf<ReturnType<typeof options>>;

export function bzSituation(o: BombardOpts): BeatenZoneSituation {
  return situation(
    o,
    BeatenZoneSituationSchema,
    defined({
      target: o.target,
      calibreMm: o.calibre,
      mortar: o.mortar ? true : undefined,
      pairs: o.pairs,
      partly: o.partly ? true : undefined,
      firstMortarShot: o.firstShot ? true : undefined,
      protection: o.protection,
      rocket: o.rocket,
      calibreModifier: o.calibreMod,
    }),
  ) as BeatenZoneSituation;
}

async function run(ctx: CommandContext<BombardOpts>, odds: boolean): Promise<void> {
  const o = ctx.opts;
  const tables = loadTables();
  if (o.callDown) {
    const s = situation(
      o,
      CallDownSituationSchema,
      defined({
        caller: o.caller === 'commander' ? 'Company commander (with radio)' : 'FAO',
        quality: o.quality,
        creeping: o.creeping ? true : undefined,
      }),
    ) as CallDownSituation;
    const { result } = await ctx.run.procedure(() => callDown(s, tables));
    if (ctx.json) return ctx.out.json(result);
    ctx.out.line(
      `Call-down ${result.number}${result.modifiers.length ? ' +1 creeping' : ''}: 3D6 ${result.roll.faces.join('+')} = ${result.roll.total}: ${result.arrives ? 'the fire arrives at the written POA now' : 'not this turn'}.`,
    );
    return footer(ctx.out, result.rules, result.inferred);
  }
  const s = bzSituation(o);
  if (odds || o.odds) {
    const od = beatenZoneOdds(s, tables);
    if (ctx.json) return ctx.out.json(oddsJson(od));
    return oddsTable(ctx.out, od);
  }
  const { result } = await ctx.run.procedure(() => beatenZone(s, tables));
  if (ctx.json) return ctx.out.json(result);
  await modifiersTable(
    ctx.out,
    `Beaten zone: ${s.target}`,
    `base ${result.base}`,
    result.modifiers,
    result.target !== undefined ? `3D6 at most ${result.target}` : 'no roll',
  );
  if (result.roll)
    ctx.out.line(
      `3D6 ${result.roll.faces.join('+')} = ${result.roll.total}: ${result.hit ? ctx.out.paint.good('hit') : 'miss'}.`,
    );
  ctx.out.line(result.outcome.charAt(0).toUpperCase() + result.outcome.slice(1) + '.');
  footer(ctx.out, result.rules, result.inferred);
}

const EXAMPLES = [
  'umpire bombard --ruleset panzerfaust --target afv --calibre 105 --pairs 4 --calibre-mod 0',
  'umpire bombard --ruleset panzerfaust --target infantry --calibre 60 --mortar --first-shot --protection dug-in --dice 1,1,2',
  'umpire bombard --ruleset panzerfaust --call-down --caller FAO --quality Conscript --creeping',
];

export const bombardEntry = commandEntry({
  summary: 'indirect fire: the call-down roll, or one unit in a beaten zone (base 8 on 3D6) and the effect of a hit.',
  options,
  examples: EXAMPLES,
  help: 'Roll once for each squad, heavy weapon, vehicle, gun and AFV in the BZ, friend or foe (p. 37); a unit in two BZs is rolled for twice.',
  run: (ctx) => run(ctx, false),
});

export const oddsBombardEntry = commandEntry({
  summary: 'the exact chance to hit a unit in a beaten zone, and for AFVs each effect.',
  options,
  examples: [EXAMPLES[0]!.replace('umpire bombard', 'umpire odds bombard')],
  run: (ctx) => {
    // Odds of a game's bombardment are fow4's; Panzerfaust's are described by the flags.
    if (ctx.game !== undefined)
      throw new InputError(
        'odds bombard under Panzerfaust takes no --game: describe the bombardment with the flags of `umpire bombard`',
      );
    return run(ctx, true);
  },
});
