import { holdsFromRecords } from './objectives.js';
import { activeIndex, type GameView } from '../turn/units.js';

/**
 * The built-in opponent's doctrine: the decisions the rules give a player, taken by a stated
 * policy. It never answers questions about the table (distances, line of sight, how the models
 * moved): the human does, for both sides.
 */
export const DOCTRINE: readonly string[] = [
  'Doctrines (--opponent side:doctrine): cautious (default: holds in cover, digs in, assaults at 65% or better to win) or aggressive (closes with the enemy, Blitz and Follow Me, assaults at 40% or better).',
  "Movement: picks each unit's move or order (hold, Tactical, Dash, Blitz, Dig In, Follow Me) and what to move toward, prints it as an instruction for you to carry out, then asks one question: which of your units it can now see and reach, and what happened on the move.",
  'Mission: it plays for the Objectives it wins by (Free for All: the two it placed on your side, p. 97). One unit stays within 4"/10cm of each Objective you win by, to stop you holding it (the one already there, else Infantry first); aggressive sends every other unit to one of its Objectives, cautious its strongest; each is told to move there at Tactical speed (a Dashed team cannot take or contest one, p. 94) and you say whether it ended within 4"/10cm. Whether a side holds an Objective at the start of its turn is always asked of you.',
  'Shooting: asks once per unit per turn which of your units it can see (the last answer ticked); scores every target and weapon with the exact odds (teams expected destroyed, chance to pin) and prints its pick with the numbers; declares the enemy Unit Leader as its target team; bombards with artillery; a Smoke Bombardment only when cautious and nothing is in sight. A unit that could do no harm even with everything in sight holds its fire without asking.',
  'Assault: charges only an enemy unit you ticked as within 4"/10cm of its teams, when the assault estimate (seeded runs of the real procedure) gives it its doctrine\'s chance to win; prints the charge as an instruction, then asks ONE question for it: which of its teams reached Contact, which of yours are within 8"/20cm (Defensive Fire) and within a further 4"/10cm, and Difficult Terrain for its tanks. Cautious tanks that fired Shoot and Scoot back into cover.',
  'In an assault: counterattacks when aggressive, breaks off when cautious; Mistaken Target: no swap (no teams saved on average).',
  'Aircraft: declares the first weapon its aircraft carry before the arrival roll, then attacks with each Aircraft Unit that arrives (p. 44).',
  'Anti-aircraft: fires every anti-aircraft weapon the table says can reach the attacking aircraft (p. 27).',
  'Re-rolls: uses a Formation Commander re-roll whenever you say the Commander is near. A destroyed Unit Leader or Formation Commander: the first team of its type takes over (p. 40).',
  'Ambushes: keeps them hidden in turn 1, reveals them from turn 2. Reserves: brings on the first unit listed; Strategic Withdrawal withdraws its weakest unit.',
  'Never answers for the table: line of sight, range, Concealment, Contact, who is within 8" or 4", who gets away and Danger Close are asked of you (in its own assaults, in the one question of each charge). When it shoots, your Mistaken Target question offers "no swaps for the rest of this turn".',
];

/**
 * Decisions the procedures file under a side that only the table can answer: which enemy team a
 * charging team reaches (and whether Difficult Terrain is in the way), which defenders are within
 * 8"/20cm for Defensive Fire or 4"/10cm of a further move (in the opponent's own charge, all of
 * these come from its one question: opponent/charge-facts.ts), which teams get away, Danger Close,
 * and whether the Formation Commander is near enough for a re-roll (p. 58) or a Pioneer Supply
 * vehicle within 2"/5cm (p. 80).
 */
const TABLE_IDS =
  /^(contact|cross|in-range|within4|escape|cross-escape):|^fow4\.danger-close$|\.(commander|pioneer-supply)$/;

export function asksTable(id: string): boolean {
  return TABLE_IDS.test(id);
}

/**
 * DEMO_TABLE_FACTS: what the bundled demo table would most likely show when nobody sits at it
 * (bot versus bot, `umpire demo`). The demo battle is fought over a small, open table, so:
 * every enemy unit on the table is in sight and in range of every shooter (no unit is Concealed
 * by terrain, nothing is over 16"/40cm, the shooters face the front armour); units keep In
 * Command and out of Difficult Terrain; every enemy unit in sight is within 4"/10cm of a unit
 * that may charge (the armies meet at once on it); every team of a charged unit is reached in
 * Contact and every defender is close enough to fire.
 *
 * Objectives follow from the opponent's own orders (opponent/objectives.ts), never from a guess
 * about the dice: on a table where nothing is over 16"/40cm away, a unit ordered onto an
 * Objective ends its Tactical move with its teams within 4"/10cm of it (`reachObjective`); it
 * stays there until it moves elsewhere or breaks off from an assault; and a side holds an
 * Objective at the start of its turn when one of its units is recorded on it with a team that can
 * hold it and no enemy unit is recorded there with one (`objectiveHeld: 'from-orders'`, p. 94).
 * Every other table question takes its own default.
 */
export const DEMO_TABLE_FACTS = {
  allEnemyInSight: true,
  chargeReach: true,
  concealed: false,
  longRange: false,
  reachObjective: true,
  objectiveHeld: 'from-orders',
} as const;

/** The demo table's answer to a table question (undefined: the question's default). */
export function demoTableFact(
  view: GameView,
  request: { readonly id: string; readonly choices: readonly { value: unknown }[]; readonly multi?: boolean },
): unknown {
  if (DEMO_TABLE_FACTS.allEnemyInSight && (request.id === 'fow4.shoot.visible' || request.id === 'fow4.bot.sight')) {
    // Every enemy unit ticked (and close enough to charge); the other qualifying facts (Concealed,
    // long range) left off; the Objective it was ordered onto reached.
    const reached = (v: string) => DEMO_TABLE_FACTS.reachObjective && v.startsWith('move|objective:');
    return request.choices
      .map((c) => c.value)
      .filter(
        (v) =>
          typeof v === 'string' &&
          (!v.includes('|') || (DEMO_TABLE_FACTS.chargeReach && v.endsWith('|charge')) || reached(v)),
      );
  }
  if (DEMO_TABLE_FACTS.objectiveHeld === 'from-orders' && request.id === 'fow4.victory.objective') {
    return holdsFromRecords(view, activeIndex(view.state));
  }
  return undefined;
}
