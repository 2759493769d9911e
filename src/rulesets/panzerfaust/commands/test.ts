/**
 * `umpire test <kind> --ruleset panzerfaust`: morale (pp. 23-24), rally (p. 24: up to two units
 * an HQ rallies this move), pips (p. 7), a vehicle's move through terrain and bogging (p. 25),
 * flame against an AFV (p. 21); and `odds test morale`.
 */
import { Option } from '../../command-input.js';
import { commandEntry } from '../../contract.js';
import type { CommandContext, OptsOf } from '../../contract.js';
import { InputError } from '../../../errors/input-error.js';
import type { MoraleRating } from '../dice.js';
import { signed } from '../modifiers.js';
import { moraleTest, rally, type MoraleOutcome, type MoraleSituation } from '../morale/test.js';
import { pipDie } from '../movement/pips.js';
import { boggingTest, DRIVES, vehicleMove } from '../movement/vehicles.js';
import { moraleOdds } from '../odds.js';
import { MoraleSituationSchema } from '../situations.js';
import { flameVsAfv } from '../special.js';
import { loadTables } from '../tables/tables.js';
import { collect, defined, intArg, numArg, situation, situationOptions } from './input.js';
import { footer, oddsJson, oddsTable } from './render.js';

export const PZ_TEST_KINDS = ['morale', 'rally', 'pips', 'move', 'bogging', 'flame'] as const;

function options() {
  return [
    new Option('--rating <r>', 'morale rating').choices(['elite', 'reliable', 'poor']).default('reliable'),
    new Option('--class <c>', 'pips: troop class').choices(['veteran', 'regular', 'conscript']).default('regular'),
    new Option('--teams-lost <n>', 'morale: teams of the squad, section or crew lost').argParser(
      intArg('--teams-lost'),
    ),
    new Option('--shaken <n>', 'morale (formation): sub-units Shaken').argParser(intArg('--shaken')),
    new Option('--lost <n>', 'morale (formation): sub-units disabled, destroyed or Retreating').argParser(
      intArg('--lost'),
    ),
    new Option('--afv', 'morale: an AFV crew or unit'),
    new Option('--out-of-radius', 'morale: outside command radius'),
    new Option('--defending <d>', 'morale: defending position').choices([
      'none',
      'hill-or-woods',
      'dug-in-or-buildings',
      'pillbox',
    ]),
    new Option('--indirect <i>', 'morale: under indirect fire').choices(['none', 'artillery', 'mortars']),
    new Option('--night', 'night (-3)'),
    new Option('--afv-damaged', 'morale: the AFV is disabled or damaged (-6)'),
    new Option('--low-visibility', 'morale: low visibility, weather or smoke (-1)'),
    new Option('--pinned', 'morale: pinned, or lost CQC this move (-2)'),
    new Option('--hq-lost', 'morale: own HQ destroyed or Retreating (-2)'),
    new Option('--commander-killed', "morale: the AFV's head-up commander was killed (-2)"),
    new Option('--attempt <n>', 'rally: which try, 1-3').argParser(intArg('--attempt')).default(1),
    new Option('--units <n>', 'rally: how many Retreating units the HQ rallies this move (1 or 2)')
      .argParser(intArg('--units'))
      .default(1),
    new Option('--drive <d>', "move, bogging: the vehicle's drive").choices([...DRIVES]),
    new Option('--cross-country <cm>', "move: the vehicle's cross-country speed (cm)").argParser(
      numArg('--cross-country'),
    ),
    new Option(
      '--terrain <row>',
      'move: a row of the Vehicle Movement Restrictions Table it crosses, e.g. "Thick woods" or "Towing off-road"; repeat',
    ).argParser(collect),
    new Option('--round-up', "move: round up (the book's words) instead of to the nearest cm (its example)"),
    new Option('--size-d', 'bogging: a size D vehicle (+1)'),
    new Option('--marsh', 'bogging: in marsh (+1)'),
    new Option('--wide-tracks', 'bogging: T-34, KV, IS, Panther or Tiger chassis'),
    new Option('--open-topped', 'flame: the AFV is open-topped (+2)'),
    new Option('--light-tank', 'flame: a light tank (+1)'),
    new Option('--already-hit', 'flame: the AFV was hit before (+1)'),
    new Option('--molotov', 'flame: a Molotov cocktail (-1)'),
    new Option('--odds', 'morale: print the exact chances instead of rolling'),
    ...situationOptions(),
  ] as const;
}

