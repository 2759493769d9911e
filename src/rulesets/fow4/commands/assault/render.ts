/** Human output of an assault: one block of tables per round, then the outcome and the rules used. */
import type { PoolDie } from '../../../../dice/pool.js';
import type { AssaultResult, RoundRecord } from '../../assault/procedure.js';
import { assaultEndLine } from '../../assault/end-line.js';
import type { Side } from '../../assault/state.js';
import type { Out } from '../../../contract.js';
import { citeRule } from '../../../../engine/rules.js';
import type { ArmourSaveRecord } from '../../../flames-of-war/saves/armour-save.js';
import type { TeamSaveRecord } from '../../../flames-of-war/saves/team-save.js';

function dieText(d: PoolDie | undefined): string {
  if (!d) return '';
  const t = (x: PoolDie['first']) => (x.followUp === undefined ? String(x.face) : `${x.face}→${x.followUp}`);
  return d.reroll ? `${t(d.first)}, re-roll ${t(d.reroll)}` : t(d.first);
}

async function printRound(out: Out, r: RoundRecord): Promise<void> {
  const c = out.paint;
  const who = r.assaulting === 'attacker' ? 'the attacker assaults' : 'the defender counterattacks';
  out.line(
    c.bold(`Round ${r.round}: ${r.counterattack && r.assaulting === 'attacker' ? 'the attacker counterattacks' : who}`),
  );
  await out.table({
    title: 'Charge into Contact',
    head: ['team', 'in Contact with', 'Cross', 'note'],
    rows: r.charge.map((x) => [
      x.team,
      teamList(x.contacts) || '-',
      x.cross ? `${x.cross.faces.join(',')} (${x.cross.need}) ${x.cross.passed ? 'pass' : 'FAIL'}` : '',
      x.note ?? '',
    ]),
  });
  if (r.defensiveFire) {
    const df = r.defensiveFire;
    if (df.shots.length > 0 || df.silent.length > 0) {
      await out.table({
        title: 'Defensive Fire',
        head: ['team', 'weapon', 'at', 'ROF', 'need', 'dice', 'hits'],
        rows: [
          ...df.shots.map((s) => [
            s.team,
            s.weapon,
            s.target,
            `${s.rof} (${s.rofUsed})`,
            s.need,
            s.faces.join(','),
            s.hits,
          ]),
          ...df.silent.map((s) => [s.team, '-', '-', '-', '-', s.reason, 0]),
        ],
        numeric: [6],
      });
    }
    if (df.hits.length > 0) {
      await out.table({
        title: 'Defensive Fire saves (tanks use Side armour; no Bulletproof Cover)',
        head: ['hit', 'from', 'save', 'result'],
        rows: df.hits.map((h) => [h.to, `${h.from} (${h.weapon})`, saveText(h.save.save), h.outcome]),
      });
    }
  }
  if (r.fallBack)
    out.line(`Fall Back? ${r.fallBack.reason}: ${r.fallBack.fallsBack ? c.bad('the assault falls back') : 'no'}`);
  if (r.hits.length > 0) {
    await out.table({
      title: 'Roll to Hit and Saves',
      head: ['team', 'need', 'die', 'hit', 'target', 'attack', 'save', 'result'],
      rows: r.hits.map((h) => [
        h.team,
        h.need,
        dieText(h.die) + (h.turretRearReroll ? `; Turret-rear MG re-roll ${dieText(h.turretRearReroll)}` : ''),
        h.destroyedSelf ? 'destroyed itself' : h.hit ? 'hit' : 'miss',
        h.target ?? '',
        h.attack ?? '',
        h.save
          ? saveText(h.save.save)
          : h.pillboxSave
            ? `${dieText(h.pillboxSave.die)} (${h.pillboxSave.need})`
            : h.hit && h.target
              ? 'no save'
              : '',
        [h.outcome ?? '', ...(h.alsoDestroyed?.length ? [`also destroyed: ${h.alsoDestroyed.join(', ')}`] : [])].join(
          '; ',
        ),
      ]),
    });
  }
  if (r.pinned.length > 0) out.line(`Pinned Down: ${r.pinned.join(', ')}`);
  if (r.over)
    out.line(
      `Is the assault over? ${r.over.won ? c.good('yes') : `no: ${teamList(r.over.standing)} still fight`}${r.over.ignored.length ? ` (not counted: ${r.over.ignored.map((i) => `${i.team}, ${i.reason}`).join('; ')})` : ''}`,
    );
  if (r.counterattackTest) {
    const t = r.counterattackTest;
    await out.table({
      title: `Test to Counterattack (dice: ${t.rolls.map((x) => `${x.face}${x.followUp ? `→${x.followUp}` : ''} by ${x.by}`).join(', ') || 'none'})`,
      head: ['unit', 'need', 'may counterattack', 'decided by'],
      rows: t.units.map((u) => [
        u.name,
        u.need === null ? '-' : u.need === 'auto' ? 'Auto' : `${u.need}+`,
        u.mayCounterattack ? 'yes' : 'no',
        u.mustBreakOff ?? u.decidedBy,
      ]),
    });
  }
  for (const ch of r.choices)
    out.line(
      `${ch.unit}: ${ch.choice === 'counterattack' ? c.good('Counterattacks') : `Breaks Off${ch.forced ? ` (${ch.forced})` : ''}`}`,
    );
  for (const b of r.breakOffs) {
    if (b.teams.length === 0) continue;
    await out.table({
      title: `${b.unit} Breaks Off (Pinned Down; more than 6"/15cm or surrender)`,
      head: ['team', 'result', 'Cross'],
      rows: b.teams.map((t) => [
        t.team,
        t.escaped ? 'gets away' : `surrenders: ${t.reason}`,
        t.cross ? `${t.cross.faces.join(',')} (${t.cross.need})` : '',
      ]),
    });
  }
  out.line();
}

