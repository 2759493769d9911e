/** `umpire assault --ruleset fow3`: an Open Fire assault in quick mode (teams by arsenal name) or from a situation file. */
import { citeRule } from '../../../../engine/rules.js';
import { didYouMean } from '../../../../game/suggest.js';
import { bundledFow3Arsenal, findFow3Teams } from '../../arsenal/load.js';
import type { AssaultResult } from '../../assault/assault.js';
import { FOW3_NAME } from '../../rules.js';
import { SAVE_HEAD, saveRow } from '../shoot/quick.js';
import type { CommandContext, Out } from '../../../contract.js';
import { InputError } from '../../../../errors/input-error.js';
import { parseDocument } from '../../../../game/situation-document.js';
import { fow3OptionsFromFlags } from '../options.js';
import { parseRating } from '../../../flames-of-war/assault-flags.js';
import type { Fow3AssaultFlags } from './options.js';
import { readInput } from '../../../../game/situation-input.js';

interface RawTeam {
  id: string;
  team: string;
  arsenal?: string;
  [k: string]: unknown;
}

/** "Rifle/MG team:6,Bazooka team" to raw teams with ids "Rifle/MG team 1".."6", "Bazooka team". */
function parseTeams(
  text: string,
  flag: string,
  arsenals: string | undefined,
  extra: Record<string, unknown>,
): RawTeam[] {
  const arsenal = bundledFow3Arsenal();
  const only = arsenals
    ? arsenals
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new InputError(`${flag} needs at least one team name`);
  const out: RawTeam[] = [];
  for (const p of parts) {
    const m = /^(.*?)(?:\s*[:x×]\s*(\d+))?$/.exec(p)!;
    const name = m[1]!.trim();
    const count = m[2] ? Number(m[2]) : 1;
    if (count < 1 || count > 40) throw new InputError(`${flag}: "${name}" needs a count from 1 to 40`);
    const found = findFow3Teams(arsenal, name, only);
    if (found.length === 0)
      throw new InputError(
        `${flag}: no team called "${name}" in the Open Fire ${only ? only.join(', ') + ' arsenal' : 'arsenals'}${didYouMean(name, arsenal.names)}`,
        { hint: 'the names are in scenarios/fow3/arsenals' },
      );
    const profile = found.find((t) => t.arsenal === 'british') ?? found[0]!;
    for (let i = 0; i < count; i++)
      out.push({
        id: count > 1 ? `${profile.name} ${i + 1}` : profile.name,
        team: profile.name,
        arsenal: profile.arsenal,
        ...extra,
      });
  }
  return out;
}

/** A defending team named like an assaulting one (Rifle/MG team against Rifle/MG team) gets "(defender N)" after its name. */
function uniqueIds(attackers: RawTeam[], defenders: RawTeam[][]): void {
  const taken = new Set(attackers.map((t) => t.id));
  defenders.forEach((teams, i) => {
    for (const t of teams) {
      if (taken.has(t.id)) t.id = `${t.id} (defender${defenders.length > 1 ? ` ${i + 1}` : ''})`;
      taken.add(t.id);
    }
  });
}