type TestOpts = OptsOf<ReturnType<typeof options>>;

function moraleSituation(o: TestOpts): MoraleSituation {
  return situation(
    o,
    MoraleSituationSchema,
    defined({
      rating: o.rating,
      teamsLost: o.teamsLost,
      subunitsShaken: o.shaken,
      subunitsLost: o.lost,
      afv: o.afv ? true : undefined,
      outOfRadius: o.outOfRadius ? true : undefined,
      defending: o.defending,
      indirectFire: o.indirect,
      night: o.night ? true : undefined,
      afvDamaged: o.afvDamaged ? true : undefined,
      lowVisibility: o.lowVisibility ? true : undefined,
      pinnedOrLostCqc: o.pinned ? true : undefined,
      hqDestroyedOrRetreating: o.hqLost ? true : undefined,
      commanderKilled: o.commanderKilled ? true : undefined,
    }),
  ) as MoraleSituation;
}

function moraleLines(m: MoraleOutcome): string[] {
  const res =
    m.result === 'ok'
      ? 'OK'
      : m.result === 'shaken'
        ? `Shaken for ${m.shakenTurns} turn(s) (duration die ${m.shakenDice!.join(', then ')})`
        : 'Retreat';
  return [
    `2D6 ${m.dice.join('+')} = ${m.roll}; variations ${m.modifiers.map((x) => `${x.label} ${signed(x.value)}`).join(', ') || 'none'}; total ${m.total}: ${res}.`,
    ...(m.parentTests ? ['A result of 2 or less: the parent HQ now tests for the whole formation (p. 23).'] : []),
    ...(m.abandoned ? ['The immobilised AFV is abandoned (p. 24).'] : []),
    ...(m.pinBroken ? ['The pin is broken.'] : []),
  ];
}

