// The modules one run of the CLI loads, in order: the run is a child process started with this
// file as a module hook (`--import`), which appends the URL of every module it loads to a file.
// The build (scripts/bundle.js) traces the quick commands with it to lay out the bundle, and a
// test holds the counts to a budget (test/cli/modules-loaded.test.ts).
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { spawnSync } from 'node:child_process';

const LOG = 'UMPIRE_MODULES_LOG';

// Imported with --import into the traced run: install this file as the loader's hook.
if (isMainThread && process.env[LOG]) register(import.meta.url);

/** The module hook (runs on the loader's thread): note each module loaded. */
export async function load(url, context, next) {
  const result = await next(url, context);
  if (process.env[LOG]) appendFileSync(process.env[LOG], `${url}\n`);
  return result;
}

/**
 * Run `node <script> ...args` and return the URLs of the modules it loaded (node: built-ins
 * included), with its exit status and output. `env` is added to this process's environment.
 */
export function modulesLoaded(script, args, env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'umpire-modules-'));
  const log = join(dir, 'loaded.txt');
  try {
    const run = spawnSync(process.execPath, ['--import', import.meta.url, script, ...args], {
      env: { ...process.env, NO_COLOR: '1', ...env, [LOG]: log },
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    let urls = [];
    try {
      urls = readFileSync(log, 'utf8').split('\n').filter(Boolean);
    } catch {
      // nothing loaded through the hook
    }
    return { urls, status: run.status, stdout: run.stdout, stderr: run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
