/**
 * The opponent's estimate of an assault it might make (p. 9): the real assault procedure
 * (assault.ts) run RUNS times on the table as it would be with the chosen attackers moved in,
 * every decision at its default (attackers and defenders fire), with its own seeded dice (never
 * the game's). An assault is too large to enumerate exactly (odds.ts declines it), so this is
 * an estimate, and says so; the same table gives the same estimate.
 */
import { SeededDice } from '../../../dice/seeded.js';
import { runProcedureSync } from '../../../engine/runner.js';
import { assault } from '../assault.js';
import type { HexId } from '../hex.js';
import type { CiGameState } from '../schema/game.js';
import { buildAssault } from '../turn/assault-step.js';
import { world, type CiView } from '../turn/table.js';

export const RUNS = 200;
const SEED = 30;

export interface AssaultEstimate {
  readonly hex: HexId;
  readonly attackers: readonly string[];
  /** Share of the runs the attacker won. */
  readonly win: number;
  /** Mean attacker steps lost (eliminated units count their remaining strength). */
  readonly lost: number;
}

/** Win chance of an assault on `hex` by `attackers` (unit id -> the hex it comes from). */
export function estimateAssault(
  v: CiView,
  hex: HexId,
  attackers: readonly { id: string; from: HexId }[],
): AssaultEstimate {
  const others = v.state.used.assaults.filter((a) => a.hex !== hex);
  const state: CiGameState = {
    ...v.state,
    used: { ...v.state.used, assaults: [...others, { hex, attackers: attackers.map((a) => ({ ...a })) }] },
  };
  const w = world({ ...v, state });
  const s = buildAssault(w, hex);
  const dice = new SeededDice(SEED);
  let wins = 0;
  let lost = 0;
  const start = new Map(s.attackers.map((a) => [a.id, a.strength]));
  for (let i = 0; i < RUNS; i++) {
    const r = runProcedureSync(assault(s), { dice });
    if (r.winner === 'attacker') wins++;
    for (const u of r.units)
      if (u.side === 'attacker') lost += (start.get(u.id) ?? 0) - (u.eliminated ? 0 : u.strength);
  }
  return { hex, attackers: attackers.map((a) => a.id), win: wins / RUNS, lost: lost / RUNS };
}
