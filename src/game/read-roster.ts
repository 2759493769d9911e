/**
 * Reading a roster file to import (`umpire import`): through the one guarded reader (regular
 * files only, LIMITS.rosterBytes counted while reading), and an empty file refused in words.
 * Unzipping it is src/game/unzip-limited.ts. Ruleset-agnostic (any list builder's file).
 */
import { ValidationError } from './issues.js';
import { LIMITS } from './limits.js';
import { readBytesFile } from './read-limited.js';

export function readRosterBytes(path: string): Buffer {
  const bytes = readBytesFile(path, { maxBytes: LIMITS.rosterBytes, what: 'roster' });
  if (bytes.length === 0)
    throw new ValidationError([
      {
        file: path,
        line: 1,
        col: 1,
        message: 'the roster file is empty',
        hint: 'give the .ros or .rosz file that BattleScribe or New Recruit exports',
      },
    ]);
  return bytes;
}
