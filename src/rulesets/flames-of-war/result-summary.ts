/**
 * The facts every Flames Of War edition's shooting and assault results state in the same shape,
 * whatever else each edition's result holds (docs/situation.md, "The same facts in every edition").
 */

/** A shooting's outcome: `result.summary` of `umpire shoot --json` and `resolve` in fow4 and fow3. */
export interface ShootSummary {
  readonly hits: number;
  /** Teams destroyed. */
  readonly destroyed: number;
  /** Tanks bailed out. */
  readonly bailedOut: number;
  /** Units (platoons) Pinned Down by it. */
  readonly pinned: readonly string[];
}

/** An assault's outcome: `result.totals` of `umpire assault --json` and `resolve` in fow4 and fow3. */
export interface AssaultTotals {
  readonly winner: 'attacker' | 'defender' | null;
  /** Team ids destroyed in the assault, of either side. */
  readonly destroyed: readonly string[];
  /** Team ids bailed out at its end. */
  readonly bailedOut: readonly string[];
  /** Units (platoons) Pinned Down at its end. */
  readonly pinned: readonly string[];
}
