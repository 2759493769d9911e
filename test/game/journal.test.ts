/**
 * A journal that checks itself: a hash chain over every line, every entry checked against the
 * entry schema and every replay against the game's own checks, no prototype reached, a broken
 * chain named at its first bad line with a repair that rolls back to the last good entry, old
 * journals (no chain, old name) still open.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashLine, journalPathFor, readJournal } from '../../src/game/journal.js';
import { releaseAllLocks } from '../../src/game/lock.js';
import { GameSession } from '../../src/game/session.js';
import { applyOps } from '../../src/game/state-ops.js';
import { runCli } from '../cli/run-cli.js';
import { issuesOf, newTinyGame, tempDir, tinyCodec } from './helpers.js';

/** A game with turns 1..4 committed; returns the file and its journal lines. */
function played(): { file: string; journal: string; lines: string[] } {
  const { file, s } = newTinyGame();
  for (let turn = 2; turn <= 4; turn++) s.commit({ ...s.state, turn }, `turn ${turn}`);
  releaseAllLocks();
  const journal = journalPathFor(file);
  return { file, journal, lines: readFileSync(journal, 'utf8').trim().split('\n') };
}

/** A journal line that follows `lines` correctly (as a careful forger, or a newer umpire, would write it). */
function chained(lines: string[], entry: Record<string, unknown>): string {
  return JSON.stringify({
    seq: lines.length + 1,
    at: '2026-11-30T19:00:00.000Z',
    prev: hashLine(lines[lines.length - 1]!),
    ...entry,
  });
}

