/**
 * Issue 25: an opponent is added beside a ruleset's turn without touching its rules. Here a test
 * one (it ends at once every phase in which its side, the game's active side, may act) is set on
 * Panzerfaust's turn (opened without its built-in opponent), and the generic walker asks it, and
 * only it, for that side.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { SeededDice } from '../../../src/dice/seeded.js';
import { Walker } from '../../../src/cli/play/walker.js';
import type { Opponent } from '../../../src/rulesets/play.js';
import { createPzGame, demoForcePaths } from '../../../src/rulesets/panzerfaust/game/game.js';
import { openPzPlayGame } from '../../../src/rulesets/panzerfaust/turn/play-game.js';
import type { PzGameState } from '../../../src/rulesets/panzerfaust/schema/game.js';
import { fixtureData } from '../../rulesets/panzerfaust/fixture-tables.js';
import { QuietAutoIO } from './quiet-auto-io.js';

describe('the opponent seam', () => {
  it('a Panzerfaust opponent set beside the unchanged turn picks every action of its side, none of the other', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pz-seam-'));
    const tables = join(dir, 'tables.yaml');
    writeFileSync(tables, stringify(fixtureData()));
    const file = join(dir, 'pf.yaml');
    const { german, soviet } = demoForcePaths();
    createPzGame({
      gameFile: file,
      sides: [
        { name: 'German', forceFile: german },
        { name: 'Soviet', forceFile: soviet },
      ],
      dice: { kind: 'seeded', seed: 11, state: [...new SeededDice(11).save().state] },
      tables,
    });
    const g = openPzPlayGame(file);
    const chosen: string[] = [];
    const answered: string[] = [];
    const opponent: Opponent<PzGameState> = {
      doctrine: ['Ends each phase of its side at once.'],
      plays: () => ['German'],
      doctrineOf: () => 'aggressive',
      withSides: (s) => s,
      choose: (s, step) => {
        chosen.push(`${s.active}:${step.id}`);
        return { action: step.finish, reason: ['it ends the phase'] };
      },
      answer: (_s, r) => {
        answered.push(r.player);
        return { value: r.default, reason: 'its default' };
      },
    };
    const io = new QuietAutoIO();
    const walker = new Walker<PzGameState>(g.session, { ...g.play, opponent }, io, { status: g.status, help: g.help });
    await walker.walk({ maxActions: 40 });
    g.session.close();
    expect(chosen.length).toBeGreaterThan(0);
    expect(new Set(chosen.map((c) => c.split(':')[0]))).toEqual(new Set(['German']));
    expect(new Set(answered)).toEqual(new Set(answered.length ? ['German'] : []));
    const lines = io.lines.join('\n');
    expect(lines).toMatch(/\(German, built-in opponent, aggressive\) German ends its /);
    expect(lines).not.toMatch(/\(Soviet, built-in opponent/);
  });
});
