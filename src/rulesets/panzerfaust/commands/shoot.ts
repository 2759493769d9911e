/**
 * `umpire shoot --ruleset panzerfaust`: infantry fire (pp. 14-16) or, with --at, direct
 * anti-tank fire (pp. 28-31), and `odds shoot` for both.
 */
import { Option } from '../../command-input.js';
import { commandEntry } from '../../contract.js';
import type { CommandContext, OptsOf } from '../../contract.js';
import { InputError } from '../../../errors/input-error.js';
import { atFire } from '../fire/at.js';
import type { AtFireSituation } from '../fire/at-situation.js';
import { infantryFire, type InfantryFireSituation } from '../fire/infantry.js';
import { signed } from '../modifiers.js';
import { atFireOdds, infantryFireOdds } from '../odds.js';
import { AtFireSituationSchema, InfantryFireSituationSchema } from '../situations.js';
import { loadTables } from '../tables/tables.js';
import { collect, defined, intArg, numArg, parseGroup, situation, situationOptions } from './input.js';
import { footer, modifiersTable, oddsJson, oddsTable } from './render.js';

const CLASSES = ['veteran', 'regular', 'conscript'];

export function shootOptions() {
  return [
    new Option('--at', 'direct anti-tank fire (3D6 to hit, penetration, effects) instead of infantry fire'),
    new Option(
      '--team <group>',
      'infantry fire: firing teams, e.g. "3 Rifle Team" (rows of the Fire Factors Table); repeat',
    ).argParser(collect),
    new Option('--ff <n>', 'infantry fire: fire factor of one team at this range, read from your book').argParser(
      numArg('--ff'),
    ),
    new Option('--range <cm>', 'range in cm (reads the Fire Factors Table, or the range bands)').argParser(
      numArg('--range'),
    ),
    new Option('--class <c>', 'firer troop class').choices(CLASSES).default('regular'),
    new Option('--moved <m>', 'how far the firer moved').choices(['none', 'up-to-half', 'over-half', 'over-5']),
    new Option('--cover <c>', 'infantry fire: target cover').choices(['none', 'soft', 'hard', 'fortification']),
    new Option('--prone', 'infantry fire: target is prone'),
    new Option('--target-moving <m>', 'infantry fire: target movement').choices(['none', 'over-5', 'over-10']),
    new Option('--fire-type <t>', 'infantry fire: direct, speculative, muzzle-flash or covering').choices([
      'direct',
      'speculative',
      'muzzle-flash',
      'covering',
    ]),
    new Option(
      '--weapon <name>',
      'AT fire: the gun or weapon (with --infantry-weapon: a row of the Infantry AT Weapons Table)',
    ),
    new Option(
      '--infantry-weapon',
      'AT fire: --weapon is an infantry AT weapon (its to-hit row and penetration come from the tables)',
    ),
    new Option('--to-hit <n>', "AT fire: the chart's bracketed to-hit for this range").argParser(intArg('--to-hit')),
    new Option('--band <n>', 'AT fire: range band, 1 = shortest').argParser(intArg('--band')),
    new Option('--pen <cm>', "AT fire: the chart's penetration at this range").argParser(numArg('--pen')),
    new Option('--calibre <mm>', 'AT fire: gun calibre in mm').argParser(numArg('--calibre')),
    new Option(
      '--calibre-mod <n>',
      'AT fire: the calibre variation of the Penetration Effects Table, read from your book',
    ).argParser(intArg('--calibre-mod')),
    new Option('--ammo <a>', 'AT fire: ammunition').choices(['AP', 'APCR', 'HVAP', 'APDS', 'HEAT', 'HE']),
    new Option('--armour <list>', 'AT fire: target armour HF,HS,HR,TF,TS,TR in cm'),
    new Option('--target-kind <k>', 'AT fire: afv, gun or softskin').choices(['afv', 'gun', 'softskin']).default('afv'),
    new Option('--size <s>', 'AT fire: target size').choices(['A', 'B', 'C', 'D']).default('C'),
    new Option('--facing <f>', 'AT fire: facing hit').choices(['front', 'side', 'rear']),
    new Option('--previous-shots <n>', 'AT fire: shots this gun already fired at this target').argParser(
      intArg('--previous-shots'),
    ),
    new Option('--hidden <h>', 'AT fire: how much of the target is hidden').choices(['none', 'partly', 'hull-down']),
    new Option('--moving <m>', 'AT fire: how the target moved').choices([
      'none',
      'toward-or-away-over-15',
      'across-up-to-15',
      'across-15-plus',
    ]),
    new Option('--just-came-into-sight', 'AT fire: the target just came into sight (-1)'),
    new Option('--seen-under-half', 'AT fire: the target was seen for less than half the turn (-1)'),
    new Option('--one-man-turret', 'AT fire (and infantry fire from an AFV): the firer has a one-man turret'),
    new Option('--turned-over-half', 'AT fire: the firer turned over half its traverse'),
    new Option('--auto-cannon <a>', 'AT fire: an autocannon (several hits)').choices(['20-25', '37-40']),
    new Option('--muzzle-flash', 'firing at a muzzle flash'),
    new Option('--rain', 'rain'),
    new Option('--snow', 'snow falling'),
    new Option('--night', 'night'),
    new Option('--odds', 'print the exact odds instead of rolling'),
    ...situationOptions(),
  ] as const;
}

