/** The demo game walked by the generic play walker (as `umpire play` will once it dispatches to Panzerfaust). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { SeededDice } from '../../../src/dice/seeded.js';
import { Walker } from '../../../src/cli/play/walker.js';
import { createPzGame, demoForcePaths } from '../../../src/rulesets/panzerfaust/game/game.js';
import { openPzPlayGame } from '../../../src/rulesets/panzerfaust/turn/play-game.js';
import type { PzGameState } from '../../../src/rulesets/panzerfaust/schema/game.js';
import { fixtureData } from './fixture-tables.js';
import { QuietAutoIO } from '../../cli/play/quiet-auto-io.js';
import { encodeSet, type PlayIO, type Question } from '../../../src/cli/play/io.js';

describe('walking the Panzerfaust demo game', () => {
  it('the walker plays every phase of every turn to the end with seeded dice (test-data tables)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pz-walk-'));
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
    const io = new QuietAutoIO();
    const walker = new Walker<PzGameState>(g.session, g.play, io, { status: g.status, help: g.help });
    const end = await walker.walk({ maxActions: 400 });
    expect(end).toBe('over');
    const s = g.session.state;
    expect(s.phase).toBe('over');
    expect(io.lines.join('\n')).toMatch(/pip die/);
    expect(io.lines.join('\n')).toMatch(/The game is over/);
  });
});

describe('the CQC cover question in play', () => {
  it('is a one-of-four choice for each side, not a tick list (issue 30)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pz-cqc-'));
    const file = join(dir, 'pf.yaml');
    const { german, soviet } = demoForcePaths();
    createPzGame({
      gameFile: file,
      sides: [
        { name: 'German', forceFile: german },
        { name: 'Soviet', forceFile: soviet },
      ],
      dice: { kind: 'seeded', seed: 3, state: [...new SeededDice(3).save().state] },
    });
    const g = openPzPlayGame(file);
    const asked: Question[] = [];
    let cqcChosen = false;
    const io: PlayIO = {
      interactive: false,
      grouped: true,
      print: () => {},
      async ask(q) {
        asked.push(q);
        if (q.kind === 'select' && !cqcChosen && q.choices.some((c) => c.value === 'cqc')) {
          cqcChosen = true;
          return 'cqc';
        }
        if (q.kind === 'checkbox') return encodeSet(q.default);
        if (q.kind === 'select') return q.default ?? q.choices[0]!.value;
        return q.default ?? '';
      },
    };
    const walker = new Walker<PzGameState>(g.session, g.play, io, { status: g.status, help: g.help });
    await walker.walk({ until: (s) => (s as PzGameState).phase === 'H' });
    expect(cqcChosen).toBe(true);
    const cover = asked.filter((q) => q.message.includes('is in...'));
    expect(cover.filter((q) => q.kind === 'checkbox')).toEqual([]);
    // each side's cover, when asked on its own, offers the four places
    const labels = (q: Question) => (q.kind === 'input' ? [] : q.choices.map((c) => c.label));
    for (const q of cover.filter((x) => x.kind === 'select'))
      expect(labels(q)).toEqual(
        expect.arrayContaining(['the open', 'soft cover', 'hard cover or a building', 'fortifications']),
      );
  });
});
