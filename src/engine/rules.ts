/** A rule a result applied, with the book page a player can look it up on. */
export interface RuleRef {
  /** Stable id, e.g. "fow4.armour-save". */
  readonly id: string;
  /** The rulebook's own name for it, e.g. "Armour Save". */
  readonly name: string;
  /** Where it is in the book, e.g. "p. 36". */
  readonly page: string;
}

/** "Armour Save (p. 36)". */
export function citeRule(r: RuleRef): string {
  return `${r.name} (${r.page})`;
}

/** Collects the rules a procedure applied, each once, in the order first applied. */
export class RulesApplied {
  private readonly seen = new Map<string, RuleRef>();

  add(...rules: RuleRef[]): void {
    for (const r of rules) if (!this.seen.has(r.id)) this.seen.set(r.id, r);
  }

  list(): RuleRef[] {
    return [...this.seen.values()];
  }
}
