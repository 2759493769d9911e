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
const reason = !hasTmux ? 'tmux is not installed (apt-get install tmux)' : !built ? 'the CLI is not built (npm run build)' : '';
if (reason) console.warn(`skipping the tmux end-to-end test: ${reason}`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(reason !== '')('npm start in a real terminal (tmux)', () => {
  it('starts the demo battle, plays a shooting and quits; the game file has the shot', async () => {
    const file = join(tempDir(), 'umpire-game.yaml');
    const session = `umpire-e2e-${process.pid}`;
    const tmux = (...args: string[]) => execFileSync('tmux', args, { encoding: 'utf8' });
    tmux('new-session', '-d', '-s', session, '-x', '160', '-y', '50', '-c', root, '-e', `UMPIRE_GAME=${file}`, '-e', 'NO_COLOR=1', 'npm start --silent; sleep 30');
    try {
      let screen = '';
      const shot = () => existsSync(file) && /shot: true/.test(readFileSync(file, 'utf8'));
      for (let i = 0; i < 300 && !shot(); i++) {
        await sleep(150);
        screen = tmux('capture-pane', '-p', '-t', session);
        if (/\?|›/.test(screen)) tmux('send-keys', '-t', session, 'Enter');
      }
      expect(shot()).toBe(true);
      tmux('send-keys', '-t', session, 'C-c');
      for (let i = 0; i < 60 && !/Saved:/.test(screen); i++) {
        await sleep(150);
        screen = tmux('capture-pane', '-p', '-S', '-200', '-t', session);
      }
      expect(screen).toMatch(/fow4 T1 \w+ · Shooting/);
      expect(screen).toContain('Saved:');
      const s = stateOf(file);
      expect(s.step).toBe('shooting');
      expect(s.sides.some((side) => side.units.some((u) => u.teams.some((t) => t.shot)))).toBe(true);
    } finally {
      spawnSync('tmux', ['kill-session', '-t', session]);
    }
  }, 90000);
});
