/**
 * What a player would expect to do in Open Fire's Shooting and Assault Steps that the rules
 * refuse now, each with its reason and page, for the menu to show dimmed: a platoon that has
 * already shot or assaulted this step; one that dug in while Pinned Down (it may not shoot); an
 * assault by a Pinned Down platoon (it may not move towards the enemy), by gun teams (they never
 * charge) or by teams that stayed put to shoot at full ROF. Pure.
 */
import type { RuleRef } from '../../../engine/rules.js';
import type { Unavailable } from '../../play.js';
import { FOW3 } from '../rules.js';
import type { Fow3PlatoonState, Fow3TeamState } from '../schema/game.js';
import { enemyPlatoons } from './shooting.js';
import { fighting, forcePlatoon, play, type Fow3View } from './units.js';

/** "… (p. 15)": the reason and the rule's page (Open Fire's section name where it prints no page). */
const why = (text: string, rule: RuleRef) => `${text} (${rule.page})`;

/** The teams of a platoon still on the table, neither destroyed nor bailed out nor bogged down. */
function operational(p: Fow3PlatoonState): Fow3TeamState[] {
  return p.teams.filter((t) => !t.destroyed && !t.bailedOut && !t.boggedDown);
}

/** Stayed put and shot at full ROF this turn: it may not assault ("Cover Me!"). Digging in counts as moving. */
export function shotAtFullRof(view: Fow3View, platoon: string, t: Fow3TeamState): boolean {
  return t.shot === true && !t.moved && !(play(view.state).dugIn ?? []).includes(platoon);
}

/** Why none of the platoon's teams may charge (undefined: at least one may). */
export function assaultBarred(view: Fow3View, side: number, p: Fow3PlatoonState): string | undefined {
  if (p.pinned)
    return why(`${p.platoon} is Pinned Down: it may not move towards the enemy until it rallies`, FOW3.pinnedRof);
  const teams = operational(p);
  if (teams.length === 0) return undefined;
  const fp = forcePlatoon(view, side, p.platoon);
  const kind = (t: Fow3TeamState) => fp.teams.find((x) => x.id === t.id)!.profile.kind;
  const reasons = new Map<string, string[]>();
  for (const t of teams) {
    const r =
      kind(t) === 'gun'
        ? why('gun teams never charge', FOW3.gunsNoCharge)
        : shotAtFullRof(view, p.platoon, t)
          ? why('it stayed put to shoot at full ROF; assaulting teams shoot on the move', FOW3.launchAssault)
          : undefined;
    if (!r) return undefined;
    reasons.set(r, [...(reasons.get(r) ?? []), t.id]);
  }
  // One reason for all: said once; else each with its teams.
  if (reasons.size === 1) return [...reasons.keys()][0]!;
  return [...reasons].map(([r, ids]) => `${ids.join(', ')}: ${r}`).join('; ');
}

/** Assaults the menu does not offer, with why. `offered`: the platoons whose assault is on the menu. */
export function assaultRefusals(view: Fow3View, side: number, offered: ReadonlySet<string>): Unavailable[] {
  if (enemyPlatoons(view, side).length === 0) return [];
  const done = play(view.state).acted ?? [];
  return view.state.sides[side]!.platoons.flatMap((p) => {
    if (!fighting(p) || offered.has(p.platoon) || operational(p).length === 0) return [];
    const label = `assault with ${p.platoon}`;
    if (done.includes(p.platoon))
      return [{ label, reason: why(`${p.platoon} has already assaulted this step`, FOW3.turnSequence) }];
    const reason = assaultBarred(view, side, p);
    return reason ? [{ label, reason }] : [];
  });
}

/** Shootings the menu does not offer: a platoon that has shot this step, or dug in while Pinned Down. */
export function shootingRefusals(view: Fow3View, side: number, offered: ReadonlySet<string>): Unavailable[] {
  const done = play(view.state).acted ?? [];
  const dug = play(view.state).dugIn ?? [];
  return view.state.sides[side]!.platoons.flatMap((p) => {
    if (!fighting(p) || offered.has(p.platoon)) return [];
    const label = `shoot with ${p.platoon}`;
    if (done.includes(p.platoon))
      return [
        {
          label,
          reason: why(
            `${p.platoon} has already shot this step: each platoon shoots once in the Shooting Step`,
            FOW3.turnSequence,
          ),
        },
      ];
    if (p.pinned && dug.includes(p.platoon))
      return [
        { label, reason: why(`${p.platoon} dug in while Pinned Down: it may not shoot this turn`, FOW3.diggingIn) },
      ];
    return [];
  });
}
