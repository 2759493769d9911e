import type { PoolDie, Throw } from '../../../../dice/pool.js';
import { citeRule, type RuleRef } from '../../../../engine/rules.js';
import { templateText, type BombardResult, type BombardUnitResult } from '../../bombard/bombard.js';
import type { Out } from '../../../contract.js';
import { formatScore, type Score } from '../../../flames-of-war/score.js';

export function throwText(t: Throw | undefined): string {
  if (!t) return '';
  return t.followUp === undefined ? String(t.face) : `${t.face} → ${t.followUp}`;
}

export function dieText(d: PoolDie | undefined): string {
  if (!d) return '-';
  return d.reroll ? `${throwText(d.first)}, re-roll ${throwText(d.reroll)}` : throwText(d.first);
}

const rating = (v: Score | null | undefined, fp = false) =>
  v === null || v === undefined ? '-' : fp ? formatScore(v as Score) : String(v);

export async function printRules(out: Out, rules: readonly RuleRef[]): Promise<void> {
  const c = out.paint;
  out.list(c.dim('Rules applied:'), rules.map(citeRule));
}

async function printUnit(out: Out, u: BombardUnitResult, system: 'inches' | 'cm'): Promise<void> {
  const c = out.paint;
  out.line();
  const status = u.status === 'fired' || u.status === 'smoke-screen' ? c.good(u.status) : c.warn(u.status);
  out.line(c.bold(`${u.name}: ${status}`) + (u.reasons.length ? ` — ${u.reasons.join('; ')}` : ''));
  for (const e of u.excluded) out.line(c.dim(`  ${e.weapon} does not fire: ${e.reasons.join(', ')}`));
  if (u.fullSalvo) {
    const tests = u.fullSalvo.skillTests
      ? `Skill tests ${u.fullSalvo.skillTests.dice.map((d) => throwText(d.first)).join(', ')}: `
      : 'Full Salvo marker: ';
    out.line(
      `  ${tests}${u.fullSalvo.firing} launcher(s) fire; Full Salvo marker now ${u.fullSalvoMarker ? 'on' : 'off'}`,
    );
  }
  if (u.smokeScreen) {
    const len = system === 'cm' ? `${u.smokeScreen.length.cm}cm` : `${u.smokeScreen.length.inches}"`;
    out.line(`  Smoke Screen ${len} long from the Aiming Point, at any angle (${u.smokeScreen.weapons} weapons)`);
  }
  if (u.template && u.band) {
    const band =
      u.band.reroll === 'none'
        ? 'no re-roll'
        : `re-roll ${u.band.reroll === 'successes' ? 'successful' : 'failed'} hits`;
    out.line(
      `  Template ${templateText(u.template, system)}; ${u.band.weaponsFiring} weapons firing: ${band}; AT ${rating(u.antiTank)}, FP ${rating(u.firepower, true)}; to hit +${u.toHitPenalty ?? 0}`,
    );
  }
  if (u.fire) {
    const rows = u.fire.teams.map((t) => [t.team, t.unit, t.need, dieText(t.die), t.hit ? c.bad('hit') : 'miss']);
    await out.table({ title: 'Roll to hit', head: ['team', 'unit', 'need', 'die', 'result'], rows });
    const hit = u.fire.teams.filter((t) => t.save);
    if (hit.length > 0) {
      const saveRows = hit.map((t) => {
        const s = t.save!.save;
        const save =
          s.kind === 'armour'
            ? s.total === undefined
              ? `AT "-": no effect`
              : `${s.roll} + Top ${s.armour}${s.longRangeBonus ? ' + 1' : ''} = ${s.total} vs AT ${s.antiTank}`
            : `${dieText(s.die)} (need ${s.need})${s.bulletproof ? ', bulletproof' : ''}`;
        const fp = s.firepowerTest ? `${dieText(s.firepowerTest.die)} (need ${s.firepowerTest.need})` : '';
        const again = t.save!.bailedOutAgain ? `Bailed Out Again ${dieText(t.save!.bailedOutAgain.die)}` : '';
        const out =
          t.outcome === 'destroyed'
            ? c.bad('destroyed')
            : t.outcome === 'bailed-out'
              ? c.warn('bailed out')
              : c.good('no effect');
        return [t.team, save, [fp, again].filter(Boolean).join('; '), out];
      });
      await out.table({ title: 'Saves', head: ['team', 'save', 'Firepower test', 'outcome'], rows: saveRows });
    }
    const destroyed = u.fire.teams.filter((t) => t.outcome === 'destroyed').length;
    const bailed = u.fire.teams.filter((t) => t.outcome === 'bailed-out').length;
    out.line(
      c.bold(
        `  ${u.fire.hits} hit(s): ${destroyed} destroyed, ${bailed} bailed out; pinned: ${u.fire.pinnedUnits.length ? u.fire.pinnedUnits.join(', ') : 'none'}`,
      ),
    );
  }
  for (const line of u.consequences) out.line(c.dim(`  • ${line}`));
}

export async function printBombard(
  out: Out,
  r: BombardResult,
  system: 'inches' | 'cm',
  seed?: number,
  showRules = true,
): Promise<void> {
  const c = out.paint;
  if (seed !== undefined) out.line(c.dim(`seed ${seed}`));
  if (!r.spotter.ok) out.line(c.warn(`Spotter ${r.spotter.name} cannot spot: ${r.spotter.reasons.join('; ')}`));
  if (r.rangeIn && r.rangeIn.attempts.length > 0) {
    const rows = r.rangeIn.attempts.map((a) => [
      a.kind === 'mike-target' ? 'Mike' : a.attempt,
      a.unit,
      a.need,
      a.kind === 'repeat' ? 'repeat: automatic' : dieText(a.die),
      a.success ? c.good('ranged in') : 'miss',
    ]);
    await out.table({
      title: `Range In (spotter ${r.spotter.name})`,
      head: ['attempt', 'unit', 'need', 'die', 'result'],
      rows,
    });
  }
  for (const u of r.units) await printUnit(out, u, system);
  out.line();
  if (showRules) await printRules(out, r.rules);
}
