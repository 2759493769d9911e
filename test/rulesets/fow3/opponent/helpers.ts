import { join } from 'node:path';
import { expect } from 'vitest';
import { playGame } from '../../../../src/cli/play/run.js';
import { SeededDice } from '../../../../src/dice/seeded.js';
import { createFow3Game, openFow3Game } from '../../../../src/rulesets/fow3/game.js';
import type { Fow3View } from '../../../../src/rulesets/fow3/turn/units.js';
import { Fow3GameFileSchema, type Fow3GameState } from '../../../../src/rulesets/fow3/schema/game.js';
import { createFow3Demo } from '../../../../src/rulesets/fow3/turn/play-game.js';
import { tempDir } from '../../../game/helpers.js';
import { QuietAutoIO } from '../../../cli/play/quiet-auto-io.js';
import { fow3FixtureSides } from '../demo-fixture.js';

/** A legal state: the file schema holds; each team is in one place, in one state. */
export function checkState(s: Fow3GameState): void {
  const parsed = Fow3GameFileSchema.safeParse(s);
  expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues[0])).toBe(true);
  const ids = s.sides.flatMap((side) => side.platoons.flatMap((p) => p.teams.map((t) => t.id)));
  expect(new Set(ids).size).toBe(ids.length);
  for (const t of s.sides.flatMap((side) => side.platoons.flatMap((p) => p.teams))) {
    if (t.destroyed)
      expect(t.bailedOut || t.boggedDown, `${t.id} destroyed and still bailed out or bogged down`).toBeFalsy();
  }
}

/** A bot-versus-bot demo game played until `lastTurn` is over, every state checked; what it printed and how it ended. */
export async function botGame(
  seed: number,
  lastTurn: number,
  opponent: string,
): Promise<{ how: string; lines: string[]; states: number; end: Fow3GameState }> {
  const file = join(tempDir(), 'demo.yaml');
  createFow3Demo(file, seed, { bots: true });
  const io = new QuietAutoIO();
  let states = 0;
  const how = await playGame(
    file,
    io,
    {
      until: (s) => {
        checkState(s as Fow3GameState);
        states++;
        return (s as Fow3GameState).turn > lastTurn;
      },
    },
    { opponent, noHuman: true },
  );
  const end = openFow3Game(file, { readOnly: true }).session.state;
  checkState(end);
  return { how, lines: io.lines, states, end };
}

/** Decisions are printed with their reasons and numbers. */
export function expectReasons(lines: readonly string[]): void {
  const text = lines.join('\n');
  expect(text).toMatch(
    /shoots at .* with its (main guns|MGs only) \((cautious|aggressive): score \d+\.\d\d\): .* teams destroyed expected/,
  );
  expect(text).toMatch(/\n {2}Orders \((cautious|aggressive)\); carry them out on the table:/);
}

/** The demo forces' new game (test/fixtures/fow3-demo-1020, seeded dice), its state changed by `at` and then `edit`, as a view for the opponent. */
export function demoView(
  seed: number,
  at: Partial<Fow3GameState>,
  edit: (s: Fow3GameState) => void = () => {},
): Fow3View {
  const g = createFow3Game({
    gameFile: join(tempDir(), 'demo.yaml'),
    sides: fow3FixtureSides(),
    dice: { kind: 'seeded', seed, state: [...new SeededDice(seed).save().state] },
  });
  const state: Fow3GameState = { ...(structuredClone(g.session.state) as Fow3GameState), ...at };
  edit(state);
  g.session.close();
  return { state, forces: g.forces };
}
