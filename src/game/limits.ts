/**
 * The one table of input limits: every size, count, depth and length umpire accepts from a file,
 * an option or standard input, checked before any work starts. Above a limit a command refuses in
 * one sentence (exit 2); under them no command needs more than about 1 GB or 10 s. docs/limits.md
 * lists the same table (test/game/limits.test.ts keeps the two in step). Ruleset-agnostic.
 */
export const LIMITS = {
  /** A game, force, arsenal, mission or situation file (YAML or JSON), and standard input. */
  fileBytes: 5 * 1024 * 1024,
  /** A game's journal. */
  journalBytes: 64 * 1024 * 1024,
  /** A journal's lines (`undo --repair` and every open replay them all). */
  journalLines: 100_000,
  /** The owner note in a game's `.lock` file. */
  lockNoteBytes: 4096,
  /** YAML alias expansions in one document. */
  yamlAliases: 100,
  /** Nesting of a YAML or JSON document (brackets or indentation). */
  yamlDepth: 64,
  /** A roster file to import (.ros, .rosz, .json), as read from disk. */
  rosterBytes: 8 * 1024 * 1024,
  /** Entries in a zipped roster (.rosz). */
  zipEntries: 16,
  /** One entry of a zipped roster, unpacked (declared size and the bytes actually inflated). */
  zipEntryBytes: 8 * 1024 * 1024,
  /** Nesting of a roster's XML elements (selections inside selections...). */
  xmlDepth: 100,
  /** Copies of one roster selection (`number="..."`). */
  rosterSelectionNumber: 100,
  /** Teams in one group of a quick command (`--under "3 T-34/85"`) and in one unit of a force. */
  teamsPerGroup: 200,
  /** Teams under one bombardment template, all groups together (commands and `resolve`). */
  teamsUnderTemplate: 200,
  /** Teams under one template for exact odds (`odds bombard`: several groups cost far more than one roll). */
  oddsTeamsUnderTemplate: 100,
  /** Any text value or key in a YAML or JSON file (a name, a note). */
  textChars: 10_000,
  /** A game's turn number. */
  turn: 1000,
} as const;

export type LimitName = keyof typeof LIMITS;
