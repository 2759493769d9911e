/**
 * `undo --repair`: a damaged journal is rolled back to its last good entry, the damaged journal is
 * kept beside it, and a journal with no good first entry is refused without touching the game.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashLine, journalPathFor } from '../../src/game/journal.js';
import { releaseAllLocks } from '../../src/game/lock.js';
import { GameSession } from '../../src/game/session.js';
import { runCli } from '../cli/run-cli.js';
import { copyDemo } from '../rulesets/fow4/bridge/helpers.js';
import { issuesOf, newTinyGame, tinyCodec } from './helpers.js';

describe('repairing a damaged journal', () => {
  it('a journal with no good first entry is refused, and neither file is touched', () => {
    const { file, s } = newTinyGame();
    s.commit({ ...s.state, turn: 2 }, 'turn 2');
    releaseAllLocks();
    const journal = journalPathFor(file);
    writeFileSync(
      journal,
      '{"seq":1,"kind":"nonsense"}\n' + readFileSync(journal, 'utf8').split('\n').slice(1).join('\n'),
    );
    const game = readFileSync(file, 'utf8');
    const text = readFileSync(journal, 'utf8');
    const [i] = issuesOf(() => GameSession.repair(file, tinyCodec));
    releaseAllLocks();
    expect(i!.file).toBe(journal);
    expect(i!.message).toBe('the journal has no good first entry, so there is nothing to roll back to');
    expect(i!.hint).toBe('put back a copy of the journal from a backup; the game file itself was not touched');
    expect(readFileSync(file, 'utf8')).toBe(game);
    expect(readFileSync(journal, 'utf8')).toBe(text);
  });

  it('`umpire undo --repair` on a real game: status names the damage, the repair rolls back, the game plays on', async () => {
    const file = copyDemo();
    expect(
      (
        await runCli([
          'shoot',
          '--game',
          file,
          '--unit',
          '1st Troop',
          '--target',
          'StuG Platoon',
          '--dice',
          '6,6,1,1,1,1,1,1,1,3,1,1',
        ])
      ).code,
    ).toBe(0);
    const journal = journalPathFor(file);
    const lines = readFileSync(journal, 'utf8').trim().split('\n');
    const n = lines.length;
    lines[n - 3] = lines[n - 3]!.replace(/"faces":\[\d/, '"faces":[6');
    writeFileSync(journal, lines.join('\n') + '\n');
    const st = await runCli(['status', file]);
    expect(st.code).toBe(2);
    expect(st.stderr).toContain(`journal line ${n - 1} is damaged`);
    expect(st.stderr).toContain('umpire undo --repair');
    const r = await runCli(['undo', '--repair', '--game', file]);
    expect(r.stderr).toBe('');
    expect(r.stdout.replace(/\s+/g, ' ')).toContain(
      `rolled ${file} back to journal entry ${n - 3}, the last good one; 3 lines after it were set aside`,
    );
    expect((await runCli(['status', file])).code).toBe(0);
  });
});

describe('repair is linear', () => {
  it('3,000 journal lines, the last 2,900 refused by the game: rolled back to the last good entry with few replays', () => {
    const { file, s } = newTinyGame();
    releaseAllLocks();
    const journal = journalPathFor(file);
    const lines = readFileSync(journal, 'utf8').trim().split('\n');
    for (let i = 0; i < 3000; i++)
      lines.push(
        JSON.stringify({
          seq: lines.length + 1,
          at: '2026-12-01T00:00:00.000Z',
          prev: hashLine(lines[lines.length - 1]!),
          kind: 'change',
          reason: `edit ${i}`,
          ops: [{ op: 'set', path: ['turn'], value: i < 100 ? 2 + i : -1 }],
        }),
      );
    writeFileSync(journal, lines.join('\n') + '\n');
    let reads = 0;
    const counting = { readState: (src: never, data: never) => (reads++, tinyCodec.readState(src, data)) };
    const r = GameSession.repair(file, counting);
    releaseAllLocks();
    expect(r.kept).toBe(101);
    expect(r.refused).toMatch(/turn/);
    // One replay checked per halving, not one per refused entry.
    expect(reads).toBeLessThanOrEqual(2 + Math.ceil(Math.log2(3001)));
    expect(GameSession.open(file, tinyCodec, { readOnly: true }).state.turn).toBe(101);
    void s;
  });
});