/** The raw fow3.assault situation from the flags (checked by its zod schema afterwards). */
export function buildFow3Situation(f: Fow3AssaultFlags): unknown {
  if (f.situation) {
    const doc = parseDocument(readInput(f.situation).text, f.situation).toJS() as Record<string, unknown> | null;
    const s = doc && typeof doc === 'object' && 'situation' in doc ? doc.situation : doc;
    return f.opt
      ? {
          ...(s as object),
          options: { ...((s as { options?: object }).options ?? {}), ...fow3OptionsFromFlags(f.opt) },
        }
      : s;
  }
  if (!f.attacker || !f.defender?.length)
    throw new InputError(
      'name the assaulting and defending teams, e.g. --attacker "Rifle/MG team:6" --defender "StuG G:2" --ruleset fow3, or give --situation',
    );
  const going = f.chargeGoing;
  if (going !== undefined && !['easy', 'difficult', 'very-difficult'].includes(going))
    throw new InputError(`--charge-going takes easy, difficult or very-difficult, not "${going}"`);
  const attackerTeams = parseTeams(f.attacker, '--attacker', f.attackerArsenal, {
    ...(f.sneaking ? { sneaking: true } : {}),
    ...(going ? { chargeGoing: going } : {}),
  });
  const attackerRating = parseRating(f.attackerRating ?? 'confident-trained', '--attacker-rating');
  const ratings = f.defenderRating ?? [];
  const defenders = f.defender.map((text, i) => {
    const r = parseRating(ratings[Math.min(i, ratings.length - 1)] ?? 'confident-trained', '--defender-rating');
    return {
      name: f.defender!.length > 1 ? `Defender ${i + 1}` : 'Defender',
      ...r,
      teams: parseTeams(text, '--defender', f.defenderArsenal, f.defenderPinned ? { pinned: true } : {}),
    };
  });
  uniqueIds(
    attackerTeams,
    defenders.map((d) => d.teams),
  );
  // Tank Terror: a platoon assaulting a tank is within 4"/10cm of it, so within 6"/15cm.
  const tankNear = defenders.some((d) =>
    d.teams.some((t) => findFow3Teams(bundledFow3Arsenal(), t.team, [t.arsenal!])[0]!.kind === 'tank'),
  );
  return {
    attacker: { name: 'Assaulting platoon', ...attackerRating, teams: attackerTeams },
    defenders,
    enemyTankWithin6: tankNear,
    options: fow3OptionsFromFlags(f.opt),
  };
}

export async function runAssaultFow3(ctx: CommandContext<Fow3AssaultFlags>): Promise<void> {
  const f = ctx.opts;
  const raw = buildFow3Situation(f);
  const { Fow3AssaultSituationSchema } = await import('../../situation-schema.js');
  const parsed = Fow3AssaultSituationSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InputError(
      `the Open Fire assault situation is not valid at ${issue.path.join('.') || '(top)'}: ${issue.message}`,
      { where: f.situation },
    );
  }
  const { assault } = await import('../../assault/assault.js');
  const { result, journal, seed } = await ctx.run.procedure(() => assault(parsed.data));
  if (ctx.json) ctx.out.json({ ruleset: 'fow3', ...(seed !== undefined ? { seed } : {}), result, journal });
  else await printFow3Assault(ctx.out, result, seed);
}

