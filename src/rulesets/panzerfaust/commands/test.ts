/**
 * `umpire test <kind> --ruleset panzerfaust`: morale (pp. 23-24), rally (p. 24), pips (p. 7),
 * bogging (p. 25), flame against an AFV (p. 21); and `odds test morale`.
 */
import { Option } from 'commander';
import type { CommandContext, CommandEntry } from '../../contract.js';
import { InputError } from '../../../errors/input-error.js';
import type { MoraleRating, TroopClass } from '../dice.js';
import { signed } from '../modifiers.js';
import { moraleTest, rally, type MoraleOutcome, type MoraleSituation } from '../morale/test.js';
import { pipDie } from '../movement/pips.js';
import { boggingTest, DRIVES, type Drive } from '../movement/vehicles.js';
import { moraleOdds } from '../odds.js';
import { MoraleSituationSchema } from '../situations.js';
import { flameVsAfv } from '../special.js';
import { loadTables } from '../tables/tables.js';
import { defined, intArg, situation, situationOptions } from './input.js';
import { footer, oddsJson, oddsTable } from './render.js';

export const PZ_TEST_KINDS = ['morale', 'rally', 'pips', 'bogging', 'flame'] as const;

function options(): Option[] {
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
    new Option('--attempt <n>', 'rally: which try, 1-3').argParser(intArg('--attempt')).default(1),
    new Option('--drive <d>', "bogging: the vehicle's drive").choices([...DRIVES]),
    new Option('--size-d', 'bogging: a size D vehicle (+1)'),
    new Option('--marsh', 'bogging: in marsh (+1)'),
    new Option('--wide-tracks', 'bogging: T-34, KV, IS, Panther or Tiger chassis'),
    new Option('--open-topped', 'flame: the AFV is open-topped (+2)'),
    new Option('--light-tank', 'flame: a light tank (+1)'),
    new Option('--already-hit', 'flame: the AFV was hit before (+1)'),
    new Option('--molotov', 'flame: a Molotov cocktail (-1)'),
    new Option('--odds', 'morale: print the exact chances instead of rolling'),
    ...situationOptions(),
  ];
}

function moraleSituation(o: Readonly<Record<string, unknown>>): MoraleSituation {
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

async function run(ctx: CommandContext, odds: boolean): Promise<void> {
  const kind = ctx.args[0] ?? 'morale';
  const o = ctx.opts;
  switch (kind) {
    case 'list': {
      const rows = [
        ['morale', 'morale test (2D6, Morale Reaction Table)', 'pp. 23-24'],
        ['rally', 'a Retreating unit re-tests by its HQ', 'p. 24'],
        ['pips', 'a company HQ pip die', 'p. 7'],
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
        const { result } = await ctx.run.procedure(rally({ ...s, attempt: o.attempt as number, hqWithin5cm: true }));
        if (ctx.json) return ctx.out.json(result);
        for (const l of moraleLines(result.test)) ctx.out.line(l);
        ctx.out.line(
          result.rallied
            ? 'Rallied: the unit is restored.'
            : result.lastTry
              ? 'Not rallied, and that was the third try.'
              : 'Not rallied: try again next move.',
        );
        return footer(ctx.out, result.rules);
      }
      const { result } = await ctx.run.procedure(moraleTest(s));
      if (ctx.json) return ctx.out.json(result);
      for (const l of moraleLines(result)) ctx.out.line(l);
      return footer(ctx.out, result.rules);
    }
    case 'pips': {
      const { result } = await ctx.run.procedure(pipDie(o.class as TroopClass));
      if (ctx.json) return ctx.out.json(result);
      ctx.out.line(`Pip die (${o.class}): ${result.faces.join(', then ')} -> ${result.pips} pip(s).`);
      return footer(ctx.out, result.rules);
    }
    case 'bogging': {
      if (!o.drive)
        throw new InputError(
          'test bogging needs --drive (Fully tracked, Semi-tracked, 6 & 8 wheeled, 4x4, 4x2, Motorcycle)',
        );
      const { result } = await ctx.run.procedure(
        boggingTest(
          defined({
            drive: o.drive as Drive,
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
      return footer(ctx.out, result.rules);
    }
    case 'flame': {
      const { result } = await ctx.run.procedure(
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

export const testEntry: CommandEntry = {
  summary:
    'a morale test, rally, pip die, bogging test or flame attack on an AFV (`umpire test list --ruleset panzerfaust`).',
  arguments: '<kind>',
  options,
  examples: [
    'umpire test morale --ruleset panzerfaust --rating elite --afv --lost 3 --defending hill-or-woods --dice 1,3,4',
    'umpire test morale --ruleset panzerfaust --rating poor --shaken 1 --lost 1 --odds',
    'umpire test pips --ruleset panzerfaust --class veteran --dice 2,1,5',
    'umpire test bogging --ruleset panzerfaust --drive "Fully tracked" --size-d --wide-tracks',
  ],
  run: (ctx) => run(ctx, false),
};

export const oddsTestEntry: CommandEntry = {
  summary: 'the exact chances of a morale test: OK, Shaken, Retreat.',
  arguments: '<kind>',
  options,
  examples: ['umpire odds test morale --ruleset panzerfaust --rating reliable --teams-lost 1'],
  run: (ctx) => run(ctx, true),
};

export type { MoraleRating };
