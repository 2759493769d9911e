import { demoTable, factsBetween, movesTo, stageAt, type DemoTable } from '../../flames-of-war/demo-table.js';
import { holdsFromRecords, objectivesToTake, recordOf } from './objectives.js';
import { activeIndex, type GameView } from '../turn/units.js';

/**
 * The built-in opponent's doctrine: the decisions the rules give a player, taken by a stated
 * policy. It never answers questions about the table (distances, line of sight, how the models
 * moved): the human does, for both sides.
 */
export const DOCTRINE: readonly string[] = [
  'Doctrines (--opponent side:doctrine): cautious (default: holds in cover, digs in, assaults at 65% or better to win), aggressive (closes with the enemy, Blitz and Follow Me, assaults at 40% or better), or classic (the opponent as it played before its value-and-threat decisions, kept to measure them against: npm run tally).',
  "Value and threat (cautious, aggressive): a target is worth its points per team, plus finishing the unit (the teams it must still lose before its Last Stand) by its place in its Formation's Last Stand count (p. 61: breaking a Formation wins) or, when it stands on an Objective the opponent is taking, by its share of what stops the opponent holding it (p. 94: clearing the last unit there wins as surely; bot versus bot, where it knows where your units were sent), and a pin by what the unit could do next turn. Objective pressure: it keeps a unit on your Objectives only while one of yours is on its way there, one that your units could not charge off if it has one (tanks do not assault tanks, p. 53); sends two units to take one of its own (none in turn 1, when all it could do is leave its cover; every free unit from turn 4) and keeps them going to that one whoever moves onto it (in your own half you reach either Objective before they could cross to the other); a unit on it closes on one of yours there only for a charge that clears its bar (from turn 4, the turn clock, at most 40%: a game out of time is lost by both sides, p. 93), or from turn 4 one that its side's fire this turn may bring over it (it says so, and charges only if it does); the Assault Step weighs the charge against the same bar; when none of its units on that Objective can charge yours off it at its bar, the one with most teams stays and the others go for its other Objective, which you must then hold too; and weighs a charge against every unit in reach (one it moves up for, estimated with its teams as they will charge: moved, out of their Foxholes).",
  "Movement: picks each unit's move or order (hold, Tactical, Dash, Blitz, Dig In, Follow Me; cautious and aggressive leave a unit whose tanks are all Bailed Out where it is, p. 38) and what to move toward, prints it as an instruction for you to carry out, then asks one question: which of your units it can now see and reach, and what happened on the move.",
  'Mission: it plays for the Objectives it wins by (Free for All: the two it placed on your side, p. 97). One unit stays within 4"/10cm of each Objective you win by, to stop you holding it (the one already there, else Infantry first); aggressive sends every other unit to one of its Objectives, cautious its strongest; each is told to move there at Tactical speed (a Dashed team cannot take or contest one, p. 94) and you say whether it ended within 4"/10cm. Whether a side holds an Objective at the start of its turn is always asked of you.',
  'Shooting: asks once per unit per turn which of your units it can see (the last answer ticked); scores every target with the exact odds (teams expected destroyed, each weighed by the points per team of its unit, and the chance to pin, counting the hits the target already took this step), each team firing its own best weapon, and prints its pick and the runner-up with the numbers; declares the enemy Unit Leader as its target team; bombards with artillery; a Smoke Bombardment only when cautious and nothing is in sight. No shot or bombardment under its floor of expected effect (0.1 teams destroyed, counting the chance to pin at its pin weight): that unit holds its fire (a unit that could do no harm even with everything in sight, without asking).',
  'Assault: charges only an enemy unit you ticked as within 4"/10cm of its teams, when the assault estimate (seeded runs of the real procedure, doubled from 50 to 800 until the 95% interval, printed, clears the bar; classic: 20 runs) gives it its doctrine\'s chance to win; prints the charge as an instruction, then asks ONE question for it: which of its teams reached Contact, which of yours are within 8"/20cm (Defensive Fire) and within a further 4"/10cm, and Difficult Terrain for its tanks. Cautious tanks that fired Shoot and Scoot back into cover.',
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
 * The demo table (bot versus bot, `umpire demo`): its facts are data, scenarios/fow4/demo-table.yaml
 * (flames-of-war/demo-table.ts), and change as the armies close. Each stage, from a turn on, says
 * which enemy units a unit sees over 16"/40cm away, Concealed, showing a flank, or close enough to
 * charge, by who moved: every enemy unit is in sight, and its qualifiers follow the stage. A unit
 * sent to an Objective is within 4"/10cm of it after the stated number of moves (one in its own
 * half, two in the enemy's: objectives are more than one move away), counted from the record of its
 * orders (play.onObjective: a unit already sent there last turn); it stays there until it moves
 * elsewhere or breaks off from an assault; and a side holds an Objective at the start of its turn
 * when one of its units is recorded on it with a team that can hold it and no enemy unit is
 * recorded there with one (`objectiveHeld: from-orders`, p. 94). Every other table question takes
 * its own default.
 */
export const DEMO_TABLE = (): DemoTable => demoTable('fow4');

/** Did any live team of the unit move (Tactical or Dash) in its side's last or current turn? */
function unitMoved(view: GameView, unit: string): boolean {
  for (const side of view.state.sides) {
    const u = side.units.find((x) => x.unit === unit);
    if (u) return u.teams.some((t) => !t.destroyed && (t.movement ?? 'stationary') !== 'stationary');
  }
  return false;
}

/** The demo table's answer to a table question (undefined: the question's default). */
export function demoTableFact(
  view: GameView,
  request: {
    readonly id: string;
    readonly question?: string;
    readonly choices: readonly { value: unknown }[];
    readonly multi?: boolean;
  },
): unknown {
  const table = DEMO_TABLE();
  if (request.id === 'fow4.shoot.visible' || request.id === 'fow4.bot.sight') {
    const stage = stageAt(table, view.state.turn);
    const unit = /can (.*) see and reach/.exec(request.question ?? '')?.[1];
    const me = view.state.sides[activeIndex(view.state)]!.name;
    // The unit asked about has moved when the question follows its move, or when its teams moved this turn.
    const mine = unit !== undefined && (/ has moved\b/.test(request.question ?? '') || unitMoved(view, unit));
    // What it moved toward, as its move's question says: an enemy unit, or an Objective (then every
    // enemy unit recorded on it or sent to it).
    const goal = / has moved toward (.*?)\. /.exec(request.question ?? '')?.[1];
    const objective = goal?.startsWith('Objective ') ? goal.slice('Objective '.length) : undefined;
    const them = view.state.sides.find((x) => x.name !== me)!.name;
    const toward = (enemy: string) =>
      goal === enemy || (objective !== undefined && recordOf(view.state, them, enemy)?.objective === objective);
    const reached = (v: string) => {
      const id = v.slice('move|objective:'.length);
      if (!unit) return false;
      const role = objectivesToTake(view.state, me).some((o) => o.id === id) ? 'take' : 'hold';
      // This move, plus one before it when the unit was already sent there.
      const moves = 1 + (recordOf(view.state, me, unit)?.objective === id ? 1 : 0);
      return moves >= movesTo(table, role);
    };
    return request.choices
      .map((c) => c.value)
      .filter((v): v is string => typeof v === 'string')
      .filter((v) => {
        if (v.startsWith('move|')) return v.startsWith('move|objective:') && reached(v);
        const [enemy, fact] = v.split('|') as [string, string | undefined];
        if (!fact) return true;
        const f = factsBetween(stage, { mine, theirs: unitMoved(view, enemy), toward: toward(enemy) });
        if (fact === 'long') return f.long;
        if (fact === 'concealed') return f.concealed;
        if (fact === 'flank') return f.flank;
        if (fact === 'charge') return f.charge;
        return false;
      });
  }
  if (table.objectiveHeld === 'from-orders' && request.id === 'fow4.victory.objective') {
    return holdsFromRecords(view, activeIndex(view.state));
  }
  return undefined;
}
