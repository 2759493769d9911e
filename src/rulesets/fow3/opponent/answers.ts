/**
 * The built-in opponent's answers to the decisions the Open Fire procedures give its side (as the
 * target of a shooting or an assault), each with its reason; and the demo table's answers to the
 * questions about the table when nobody sits at it (bot versus bot). Pure.
 */
import type { BotAnswer, BotRequest, Doctrine } from '../../play.js';
import type { Fow3View } from '../turn/units.js';
import { GOING_ID } from './movement.js';
import { SIGHT_ID } from './sight.js';
import { holdsFromRecords } from './objectives.js';

/** Team ids that command a platoon (and the company's 2iC) on the opponent's side. */
function commandTeams(view: Fow3View): Set<string> {
  const out = new Set<string>();
  for (const f of view.forces)
    for (const p of f.platoons) {
      out.add(p.command);
      if (p.secondInCommand) out.add(p.secondInCommand);
    }
  return out;
}

export function botAnswer(view: Fow3View, req: BotRequest, _d: Doctrine): BotAnswer | undefined {
  const values = req.choices.map((c) => c.value);
  switch (req.id) {
    case 'fow3.allocate-team':
    case 'fow3.assault-hit': {
      // Among the teams the rules leave to it, the command team takes a hit last.
      const cmd = commandTeams(view);
      const plain = values.find((v) => !cmd.has(String(v)));
      const pick = plain ?? req.default;
      return {
        value: pick,
        reason:
          plain !== undefined && cmd.has(String(req.default))
            ? `${String(pick)}, sparing the command team ${String(req.default)}`
            : `${String(pick)}: the teams tie under the rules' order, and it keeps its command teams for last`,
      };
    }
    case 'fow3.allocate-weapon':
      return {
        value: req.default,
        reason:
          'a tank or a team in bulletproof cover takes the weakest weapon; an unprotected team, whose save ignores the weapon, the strongest (sparing the protected teams)',
      };
    case 'fow3.gun-assault':
      return {
        value: req.default,
        reason: "the gun's Anti-tank against side armour beats Tank Assault 2 against top armour",
      };
    default:
      return undefined;
  }
}

/**
 * FOW3_DEMO_TABLE_FACTS: what the demo table would most likely show with nobody at it (bot versus
 * bot, `umpire demo --ruleset fow3`). The Free-for-All table is 4'x4' with the deployment areas
 * 24"/60cm apart, so: every enemy platoon on the table is in sight and in reach of every platoon,
 * within 16"/40cm, not concealed by terrain, not in bulletproof cover, showing its front armour;
 * a platoon that moved this turn from the third turn on has closed to within 4"/10cm of every
 * enemy platoon it sees (two turns of advancing close the gap); moving platoons keep to good
 * going. Objectives follow from the opponent's own orders (objectives.ts): a platoon sent to an
 * objective in its own deployment area is within 4"/10cm of it after one move, one sent across
 * the gap to an objective in the enemy's after two (`objectiveMoves`, the same two turns); it
 * stays there until it moves elsewhere or breaks off; and a side holds an objective at the start
 * of its turn when one of its platoons is recorded on it and no enemy platoon is
 * (`objectiveHeld: 'from-orders'`, p. 31). Every other question about the table takes its own
 * default.
 */
export const FOW3_DEMO_TABLE_FACTS = {
  allEnemyInSight: true,
  longRange: false,
  concealed: false,
  bulletproof: false,
  sideArmour: false,
  chargeReachFromTurn: 3,
  difficultGoing: false,
  objectiveMoves: { hold: 1, take: 2 },
  objectiveHeld: 'from-orders',
} as const;

export function demoTableFact(view: Fow3View, req: BotRequest): unknown {
  const f = FOW3_DEMO_TABLE_FACTS;
  if (req.id === SIGHT_ID) {
    const platoon = /can (.*) see and reach\?/.exec(req.question)?.[1];
    const side = view.state.sides.findIndex((s) => s.platoons.some((p) => p.platoon === platoon));
    const moved =
      side >= 0 &&
      view.state.sides[side]!.platoons.find((p) => p.platoon === platoon)!.teams.some((t) => !t.destroyed && t.moved);
    const charge = moved && view.state.turn >= f.chargeReachFromTurn;
    return req.choices
      .map((c) => String(c.value))
      .filter((v) => (f.allEnemyInSight && !v.includes('|')) || (charge && v.endsWith('|charge')));
  }
  if (req.id === GOING_ID) {
    // Good going everywhere; a platoon sent to an objective is there after its role's moves.
    return req.choices
      .map((c) => String(c.value))
      .filter((v) => {
        const m = /\|objective\|(take|hold)\|(\d+)$/.exec(v);
        return m !== null && Number(m[2]) >= f.objectiveMoves[m[1] as 'take' | 'hold'];
      });
  }
  if (req.id === 'fow3.objective-held' && f.objectiveHeld === 'from-orders')
    return holdsFromRecords(
      view,
      view.state.sides.findIndex((s) => s.name === view.state.active),
    );
  return undefined;
}