describe('a journal that checks itself', () => {
  it('every line carries the hash of the line before it', () => {
    const { lines } = played();
    expect(JSON.parse(lines[0]!).prev).toBeUndefined();
    for (let i = 1; i < lines.length; i++) expect(JSON.parse(lines[i]!).prev).toBe(hashLine(lines[i - 1]!));
  });

  it('a middle line edited by hand is found, named, and rolled back by `undo --repair`', async () => {
    const { file, journal, lines } = played();
    lines[1] = lines[1]!.replace('"turn 2"', '"turn two"');
    writeFileSync(journal, lines.join('\n') + '\n');
    const [i] = issuesOf(() => GameSession.open(file, tinyCodec, { readOnly: true }));
    expect(i!.file).toBe(journal);
    expect(i!.line).toBe(3);
    expect(i!.message).toBe(
      'journal line 3 is damaged: it does not follow line 2: line 2 was changed, or a line is missing or was added; the entries from there on cannot be trusted',
    );
    expect(i!.hint).toBe(
      `run \`umpire undo --repair --game ${file}\` to roll the game back to its last good journal entry (the damaged journal is kept beside it) (entry 1)`,
    );
    expect(i!.hint).not.toMatch(/delete/);
    const out = GameSession.repair(file, tinyCodec);
    releaseAllLocks();
    expect(out).toMatchObject({ kept: 1, dropped: 3, firstBad: { line: 3 } });
    expect(readFileSync(out.backup, 'utf8')).toBe(lines.join('\n') + '\n');
    const g = GameSession.open(file, tinyCodec, { readOnly: true });
    expect(g.state.turn).toBe(1);
    expect(g.journal).toHaveLength(1);
  });

  it('refuses __proto__ in a journal path, and never pollutes a prototype', async () => {
    const { file, journal, lines } = played();
    appendFileSync(
      journal,
      chained(lines, {
        kind: 'change',
        reason: 'x',
        ops: [{ op: 'set', path: ['__proto__', 'destroyed'], value: true }],
      }) + '\n',
    );
    const [i] = issuesOf(() => GameSession.open(file, tinyCodec, { readOnly: true }));
    expect(i!.line).toBe(5);
    expect(i!.message).toMatch(
      /^journal line 5 is damaged: it is not a journal entry \(a path may not name __proto__, constructor or prototype at ops\.0\.path\.0\)/,
    );
    expect(({} as Record<string, unknown>).destroyed).toBeUndefined();
    // applyOps itself refuses, whatever its caller checked.
    for (const seg of ['__proto__', 'constructor', 'prototype']) {
      expect(() => applyOps({ a: {} }, [{ op: 'set', path: ['a', seg, 'polluted'], value: true }])).toThrow(
        `a change names the path segment '${seg}', which is not allowed`,
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const r = await runCli(['status', file]);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('entries of the wrong shape are damaged lines, not TypeErrors', () => {
    for (const bad of [
      { kind: 'change', reason: 'x', ops: 'zzz' },
      { kind: 'dice', label: 'x', faces: [1] },
      { kind: 'change', reason: 'x', ops: [{ op: 'set' }] },
    ]) {
      const { file, journal, lines } = played();
      appendFileSync(journal, chained(lines, bad) + '\n');
      const [i] = issuesOf(() => GameSession.open(file, tinyCodec));
      expect(i!.message).toMatch(/^journal line 5 is damaged: it is not a journal entry/);
    }
  });

  it('a chained entry that would make the game invalid is refused, and the game file is not touched', () => {
    const { file, journal, lines } = played();
    const game = readFileSync(file, 'utf8');
    appendFileSync(
      journal,
      chained(lines, { kind: 'change', reason: 'x', ops: [{ op: 'set', path: ['turn'], value: 'banana' }] }) + '\n',
    );
    const [i] = issuesOf(() => GameSession.open(file, tinyCodec));
    expect(i!.file).toBe(journal);
    expect(i!.message).toBe("journal entry 5 would make the game invalid: 'turn' should be a number, not 'banana'");
    expect(i!.hint).toMatch(/undo --repair/);
    expect(readFileSync(file, 'utf8')).toBe(game);
    // The repair drops it.
    const r = GameSession.repair(file, tinyCodec);
    releaseAllLocks();
    expect(r.kept).toBe(4);
    expect(GameSession.open(file, tinyCodec, { readOnly: true }).state.turn).toBe(4);
  });

  it('a half line at the end (a write cut short) is ignored by readers and dropped by the next writer', () => {
    const { file, journal, lines } = played();
    appendFileSync(journal, lines[3]!.slice(0, 30));
    expect(GameSession.open(file, tinyCodec, { readOnly: true }).state.turn).toBe(4);
    const g = GameSession.open(file, tinyCodec);
    expect(g.report.notes).toContain(
      `dropped line 5 of ${journal}: a write cut short (the command that wrote it did not finish)`,
    );
    g.commit({ ...g.state, turn: 5 }, 'turn 5');
    releaseAllLocks();
    expect(readJournal(journal).entries).toHaveLength(5);
  });

  it('an old journal without the chain still opens (with a note) and goes on chained', () => {
    const { file, journal, lines } = played();
    const old = lines.map((l) => {
      const e = JSON.parse(l);
      delete e.prev;
      return JSON.stringify(e);
    });
    writeFileSync(journal, old.join('\n') + '\n');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/last: sha256:[0-9a-f]+/, `last: ${hashLine(old[3]!)}`));
    const g = GameSession.open(file, tinyCodec);
    expect(g.report.notes).toContain("the journal's first 4 lines come from an older umpire and carry no check hashes");
    g.commit({ ...g.state, turn: 5 }, 'turn 5');
    releaseAllLocks();
    const again = readJournal(journal);
    expect(again.broken).toBeUndefined();
    expect(again.entries[4]!.prev).toBe(hashLine(old[3]!));
  });
});

describe('journal names', () => {
  it('a.yaml and a.yml never share a journal; `new --force` of one leaves the other whole', async () => {
    const dir = tempDir();
    const { file: yaml } = newTinyGame(dir, 'a.yaml');
    const { file: yml, s } = newTinyGame(dir, 'a.yml');
    s.commit({ ...s.state, turn: 3 }, 'turn 3');
    releaseAllLocks();
    expect(journalPathFor(yaml)).not.toBe(journalPathFor(yml));
    expect(GameSession.open(yaml, tinyCodec, { readOnly: true }).state.turn).toBe(1);
    expect(GameSession.open(yml, tinyCodec, { readOnly: true }).state.turn).toBe(3);
  });
});

describe('a journal that survives ordinary edits (#31)', () => {
  it('a journal missing only its final newline keeps its last entry, and the next save goes on after it', () => {
    const { file, journal, lines } = played();
    writeFileSync(journal, lines.join('\n')); // `truncate -s -1`
    const g = GameSession.open(file, tinyCodec);
    expect(g.state.turn).toBe(4);
    expect(g.report.notes ?? []).toEqual([]);
    g.commit({ ...g.state, turn: 5 }, 'turn 5');
    releaseAllLocks();
    const again = GameSession.open(file, tinyCodec, { readOnly: true });
    expect(again.state.turn).toBe(5);
    expect(again.journal).toHaveLength(lines.length + 1);
  });

  it('a CRLF journal (git autocrlf) is read as it is, with or without its final line break, and saves go on', () => {
    const { file, journal, lines } = played();
    for (const text of [lines.join('\r\n') + '\r\n', lines.join('\r\n')]) {
      writeFileSync(journal, text);
      expect(readJournal(journal).entries).toHaveLength(lines.length);
      expect(GameSession.open(file, tinyCodec, { readOnly: true }).state.turn).toBe(4);
    }
    const g = GameSession.open(file, tinyCodec);
    g.commit({ ...g.state, turn: 5 }, 'turn 5');
    releaseAllLocks();
    expect(GameSession.open(file, tinyCodec, { readOnly: true }).state.turn).toBe(5);
    // A CR in the middle of a line is still damage.
    writeFileSync(journal, [lines[0], lines[1]!.replace(',', ',\r'), lines[2]].join('\n') + '\n');
    expect(readJournal(journal).broken?.line).toBe(3);
  });

  it('a key a JavaScript object reserves (prototype, constructor, __proto__) is refused where it is written, never saved', () => {
    for (const key of ['prototype', 'constructor', '__proto__']) {
      const { file } = newTinyGame();
      releaseAllLocks();
      const text = readFileSync(file, 'utf8');
      writeFileSync(file, text.replace(/^pinned: \[\]$/m, `pinned: []\nextra:\n  ${key}: x`));
      const [i] = issuesOf(() => GameSession.open(file, tinyCodec));
      releaseAllLocks();
      expect(i!.message).toBe(
        `'${key}' cannot be a key: JavaScript reserves the name, so umpire refuses it in every file`,
      );
      expect(i!.line).toBe(text.split('\n').findIndex((l) => l === 'pinned: []') + 3);
      expect(i!.col).toBe(3);
    }
  });

  it('what the writer journals, the reader reads: a change the reader would refuse is refused before it is written', () => {
    const { file, s } = newTinyGame();
    const before = readFileSync(journalPathFor(file), 'utf8');
    const long = 'x'.repeat(2000);
    expect(() => s.commit({ ...s.state, pinned: [long], [long]: 1 } as never, 'long key')).toThrow(
      /would write a journal line umpire could not read back/,
    );
    releaseAllLocks();
    expect(readFileSync(journalPathFor(file), 'utf8')).toBe(before);
  });
});
