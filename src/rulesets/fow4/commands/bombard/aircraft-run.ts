import type { CommandContext } from '../../../contract.js';
import { aircraftArrival } from '../../aircraft/arrival.js';
import { airAttack, type AirAttackSituation } from '../../aircraft/attack.js';
import type { ArriveFlags, AttackFlags } from './aircraft-options.js';
import type { Skill } from '../../../flames-of-war/profile.js';
import type { ShootingUnit, TargetUnit } from '../../shooting/situation.js';
import { InputError } from '../../../../errors/input-error.js';
import { checkUnderTotal, parseSpec, parseUnder, RAW_NUMBERS_HINT } from './parse.js';
import { dieText, printBombard, printRules } from './render.js';
import { lookupTeam } from '../arsenal.js';
import { aircraftWeaponKind } from '../../aircraft/weapons.js';
import type { TeamProfile } from '../../../flames-of-war/profile.js';

export async function runArrive(ctx: CommandContext<ArriveFlags>): Promise<void> {
  const f = ctx.opts;
  const out = ctx.out;
  const { result: r, seed } = await ctx.run.procedure(() =>
    aircraftArrival({
      ...(f.name ? { unit: f.name } : {}),
      closeAirSupport: f.cas === true,
      night: f.night === true,
      inReserve: f.reserve === true,
      meetingEngagementFirstTurn: f.meetingEngagement === true,
      aop: f.aop === true,
      fighterInterception: f.fighterInterception === true,
    }),
  );
  if (ctx.json) return out.json({ ...(seed !== undefined ? { seed } : {}), result: r });
  const c = out.paint;
  if (seed !== undefined) out.line(c.dim(`seed ${seed}`));
  if (r.die) out.line(`Arrival: ${dieText(r.die)} (need ${r.need})`);
  if (r.interception) out.line(`Fighter Interception: ${dieText(r.interception.die)} (need ${r.interception.need})`);
  const word =
    r.status === 'arrived'
      ? c.good('arrives')
      : r.status === 'intercepted'
        ? c.bad('intercepted')
        : r.status === 'no-roll'
          ? c.warn('no arrival roll')
          : c.warn('does not arrive');
  out.line(c.bold(`${f.name ?? 'Aircraft Unit'}: ${word}`) + (r.reasons.length ? ` — ${r.reasons.join('; ')}` : ''));
  await printRules(out, r.rules);
}

function profileOf(name: string, option: string): TeamProfile {
  return lookupTeam(name, option, {
    hint: 'use `umpire resolve` with a fow4.air-attack situation for teams that are not in the arsenals',
  });
}

/**
 * Split fire (p. 32): "aircraft=2+3" on a --target says which aircraft (numbered from 1) fire at that
 * unit; the others fire at the first. Bombs and Rockets are one template for the flight (p. 44).
 */
function splitFire(specs: readonly string[], planes: number, weapon: string, plane: TeamProfile): Map<number, number> {
  const out = new Map<number, number>();
  specs.forEach((spec, ui) => {
    const text = parseSpec(spec, '--target').keys.get('aircraft');
    if (text === undefined) return;
    const w = plane.weapons.find((x) => x.name.toLowerCase() === weapon.toLowerCase());
    const kind = w ? aircraftWeaponKind(w) : 'mg';
    if (kind === 'bombs' || kind === 'rockets')
      throw new InputError(
        `--target "${spec}": ${w!.name} fire as one template for the whole flight (p. 44), so the aircraft cannot split their fire; drop aircraft=`,
      );
    for (const part of text.split(/[+\s]+/).filter(Boolean)) {
      const n = Number(part);
      if (!Number.isInteger(n) || n < 1 || n > planes)
        throw new InputError(`--target "${spec}": aircraft=${text}: the flight has aircraft 1 to ${planes}`, {
          hint: 'name them by number, e.g. aircraft=2+3',
        });
      if (out.has(n))
        throw new InputError(
          `--target "${spec}": aircraft ${n} is given two targets; each aircraft declares one (p. 32)`,
        );
      out.set(n, ui);
    }
  });
  return out;
}