type ShootOpts = OptsOf<ReturnType<typeof shootOptions>>;

function weather(o: ShootOpts) {
  const w = defined({
    rain: o.rain ? true : undefined,
    snowFalling: o.snow ? true : undefined,
    night: o.night ? true : undefined,
  });
  return Object.keys(w).length ? w : undefined;
}

function groups(list: readonly string[] | undefined, ff: unknown): Record<string, unknown>[] | undefined {
  if (!list) return undefined;
  return list.map((g) => defined({ ...parseGroup(g), ff }));
}

export function infantrySituation(o: ShootOpts): InfantryFireSituation {
  if (o.moved === 'over-5')
    throw new InputError('--moved over-5 is for AT fire; infantry fire takes none, up-to-half or over-half');
  return situation(
    o,
    InfantryFireSituationSchema,
    defined({
      firers: groups(o.team, o.ff),
      rangeCm: o.range,
      fireType: o.fireType,
      firer: defined({ class: o.class, moved: o.moved, oneManTurret: o.oneManTurret ? true : undefined }),
      target: defined({ cover: o.cover, prone: o.prone ? true : undefined, moving: o.targetMoving }),
      weather: weather(o),
    }),
  ) as InfantryFireSituation;
}

export function atSituation(o: ShootOpts): AtFireSituation {
  let armour: Record<string, number> | undefined;
  if (typeof o.armour === 'string') {
    const v = o.armour.split(',').map(Number);
    if (v.length !== 6 || v.some((x) => !Number.isFinite(x)))
      throw new InputError('--armour takes six numbers: HF,HS,HR,TF,TS,TR (cm, from the armour chart)');
    armour = { HF: v[0]!, HS: v[1]!, HR: v[2]!, TF: v[3]!, TS: v[4]!, TR: v[5]! };
  }
  if (o.moved === 'up-to-half')
    throw new InputError('--moved up-to-half is for infantry fire; AT fire takes none, over-5 or over-half');
  return situation(
    o,
    AtFireSituationSchema,
    defined({
      weapon: defined({
        name: o.weapon ?? 'gun',
        infantry: o.infantryWeapon ? true : undefined,
        toHit: o.toHit,
        penetration: o.pen,
        calibreMm: o.calibre,
        calibreModifier: o.calibreMod,
        ammo: o.ammo,
        autoCannon: o.autoCannon,
      }),
      band: o.band,
      rangeCm: o.range,
      previousShots: o.previousShots,
      muzzleFlash: o.muzzleFlash ? true : undefined,
      firer: defined({
        class: o.class,
        moved: o.moved,
        oneManTurret: o.oneManTurret ? true : undefined,
        turnedOverHalf: o.turnedOverHalf ? true : undefined,
      }),
      target: defined({
        kind: o.targetKind,
        size: o.size,
        facing: o.facing,
        armour,
        hidden: o.hidden,
        moving: o.moving,
        justCameIntoSight: o.justCameIntoSight ? true : undefined,
        seenUnderHalf: o.seenUnderHalf ? true : undefined,
      }),
      weather: weather(o),
    }),
  ) as AtFireSituation;
}

async function runInfantry(ctx: CommandContext<ShootOpts>, odds: boolean): Promise<void> {
  const s = infantrySituation(ctx.opts);
  const tables = loadTables();
  if (odds) {
    const o = infantryFireOdds(s, tables);
    if (ctx.json) return ctx.out.json(oddsJson(o));
    return oddsTable(ctx.out, o);
  }
  const { result } = await ctx.run.procedure(() => infantryFire(s, tables));
  if (ctx.json) return ctx.out.json(result);
  const base = result.modifiers.reduce((a, m) => a + m.value, 0);
  await modifiersTable(
    ctx.out,
    `Infantry fire: ${result.totalFactors} fire factors`,
    'variations',
    result.modifiers,
    `sum ${signed(base)}`,
  );
  for (const g of result.groups)
    ctx.out.line(
      `${g.factors} FF: chance die ${g.chanceDie} (${signed(g.chance)}), final variation ${signed(g.variation)}${g.raw !== g.variation ? ` (held from ${signed(g.raw)})` : ''}: ${g.teamsLost} team(s) lost.`,
    );
  ctx.out.line(
    ctx.out.paint.bold(
      `Teams lost: ${result.teamsLost}. The owner removes whole teams (p. 14); the target tests morale if it lost any (p. 23).`,
    ),
  );
  footer(ctx.out, result.rules, result.inferred);
}

