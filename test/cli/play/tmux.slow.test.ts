/**
 * End to end in a real terminal: `npm start` inside tmux, keys sent with send-keys, the screen
 * read with capture-pane. Plays with the default answers (Enter) until a unit has shot, then
 * quits with Ctrl-C and checks the saved game file. Skipped, with the reason, when tmux or the
 * built CLI is missing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../game/helpers.js';
import { stateOf } from './helpers.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const hasTmux = spawnSync('tmux', ['-V']).status === 0;
const built = existsSync(`${root}dist/cli/main.js`);
const reason = !hasTmux
  ? 'tmux is not installed (apt-get install tmux)'
  : !built
    ? 'the CLI is not built (npm run build)'
    : '';
if (reason) console.warn(`skipping the tmux end-to-end test: ${reason}`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Generous: a loaded 2-core machine can take tens of seconds to start node and draw a screen. */
const PATIENCE_MS = 180_000;

/** Poll until `probe` gives a value (a screen, a flag), or fail with what was last on screen. */
async function waitFor<T>(what: string, probe: () => T | undefined, screen: () => string): Promise<T> {
  const end = Date.now() + PATIENCE_MS;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`waited ${PATIENCE_MS / 1000} s for ${what}; the screen shows:\n${screen()}`);
    await sleep(100);
  }
}

describe.skipIf(reason !== '')('npm start in a real terminal (tmux)', () => {
  it(
    'starts the demo battle, plays a shooting and quits; the game file has the shot',
    async () => {
      const file = join(tempDir(), 'umpire-game.yaml');
      const session = `umpire-e2e-${process.pid}`;
      const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' });
      tmux(
        'new-session',
        '-d',
        '-s',
        session,
        '-x',
        '160',
        '-y',
        '50',
        '-c',
        root,
        '-e',
        `UMPIRE_GAME=${file}`,
        '-e',
        'NO_COLOR=1',
        'npm start --silent; sleep 600',
      );
      const pane = () => tmux('capture-pane', '-p', '-t', session);
      const history = () => tmux('capture-pane', '-p', '-S', '-200', '-t', session);
      try {
        const shot = () => existsSync(file) && /shot: true/.test(readFileSync(file, 'utf8'));
        // Answer each question with its default (Enter) once it is on screen, until a unit has shot.
        // A question is answered once: the next Enter waits for the screen to change; only a screen
        // that stays the same for 10 s (a question asked again as it was) gets another Enter.
        let answered = '';
        let answeredAt = 0;
        for (let asked = 0; !shot(); asked++) {
          if (asked > 500) throw new Error(`500 questions answered and no unit has shot; the screen shows:\n${pane()}`);
          const next = await waitFor(
            'the next question, or a shot in the game file',
            () => {
              if (shot()) return '';
              const now = pane();
              if (!/\?|›/.test(now)) return undefined;
              return now !== answered || Date.now() - answeredAt > 10_000 ? now : undefined;
            },
            pane,
          );
          if (next === '') break;
          tmux('send-keys', '-t', session, 'Enter');
          answered = next;
          answeredAt = Date.now();
        }
        expect(shot()).toBe(true);
        // Ctrl-C goes to the next prompt: wait until one is on screen and the screen is still (a
        // Ctrl-C between two prompts would reach Node before the prompt is there to say "Saved:").
        let last = '';
        let stillSince = Date.now();
        await waitFor(
          'the next prompt after the shot',
          () => {
            const now = pane();
            if (now !== last) {
              last = now;
              stillSince = Date.now();
              return undefined;
            }
            return /^\? /m.test(now) && Date.now() - stillSince > 1000 ? now : undefined;
          },
          pane,
        );
        tmux('send-keys', '-t', session, 'C-c');
        const screen = await waitFor(
          '"Saved:" after Ctrl-C',
          () => {
            const now = history();
            return /Saved:/.test(now) ? now : undefined;
          },
          history,
        );
        expect(screen).toMatch(/fow4 T1 \w+ · Shooting/);
        expect(screen).toContain('Saved:');
        const s = stateOf(file);
        expect(s.step).toBe('shooting');
        expect(s.sides.some((side) => side.units.some((u) => u.teams.some((t) => t.shot)))).toBe(true);
      } finally {
        spawnSync('tmux', ['kill-session', '-t', session]);
      }
    },
    2 * PATIENCE_MS + 60_000,
  );
});
