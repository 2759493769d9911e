/**
 * `umpire roll <what> --ruleset panzerfaust`: Panzerfaust's own dice readings: 3D6 or 2D6
 * roll-under (--under), a plain sum, the chance factor, the pip die and Shaken duration with their
 * re-rolls, and the pre-game tables (battle type, objective, exit, season, weather, wind, night).
 */
import { Option } from '../../command-input.js';
import { commandEntry, type OptsOf } from '../../contract.js';
import { InputError } from '../../../errors/input-error.js';
import type { Procedure } from '../../../engine/request.js';
import { chanceShift, pipRerolls, rerollingDie, rollSum, rollUnder, shakenRerolls } from '../dice.js';
import { signed } from '../modifiers.js';
import { atMostChance } from '../odds.js';
import { battleType, breakthroughExit, nightSky, objective, season, weather, wind } from '../pregame/pregame.js';
import { loadTables } from '../tables/tables.js';
import { intArg } from './input.js';

export const PZ_ROLLS = [
  '1d6',
  '2d6',
  '3d6',
  'chance',
  'pips',
  'shaken',
  'battle-type',
  'objective',
  'exit',
  'season',
  'weather',
  'wind',
  'night',
] as const;

function rollOptions() {
  return [
    new Option('--under <n>', '1d6/2d6/3d6: succeed on this total or less').argParser(intArg('--under')),
    new Option('--class <c>', 'pips: troop class').choices(['veteran', 'regular', 'conscript']).default('regular'),
    new Option('--rating <r>', 'shaken: morale rating').choices(['elite', 'reliable', 'poor']).default('reliable'),
    new Option('--sphere <s>', 'weather: NE, Med, NRus, tropical or desert').choices([
      'NE',
      'Med',
      'NRus',
      'tropical',
      'desert',
    ]),
    new Option('--season <s>', 'weather, night: the season').choices(['spring', 'summer', 'autumn', 'winter']),
    new Option('--plus-one', 'wind: winter, desert, coast or steppe (+1)'),
    new Option('--desert', 'night: in the desert (always x1/10)'),
  ] as const;
}
type RollOpts = OptsOf<ReturnType<typeof rollOptions>>;

function procedureFor(what: string, o: RollOpts): Procedure<string[]> {
  const under = o.under;
  switch (what) {
    case '1d6':
    case '2d6':
    case '3d6':
      return (function* () {
        const n = Number(what[0]);
        if (under === undefined) {
          const r = yield* rollSum(n, what.toUpperCase());
          return [`${what.toUpperCase()}: ${r.faces.join('+')} = ${r.total}.`];
        }
        const r = yield* rollUnder(n, under, `${what.toUpperCase()} at most ${under}`);
        return [
          `${what.toUpperCase()} ${r.faces.join('+')} = ${r.total}: ${r.success ? `success (${r.margin} under)` : 'failure'}; the chance was ${(atMostChance(n, under).toNumber() * 100).toFixed(2)}%.`,
        ];
      })();
    case 'chance':
      return (function* () {
        const r = yield* rollSum(1, 'chance factor');
        return [`Chance die ${r.total}: ${signed(chanceShift(r.total))} on the casualty table row.`];
      })();
    case 'pips':
      return (function* () {
        const d = yield* rerollingDie('movement pips', pipRerolls(o.class));
        return [`Pip die (${o.class}): ${d.faces.join(', then ')} -> ${d.value} pip(s).`];
      })();
    case 'shaken':
      return (function* () {
        const d = yield* rerollingDie('Shaken duration', shakenRerolls(o.rating));
        return [`Shaken duration (${o.rating}): ${d.faces.join(', then ')} -> ${d.value} turn(s).`];
      })();
    case 'battle-type':
      return (function* () {
        const r = yield* battleType(loadTables());
        return [
          `Battle type: 2D6 ${r.dice.join('+')} = ${r.total}: ${r.result}${r.inferred?.length ? ' (this row is inferred from the gap, p. 4)' : ''}.`,
        ];
      })();
    case 'objective':
      return (function* () {
        const r = yield* objective();
        return [
          `Objective: 1D6 ${r.total}: ${{ 'two-locations': 'take and hold 2 locations', 'one-location': 'take and hold 1 location', 'destroy-more': 'destroy a larger share of the enemy than you lose' }[r.result]}.`,
        ];
      })();
    case 'exit':
      return (function* () {
        const r = yield* breakthroughExit();
        return [
          `Breakthrough exit: 1D6 ${r.total}: ${r.result === 'attacker-secret' ? 'the attacker picks a 20 cm exit in secret' : 'the defender picks and announces it'}.`,
        ];
      })();
    case 'season':
      return (function* () {
        const r = yield* season();
        return [`Season: 1D6 ${r.total}: ${r.result}.`];
      })();
    case 'weather':
      return (function* () {
        const r = yield* weather(o.sphere ?? 'NE', o.season ?? 'summer');
        return [
          `Weather: 2D6 ${r.dice.join('+')} = ${r.total}: ${r.result.names.join(', ')}${r.result.durations.map((d) => `; ${d.code} lasts ${d.moves} moves`).join('')}.`,
        ];
      })();
    case 'wind':
      return (function* () {
        const r = yield* wind(Boolean(o.plusOne));
        return [
          `Wind: ${r.dice.join(', ')}: ${r.result.strength}${r.result.direction ? ` from the ${r.result.direction}` : ''}.`,
        ];
      })();
    case 'night':
      return (function* () {
        const r = yield* nightSky(o.season ?? 'summer', Boolean(o.desert));
        return [`Night sky: 1D6 -> ${r.total}: ${r.result.sky}, visibility x${r.result.visibility}.`];
      })();
    default:
      throw new InputError(`Panzerfaust has no roll "${what}": roll one of ${PZ_ROLLS.join(', ')}`);
  }
}

export const rollEntry = commandEntry({
  summary:
    "Panzerfaust's dice: 3D6/2D6 roll-under, the chance factor, pip and Shaken dice with their re-rolls, and the pre-game tables.",
  arguments: '<what>',
  options: rollOptions,
  examples: [
    'umpire roll 3d6 --under 11 --ruleset panzerfaust',
    'umpire roll pips --class veteran --ruleset panzerfaust',
    'umpire roll weather --sphere NE --season spring --ruleset panzerfaust',
    'umpire roll battle-type --ruleset panzerfaust --dice 3,4',
  ],
  async run(ctx) {
    const what = (ctx.args[0] ?? '3d6').toLowerCase();
    const { result, journal } = await ctx.run.procedure(() => procedureFor(what, ctx.opts));
    if (ctx.json) return ctx.out.json({ roll: what, lines: result, dice: journal });
    for (const l of result) ctx.out.line(l);
  },
});
