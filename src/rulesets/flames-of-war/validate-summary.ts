/** What `umpire validate` says about a sound Flames Of War file (either edition). */
export interface ValidateSummary {
  /** 'arsenal', 'force' or 'game'. */
  readonly kind: string;
  /** One line for the player. */
  readonly summary: string;
  readonly counts: Record<string, number>;
}
