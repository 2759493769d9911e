import { citeRule } from '../../../../engine/rules.js';
import type { Out, Paint } from '../../../contract.js';
import { dieText, saveColumns } from '../../../flames-of-war/saves/text.js';
import type { ArmourSaveRecord } from '../../../flames-of-war/saves/armour-save.js';
import type { TeamSaveRecord } from '../../../flames-of-war/saves/team-save.js';
import type { ShootingResult } from '../../shooting/result.js';
import type { ShootingSituation } from '../../shooting/situation.js';

/** The human output of a shooting: a table per stage, the summary and the rules applied. */
export async function printShooting(
  out: Out,
  situation: ShootingSituation,
  r: ShootingResult,
  seed?: number,
): Promise<void> {
  const c = out.paint;
  if (seed !== undefined) out.line(c.dim(`seed ${seed}`));
  out.line(
    c.bold(
      `Flames Of War 4 · ${situation.shooter.name ?? situation.shooter.id} shoots at ${situation.targets.map((t) => t.name ?? t.id).join(', ')}`,
    ),
  );

  const shotRows = r.shooters.flatMap((s) =>
    s.shoots
      ? s.shots.map((shot) => [
          s.shooter,
          shot.weapon,
          `${shot.rof} ${shot.rofMode}`,
          shot.needText +
            (shot.modifiers.length
              ? ` (${shot.modifiers.map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.reason}`).join(', ')})`
              : ''),
          shot.pool.dice.map(dieText).join(' '),
          shot.hits,
        ])
      : [],
  );
  if (shotRows.length > 0)
    await out.table({
      title: 'Roll to hit (p. 33)',
      head: ['team', 'weapon', 'ROF', 'needs', 'dice', 'hits'],
      rows: shotRows,
      numeric: [5],
    });
  // A team that does not shoot rolls no dice: one line each, with the reason.
  for (const s of r.shooters.filter((x) => !x.shoots))
    out.line(c.dim(`${s.shooter} does not shoot: ${s.reason ?? 'it cannot shoot'}`));

  if (r.mistakenTarget.length > 0) {
    const rows = r.mistakenTarget.map((m) => [
      `${m.teams[0]} ↔ ${m.teams[1]}`,
      m.roll,
      m.success ? c.good(`swapped ${m.moved}`) : c.bad('failed'),
    ]);
    await out.table({ title: 'Mistaken Target (p. 35)', head: ['pair', 'roll', 'result'], rows });
  }
  for (const m of r.mistakenTargetRefused ?? [])
    out.line(c.dim(`Mistaken Target ${m.teams[0]} ↔ ${m.teams[1]} not offered: ${m.reason} (p. 35)`));

  if (r.saves.length > 0) {
    const rows = r.saves.map((e) => {
      const t = saveColumns(e.record.save as ArmourSaveRecord | TeamSaveRecord);
      return [
        e.team + (e.role !== 'target' ? ` (${e.role})` : ''),
        e.weapon ?? '',
        t.roll,
        t.against,
        t.firepower,
        outcomeText(c, e.record.outcome),
      ];
    });
    await out.table({
      title: 'Saves (pp. 36-39)',
      head: ['team', 'hit by', 'save roll', 'against', 'firepower', 'result'],
      rows,
    });
  }

  const teamRows = r.teams.map((t) => [
    t.team,
    t.hits + (t.smokeHits ? ` +${t.smokeHits} smoke` : ''),
    outcomeText(c, t.outcome) + (t.wreck ? ' (wreck)' : '') + (t.unitLeaderLost ? ', Unit Leader lost' : ''),
  ]);
  await out.table({ title: 'Result', head: ['team', 'hits', 'outcome'], rows: teamRows });
  const unitName = new Map(situation.targets.map((t) => [t.id, t.name ?? t.id]));
  for (const p of r.pins) {
    // A unit that cannot be Pinned Down (tanks, p. 41) has no number of hits to pin it.
    const verdict = !p.canBePinned
      ? 'cannot be Pinned Down'
      : `${p.needed} to pin → ${p.pinned ? c.warn('PINNED DOWN') : 'not pinned'}`;
    out.line(
      `${unitName.get(p.unit) ?? p.unit}: ${p.hits} hits, ${verdict}${p.reasons.length ? ` [${p.reasons.join(', ')}]` : ''}`,
    );
  }
  for (const cm of r.commanders)
    out.line(`Formation Commander ${cm.team}: ${cm.outcome}${cm.roll ? ` (rolled ${cm.roll})` : ''}`);
  for (const d of r.drivenOff) out.line(`Sniper ${d.team}: rolled ${d.roll}, ${d.outcome}`);
  out.line(
    c.bold(
      `Summary: ${r.summary.hits} hits, ${r.summary.destroyed} destroyed, ${r.summary.bailedOut} bailed out${r.summary.pinned.length ? `, pinned: ${r.summary.pinned.join(', ')}` : ''}`,
    ),
  );
  out.list(c.dim('Rules applied:'), r.rules.map(citeRule));
}

function outcomeText(c: Paint, o: string): string {
  if (o === 'destroyed') return c.bad('Destroyed');
  if (o === 'bailed-out') return c.warn('Bailed Out');
  if (o === 'no-effect') return 'no effect';
  return o;
}