async function runAt(ctx: CommandContext<ShootOpts>, odds: boolean): Promise<void> {
  const s = atSituation(ctx.opts);
  const tables = loadTables();
  if (odds) {
    const o = atFireOdds(s, tables);
    if (ctx.json) return ctx.out.json(oddsJson(o));
    return oddsTable(ctx.out, o);
  }
  const { result } = await ctx.run.procedure(() => atFire(s, tables));
  if (ctx.json) return ctx.out.json(result);
  await modifiersTable(
    ctx.out,
    'Direct AT fire',
    `chart to-hit ${result.baseToHit}${result.band ? ` (band ${result.band})` : ''}`,
    result.modifiers,
    `to hit: 3D6 at most ${result.toHit}`,
  );
  ctx.out.line(
    `3D6 ${result.roll.faces.join('+')} = ${result.roll.total}: ${result.hits > 0 ? ctx.out.paint.good(`${result.hits} hit${result.hits > 1 ? 's' : ''}`) : ctx.out.paint.dim('miss')}.`,
  );
  if (result.hitResults.length > 0) {
    await ctx.out.table({
      head: ['hit', 'location', 'armour', 'pen', 'effects 3D6', 'result'],
      rows: result.hitResults.map((h, i) => [
        i + 1,
        h.location ?? '-',
        h.armour ?? '-',
        h.penetration ?? '-',
        h.effectTotal !== undefined ? `${h.effectDice!.join('+')} -> ${h.effectTotal}` : '-',
        h.note,
      ]),
      numeric: [0],
    });
  }
  if (result.crewLost !== 'none')
    ctx.out.line(result.crewLost === 'crew' ? 'The crew is lost.' : 'Everyone aboard is lost.');
  if (result.crewRolls)
    ctx.out.line(
      `Crew/passenger bases: 2D6 at most ${result.crewRolls.number}: ${result.crewRolls.rolls.join(', ')}: ${result.crewRolls.lost} lost.`,
    );
  footer(ctx.out, result.rules, result.inferred);
}

export function runShoot(ctx: CommandContext<ShootOpts>, odds: boolean): Promise<void> {
  const at = Boolean(ctx.opts.at || ctx.opts.weapon || ctx.opts.toHit !== undefined);
  return at ? runAt(ctx, odds || Boolean(ctx.opts.odds)) : runInfantry(ctx, odds || Boolean(ctx.opts.odds));
}

const EXAMPLES = [
  'umpire shoot --ruleset panzerfaust --team "3 Rifle Team" --ff 4 --class veteran --cover soft --prone --dice 6',
  'umpire shoot --ruleset panzerfaust --team "2 LMG Team (belt)" --range 30 --fire-type speculative',
  'umpire shoot --ruleset panzerfaust --at --weapon "50 mm PaK 38" --to-hit 11 --pen 9 --calibre 50 --calibre-mod 0 --armour 8,4,3,8,4,4 --size D --class veteran --just-came-into-sight',
  'umpire shoot --ruleset panzerfaust --at --infantry-weapon --weapon "Panzerfaust 30/60" --band 1 --armour 6,4,3,6,4,4 --set target.skirts=upper-hull',
];

export const shootEntry = commandEntry({
  summary:
    'infantry fire (fire factors, variations, chance factor, Infantry Casualty Table) or, with --at, direct AT fire (3D6 to hit, location, penetration, effects).',
  options: shootOptions,
  examples: EXAMPLES,
  help: `Dice order for --dice: infantry fire, one chance die per group of up to 100 fire factors;
AT fire, 3D6 to hit, then per hit 1D6 location and 3D6 effects, then 2D6 per crew or passenger base.
A value the source text lost (the Infantry Casualty Table, fire factors, calibre variations...) is
read from your filled tables file, else from umpire's house values, and the result lists each house
value it used (umpire tables panzerfaust --check). --ff, --to-hit, --pen and --calibre-mod take your
own reading of the book instead. The facts said most often have their own flags (--previous-shots,
--hidden, --moving, --one-man-turret, --just-came-into-sight...); --set key=value gives any other
field of the situation (umpire schema situation --procedure panzerfaust.at-fire).`,
  run: (ctx) => runShoot(ctx, false),
});

export const oddsShootEntry = commandEntry({
  summary: 'the exact chances of infantry fire (teams lost) or direct AT fire (hit, and each effect).',
  options: shootOptions,
  examples: [
    EXAMPLES[0]!.replace('umpire shoot', 'umpire odds shoot').replace(' --dice 6', ''),
    EXAMPLES[2]!.replace('umpire shoot', 'umpire odds shoot'),
  ],
  run: (ctx) => {
    // Odds from a game file are fow3's and fow4's; Panzerfaust's odds are described by the flags.
    if (ctx.game !== undefined)
      throw new InputError(
        'odds shoot under Panzerfaust takes no --game: describe the shot with the flags of `umpire shoot`',
      );
    return runShoot(ctx, true);
  },
});
