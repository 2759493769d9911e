/**
 * A writer suspended with Ctrl-Z (SIGSTOP here) keeps its lock for as long as it lives: with real
 * processes, a holder stopped past the old 10 s stale time, a second writer refused naming it, and
 * the holder's save after SIGCONT landing on an intact game. Slow (it waits 11 s); the fast
 * lock.test.ts covers the same rule with an old lock time and a live pid.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { releaseAllLocks } from '../../src/game/lock.js';
import { GameSession } from '../../src/game/session.js';
import { newTinyGame, tinyCodec } from './helpers.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const built = existsSync(`${root}dist/game/lock.js`);

/** A child that opens the game for writing (through the compiled dist/), says "ready", and commits turn+1 when told. */
const script = `
const { GameSession } = await import(${JSON.stringify(`${root}dist/game/session.js`)});
const { releaseAllLocks } = await import(${JSON.stringify(`${root}dist/game/lock.js`)});
const codec = { readState: (_src, data) => data };
const say = (s) => process.stdout.write(s + '\\n');
let g;
try {
  g = GameSession.open(process.argv[1], codec, { lock: { waitMs: 300 } });
} catch (e) {
  say('refused: ' + e.message);
  process.exit(0);
}
say('ready');
const save = () => {
  try {
    g.commit({ ...g.state, turn: g.state.turn + 1 }, process.argv[2]);
    say('saved');
  } catch (e) {
    say('refused: ' + e.message);
  }
  releaseAllLocks();
  process.exit(0);
};
if (process.argv[2] === 'now') save();
else process.stdin.once('data', save);
`;

function start(file: string, mode: string): { child: ChildProcessWithoutNullStreams; lines: () => Promise<string> } {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, file, mode]);
  let out = '';
  const waiters: (() => void)[] = [];
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    waiters.splice(0).forEach((w) => w());
  });
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  /** The next line the child writes. */
  let read = 0;
  const lines = async (): Promise<string> => {
    for (;;) {
      const nl = out.indexOf('\n', read);
      if (nl >= 0) {
        const line = out.slice(read, nl);
        read = nl + 1;
        return line;
      }
      await new Promise<void>((r) => {
        waiters.push(r);
        child.once('exit', () => r());
      });
      if (child.exitCode !== null && out.indexOf('\n', read) < 0) return out.slice(read);
    }
  };
  return { child, lines };
}

describe('a suspended writer keeps its lock', () => {
  it.skipIf(!built)(
    'holder stopped (SIGSTOP) for 11 s: a second writer is refused naming it; after SIGCONT the holder saves and the game is whole',
    async () => {
      const { file } = newTinyGame();
      releaseAllLocks();
      const holder = start(file, 'holder');
      expect(await holder.lines()).toBe('ready');
      holder.child.kill('SIGSTOP');
      try {
        await new Promise((r) => setTimeout(r, 11_000));
        const second = start(file, 'now');
        const said = await second.lines();
        expect(said).toMatch(new RegExp(`^refused: .* is being changed by umpire process ${holder.child.pid} on `));
      } finally {
        holder.child.kill('SIGCONT');
      }
      holder.child.stdin.write('go\n');
      expect(await holder.lines()).toBe('saved');
      const g = GameSession.open(file, tinyCodec, { readOnly: true });
      expect(g.state.turn).toBe(2);
      expect(g.journal).toHaveLength(2);
    },
    60_000,
  );
});
