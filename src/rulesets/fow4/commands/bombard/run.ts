import type { CommandContext } from '../../../contract.js';
import { bombard, type BombardingUnit, type BombardSituation } from '../../bombard/bombard.js';
import type { BombardFlags, BombardGameFlags } from './options.js';
import { InputError } from '../../../../errors/input-error.js';
import {
  checkUnderTotal,
  namesArsenalTeam,
  parseBattery,
  parseRating,
  parseUnder,
  RAW_NUMBERS_HINT,
  roleArsenal,
  type ArsenalChoice,
  type TeamLookup,
} from './parse.js';
import { printBombard } from './render.js';

/**
 * A role's name lookup (its arsenal or force file first, then the bundled arsenals), loaded only
 * when one of its specs names a team (issue 32: a raw-number bombardment loads no arsenal); without
 * a file, the compiled bundled arsenals answer and no YAML reader is loaded.
 */
async function lookupFor(
  specs: readonly string[],
  option: '--battery' | '--under',
  where: ArsenalChoice,
): Promise<TeamLookup | undefined> {
  if (!specs.some((s) => namesArsenalTeam(s, option))) return undefined;
  const options = { ...where, hint: RAW_NUMBERS_HINT };
  if (where.file) {
    const { lookupTeam } = await import('../arsenal.js');
    return (name, flag) => lookupTeam(name, flag, options);
  }
  const { bundledArsenalQuick, lookupTeamIn } = await import('../arsenal-lookup.js');
  const arsenal = await bundledArsenalQuick();
  return (name, flag) => lookupTeamIn(arsenal, name, flag, options);
}

/** Build the bombardment situation from quick-mode flags. */
export async function situationFromFlags(f: BombardFlags): Promise<BombardSituation> {
  if (!f.battery || f.battery.length === 0)
    throw new InputError(
      'give the firing battery with --battery, e.g. --battery "4 15cm sFH18" or --battery "3 guns:at=2,fp=3+"',
    );
  // Imported lists: the battery's and the targets' names from their arsenal or force files first.
  const batteryArsenal = roleArsenal(f.arsenal, f.batteryArsenal, '--battery-arsenal');
  const underArsenal = roleArsenal(f.arsenal, f.underArsenal, '--under-arsenal');
  const batteryLookup = await lookupFor(f.battery, '--battery', batteryArsenal);
  const weapons = f.battery.map((b) =>
    parseBattery(b, {
      arsenalAdjusted: f.arsenalAdjusted === true,
      ...(batteryLookup ? { lookup: batteryLookup } : {}),
    }),
  );
  const skill = parseRating(f.skill ?? 'trained', '--skill');
  const role = f.spotterRole;
  const underLookup = await lookupFor(f.under ?? [], '--under', underArsenal);
  const under = (f.under ?? []).map((u) => parseUnder(u, f.targetSkill, underLookup));
  checkUnderTotal(under);
  if (under.length === 0 && !f.smoke)
    throw new InputError('give the teams under the template with --under, e.g. --under "3 T-34/85"');
  let friendly: number | undefined;
  if (f.friendly !== undefined) {
    friendly = Number(f.friendly.replace(/(cm|"|in)$/, ''));
    if (!Number.isFinite(friendly) || friendly < 0)
      throw new InputError(`--friendly "${f.friendly}" must be a distance like 6`);
  }
  const smokeWeapons = typeof f.smoke === 'string' ? Number(f.smoke) : undefined;
  if (smokeWeapons !== undefined && (!Number.isInteger(smokeWeapons) || smokeWeapons < 1))
    throw new InputError('--smoke takes the number of weapons firing smoke');
  const unit: BombardingUnit = {
    name: f.name ?? weapons.map((w) => `${w.count} ${w.name}`).join(' + '),
    skill,
    ...(f.ranging ? { ranging: parseRating(f.ranging, '--ranging') } : {}),
    weapons,
    ...(f.repeat ? { repeat: { spotterCanSee: f.sight !== false } } : {}),
    ...(f.smoke
      ? {
          smoke: {
            ...(f.smokeUsed ? { alreadyFired: true } : {}),
            ...(smokeWeapons !== undefined ? { weapons: smokeWeapons } : {}),
          },
        }
      : {}),
    ...(f.terrain ? { templateCoversTerrain: true } : {}),
    ...(f.throughSmoke ? { throughSmoke: true } : {}),
    ...(f.timeOnTarget ? { timeOnTarget: true } : {}),
    ...(f.fullSalvo === false ? { fullSalvo: false } : {}),
    ...(friendly !== undefined ? { nearestFriendly: friendly } : {}),
    under,
  };
  return {
    spotter: {
      name: f.spotter ?? (role === 'firing' ? 'a firing team' : role),
      rating: f.spotterSkill ? parseRating(f.spotterSkill, '--spotter-skill') : skill,
      role,
      ...(f.repeat && f.sight === false ? { canSeeAimingPoint: false } : {}),
    },
    ...(f.night ? { night: true } : {}),
    ...(f.cm ? { system: 'cm' as const } : {}),
    ...(f.longRangeArmour ? { longRangeArmourBonus: true } : {}),
    units: [unit],
  };
}

export async function runBombard(ctx: CommandContext<BombardGameFlags>): Promise<void> {
  const flags = ctx.opts;
  const out = ctx.out;
  if (ctx.game !== undefined) {
    if (flags.battery?.length || flags.under?.length)
      throw new InputError('with --game, name units with --unit and --target instead of --battery and --under');
    const { runBombardGame } = await import('./game.js');
    return runBombardGame(ctx, ctx.game);
  }
  const situation = await situationFromFlags(flags);
  const { result, seed } = await ctx.run.procedure(() => bombard(situation));
  if (ctx.json) {
    out.json({ ...(seed !== undefined ? { seed } : {}), situation, result });
    return;
  }
  if (situation.units[0]!.nearestFriendly === undefined && !situation.units[0]!.smoke) {
    out.line(
      'Danger Close: you confirm no friendly team is within 4"/10cm of the template (give --friendly <distance> to check it).',
    );
  }
  await printBombard(out, result, situation.system ?? 'inches', seed);
}
