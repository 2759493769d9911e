import { z } from 'zod';
import { HEX_ID } from '../hex.js';

/** A hex "CCRR"; a YAML number such as 508 (unquoted 0508) is read as "0508". */
export const HexSchema = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 9999 ? String(v).padStart(4, '0') : v),
  z.string().regex(HEX_ID, { error: 'a hex is four digits, column then row, e.g. "0508"' }),
);

export const IdSchema = z.string().min(1).max(60);
