import { saveHit } from '../saves.js';
import { Dist } from '../../../dice/distribution.js';
import { enumerateOutcomes } from '../../../engine/enumerate.js';
import { categorise } from '../../../odds/markov.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';
import type { HitOutcome, TankCrewState } from '../../flames-of-war/saves/hit-save.js';
import type { HitFacts, SaveTeamFacts } from '../../flames-of-war/saves/hit.js';
import type { TeamState } from './team-state.js';

/** The facts of one target team that its saves need. */
export interface SavingTeam {
  readonly profile: TeamProfile;
  readonly facts: SaveTeamFacts;
  /** Remount rating and Commander re-roll for Bailed Out Again (only `bailedOut` is set per state). */
  readonly crew?: Omit<TankCrewState, 'bailedOut'>;
}

const cache = new Map<string, Dist<HitOutcome>>();

/**
 * What makes two (team, hit) pairs alike for the odds: everything but names and labels, which
 * only word the dice requests. Alike teams then share one enumeration and one Markov chain.
 */
export function outcomeKey(
  team: SavingTeam,
  hit: HitFacts & { readonly team?: Partial<SaveTeamFacts> },
  extra: unknown,
): string {
  const { name: _n, ...facts } = team.facts;
  const { label: _l, team: over, ...h } = hit;
  const { name: _m, ...overrides } = over ?? {};
  return JSON.stringify([team.profile, facts, team.crew ?? {}, h, overrides, extra]);
}

/**
 * The exact distribution of what one hit does to a team in a given state: the REAL save
 * procedure (saveHit: Armour Save, Firepower test, Bailed Out Again, Breakthrough Gun re-rolls,
 * bunkers...) run once per possible face sequence by enumerateOutcomes. Nothing of the save
 * rules is written again here. Cached per distinct (team, hit, state).
 */
export function hitOutcomeDist(
  team: SavingTeam,
  hit: HitFacts & { readonly team?: Partial<SaveTeamFacts> },
  bailedOut: boolean,
): Dist<HitOutcome> {
  const key = outcomeKey(team, hit, bailedOut);
  let d = cache.get(key);
  if (!d) {
    const crew: TankCrewState = { ...(team.crew ?? {}), bailedOut };
    // Only the outcome is read, no face: a pass-or-fail die branches twice, not six times.
    d = categorise(
      enumerateOutcomes(() => saveHit(team.profile, { ...team.facts, ...(hit.team ?? {}) }, hit, crew), {
        passOrFail: true,
      }),
      (r) => r.outcome,
    );
    cache.set(key, d);
  }
  return d;
}

/** Forget the per-hit outcome distributions (benchmarks measure from cold). */
export function clearHitOutcomeCache(): void {
  cache.clear();
}

/** One hit as a step of the team's Markov chain: the next state given the current one. */
export function hitStep(
  team: SavingTeam,
  hit: HitFacts & { readonly team?: Partial<SaveTeamFacts> },
): (s: TeamState) => Dist<TeamState> {
  const next = new Map<TeamState, Dist<TeamState>>();
  return (s) => {
    let d = next.get(s);
    if (!d) {
      if (s === 'destroyed') d = Dist.certain<TeamState>('destroyed');
      else {
        // A hit with no effect leaves the state; Bailed Out Again is inside saveHit already.
        d = hitOutcomeDist(team, hit, s === 'bailed-out').map((o): TeamState =>
          o === 'destroyed' ? 'destroyed' : o === 'bailed-out' ? 'bailed-out' : s,
        );
      }
      next.set(s, d);
    }
    return d;
  };
}