async function run(ctx: CommandContext<TestOpts>, odds: boolean): Promise<void> {
  const kind = ctx.args[0] ?? 'morale';
  const o = ctx.opts;
  switch (kind) {
    case 'list': {
      const rows = [
        ['morale', 'morale test (2D6, Morale Reaction Table)', 'pp. 23-24'],
        ['rally', 'a Retreating unit re-tests by its HQ', 'p. 24'],
        ['pips', 'a company HQ pip die', 'p. 7'],
        ['move', "a vehicle's move through terrain (multipliers)", 'pp. 25-26'],
        ['bogging', 'a vehicle in mud, sand, ford or marsh', 'p. 25'],
        ['flame', 'flamethrower or Molotov against an AFV', 'p. 21'],
      ];
      if (ctx.json) return ctx.out.json(rows.map(([k, what, page]) => ({ kind: k, what, page })));
      return ctx.out.table({ head: ['kind', 'what', 'page'], rows });
    }
    case 'morale':
    case 'rally': {
      const s = moraleSituation(o);
      if (odds || o.odds) {
        const od = moraleOdds(s);
        if (ctx.json) return ctx.out.json(oddsJson(od));
        return oddsTable(ctx.out, od);
      }
      if (kind === 'rally') {
        const units = o.units;
        if (units < 1 || units > 2)
          throw new InputError(`An HQ rallies at most two units a move (p. 24): --units is 1 or 2, not ${units}.`);
        const results = [];
        for (let i = 0; i < units; i++) {
          const { result } = await ctx.run.procedure(() => rally({ ...s, attempt: o.attempt, hqWithin5cm: true }));
          results.push(result);
          if (ctx.json) continue;
          if (units > 1) ctx.out.line(`Unit ${i + 1} of ${units}:`);
          for (const l of moraleLines(result.test)) ctx.out.line(l);
          ctx.out.line(
            result.rallied
              ? 'Rallied: the unit is restored.'
              : result.lastTry
                ? 'Not rallied: it stays in Retreat, and that was the third try.'
                : 'Not rallied: it stays in Retreat; try again next move.',
          );
        }
        if (ctx.json) return ctx.out.json(units === 1 ? results[0] : results);
        return footer(ctx.out, results[0]!.rules);
      }
      const { result } = await ctx.run.procedure(() => moraleTest(s));
      if (ctx.json) return ctx.out.json(result);
      for (const l of moraleLines(result)) ctx.out.line(l);
      return footer(ctx.out, result.rules);
    }
    case 'pips': {
      const { result } = await ctx.run.procedure(() => pipDie(o.class));
      if (ctx.json) return ctx.out.json(result);
      ctx.out.line(`Pip die (${o.class}): ${result.faces.join(', then ')} -> ${result.pips} pip(s).`);
      return footer(ctx.out, result.rules);
    }
    case 'move': {
      if (!o.drive || o.crossCountry === undefined)
        throw new InputError(
          'test move needs --drive and --cross-country (cm), and a --terrain for each row of the Vehicle Movement Restrictions Table it crosses',
        );
      const m = vehicleMove(
        {
          drive: o.drive,
          crossCountryCm: o.crossCountry,
          terrain: o.terrain ?? [],
          rounding: o.roundUp ? 'up' : 'nearest',
        },
        loadTables(),
      );
      if (ctx.json) return ctx.out.json({ ...m, exact: m.exact.toString() });
      const parts = m.multipliers.map((x) =>
        x.factor === '-' ? `${x.terrain}: impassable` : `x${x.factor} (${x.terrain})`,
      );
      ctx.out.line(
        m.impassable
          ? `${o.drive}: ${parts.join(', ')}: the vehicle bogs (p. 25).`
          : `${o.drive}: ${o.crossCountry} cm${parts.length ? ` ${parts.join(' ')}` : ''} = ${m.exact.toString()} -> ${m.distanceCm} cm.`,
      );
      return footer(ctx.out, m.rules, m.inferred);
    }
    case 'bogging': {
      if (!o.drive)
        throw new InputError(
          'test bogging needs --drive (Fully tracked, Semi-tracked, 6 & 8 wheeled, 4x4, 4x2, Motorcycle)',
        );
      const { result } = await ctx.run.procedure(() =>
        boggingTest(
          defined({
            drive: o.drive,
            sizeD: o.sizeD ? true : undefined,
            marsh: o.marsh ? true : undefined,
            wideTracks: o.wideTracks ? true : undefined,
          }) as never,
          loadTables(),
        ),
      );
      if (ctx.json) return ctx.out.json(result);
      ctx.out.line(
        `1D6 ${result.dice.join(', then ')}; total ${result.total} against ${result.number}: ${result.bogged ? 'bogged (needs a tow)' : 'not bogged'}.`,
      );
      return footer(ctx.out, result.rules, result.inferred);
    }
    case 'flame': {
      const { result } = await ctx.run.procedure(() =>
        flameVsAfv(
          defined({
            openTopped: o.openTopped ? true : undefined,
            lightTank: o.lightTank ? true : undefined,
            alreadyHit: o.alreadyHit ? true : undefined,
            molotov: o.molotov ? true : undefined,
          }),
        ),
      );
      if (ctx.json) return ctx.out.json(result);
      ctx.out.line(`1D6 ${result.die} -> ${result.total}: ${result.result}.`);
      return footer(ctx.out, result.rules, result.inferred);
    }
    default:
      throw new InputError(
        `Panzerfaust has no test "${kind}": the tests are ${PZ_TEST_KINDS.join(', ')} (umpire test list --ruleset panzerfaust)`,
      );
  }
}

export const testEntry = commandEntry({
  summary:
    "a morale test, rally (up to two units), pip die, a vehicle's move, bogging test or flame attack on an AFV (`umpire test list --ruleset panzerfaust`).",
  arguments: '<kind>',
  options,
  examples: [
    'umpire test morale --ruleset panzerfaust --rating elite --afv --lost 3 --defending hill-or-woods --dice 1,3,4',
    'umpire test morale --ruleset panzerfaust --rating poor --shaken 1 --lost 1 --odds',
    'umpire test pips --ruleset panzerfaust --class veteran --dice 2,1,5',
    'umpire test bogging --ruleset panzerfaust --drive "Fully tracked" --size-d --wide-tracks',
    'umpire test move --ruleset panzerfaust --drive 4x4 --cross-country 16 --terrain "Towing off-road" --terrain "Thick woods"',
    'umpire test rally --ruleset panzerfaust --units 2 --attempt 1',
  ],
  run: (ctx) => run(ctx, false),
});

export const oddsTestEntry = commandEntry({
  summary: 'the exact chances of a morale test: OK, Shaken, Retreat.',
  arguments: '<kind>',
  options,
  examples: ['umpire odds test morale --ruleset panzerfaust --rating reliable --teams-lost 1'],
  run: (ctx) => run(ctx, true),
});

export type { MoraleRating };
