/** The one sentence that offers the journal repair (`umpire undo --repair`). Ruleset-agnostic. */
export function repairHint(gameFile: string): string {
  return `run \`umpire undo --repair --game ${gameFile}\` to roll the game back to its last good journal entry (the damaged journal is kept beside it)`;
}
