import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameData } from '../../../../src/rulesets/fow4/bridge/game.js';
import { openFow4Game, type Fow4Game } from '../../../../src/rulesets/fow4/game.js';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';

// The demo game and forces as they were before issue 28 evened the demo battle: the rule tests
// here are built on their teams (three-squad Grenadier Platoons), whatever the bundled demo becomes.
const scenarios = new URL('../../../fixtures/fow4-demo-1020/', import.meta.url).pathname;

/** A copy of the fixture demo game (with its journal and forces) in a fresh temp folder; returns the game file. */
export function copyDemo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-bridge-'));
  for (const f of ['demo-game.yaml', 'demo-game.journal.jsonl', 'forces'])
    cpSync(join(scenarios, f), join(dir, f), { recursive: true });
  return join(dir, 'demo-game.yaml');
}

/** The demo game opened from a temp copy. */
export function demo(): { file: string; game: Fow4Game; data: GameData } {
  const file = copyDemo();
  const game = openFow4Game(file);
  return { file, game, data: { state: game.session.state, forces: game.forces } };
}

type Edit = (s: GameState) => void;

/** A changed copy of the demo state, committed so the file and journal agree; returns the new data. */
export function edited(g: { game: Fow4Game }, edit: Edit): GameData {
  const s = g.game.session.state;
  edit(s);
  g.game.session.commit(s, 'test setup');
  return { state: g.game.session.state, forces: g.game.forces };
}

export function unitOf(s: GameState, side: number, name: string) {
  return s.sides[side]!.units.find((u) => u.unit === name)!;
}