/** Team ids in short: "1st Grenadier Platoon/1, 3, 4" for teams of one unit (ids "<unit>/<n>"). */
export function teamList(ids: readonly string[]): string {
  const units = new Map<string, string[]>();
  for (const id of ids) {
    const at = id.lastIndexOf('/');
    const unit = at > 0 ? id.slice(0, at) : id;
    units.set(unit, [...(units.get(unit) ?? []), at > 0 ? id.slice(at + 1) : '']);
  }
  return [...units]
    .map(([u, ns]) =>
      ns.every((n) => /^\d+$/.test(n)) ? `${u}/${ns.join(', ')}` : ns.map((n) => (n ? `${u}/${n}` : u)).join(', '),
    )
    .join('; ');
}

function saveText(s: ArmourSaveRecord | TeamSaveRecord): string {
  if (s.kind === 'armour') {
    const a = s;
    if (a.roll === undefined) return `${a.face} ${a.armour}: AT - cannot harm it`;
    const fp = a.firepowerTest ? `; Firepower ${dieText(a.firepowerTest.die)} (${a.firepowerTest.need})` : '';
    return `${a.face} ${a.armour}: ${a.roll}+${a.armour}=${a.total} vs AT ${a.antiTank}${fp}`;
  }
  const t = s;
  return `${dieText(t.die)} (${t.need})${t.firepowerTest ? `; Firepower ${dieText(t.firepowerTest.die)}` : ''}`;
}

/** `sides`: the names of the attacking and defending sides (a game's), for the assault's last line. */
export async function printAssault(
  out: Out,
  result: AssaultResult,
  seed?: number,
  sides?: Readonly<Record<Side, string>>,
): Promise<void> {
  const c = out.paint;
  if (seed !== undefined) out.line(c.dim(`seed ${seed}`));
  for (const r of result.rounds) await printRound(out, r);
  out.line(c.bold(result.summary));
  if (result.consolidate) out.line(result.consolidate);
  const lost = result.teams.filter((t) => t.status !== 'active');
  if (lost.length > 0) {
    await out.table({
      title: 'Losses',
      head: ['team', 'side', 'status', 'how'],
      rows: lost.map((t) => [t.id, t.side, t.status, t.fate ?? '']),
    });
  }
  out.list(c.dim('Rules applied:'), result.rules.map(citeRule));
  out.line(c.bold(assaultEndLine(result, sides)));
}
