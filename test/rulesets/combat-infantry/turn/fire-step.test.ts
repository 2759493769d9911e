import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/dice/seeded.js';
import { createGame, openGame } from '../../../../src/rulesets/combat-infantry/game.js';
import { bundledFile } from '../../../../src/rulesets/combat-infantry/paths.js';
import { fireActions, fireOptions } from '../../../../src/rulesets/combat-infantry/turn/fire-step.js';
import { world, type CiView } from '../../../../src/rulesets/combat-infantry/turn/table.js';
import { tempDir } from '../../../game/helpers.js';

describe('the Fire Phase menu (p. 5)', () => {
  it("offers a unit's fire only when it has a target it may fire at", () => {
    const file = join(tempDir(), 'ci-game.yaml');
    const d = new SeededDice(3).save();
    createGame(bundledFile('demo-setup.yaml'), file, { kind: 'seeded', seed: d.seed, state: [...d.state] });
    const game = openGame(file, { readOnly: true });
    const v: CiView = { state: game.session.state, forces: game.forces } as CiView;
    const w = world(v);
    const offered = fireActions(v)
      .filter((a) => a.id.startsWith('fire:'))
      .map((a) => a.id.slice('fire:'.length));
    const able = w
      .units(w.activeIndex)
      .filter((u) => u.spec.F !== null && fireOptions(w, u.spec.id).length > 0)
      .map((u) => u.spec.id);
    const unable = w
      .units(w.activeIndex)
      .filter((u) => u.spec.F !== null && !able.includes(u.spec.id))
      .map((u) => u.spec.id);
    expect(offered).toEqual(able);
    // The demo's opening table leaves some units with nothing to fire at (out of range or sight).
    expect(unable.length).toBeGreaterThan(0);
    for (const id of unable) expect(offered).not.toContain(id);
  });
});
