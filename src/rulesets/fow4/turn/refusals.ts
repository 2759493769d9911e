/**
 * What a player would expect to do in the Shooting and Assault Steps that the rules refuse now,
 * each with the engine's reason and the page: a unit whose every team is barred from Charging
 * into Contact (a Movement Order other than Follow Me, Pinned Down, shot at Halted ROF...,
 * p. 52), a unit that has already shot or assaulted this step. The menu shows them dimmed.
 */
import { citeRule } from '../../../engine/rules.js';
import type { Unavailable } from '../../play.js';
import { cannotAssault } from '../assault/eligibility.js';
import { assaultFromGame } from '../bridge/assault.js';
import { meetingFirstTurn, orderText } from '../bridge/state-flags.js';
import { artilleryTeams } from './bombard.js';
import { enemyTargets } from './shooting.js';
import { inPlay, play, type GameView } from './units.js';

/**
 * Teams of the unit that shot at their Halted ROF, as the table said when they shot ("will it
 * assault this turn?": no) and they did not move (p. 52).
 */
export function haltedShooters(view: GameView, side: number, unit: string): string[] {
  const facts = play(view.state).facts ?? {};
  const halted = Object.entries(facts).some(
    ([k, v]) => k.startsWith(`${unit}>`) && (v as { willAssault?: unknown }).willAssault === false,
  );
  if (!halted || meetingFirstTurn(view.state)) return [];
  const u = view.state.sides[side]!.units.find((x) => x.unit === unit);
  return (u?.teams ?? [])
    .filter((t) => t.shot && !t.destroyed && (t.movement ?? 'stationary') === 'stationary')
    .map((t) => t.id);
}

/** Why none of the unit's teams may Charge into Contact (undefined: at least one may), from the engine. */
export function assaultBarred(view: GameView, side: number, unit: string): string | undefined {
  const targets = enemyTargets(view, side);
  if (targets.length === 0) return undefined;
  let teams;
  let input;
  try {
    const ga = assaultFromGame(view, unit, [targets[0]!], { shotHalted: haltedShooters(view, side, unit) });
    input = ga.input.attacker.unit;
    teams = input.teams;
  } catch {
    return undefined; // the assault itself says what is wrong
  }
  if (teams.length === 0) return undefined;
  const why = teams.map((t) => cannotAssault(t, input));
  if (why.some((w) => !w)) return undefined;
  const reasons = new Map<string, string[]>();
  why.forEach((w, i) => {
    const k = `${w!.text} (${citeRule(w!.rule)})`;
    reasons.set(k, [...(reasons.get(k) ?? []), teams[i]!.id]);
  });
  // One reason for all: said once; else each with its teams.
  if (reasons.size === 1) return [...reasons.keys()][0]!;
  return [...reasons].map(([r, ids]) => `${ids.join(', ')}: ${r}`).join('; ');
}

/** Assaults the menu does not offer, with why. `offered`: the units whose assault is on the menu. */
export function assaultRefusals(view: GameView, side: number, offered: ReadonlySet<string>): Unavailable[] {
  const done = play(view.state).acted ?? [];
  if (enemyTargets(view, side).length === 0) return [];
  return view.state.sides[side]!.units.flatMap((u) => {
    if (!inPlay(view, side, u) || offered.has(u.unit) || u.teams.every((t) => t.destroyed)) return [];
    const label = `assault with ${u.unit}`;
    if (done.includes(u.unit)) return [{ label, reason: `${u.unit} has already acted this Assault Step` }];
    if (u.rangeInFailed)
      return [
        {
          label,
          reason: 'it failed all three Range In attempts this turn: no shooting, assault or bombardment (p. 47)',
        },
      ];
    const why = assaultBarred(view, side, u.unit);
    return why ? [{ label, reason: why }] : [];
  });
}

/** Shootings the menu does not offer: a unit that has already shot this step (one shooting each, p. 26). */
export function shootingRefusals(view: GameView, side: number, offered: ReadonlySet<string>): Unavailable[] {
  const done = play(view.state).acted ?? [];
  return view.state.sides[side]!.units.flatMap((u) => {
    if (!inPlay(view, side, u) || offered.has(u.unit) || u.teams.every((t) => t.destroyed)) return [];
    const label = `shoot with ${u.unit}`;
    if (done.includes(u.unit))
      return [
        { label, reason: `${u.unit} has already shot this step: each unit shoots once (Shooting Sequence, p. 26)` },
      ];
    if (u.rangeInFailed)
      return [{ label, reason: 'it failed all three Range In attempts this turn: it cannot shoot (p. 47)' }];
    const live = u.teams.filter((t) => !t.destroyed && !t.shot && !t.bombarded && !t.passengerOf);
    if (live.length > 0 && live.every((t) => t.bailedOut))
      return [{ label, reason: 'every team that could shoot is Bailed Out: Bailed Out teams cannot shoot (p. 37)' }];
    if (live.length > 0 && live.every((t) => t.bailedOut || t.shotAtAircraft))
      return [
        {
          label,
          reason: 'its teams shot at Aircraft in the enemy Shooting Step: they do not shoot in this one (p. 27)',
        },
      ];
    return [];
  });
}

/** Bombardments the menu does not offer: an Artillery Unit that failed a Blitz Move order (p. 45). */
export function bombardRefusals(view: GameView, side: number, offered: ReadonlySet<string>): Unavailable[] {
  return view.state.sides[side]!.units.flatMap((u) =>
    inPlay(view, side, u) &&
    !offered.has(u.unit) &&
    u.order === orderText('blitz', false) &&
    artilleryTeams(view.forces, side, u).length > 0
      ? [
          {
            label: `bombard with ${u.unit}`,
            reason: 'it failed a Blitz Move order: it cannot fire an Artillery Bombardment this turn (p. 45)',
          },
        ]
      : [],
  );
}