/** `names`: the assaulting and defending platoons (a game's), for the assault's last line. */
export async function printFow3Assault(
  out: Out,
  r: AssaultResult,
  seed: number | undefined,
  names?: { readonly attacker: string; readonly defender: string },
): Promise<void> {
  const c = out.paint;
  if (seed !== undefined) out.line(c.dim(`seed ${seed}`));
  out.line(c.bold(`${FOW3_NAME} · ${names ? `${names.attacker} assaults ${names.defender}` : 'assault'}`));
  if (r.tankTerror)
    out.line(
      `Tank Terror: needs ${r.tankTerror.need}+, rolled ${r.tankTerror.faces.join(', then ')}: ${r.tankTerror.passed ? c.good('passed') : c.bad('failed')}`,
    );
  for (const b of r.bogging)
    out.line(`${b.team} charges through ${b.check.boggedDown ? c.bad('and bogs down') : 'without bogging down'}`);
  if (r.defensiveFire) {
    const s = r.defensiveFire.shooting;
    // The defender's other platoons near the charge fire too ([Defensive Fire]): each shot says whose it is.
    const near = r.nearby ?? [];
    if (near.length > 0)
      out.line(`Defensive fire also from ${near.map((n) => `${n.platoon} (${n.teams.length} teams)`).join(', ')}`);
    const platoonOf = (id: string) =>
      near.find((n) => n.teams.includes(id))?.platoon ?? r.teams.find((t) => t.id === id)?.platoon ?? '';
    // A game's team ids start with their platoon's name; a situation's may not: then a column says it.
    const column = near.length > 0 && s.shots.some((x) => !x.shooter.startsWith(`${platoonOf(x.shooter)}/`));
    if (s.shots.length > 0)
      await out.table({
        title: 'Defensive fire',
        head: [...(column ? ['platoon'] : []), 'team', 'weapon', 'dice', 'needs', 'faces', 'hits'],
        rows: s.shots.map((x) => [
          ...(column ? [platoonOf(x.shooter)] : []),
          x.shooter,
          x.weapon,
          x.dice,
          x.need,
          x.faces.join(' '),
          x.hits,
        ]),
        numeric: column ? [3, 6] : [2, 5],
      });
    if (s.saves.length > 0)
      await out.table({ title: 'Saves against defensive fire', head: SAVE_HEAD, rows: s.saves.map(saveRow) });
    out.line(`Defensive fire: ${s.hits} hits${r.fellBack ? c.warn(' — the assault falls back') : ''}`);
  }
  let n = 0;
  for (const round of r.rounds) {
    n++;
    const rows = round.fights.flatMap((f) =>
      f.fight.rolls.map((x) => [f.platoon, x.team, `${x.need}+`, x.face, x.hit ? 'hit' : '-']),
    );
    await out.table({
      title: `Round ${n}: the ${round.side === 'attacker' ? 'assaulting' : 'counterattacking'} teams fight`,
      head: ['platoon', 'team', 'needs', 'die', 'hit'],
      rows,
      numeric: [3],
    });
    const hits = round.fights.flatMap((f) => f.fight.hits);
    if (hits.length > 0) {
      const how = (h: (typeof hits)[number]) =>
        h.armour
          ? `top ${h.armour.top} + ${h.armour.roll} against Tank Assault ${h.armour.tankAssault}`
          : h.how === 'side-armour'
            ? 'side armour against the gun'
            : h.how === 'no-save'
              ? 'no save'
              : 'no Tank Assault rating';
      await out.table({
        head: ['hit on', 'by', 'save', 'result'],
        rows: hits.map((h) => [h.on, h.by, how(h), h.outcome + (h.note ? ` (${h.note})` : '')]),
      });
    }
  }
  for (const ca of r.counterattacks) {
    out.line(
      `Counterattack test (${ca.side === 'attacker' ? 'assaulting' : 'defending'} side)${ca.test.face !== undefined ? `, die ${ca.test.face}` : ''}: ` +
        ca.test.platoons
          .map(
            (p) =>
              `${p.name} ${p.need === 'auto' ? 'passes (no hits taken)' : `needs ${p.need}+: ${p.counterattacks ? 'counterattacks' : 'breaks off'}`}`,
          )
          .join('; '),
    );
  }
  const lost = r.teams.filter((t) => t.state !== 'unharmed').map((t) => `${t.id} ${t.state}`);
  if (lost.length) out.line(`Teams: ${lost.join(', ')}`);
  for (const note of r.notes) out.line(`• ${note}`);
  out.list(c.dim('Rules applied:'), r.rules.map(citeRule));
  out.line(c.bold(fow3AssaultEndLine(r, names)));
}

/** The assault's end in one line: who won, who broke off, who consolidates ([Breaking Off and Consolidating]). */
export function fow3AssaultEndLine(
  r: AssaultResult,
  names?: { readonly attacker: string; readonly defender: string },
): string {
  const side = (s: 'attacker' | 'defender') =>
    names ? names[s] : s === 'attacker' ? 'the assaulting platoon' : 'the defenders';
  if (!r.launched) return 'No assault: it was not launched (see above).';
  const broke = r.brokeOff.length ? ` Broke off: ${r.brokeOff.join(', ')}.` : ' Nobody broke off.';
  const pinned = r.pinned.length ? ` Pinned down: ${r.pinned.join(', ')}.` : '';
  if (!r.winner) return `Assault over, no winner.${broke}${pinned}`;
  const consolidates = r.fellBack ? ' Nobody consolidates.' : ` ${side(r.winner)} may consolidate 4"/10cm.`;
  return `Assault over: ${side(r.winner)} won.${broke}${pinned}${consolidates}`;
}
