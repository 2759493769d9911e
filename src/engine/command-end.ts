/**
 * What a command leaves to be done when it ends, registered by the modules that hold that state
 * (scripted dice not used up, game locks held). The CLI's entry point calls these without loading
 * those modules itself, so a command that never touched dice or game files starts quicker.
 */
export const commandEnd: {
  /** A warning about --dice faces left over (or a thrown InputError); undefined when none. */
  leftoverDice?: () => string | undefined;
  /** Forget the scripted dice of a command that failed. */
  forgetDice?: () => void;
  /** Release every game lock this process holds. */
  releaseLocks?: () => void;
} = {};
