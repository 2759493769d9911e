/**
 * What the table told the built-in opponent one of its units can see: ONE multi-select question
 * per opponent unit per turn ("Which of your units can StuG Platoon see and reach?"), asked after
 * the unit moves (with the facts of the move) or, for a unit that did not move, when it first
 * shoots; the previous answer is ticked. Beside each enemy unit, the facts that change the odds:
 * Concealed from it, over 16"/40cm away, its tanks showing their side armour, and (for a unit
 * that may still charge) within 4"/10cm of its teams: close enough to charge. The answer is kept
 * in the game (play.sight) for the rest of the turn, so the Shooting and Assault Steps ask again
 * only for a unit never asked. Facts not offered take the shooting questions' own defaults (no
 * smoke, every team of the target within 6"/15cm of the declared one), as the question says.
 */
import { decideSet, type Choice, type Procedure } from '../../../engine/request.js';
import { TABLE } from '../../play.js';
import type { ShootingFacts } from '../bridge/shooting.js';
import { findUnit, liveTeams } from '../bridge/game.js';
import { isArmouredTank } from '../../flames-of-war/saves/special-rules.js';
import { canContact } from '../assault/eligibility.js';
import { forceTeam, forceUnit, play, type GameView } from '../turn/units.js';

/** The qualifiers ticked beside an enemy unit: "<enemy>|concealed" and so on. */
const QUALIFIERS = [
  { key: 'concealed', label: 'is Concealed from it' },
  { key: 'long', label: 'is over 16"/40cm away' },
  { key: 'flank', label: 'shows it the side armour of its tanks' },
  { key: 'charge', label: 'is within 4"/10cm of its teams: close enough to charge' },
] as const;

export interface Sight {
  /** Asked this turn (else the unit still has to be asked). */
  readonly known: boolean;
  sees(enemy: string): boolean;
  concealed(enemy: string): boolean;
  long(enemy: string): boolean;
  flank(enemy: string): boolean;
  /** Within 4"/10cm of the unit's teams: an assault on it can reach Contact (p. 53). */
  charge(enemy: string): boolean;
  /** The ticked values, for the next question's defaults. */
  readonly ticked: readonly string[];
}

export function sightOf(ticked: readonly string[] | undefined, known = ticked !== undefined): Sight {
  const t = new Set(ticked ?? []);
  return {
    known,
    sees: (e) => t.has(e),
    concealed: (e) => t.has(`${e}|concealed`),
    long: (e) => t.has(`${e}|long`),
    flank: (e) => t.has(`${e}|flank`),
    charge: (e) => t.has(`${e}|charge`),
    ticked: [...t],
  };
}

/**
 * Can the unit charge at all this turn: a team that is not Bailed Out, did not Dash, and is not
 * a Gun, Artillery or Aircraft team (those never charge, p. 52). Only then is "close enough to
 * charge" offered beside each enemy unit.
 */
export function canCharge(view: GameView, side: number, unit: string): boolean {
  const u = view.state.sides[side]!.units.find((x) => x.unit === unit);
  if (!u) return false;
  const fu = forceUnit(view.forces, side, unit);
  return u.teams.some((t) => {
    if (t.destroyed || t.bailedOut || t.movement === 'dashed') return false;
    const p = forceTeam(fu, t.id).profile;
    return !['gun', 'aircraft'].includes(p.type) && !p.weapons.some((w) => w.artillery);
  });
}

const keyOf = (view: GameView, unit: string) => `${view.state.active}:${unit}`;

/** What the table said about the active side's `unit` (known: this turn; else last time's ticks, not known). */
export function sightNow(view: GameView, unit: string): Sight {
  const e = play(view.state).sight?.[keyOf(view, unit)];
  return sightOf(e?.ticked ?? [], e !== undefined && e.turn === view.state.turn);
}

/** The shooting facts the sight answer gives for one target. */
export function factsFor(sight: Sight, target: string): ShootingFacts {
  return {
    ...(sight.concealed(target) ? { concealed: true } : {}),
    ...(sight.long(target) ? { longRange: true } : {}),
    ...(sight.flank(target) ? { facing: 'side' as const } : {}),
  };
}

/**
 * The one question: the enemy units the unit can see and reach, with their qualifiers, and any
 * extra facts (a move's). Ticked: the previous answer (last turn's too), else nothing.
 */
export function* askSight(
  view: GameView,
  unit: string,
  enemies: readonly string[],
  intro: string,
  extra: readonly Choice<string>[] = [],
  previous: readonly string[] = [],
): Procedure<string[]> {
  const choices: Choice<string>[] = [];
  const side = view.state.sides.findIndex((x) => x.name === view.state.active);
  const chargers = canCharge(view, side, unit) ? liveTeams(findUnit(view, unit)) : [];
  for (const e of enemies) {
    choices.push({ value: e, label: e });
    const theirs = liveTeams(findUnit(view, e));
    const tanks = theirs.some((t) => isArmouredTank(t.profile));
    // Close enough to charge: only beside a unit its teams could fight (tanks do not assault tanks, p. 53).
    const chargeable = chargers.some((t) => theirs.some((x) => canContact(t.profile, x.profile)));
    for (const q of QUALIFIERS)
      if ((q.key !== 'flank' || tanks) && (q.key !== 'charge' || chargeable))
        choices.push({ value: `${e}|${q.key}`, label: `  ${e} ${q.label}` });
  }
  choices.push(...extra);
  const dflt = previous.filter((p) => choices.some((c) => c.value === p));
  const question = `${intro}Which of your units can ${unit} see and reach with its weapons? Tick each one, and beside it what holds (otherwise: in the open, within 16"/40cm, front armour, no smoke, its teams within 6"/15cm of each other).`;
  return yield* decideSet<string>('fow4.bot.sight', TABLE, question, choices, dflt);
}

/** The play.sight with a unit's new answer kept for the turn (and as next turn's ticks). */
export function keepSight(
  view: GameView,
  unit: string,
  ticked: readonly string[],
): NonNullable<ReturnType<typeof play>['sight']> {
  return { ...(play(view.state).sight ?? {}), [keyOf(view, unit)]: { turn: view.state.turn, ticked: [...ticked] } };
}
