/**
 * Unzipping a user's archive without trusting it (fflate's streaming Unzip): at most
 * LIMITS.zipEntries entries, and each entry refused when its declared size, or the bytes actually
 * inflated so far, pass LIMITS.zipEntryBytes: a zip bomb stops after that many bytes, whatever its
 * header says. Only the entries `wanted` names are inflated. Ruleset-agnostic.
 */
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { ValidationError } from './issues.js';
import { LIMITS } from './limits.js';
import { size } from './read-limited.js';

/** The entries of the zip `bytes` that `wanted` accepts, inflated within the limits. */
export function unzipLimited(
  bytes: Uint8Array,
  file: string,
  wanted: (name: string) => boolean = () => true,
): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  let entries = 0;
  let refusal: ValidationError | undefined;
  const unzip = new Unzip((entry) => {
    if (refusal) return;
    if (++entries > LIMITS.zipEntries) {
      refusal = fail(file, `the zip holds more than ${LIMITS.zipEntries} entries, more than any roster export`);
      return;
    }
    if (!wanted(entry.name)) return;
    const declared = entry.originalSize;
    if (declared !== undefined && declared > LIMITS.zipEntryBytes) {
      refusal = tooBig(file, entry.name, declared);
      return;
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    entry.ondata = (err, data, final) => {
      if (refusal) return;
      if (err) {
        refusal = fail(file, `the zip cannot be unpacked (${err.message})`);
        return;
      }
      total += data.length;
      if (total > LIMITS.zipEntryBytes) {
        refusal = tooBig(file, entry.name);
        entry.terminate();
        return;
      }
      chunks.push(data);
      if (final) out[entry.name] = concat(chunks, total);
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    // Fed in pieces, so a refusal stops the work at the next piece.
    for (let at = 0; at < bytes.length && !refusal; at += 64 * 1024)
      unzip.push(bytes.subarray(at, at + 64 * 1024), at + 64 * 1024 >= bytes.length);
    if (bytes.length === 0) unzip.push(new Uint8Array(0), true);
  } catch (err) {
    refusal ??= fail(file, `the zip cannot be unpacked (${err instanceof Error ? err.message : String(err)})`);
  }
  if (refusal) throw refusal;
  return out;
}

function concat(chunks: readonly Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function tooBig(file: string, name: string, declared?: number): ValidationError {
  return fail(
    file,
    `the zip entry ${name.slice(0, 80)} unpacks to ${declared === undefined ? 'more than' : `${size(declared)}, more than`} the ${size(LIMITS.zipEntryBytes)} umpire unpacks`,
  );
}

function fail(file: string, message: string): ValidationError {
  return new ValidationError([
    { file, line: 1, col: 1, message, hint: 'export the list again from BattleScribe or New Recruit' },
  ]);
}
