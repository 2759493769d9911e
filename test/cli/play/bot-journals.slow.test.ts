/**
 * Issue 25: every seeded bot-versus-bot game of the baseline (fow4 and fow3, the four doctrine
 * pairings, seeds 1-5, up to 6 turns) gives the same journal, byte for byte once machine-neutral,
 * and the same final state as the code before the opponent moved beside the rules (bot-journals.ts).
 * bot-journals.test.ts replays two of them in `npm test`.
 */
import { describe, expect, it } from 'vitest';
import { ALL_GAMES, keyOf, playRecord, readFixture, writeFixture, type GameRecord } from './bot-journals.js';

describe('bot-versus-bot journals against the baseline', () => {
  if (process.env['UMPIRE_RECORD_JOURNALS']) {
    it('records the fixture', async () => {
      const out: GameRecord[] = [];
      for (const g of ALL_GAMES) out.push(await playRecord(g));
      writeFixture(out);
      expect(out).toHaveLength(40);
    });
    return;
  }
  it('the fixture holds all 40 games', () => {
    expect(readFixture().map(keyOf)).toEqual(ALL_GAMES.map(keyOf));
  });
  for (const g of ALL_GAMES)
    it(keyOf(g), async () => {
      const want = readFixture().find((x) => keyOf(x) === keyOf(g));
      expect(await playRecord(g)).toEqual(want);
    });
});
