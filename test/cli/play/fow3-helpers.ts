/** Open Fire (fow3) games for the play tests: the demo forces (test/fixtures/fow3-demo-1020), edited, with physical dice unless told. */
import { join } from 'node:path';
import { createFow3Game, openFow3Game } from '../../../src/rulesets/fow3/game.js';
import type { Fow3GameState } from '../../../src/rulesets/fow3/schema/game.js';
import { tempDir } from '../../game/helpers.js';
import { fow3FixtureSides } from '../../rulesets/fow3/demo-fixture.js';

export function newGame(
  edit: (s: Fow3GameState) => Fow3GameState = (s) => s,
  dice: Fow3GameState['dice'] = { kind: 'manual' },
): string {
  const file = join(tempDir(), 'fow3-game.yaml');
  const g = createFow3Game({ gameFile: file, sides: fow3FixtureSides(), dice });
  g.session.commit(edit(structuredClone(g.session.state)), 'test set-up');
  return file;
}

export const stateOf = (file: string) => openFow3Game(file, { readOnly: true }).session.state;
export const platoon = (s: Fow3GameState, side: string, name: string) =>
  s.sides.find((x) => x.name === side)!.platoons.find((p) => p.platoon === name)!;

/** British to play turn 1 (set-up done); the German grenadiers moved last turn (not concealed, not gone to ground). */
export const britishTurn =
  (edit: (s: Fow3GameState) => void = () => {}) =>
  (s: Fow3GameState): Fow3GameState => {
    const out: Fow3GameState = { ...s, step: 'starting', active: 'British', play: { first: 'British' } };
    for (const t of platoon(out, 'German', '1st Grenadier Platoon').teams) t.moved = true;
    edit(out);
    return out;
  };
