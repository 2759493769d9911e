/**
 * `npm run tally` (scripts/opponent-tally.js, issue 28): seeded bot-versus-bot games of the demo
 * battle, tallied by pairing; --json the machine-readable twin; the progress bar only on a
 * terminal (stderr). One game of one turn here (the built CLI's own code).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, '../../scripts/opponent-tally.js');

describe('npm run tally', () => {
  it('a ladder of one game: the default doctrine against classic, the wins by side and by doctrine, as JSON', () => {
    const run = (...args: string[]) =>
      execFileSync(process.execPath, [script, '--games', '1', '--turns', '1', '--pairings', 'ladder', ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const rows = JSON.parse(run('--json')) as {
      pairing: string;
      kind: string;
      games: number;
      seeds: number[];
      wins: Record<string, number>;
      doctrineWins: Record<string, number>;
    }[];
    expect(rows).toHaveLength(1);
    const [r] = rows;
    expect(r!.pairing).toBe('cautious vs classic');
    expect(r!.games).toBe(1);
    expect(r!.seeds).toEqual([1, 1]);
    expect(r!.wins.British + r!.wins.German + r!.wins.none).toBe(1);
    expect(r!.doctrineWins.cautious + r!.doctrineWins.classic + r!.doctrineWins.none).toBe(1);
  }, 120000);

  it('refuses an unknown option in one sentence, exit 2', () => {
    let code = 0;
    let err = '';
    try {
      execFileSync(process.execPath, [script, '--game', '3'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      code = (e as { status: number }).status;
      err = String((e as { stderr: string }).stderr);
    }
    expect(code).toBe(2);
    expect(err).toMatch(/unknown option --game \(options: --games/);
  });
});
