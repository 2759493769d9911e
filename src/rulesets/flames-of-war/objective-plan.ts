/**
 * The built-in opponent's plan for a mission's objectives, the same in both Flames Of War editions
 * (fow4 opponent/objectives.ts, fow3 opponent/objectives.ts): which of its units (platoons) stands
 * on each objective the enemy wins by, and which go to take one of its own. Pure.
 */

/** A unit (platoon) free to be sent, as the plan weighs it. */
export interface PlanCandidate {
  readonly name: string;
  /** Its place in the force's list (later-listed units are spared first from attacking). */
  readonly index: number;
  /** Teams that could hold or contest an objective. */
  readonly teams: number;
  readonly infantry: boolean;
  /**
   * No enemy unit threatening the objectives to hold could charge it (tanks do not assault
   * tanks): with objective pressure it is picked to hold before the others, as only fire can
   * move it.
   */
  readonly unchargeable?: boolean;
  /**
   * It cannot get to an objective this turn (fow3: a Pinned Down platoon may not move closer to
   * the enemy, Open Fire p. 15): it holds only an objective it already stands on, never one it
   * would have to go to (a holder that stays where it is leaves the objective open).
   */
  readonly stuck?: boolean;
  /** Where the opponent sent it before, and whether the table said it got within 4"/10cm. */
  readonly record?: { readonly objective: string; readonly role: 'take' | 'hold'; readonly within: boolean };
}

export interface PlannedOrder {
  readonly role: 'take' | 'hold';
  readonly objective: string;
}

/**
 * The value-and-threat doctrines' objective pressure (the `classic` doctrine plays without it):
 * an objective to hold is held only while `threatened` (an enemy unit is recorded on it or on its
 * way to it: a holder nobody threatens is released to attack), and at least `attackers` units go
 * to take one (enough to take it against a defender; more as the turn clock runs).
 */
export interface ObjectivePressure {
  readonly threatened: (objective: string) => boolean;
  readonly attackers: number;
  /**
   * Attackers already on their way keep their objective, whoever has moved onto it since: a
   * defender in its own half reaches either objective before an attacker crosses to the other, so
   * turning to the less defended one only throws away the ground covered (left unset, the attack
   * goes each turn where fewest enemy units are known).
   */
  readonly keepGoal?: boolean;
}

/**
 * Defenders first: one unit on each objective to hold, the one already there (a `stuck` one only
 * if it stands on it), else (not one standing on an objective it is taking, nor a `stuck` one)
 * infantry before tanks, the smallest and last-listed first; an objective no unit can get to is
 * left. Then attackers, all at one objective to take (the one it already stands on, else with
 * `keepGoal` the one most of them are already on their way to, else the one with fewest enemy
 * units known on it): `advance` sends every other unit, otherwise its one
 * strongest (and any unit already sent to take one keeps going).
 */
export function planObjectives(
  candidates: readonly PlanCandidate[],
  hold: readonly string[],
  take: readonly string[],
  enemiesOn: (objective: string) => number,
  advance: boolean,
  pressure?: ObjectivePressure,
): Map<string, PlannedOrder> {
  const out = new Map<string, PlannedOrder>();
  const free = [...candidates];
  const taking = (c: PlanCandidate) => c.record?.role === 'take' && c.record.within;
  // Objective pressure: a holder stays only where an enemy unit is on its way (or there).
  for (const o of pressure ? hold.filter(pressure.threatened) : hold) {
    const there = free.find((c) => c.record?.objective === o && (!c.stuck || c.record.within));
    const pick =
      there ??
      [...free.filter((c) => !c.stuck)].sort(
        (a, b) =>
          Number(taking(a)) - Number(taking(b)) ||
          (pressure ? Number(b.unchargeable ?? false) - Number(a.unchargeable ?? false) : 0) ||
          Number(b.infantry) - Number(a.infantry) ||
          a.teams - b.teams ||
          b.index - a.index,
      )[0];
    if (!pick) continue;
    free.splice(free.indexOf(pick), 1);
    out.set(pick.name, { role: 'hold', objective: o });
  }
  if (!take.length || !free.length) return out;
  const sentTo = (o: string) => free.filter((c) => c.record?.objective === o && c.record.role === 'take').length;
  const goal =
    take.find((o) => free.some((c) => c.record?.objective === o && c.record.within)) ??
    (pressure?.keepGoal ? [...take].sort((a, b) => sentTo(b) - sentTo(a)).find((o) => sentTo(o) > 0) : undefined) ??
    [...take].sort((a, b) => enemiesOn(a) - enemiesOn(b))[0]!;
  const strongest = [...free].sort((a, b) => b.teams - a.teams || a.index - b.index);
  const attackers =
    advance || (pressure && pressure.attackers >= free.length)
      ? free
      : [...free.filter((c) => c.record?.role === 'take'), ...strongest.slice(0, pressure?.attackers ?? 1)];
  for (const c of attackers) out.set(c.name, { role: 'take', objective: goal });
  return out;
}
