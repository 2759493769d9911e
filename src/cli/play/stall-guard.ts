/**
 * A guard against a built-in opponent that loops: its picks are worked out from the game state,
 * so an action of its own that leaves the state as it was will be picked again, and again, and the
 * game never ends (a bot-versus-bot Open Fire game once printed 1.26 million lines that way). A
 * person can always quit; nobody at the table may be watching a bot-versus-bot game. The guard
 * stops the walk (an internal error: one sentence, exit 1) once the opponent has picked the same
 * action `limit` times in a row, none of its repeats changing the game.
 */
export class OpponentStalled extends Error {}

export class StallGuard {
  private last: { id: string; times: number } | undefined;

  constructor(private readonly limit = 20) {}

  /** One action done: `byOpponent` when the built-in opponent picked it, with the states around it. */
  note(id: string, label: string, byOpponent: boolean, before: unknown, after: unknown): void {
    if (!byOpponent) {
      this.last = undefined;
      return;
    }
    // The states are compared only when the same pick comes back: a game that moves on pays nothing.
    const again = this.last?.id === id ? this.last : undefined;
    const times = !again ? 1 : JSON.stringify(after) === JSON.stringify(before) ? again.times + 1 : 0;
    this.last = { id, times };
    if (times >= this.limit)
      throw new OpponentStalled(
        `the built-in opponent picked "${label}" ${this.limit} times in a row without changing the game; stopped rather than loop (the game file is saved as it stands)`,
      );
  }
}
