/**
 * The opponent's engineers in the Move Phase (p. 7): an engineer standing in a discovered
 * minefield clears it (each 0 rolled is a hit on it, one hit or more clears); it lays no smoke
 * and blows no bridge (left to a player: docs/combat-infantry.md).
 */
import type { BotChoice, PlayStep } from '../../play.js';
import type { CiGameState } from '../schema/game.js';
import type { CiView } from '../turn/table.js';

export function engineerChoice(v: CiView, step: PlayStep<CiGameState>): BotChoice<CiGameState> | undefined {
  const clear = step.actions().find((a) => a.id.startsWith('clear:'));
  if (!clear) return undefined;
  const id = clear.id.slice('clear:'.length);
  const hex = v.state.sides.flatMap((s) => s.blocks).find((b) => b.id === id)?.hex;
  return {
    action: clear,
    reason: [`${id} clears the discovered minefield in ${hex}: it blocks the way and attacks each unit that enters.`],
  };
}
