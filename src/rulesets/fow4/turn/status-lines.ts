/** `status` at the play prompt: each side's units in a few plain lines. */
import type { Force } from '../force.js';
import type { GameState } from '../schema/game.js';
import { gameStatus } from '../status/status.js';

export function statusLines(state: GameState, forces: readonly Force[]): string[] {
  const s = gameStatus(state, forces);
  const out = [
    `fow4 · ${s.mission} · ${s.timeOfDay} · turn ${s.turn} · ${s.active} · ${s.step} step · dice: ${s.dice}`,
  ];
  const objectives = state.play?.objectives ?? [];
  if (objectives.length)
    out.push(`Objectives: ${objectives.map((o) => `${o.id}${o.on ? ` (on ${o.on}'s side)` : ''}`).join(', ')}`);
  for (const side of s.sides) {
    out.push(
      `${side.side}${state.play?.attacker === side.side ? ' (Attacker)' : state.play?.attacker ? ' (Defender)' : ''}${side.active ? ' — to play' : ''}:`,
    );
    for (const u of side.units) {
      const teams = new Map<string, number>();
      for (const t of u.teams) {
        const key = `${t.team}${t.state.length ? ` [${t.state.join(', ')}]` : ''}`;
        teams.set(key, (teams.get(key) ?? 0) + 1);
      }
      const list = [...teams].map(([k, n]) => `${n} ${k}`).join('; ');
      out.push(
        `  ${u.unit}${u.state.length ? ` (${u.state.join(', ')})` : ''}${u.inGoodSpirits ? '' : ' NOT In Good Spirits'}: ${list}`,
      );
    }
  }
  return out;
}
