/**
 * `odds` at a play prompt (fow4): the exact chances of what is about to be rolled. For a shooting
 * under way, the same ShootingSituation the action would resolve (the target and table answers
 * given so far, the rest at their defaults) through the odds engine; in the Starting Step, each
 * remount, rally and Unit Last Stand with and without the Formation Commander's re-roll.
 * Otherwise, what there is to ask about. Pure: state and pending action in, lines out.
 */
import type { Fraction } from '../../../dice/fraction.js';
import type { PendingAction } from '../../play.js';
import { isRepeat } from '../bridge/bombard.js';
import { findUnit } from '../bridge/game.js';
import { shootingFromGame, shootingQuestions, type ShootingFacts } from '../bridge/shooting.js';
import type { TableQuestion } from '../../flames-of-war/table-questions/questions.js';
import { inGoodSpirits } from '../morale/spirits.js';
import { planFromSituation } from '../odds/from-situation.js';
import { shootOdds } from '../odds/shoot-odds.js';
import { testOdds } from '../rating-tests/registry.js';
import type { TestOdds } from '../rating-tests/types.js';
import { enemyTargets } from './shooting.js';
import { meetingFirstTurn } from './starting-events.js';
import {
  activeIndex,
  commanderAlive,
  forceTeam,
  forceUnit,
  lastStandUnit,
  onTable,
  play,
  type GameView,
} from './units.js';

export const ODDS_HELP: readonly string[] = [
  'Nothing to roll yet. Type `odds` again once an action is under way (a shooting, or the Starting Step) for its exact chances.',
  'At the terminal: `umpire odds shoot` (a shooting), `umpire test <kind> --odds` (rally, remount, last-stand, blitz, cross...).',
];

export function chance(p: Fraction): string {
  const x = p.toNumber() * 100;
  const pct = x > 0 && x < 0.01 ? '<0.01%' : x < 100 && x > 99.99 ? '>99.99%' : `${x.toFixed(2)}%`;
  const text = p.toString();
  return text.length <= 12 ? `${pct} (${text})` : pct;
}

/** The table answers given so far, as the facts object of the questions (a teams question is answered as one set). */
export function factsFromAnswers(
  questions: readonly TableQuestion[],
  answers: PendingAction['answers'],
  remembered: Record<string, unknown> = {},
): Record<string, unknown> {
  const facts: Record<string, unknown> = { ...remembered };
  const last = (id: string) => [...answers].reverse().find((a) => a.id === id);
  for (const q of questions) {
    const a = last(`fow4.table.${q.key}`);
    if (a) facts[q.key] = a.value;
  }
  return facts;
}

function shootingOdds(view: GameView, unit: string, pending: PendingAction): string[] {
  const side = activeIndex(view.state);
  const chosen = [...pending.answers].reverse().find((a) => a.id === 'fow4.shoot.target')?.value as string | undefined;
  const targets = enemyTargets(view, side);
  const last = play(view.state).lastTarget;
  const target = chosen ?? (last && targets.includes(last) ? last : targets[0]);
  if (!target) return [`${unit} has no enemy unit to shoot at.`];
  const memo = play(view.state).facts ?? {};
  const remembered = memo[`${unit}>${target}`] ?? {};
  const hitsEarlier = Number((memo[`#hits>${target}`] ?? {}).hitsEarlier ?? 0);
  const facts = factsFromAnswers(shootingQuestions(view, unit, target), pending.answers, remembered) as ShootingFacts;
  const weapon = [...pending.answers].reverse().find((a) => a.id === 'fow4.shoot.weapon')?.value as string | undefined;
  const gs = shootingFromGame(view, unit, target, {
    ...facts,
    hitsEarlier,
    ...(weapon && weapon !== 'main' ? { weapon } : {}),
    ...(meetingFirstTurn(view.state) ? { meetingEngagementFirstTurn: true } : {}),
  });
  const o = shootOdds(planFromSituation(gs.situation));
  const hits = o.hits.fractions();
  const mean = hits.reduce((m, p, i) => m + i * p.toNumber(), 0);
  const destroyed = o.unit.destroyed.fractions();
  const atLeastOne = (ps: readonly Fraction[]) => 1 - (ps[0]?.toNumber() ?? 1);
  const pctN = (x: number) => `${(x * 100).toFixed(2)}%`;
  return [
    `Exact odds: ${unit} shoots at ${target}${chosen ? '' : ' (target not chosen yet: the default)'}; table answers not given yet are at their defaults.`,
    ...o.hitsByGroup.map((g) => `  ${g.label}: ${g.dice} dice, each hits ${chance(g.pHit)}`),
    `  hits: average ${mean.toFixed(2)}; ${hits
      .map((p, i) => `${i}: ${(p.toNumber() * 100).toFixed(1)}%`)
      .filter((_, i) => hits[i]!.toNumber() >= 0.0005)
      .join(', ')}`,
    `  at least one team destroyed: ${pctN(atLeastOne(destroyed))}; ${destroyed
      .map((p, i) => `${i}: ${(p.toNumber() * 100).toFixed(1)}%`)
      .filter((_, i) => destroyed[i]!.toNumber() >= 0.0005)
      .join(', ')}`,
    ...o.teams.map(
      (t) =>
        `  ${t.id}: destroyed ${chance(t.states.at(2))}, bailed out ${chance(t.states.at(1))}, unharmed ${chance(t.states.at(0))}`,
    ),
    o.pinned.p
      ? `  Pinned Down: ${chance(o.pinned.p)} (${o.pinned.hitsToPin} hits)`
      : `  Pinned Down: cannot happen${o.pinned.note ? ` (${o.pinned.note})` : ''}`,
    o.goodSpirits.pLost
      ? `  no longer In Good Spirits: ${chance(o.goodSpirits.pLost)}`
      : `  In Good Spirits: ${o.goodSpirits.note ?? 'unchanged'}`,
  ];
}