export function attackFromFlags(f: AttackFlags): AirAttackSituation {
  if (!f.aircraft) throw new InputError('give the aircraft with --aircraft, e.g. --aircraft "2 Typhoon"');
  const a = parseSpec(f.aircraft, '--aircraft');
  const plane = profileOf(a.name, '--aircraft');
  if (plane.type !== 'aircraft') throw new InputError(`--aircraft: ${plane.name} is not an Aircraft team`);
  if (!f.weapon)
    throw new InputError(
      `give the weapon declared for the unit with --weapon (${plane.weapons.map((w) => w.name).join(', ')} or mgs)`,
    );
  const planes = Math.max(1, a.count);
  const planeIds = Array.from({ length: planes }, (_, i) => `${plane.name} ${i + 1}`);
  const aaTeams: ShootingUnit['teams'][number][] = [];
  for (const spec of f.aa ?? []) {
    const s = parseSpec(spec, '--aa');
    const p = profileOf(s.name, '--aa');
    const at = Number(s.keys.get('target') ?? '1');
    for (let i = 0; i < s.count; i++) {
      aaTeams.push({
        id: `${p.name} ${aaTeams.length + 1}`,
        profile: p,
        target: planeIds[Math.min(planes, Math.max(1, at)) - 1]!,
        ...(s.keys.get('weapon') ? { weapon: s.keys.get('weapon')! } : {}),
        ...(s.flags.has('concealed') || s.flags.has('long')
          ? {
              pairs: Object.fromEntries(
                planeIds.map((id) => [
                  id,
                  {
                    ...(s.flags.has('concealed') ? { concealed: true } : {}),
                    ...(s.flags.has('long') ? { longRange: true } : {}),
                  },
                ]),
              ),
            }
          : {}),
      });
    }
  }
  const skill = f.targetSkill;
  // Team ids are numbered per team name across all the target units, so two units of one kind stay apart.
  const numbered = new Map<string, number>();
  const next = (name: string) => {
    numbered.set(name, (numbered.get(name) ?? 0) + 1);
    return `${name} ${numbered.get(name)}`;
  };
  const split = splitFire(f.target ?? [], planes, f.weapon, plane);
  const targets: TargetUnit[] = (f.target ?? []).map((spec, ui) => {
    const s = parseSpec(spec, '--target');
    const p = profileOf(s.name, '--target');
    const tskill = (s.keys.get('skill') ?? skill) as Skill;
    return {
      id: s.keys.get('unit') ?? `target ${ui + 1}`,
      ratings: { motivation: 'confident', skill: tskill },
      teams: Array.from({ length: Math.max(1, s.count) }, () => ({
        id: next(p.name),
        profile: p,
        state: {
          ...(s.flags.has('concealed') ? { concealed: true } : {}),
          ...(s.flags.has('gone-to-ground') ? { goneToGround: true } : {}),
          ...(s.flags.has('bulletproof') ? { bulletproof: true } : {}),
        },
      })),
    };
  });
  // Each aircraft's declared target: the first team of the unit aircraft= gives it, else of the first unit (p. 32).
  const teams = Array.from({ length: planes }, (_, i) => {
    const ui = split.get(i + 1);
    return { id: planeIds[i]!, profile: plane, ...(ui !== undefined ? { target: targets[ui]!.teams[0]!.id } : {}) };
  });
  const friendly = f.friendly !== undefined ? Number(f.friendly.replace(/(cm|"|in)$/, '')) : undefined;
  return {
    ...(f.cm ? { units: 'cm' as const } : {}),
    aircraft: { id: 'aircraft', name: `${a.count} ${plane.name}`, teams },
    weapon: f.weapon,
    ...(aaTeams.length ? { antiAircraft: [{ id: 'aa', name: 'anti-aircraft', teams: aaTeams }] } : {}),
    ...(targets.length ? { targets } : {}),
    ...((f.under ?? []).length
      ? {
          bombard: {
            under: checkedUnder(
              f.under!.map((u) =>
                parseUnder(u, skill, (name, option) => lookupTeam(name, option, { hint: RAW_NUMBERS_HINT })),
              ),
            ),
            ...(friendly !== undefined ? { nearestFriendly: friendly } : {}),
            ...(f.terrain ? { templateCoversTerrain: true } : {}),
            ...(f.adjusted ? { adjusted: true } : {}),
          },
        }
      : {}),
  };
}

export async function runAttack(ctx: CommandContext<AttackFlags>): Promise<void> {
  const f = ctx.opts;
  const out = ctx.out;
  const situation = attackFromFlags(f);
  // A mistake in the flags throws an InputError (exit 2); any other error is a bug and stays one.
  // Physical dice a pool at a time (src/cli/grouped-dice.ts): a maker, so the rolls ahead are seen.
  const { result, seed } = await ctx.run.procedure(() => airAttack(situation));
  if (ctx.json) return out.json({ ...(seed !== undefined ? { seed } : {}), situation, result });
  const c = out.paint;
  if (seed !== undefined) out.line(c.dim(`seed ${seed}`));
  for (const aa of result.antiAircraft) {
    const rows = aa.result.shooters.flatMap((s) =>
      s.shots.length
        ? s.shots.map((x) => [s.shooter, x.weapon, x.rof, x.needText, x.pool.dice.map(dieText).join(' '), x.hits])
        : [[s.shooter, '-', 0, '-', s.reason ?? '', 0]],
    );
    await out.table({
      title: 'Anti-aircraft fire',
      head: ['team', 'weapon', 'ROF', 'need', 'dice', 'hits'],
      rows,
      numeric: [2, 5],
    });
    for (const cons of aa.consequences) out.line(c.dim(`  ${cons.team}: ${cons.restrictions.join('; ')}`));
  }
  if (result.shotDown.length) out.line(c.bad(`Shot down: ${result.shotDown.join(', ')}`));
  out.line(
    c.bold(
      `Attacking: ${result.attacking.length ? result.attacking.join(', ') : 'none'} with ${f.weapon} (${result.weaponKind})`,
    ),
  );
  if (result.attack?.kind === 'bombard')
    await printBombard(out, result.attack.result, f.cm ? 'cm' : 'inches', undefined, false);
  else if (result.attack?.kind === 'shoot') {
    const sr = result.attack.result;
    const rows = sr.shooters.flatMap((s) =>
      s.shots.map((x) => [
        s.shooter,
        x.weapon,
        x.target,
        x.rof,
        x.needText,
        x.pool.dice.map(dieText).join(' '),
        x.hits,
      ]),
    );
    await out.table({
      title: 'Roll to hit',
      head: ['aircraft', 'weapon', 'target', 'ROF', 'need', 'dice', 'hits'],
      rows,
      numeric: [3, 6],
    });
    const teams = sr.teams.map((t) => [t.team, t.unit, t.hits, t.outcome]);
    if (teams.length)
      await out.table({ title: 'Results', head: ['team', 'unit', 'hits', 'outcome'], rows: teams, numeric: [2] });
    if (sr.summary.pinned.length) out.line(`Pinned: ${sr.summary.pinned.join(', ')}`);
  }
  for (const n of result.notes) out.line(c.dim(`• ${n}`));
  await printRules(out, result.rules);
}

function checkedUnder<T extends { readonly count?: number }>(under: T[]): T[] {
  checkUnderTotal(under);
  return under;
}
