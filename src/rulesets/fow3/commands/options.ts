/** Open Fire options every fow3 command shares: --opt readings of the book's ambiguities. */
import { Option } from '../../command-input.js';
import { InputError } from '../../../errors/input-error.js';
import { DEFAULT_FOW3_OPTIONS, type Fow3Options } from '../options.js';

export function optOption() {
  return new Option('--opt <key=value...>', "readings of the book's ambiguities, e.g. scoreAboveSix=v4 (see README)");
}

/** Open Fire options from --opt key=value (A1-A21 readings, see README). */
export function fow3OptionsFromFlags(opts: readonly string[] | undefined): Partial<Fow3Options> {
  const out: Record<string, unknown> = {};
  for (const kv of opts ?? []) {
    const [k, v] = kv.split('=');
    if (!k || v === undefined || !(k in DEFAULT_FOW3_OPTIONS)) {
      throw new InputError(
        `--opt takes key=value with a key of: ${Object.keys(DEFAULT_FOW3_OPTIONS).join(', ')}; not "${kv}"`,
      );
    }
    out[k] = v === 'true' ? true : v === 'false' ? false : v;
  }
  return out as Partial<Fow3Options>;
}
