/** `umpire play` on an Open Fire (fow3) game: the same walker, the fow3 turn. */
import { openFow3Game } from '../../rulesets/fow3/game.js';
import { fow3Play } from '../../rulesets/fow3/turn/index.js';
import type { Fow3GameState } from '../../rulesets/fow3/schema/game.js';
import { fow3GameStatus } from '../../rulesets/fow3/status.js';
import type { Fow3Force } from '../../rulesets/fow3/force.js';
import type { PlayIO } from './io.js';
import { Walker, type WalkOptions } from './walker.js';

/** `status` at the prompt: each side's platoons in a few plain lines. */
export function fow3StatusLines(state: Fow3GameState, forces: readonly Fow3Force[]): string[] {
  const s = fow3GameStatus(state, forces);
  const out = [`fow3 · ${s.mission} · turn ${s.turn} · ${s.active} · ${s.step} step · dice: ${s.dice}`];
  for (const side of s.sides) {
    out.push(`${side.side}${side.active ? ' — to play' : ''}: ${side.platoonsFighting} platoons fighting, ${side.platoonsDestroyed} destroyed${side.companyMoraleCheck ? ' (company morale check next Starting Step)' : ''}`);
    for (const p of side.platoons) {
      const teams = new Map<string, number>();
      for (const t of p.teams) {
        const key = `${t.team}${t.state.length ? ` [${t.state.join(', ')}]` : ''}`;
        teams.set(key, (teams.get(key) ?? 0) + 1);
      }
      out.push(`  ${p.platoon}${p.state.length ? ` (${p.state.join(', ')})` : ''}: ${[...teams].map(([k, n]) => `${n} ${k}`).join('; ')}`);
    }
  }
  return out;
}

export async function playFow3Game(file: string, io: PlayIO, walk: WalkOptions = {}): Promise<'over' | 'quit' | 'limit'> {
  const game = openFow3Game(file);
  const walker = new Walker<Fow3GameState>(game.session, fow3Play(game.forces), io, {
    status: (s) => fow3StatusLines(s, game.forces),
    help: (s) => (s.step === 'setup' ? ['Setup: Free-for-All (the one Open Fire mission): solo play, then the roll for the first turn.'] : ['Open Fire! (fow3): platoons, not units; no bombardments or aircraft.']),
  });
  return walker.walk(walk);
}
