import { main } from '../../src/cli/main.js';

/** Run the CLI in-process, capturing what it prints and its exit code. */
export async function runCli(args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  let stdout = '';
  let stderr = '';
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  const saved = process.exitCode;
  process.exitCode = 0;
  process.stdout.write = ((chunk: string | Uint8Array) => (
    (stdout += String(chunk)),
    true
  )) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => (
    (stderr += String(chunk)),
    true
  )) as typeof process.stderr.write;
  try {
    await main(['node', 'umpire', ...args]);
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
  const code = Number(process.exitCode ?? 0);
  process.exitCode = saved;
  return { stdout, stderr, code };
}
