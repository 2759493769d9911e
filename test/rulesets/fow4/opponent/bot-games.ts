/**
 * Bot-versus-bot games of the fow4 demo battle for the tests: every committed state is checked
 * against the game file's schema, and no team is counted twice (each team id once on the table,
 * each force team once in the state); the game must end with a result or at the turn limit.
 */
import { expect } from 'vitest';
import { playDemoGame, type DemoResult } from '../../../../src/cli/play/run.js';
import { GameFileSchema, type GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { QuietAutoIO } from '../../../cli/play/quiet-auto-io.js';

/** Problems with one state: schema issues, teams named twice. */
export function problems(s: GameState): string[] {
  const out: string[] = [];
  const parsed = GameFileSchema.safeParse(s);
  if (!parsed.success) out.push(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const ids = s.sides.flatMap((side) => side.units.flatMap((u) => u.teams.map((t) => `${side.name}:${t.id}`)));
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length) out.push(`teams counted twice: ${twice.join(', ')}`);
  // A passenger rides a live team of its own side, never itself.
  for (const side of s.sides) {
    const live = new Set(side.units.flatMap((u) => u.teams.filter((t) => !t.destroyed).map((t) => t.id)));
    for (const u of side.units)
      for (const t of u.teams)
        if (t.passengerOf && !t.destroyed && (!live.has(t.passengerOf) || t.passengerOf === t.id))
          out.push(`${t.id} rides ${t.passengerOf}, not a live team`);
  }
  return out;
}

/** Play one seeded bot-versus-bot demo game, checking every state (and showing each to `seen`); returns its result and the states seen. */
export async function checkedGame(
  seed: number,
  turns: number,
  opponent?: string,
  seen?: (s: GameState) => void,
): Promise<{ result: DemoResult; states: number; lines: string[] }> {
  const io = new QuietAutoIO();
  let states = 0;
  const bad: string[] = [];
  const result = await playDemoGame({
    seed,
    turns,
    io,
    ...(opponent ? { opponent } : {}),
    check: (s) => {
      states++;
      for (const p of problems(s as GameState)) bad.push(`after state ${states}: ${p}`);
      seen?.(s as GameState);
    },
  });
  expect(bad, io.lines.slice(-30).join('\n')).toEqual([]);
  expect(result.end === 'turn-limit' || result.outcome !== null).toBe(true);
  if (result.end === 'over') expect(result.outcome?.reason).toBeTruthy();
  return { result, states, lines: io.lines };
}
