/**
 * The built-in opponent's doctrine: the decisions the rules give a player, taken by a stated
 * policy. It never answers questions about the table (distances, line of sight, how the models
 * moved): the human does, for both sides.
 */
export const DOCTRINE: readonly string[] = [
  'Re-rolls: always uses a Formation Commander re-roll the table says is available (remount, rally, Last Stand).',
  'Which team takes a hit: the procedure\'s default spread (hits go round the eligible teams evenly).',
  'Mistaken Target: tries no swap (the default), so the hits stay where the shooter put them.',
  'Counterattack or Break Off: counterattacks whenever its test passes (the procedure\'s default).',
  'Shooting: shoots with each unit in turn (an artillery unit bombards instead), at the target it shot last, else the first enemy unit the table says it can see and reach; fires a Smoke Bombardment only when nothing else is left.',
  'A destroyed Unit Leader or Formation Commander: the first team of its type in file order takes over (p. 40).',
  'Ambushes: keeps them hidden in turn 1, reveals them from turn 2.',
  'Reserves: brings on the first unit listed; Strategic Withdrawal withdraws its weakest unit.',
  'Assault Step: does not launch assaults or Shoot and Scoot.',
  'Never answers for the table: who reaches Contact, who is within 8" or 4", who gets away and Danger Close are asked of you.',
];

/**
 * Decisions the procedures file under a side that only the table can answer: which enemy team a
 * charging team reaches (and whether Difficult Terrain is in the way), which defenders are within
 * 8"/20cm for Defensive Fire or 4"/10cm of a further move, which teams get away, Danger Close,
 * and whether the Formation Commander is near enough for a re-roll (p. 58) or a Pioneer Supply
 * vehicle within 2"/5cm (p. 80).
 */
const TABLE_IDS = /^(contact|cross|in-range|within4|escape|cross-escape):|^fow4\.danger-close$|\.(commander|pioneer-supply)$/;

export function asksTable(id: string): boolean {
  return TABLE_IDS.test(id);
}

interface BotRequest {
  readonly id: string;
  readonly choices: readonly { value: unknown; label: string }[];
  readonly default: unknown;
}

/** The bot's answer; undefined means the procedure's default. */
export function botDecide(request: BotRequest): unknown {
  if (request.id === 'fow4.mistaken-target') return 'stop';
  return undefined;
}

/**
 * DEMO_TABLE_FACTS: what the bundled demo table would most likely show when nobody sits at it
 * (bot versus bot, `umpire demo`). The demo battle is fought over a small, open table, so:
 * every enemy unit on the table is in sight and in range of every shooter (no unit is Concealed
 * by terrain, nothing is over 16"/40cm, the shooters face the front armour); units keep In
 * Command and out of Difficult Terrain; every team of a charged unit is reached in Contact and
 * every defender is close enough to fire; no Objective is held (a game ends by No Formations
 * Left or the turn limit). Every other table question takes its own default.
 */
export const DEMO_TABLE_FACTS = {
  allEnemyInSight: true,
  concealed: false,
  longRange: false,
  objectiveHeld: false,
} as const;

/** The demo table's answer to a table question (undefined: the question's default). */
export function demoTableFact(_view: unknown, request: { readonly id: string; readonly choices: readonly { value: unknown }[]; readonly multi?: boolean }): unknown {
  if (DEMO_TABLE_FACTS.allEnemyInSight && (request.id === 'fow4.shoot.visible' || request.id === 'fow4.bot.sight')) {
    // Every enemy unit ticked; the qualifying facts (Concealed, long range) left off.
    return request.choices.map((c) => c.value).filter((v) => typeof v === 'string' && !v.includes('|'));
  }
  return undefined;
}
