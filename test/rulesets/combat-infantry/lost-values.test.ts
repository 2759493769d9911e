import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/errors/input-error.js';
import { Walker } from '../../../src/cli/play/walker.js';
import { ScriptedIO } from '../../../src/cli/play/scripted-io.js';
import { buildFire } from '../../../src/rulesets/combat-infantry/fire/situation.js';
import { createGame, openGame } from '../../../src/rulesets/combat-infantry/game.js';
import { bundledLostValues, LostValueError } from '../../../src/rulesets/combat-infantry/lost-values.js';
import { bundledFile } from '../../../src/rulesets/combat-infantry/paths.js';
import { ciPlay } from '../../../src/rulesets/combat-infantry/turn/index.js';
import { lastStandProblems } from '../../../src/rulesets/combat-infantry/scenario.js';
import type { CiGameState } from '../../../src/rulesets/combat-infantry/schema/game.js';
import { tempDir } from '../../game/helpers.js';
import { makeWorld } from './fixtures/world.js';

describe('lost digits are data (spec §15.1)', () => {
  const lost = bundledLostValues();
  it('every L-number L1-L55 has at least one named entry with the book section', () => {
    const ls = new Set(Object.values(lost.entries).map((e) => e.lost));
    for (let i = 1; i <= 55; i++) expect(ls.has(`L${i}`), `L${i}`).toBe(true);
    expect(Object.values(lost.entries).every((e) => /^p\. \d+|^page/.test(e.section))).toBe(true);
  });

  it('a filled value is either rebuilt by the spec or spelled out in the book; guesses stay empty', () => {
    for (const [name, e] of Object.entries(lost.entries)) {
      if (e.value !== null) expect(e.rebuilt || e.inWords, name).toBe(true);
    }
    expect(lost.peek('squad.us_firepower')).toBeUndefined();
    expect(lost.peek('stack.clear')).toBeUndefined();
    expect(lost.peek('move.clear')).toBe(2);
  });

  it('a procedure needing an empty value stops with one sentence naming it and the file', () => {
    const w = makeWorld({
      usa: [{ id: 'US', kind: 'squad', hex: '0507' }],
      germany: [{ id: 'G', kind: 'squad', hex: '0505' }],
      house: {},
    });
    let err: unknown;
    try {
      buildFire(w, { firer: 'US', hex: '0505' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(LostValueError);
    expect(err).toBeInstanceOf(InputError);
    const msg = (err as Error).message;
    expect(msg).toBe(
      "The value 'fire_limit.clear' (a Terrain Effects Chart cell, book p. 12 [Terrain Effects Chart]) was lost from the book and is still empty: fill it in scenarios/combat-infantry/lost-values.yaml (or `umpire tables combat-infantry --edit`).",
    );
    expect(msg.split('. ').length).toBe(2);
  });

  it('in play the refusal changes nothing: no dice asked, the game file and its journal stay as they were', async () => {
    const file = join(tempDir(), 'ci-game.yaml');
    createGame(bundledFile('demo-setup.yaml'), file, { kind: 'manual' });
    const g0 = openGame(file);
    const s: CiGameState = structuredClone(g0.session.state);
    delete s.house_values!['fire_limit.clear'];
    g0.session.commit(s, 'test: fire_limit.clear not agreed');
    const before = readFileSync(file, 'utf8');
    const journal = readFileSync(g0.session.journalFile, 'utf8');
    const game = openGame(file);
    const io = new ScriptedIO(['fire with A1-b']);
    const walker = new Walker<CiGameState>(game.session, ciPlay(game.forces), io, { status: () => [] });
    await expect(walker.walk({})).rejects.toThrow(/The value 'fire_limit.clear' .* is still empty/);
    expect(io.transcript.some((l) => l.includes('Roll'))).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readFileSync(g0.session.journalFile, 'utf8')).toBe(journal);
  });
});

describe('§14 ex. 24: Last Stand set-up', () => {
  const placed = (n: number, reduced: number, hex = '0505') =>
    Array.from({ length: n }, (_, i) => ({
      id: `G${i}`,
      kind: 'squad' as const,
      steps: 3,
      hex,
      strength: i < reduced ? 2 : 3,
    }));
  const world = (germany: ReturnType<typeof placed>) =>
    makeWorld({
      usa: [{ id: 'US', kind: 'squad', hex: '0909' }],
      germany,
      state: { scenario: { kind: 'last-stand', objective: '0505', defender: 'Germany' } },
    });
  it('eight units of the defender one step down, within two hexes of the objective: legal', () => {
    expect(lastStandProblems(world(placed(10, 8)))).toEqual([]);
  });
  it('seven reduced, or a unit three hexes away, is refused', () => {
    expect(lastStandProblems(world(placed(10, 7)))).toEqual([
      'the defender must start with 8 units one step down, not 7',
    ]);
    const far = placed(9, 8);
    far.push({ id: 'Gx', kind: 'squad', steps: 3, hex: '0508', strength: 3 });
    expect(lastStandProblems(world(far))).toEqual(['Gx must deploy within two hexes of the objective']);
  });
});
