/** Turn `umpire assault` flags (arsenal names, counts, situation flags) into an assault situation. */
import { sideArsenal } from '../arsenal-lookup.js';
import type { TeamProfile } from '../../../flames-of-war/profile.js';
import type { AssaultInput, AssaultTeamInput, AssaultUnitInput } from '../../assault/situation.js';
import { parseRating } from '../../../flames-of-war/assault-flags.js';
import type { AssaultFlags as AssaultOptionValues } from './options.js';

/** The assault's option values; any may be missing when a caller builds a situation without commander (tests, odds). */
export type AssaultFlags = Partial<AssaultOptionValues>;
import { InputError } from '../../../../errors/input-error.js';

/** A team profile by name for one side (its arsenal option applied). */
export type SideLookup = (name: string, flag: string) => TeamProfile;

/**
 * A side's name lookup: its own arsenal or force file first (that needs the YAML reader), else the
 * bundled arsenals, compiled by the build (issue 32: no YAML or arsenal schema code loaded).
 */
export async function sideLookup(arsenals: string | undefined, flag: string): Promise<SideLookup> {
  const { file, only } = sideArsenal(arsenals);
  const options = { ...(only ? { only } : {}), ...(file ? { file } : {}), narrow: `${flag}-arsenal` };
  if (file) {
    const { lookupTeam } = await import('../arsenal.js');
    return (name, f) => lookupTeam(name, f, options);
  }
  const { bundledArsenalQuick, lookupTeamIn } = await import('../arsenal-lookup.js');
  const arsenal = await bundledArsenalQuick();
  return (name, f) => lookupTeamIn(arsenal, name, f, options);
}

/** "Sherman V:3,Firefly VC" to teams with ids "Sherman V 1".."Sherman V 3", "Firefly VC". */
export function parseTeams(
  text: string,
  flag: string,
  lookup: SideLookup,
  extra: Partial<AssaultTeamInput>,
): AssaultTeamInput[] {
  const out: AssaultTeamInput[] = [];
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new InputError(`${flag} needs at least one team name`);
  const entries = parts.map((p) => {
    const m = /^(.*?)(?:\s*[:x×]\s*(\d+))?$/.exec(p)!;
    return { name: m[1]!.trim(), count: m[2] ? Number(m[2]) : 1 };
  });
  for (const { name, count } of entries) {
    if (count < 1 || count > 40) throw new InputError(`${flag}: "${name}" needs a count from 1 to 40`);
    const profile = lookup(name, flag);
    for (let i = 1; i <= count; i++) {
      const id =
        count > 1 || entries.filter((e) => e.name === name).length > 1
          ? `${name} ${out.filter((t) => t.profile.name === profile.name).length + 1}`
          : name;
      out.push({ id, profile: JSON.parse(JSON.stringify(profile)) as AssaultTeamInput['profile'], ...extra });
    }
  }
  return out;
}

export async function buildSituation(flags: AssaultFlags): Promise<unknown> {
  if (flags.situation) {
    const { readInput } = await import('../../../../game/situation-input.js');
    const text = readInput(flags.situation).text;
    try {
      return JSON.parse(text);
    } catch (e) {
      throw new InputError(`${flags.situation} is not valid JSON: ${(e as Error).message}`);
    }
  }
  if (!flags.attacker)
    throw new InputError('say who assaults with --attacker (or give --situation)', {
      hint: 'e.g. --attacker "Rifle/MG team:6"',
    });
  if (!flags.defender || flags.defender.length === 0)
    throw new InputError('say who defends with --defender (or give --situation)', {
      hint: 'e.g. --defender "Panther A:2"',
    });
  const sneaky = flags.sneaking ? { concealed: true, moved: false, shot: false } : {};
  const attackerTeams = parseTeams(
    flags.attacker,
    '--attacker',
    await sideLookup(flags.attackerArsenal, '--attacker'),
    {
      ...(flags.concealed ? { concealed: true } : {}),
      ...sneaky,
      ...(flags.cross ? { crossToCharge: true } : {}),
    },
  );
  const rules = (text?: string) =>
    text
      ? text
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined;
  const attacker: AssaultUnitInput = {
    name: 'Attacker',
    ratings: parseRating(flags.attackerRating ?? 'confident-trained', '--attacker-rating'),
    teams: attackerTeams,
    ...(flags.attackerPinned ? { pinned: true } : {}),
    ...(rules(flags.attackerRules) ? { rules: rules(flags.attackerRules)! } : {}),
  };
  const ratings = flags.defenderRating ?? [];
  const defenderLookup = await sideLookup(flags.defenderArsenal, '--defender');
  const defenders: AssaultUnitInput[] = flags.defender.map((d, i) => ({
    name: flags.defender!.length > 1 ? `Defender ${i + 1}` : 'Defender',
    ratings: parseRating(ratings[Math.min(i, ratings.length - 1)] ?? 'confident-trained', '--defender-rating'),
    teams: parseTeams(d, '--defender', defenderLookup, {}),
    ...(flags.defenderPinned ? { pinned: true } : {}),
    ...(flags.defenderCommander ? { commander: true } : {}),
    ...(rules(flags.defenderRules) ? { rules: rules(flags.defenderRules)! } : {}),
  }));
  // Team ids must be unique across the two sides.
  const seen = new Set(attackerTeams.map((t) => t.id));
  for (const u of defenders)
    for (const t of u.teams) {
      if (seen.has(t.id)) (t as { id: string }).id = `${t.id} (${u.name})`;
      seen.add(t.id);
    }
  const maxRounds = flags.maxRounds ? Number(flags.maxRounds) : undefined;
  if (maxRounds !== undefined && (!Number.isInteger(maxRounds) || maxRounds < 1))
    throw new InputError(`--max-rounds takes a whole number, not "${flags.maxRounds}"`);
  const input: AssaultInput = {
    attacker: { player: 'attacker', unit: attacker },
    defender: { player: 'defender', units: defenders },
    ...(flags.night ? { night: true } : {}),
    ...(flags.smoke ? { smoke: true } : {}),
    ...(maxRounds ? { maxRounds } : {}),
  };
  return input;
}

/** The assault situation the flags describe, checked against its schema (an InputError names the first problem). */
export async function checkedAssaultSituation(flags: AssaultFlags): Promise<AssaultInput> {
  const raw = await buildSituation(flags);
  const { AssaultInputSchema } = await import('../../assault/situation.js');
  const parsed = AssaultInputSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InputError(`the assault situation is not valid at ${issue.path.join('.') || '(top)'}: ${issue.message}`, {
      where: flags.situation,
    });
  }
  return parsed.data as AssaultInput;
}