function testLine(title: string, o: TestOdds, commander: boolean): string {
  const re = o.withRerolls.find((r) => r.by === 'commander');
  const withCmd =
    commander && re
      ? `; with the Formation Commander's re-roll ${chance(re.pass)}`
      : commander
        ? ''
        : '; no Formation Commander re-roll (the Commander is gone)';
  return `  ${title}: needs ${typeof o.need === 'number' ? `${o.need}+` : o.need}, passes ${chance(o.pass)}${withCmd}`;
}

/** The Starting Step's tests of the active side, as they stand before any is rolled. */
export function startingOdds(view: GameView): string[] {
  const side = activeIndex(view.state);
  const force = view.forces[side]!;
  const lines: string[] = [];
  for (const u of view.state.sides[side]!.units) {
    if (!onTable(u)) continue;
    const fu = forceUnit(view.forces, side, u.unit);
    const cmd = commanderAlive(view, side, fu);
    const base = { name: fu.name, ratings: fu.ratings, rules: [...fu.rules], commander: true };
    for (const t of u.teams) {
      if (!t.bailedOut || t.destroyed) continue;
      lines.push(
        testLine(
          `Remount ${t.id}`,
          testOdds('remount', { ...base, tank: t.id, teamRules: [...(forceTeam(fu, t.id).profile.rules ?? [])] }),
          cmd,
        ),
      );
    }
    if (u.pinned) lines.push(testLine(`Rally ${fu.name}`, testOdds('rally', base), cmd));
    if (fu.role !== 'hq') {
      const lu = lastStandUnit(fu, u, force.units);
      const spirits = inGoodSpirits(lu);
      if (!spirits.inGoodSpirits)
        lines.push(
          testLine(
            `Unit Last Stand ${fu.name} (${spirits.reason})`,
            testOdds('last-stand', { ...base, inGoodSpirits: false }),
            cmd,
          ),
        );
    }
  }
  if (lines.length === 0) return ['Starting Step: no remount, rally or Last Stand to roll for.'];
  return [
    'Exact odds of the Starting Step tests (as the units stand now; a remount or rally can change a later Last Stand):',
    ...lines,
  ];
}

/** A bombardment under way: the chance to Range In on each attempt (p. 47), or none for a Repeat Bombardment. */
export function bombardOdds(view: GameView, unit: string, pending: PendingAction, smoke: boolean): string[] {
  const last = (id: string) => [...pending.answers].reverse().find((a) => a.id === id)?.value;
  const art = findUnit(view, unit);
  const target = last('fow4.shoot.target') as string | undefined;
  const title = smoke ? `${unit}'s Smoke Bombardment` : `${unit} bombarding ${target ?? '(target not chosen yet)'}`;
  if (!smoke && target && isRepeat(art.state.rangedIn, [target], last('fow4.table.atMarker') === true)) {
    return [
      `Exact odds: ${title}: a Repeat Bombardment ranges in automatically (p. 49); to hit, each team under the template needs its Is Hit On${last('fow4.table.spotterCanSee') === false ? ' +1 (the spotter cannot see the marker)' : ''}.`,
    ];
  }
  const spotterId = (last('fow4.table.spotter') as string | undefined) ?? art.leader ?? art.teams[0]!.id;
  const spotterUnit = findUnit(view, spotterId.slice(0, spotterId.lastIndexOf('/')));
  const base = {
    artillery: art.force.ratings,
    ...(spotterUnit.name !== art.name ? { spotter: spotterUnit.force.ratings } : {}),
    ...(last('fow4.table.templateCoversTerrain') === true ? { terrain: true } : {}),
    ...(view.state.timeOfDay === 'night' ? { night: true } : {}),
  };
  const p = [1, 2, 3].map((attempt) => testOdds('range-in', { ...base, attempt }).pass);
  const miss1 = p[0]!.complement();
  const by2 = p[0]!.add(miss1.mul(p[1]!));
  const by3 = by2.add(miss1.mul(p[1]!.complement()).mul(p[2]!));
  const o = testOdds('range-in', { ...base, attempt: 1 });
  return [
    `Exact odds: ${title}, spotter ${spotterId}: Range In needs ${typeof o.need === 'number' ? `${o.need}+` : o.need} (p. 47).`,
    `  ranged in on the 1st attempt (no to-hit penalty): ${chance(p[0]!)}`,
    `  by the 2nd attempt (+1 to hit): ${chance(by2)}; by the 3rd (+2 to hit): ${chance(by3)}`,
    `  all three attempts miss (the Ranged In marker is removed): ${chance(by3.complement())}`,
  ];
}

/** The lines `odds` prints at a play prompt. */
export function playOdds(view: GameView, pending: PendingAction | undefined): string[] {
  if (pending?.id.startsWith('shoot:')) {
    const unit = pending.id.slice('shoot:'.length);
    findUnit(view, unit);
    return shootingOdds(view, unit, pending);
  }
  if (view.state.step === 'starting') return startingOdds(view);
  if (pending?.id.startsWith('bombard:') || pending?.id.startsWith('smoke:')) {
    return bombardOdds(view, pending.id.slice(pending.id.indexOf(':') + 1), pending, pending.id.startsWith('smoke:'));
  }
  return [...ODDS_HELP];
}
