/**
 * Manual dice off a terminal: the question is a plain line (no cursor codes), the answer is read
 * from standard input. Needs the built CLI (dist/).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const built = existsSync(`${root}dist/cli/main.js`) && existsSync(`${root}dist/game/lock.js`);

describe.skipIf(!built)('--manual on a pipe', () => {
  it('asks in plain lines and reads the faces from standard input, with no escape codes', () => {
    const r = spawnSync(process.execPath, [`${root}bin/umpire.js`, 'roll', '3', '--need', '4+', '--manual', '--json'], {
      input: 'x\n6 3 5\n',
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 30000,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).not.toMatch(/\x1b\[/);
    expect(r.stdout).toContain('? Roll 3d6 for roll 3, need 4+. Faces');
    expect(r.stdout).toContain('"x" is not an answer');
    expect(JSON.parse(r.stdout.slice(r.stdout.indexOf('{')))).toMatchObject({ dice: [6, 3, 5], successes: 2 });
  }, 40000);

  it('a folder given as a game is a user error: one sentence, exit 2, no trace', () => {
    const r = spawnSync(process.execPath, [`${root}bin/umpire.js`, 'status', root], {
      encoding: 'utf8',
      timeout: 30000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  }, 40000);
});
