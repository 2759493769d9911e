import { join } from 'node:path';
import { tempDir } from '../../game/helpers.js';
import { newFow4DemoGame as newDemoGame } from '../../../src/rulesets/fow4/turn/play-game.js';
import { openFow4Game } from '../../../src/rulesets/fow4/game.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';

/** A demo game already set up: British attack and go first in Free for All, turn 1, Starting Step. */
export function readyGame(edit: (s: GameState) => GameState = (s) => s, dice: GameState['dice'] = { kind: 'manual' }): string {
  const file = join(tempDir(), 'game.yaml');
  newDemoGame(file, 7).session.close();
  const g = openFow4Game(file);
  const s = g.session.state;
  const ready: GameState = {
    ...s,
    step: 'starting',
    dice,
    sides: s.sides.map((side) => ({ ...side, role: side.name === 'British' ? 'attacker' : 'defender' })),
    play: { attacker: 'British', first: 'British', meeting: true, objectives: [{ id: 'British 1', placedBy: 'British', on: 'German' }] },
  };
  g.session.commit(edit(ready), 'test set-up');
  g.session.close();
  return file;
}

export function stateOf(file: string): GameState {
  return openFow4Game(file, { readOnly: true }).session.state;
}

export function unit(s: GameState, side: string, name: string) {
  return s.sides.find((x) => x.name === side)!.units.find((u) => u.unit === name)!;
}
