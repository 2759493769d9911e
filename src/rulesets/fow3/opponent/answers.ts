/**
 * The built-in opponent's answers to the decisions the Open Fire procedures give its side (as the
 * target of a shooting or an assault), each with its reason; and the demo table's answers to the
 * questions about the table when nobody sits at it (bot versus bot). Pure.
 */
import type { BotAnswer, BotRequest, Doctrine } from '../../play.js';
import type { Fow3View } from '../turn/units.js';
import { GOING_ID } from './movement.js';
import { SIGHT_ID } from './sight.js';
import { holdsFromRecords, recordOf } from './objectives.js';
import { chargedIn, NEARBY_ID } from '../bridge/assault.js';
import { demoTable, factsBetween, movesTo, stageAt, type DemoTable } from '../../flames-of-war/demo-table.js';

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
    case 'fow3.charge-going':
      return { value: [], reason: 'its tanks charge by a route in good going: no bogging check' };
    case 'fow3.defensive-weapon':
      return {
        value: req.default,
        reason: 'against charging tanks the weapon with the best Anti-tank, else the SMG or rifle for more dice',
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
 * The demo table (bot versus bot, `umpire demo --ruleset fow3`): its facts are data,
 * scenarios/fow3/demo-table.yaml (flames-of-war/demo-table.ts), and change as the armies close.
 * Every enemy platoon on the table is in sight; each stage, from a turn on, says which are over
 * 16"/40cm away, concealed by terrain, showing their side armour or within 4"/10cm to assault, by
 * who moved (the platoon asked about this turn, the enemy platoon in its last turn); never in
 * bulletproof cover; moving platoons keep to good going. Objectives follow from the opponent's own
 * orders (objectives.ts): a platoon sent to an objective in its own deployment area is within
 * 4"/10cm of it after `objectives.hold` moves, one sent across the gap to one in the enemy's after
 * `objectives.take`; it stays there until it moves elsewhere or breaks off; and a side holds an
 * objective at the start of its turn when one of its platoons is recorded on it and no enemy
 * platoon is (`objectiveHeld: from-orders`, p. 31). Before a charge, the defender's other platoons
 * within 8"/20cm of it are those on the charged platoon's objective (`nearby: same-objective`,
 * [Defensive Fire]). Every other question about the table takes its own default.
 */
export const FOW3_DEMO_TABLE = (): DemoTable => demoTable('fow3');

function platoonMoved(view: Fow3View, platoon: string): boolean {
  for (const side of view.state.sides) {
    const p = side.platoons.find((x) => x.platoon === platoon);
    if (p) return p.teams.some((t) => !t.destroyed && t.moved);
  }
  return false;
}

export function demoTableFact(view: Fow3View, req: BotRequest): unknown {
  const f = FOW3_DEMO_TABLE();
  if (req.id === SIGHT_ID) {
    const platoon = /can (.*) see and reach\?/.exec(req.question)?.[1];
    const stage = stageAt(f, view.state.turn);
    const mine = platoon !== undefined && platoonMoved(view, platoon);
    return req.choices
      .map((c) => String(c.value))
      .filter((v) => {
        const [enemy, fact] = v.split('|') as [string, string | undefined];
        if (!fact) return true;
        const x = factsBetween(stage, { mine, theirs: platoonMoved(view, enemy) });
        if (fact === 'long') return x.long;
        if (fact === 'concealed') return x.concealed;
        if (fact === 'side') return x.flank;
        if (fact === 'charge') return x.charge;
        return false;
      });
  }
  if (req.id === GOING_ID) {
    // Good going everywhere; a platoon sent to an objective is there after its role's moves.
    return req.choices
      .map((c) => String(c.value))
      .filter((v) => {
        const m = /\|objective\|(take|hold)\|(\d+)$/.exec(v);
        return m !== null && Number(m[2]) >= movesTo(f, m[1] as 'take' | 'hold');
      });
  }
  if (req.id === NEARBY_ID) return nearbyFromRecords(view, req, stageAt(f, view.state.turn).nearby);
  if (req.id === 'fow3.objective-held' && f.objectiveHeld === 'from-orders')
    return holdsFromRecords(
      view,
      view.state.sides.findIndex((s) => s.name === view.state.active),
    );
  return undefined;
}

/**
 * The demo table's answer to "which other platoons have teams within 8"/20cm of the charge?"
 * ([Defensive Fire]): `same-objective`, the platoons of the defender recorded within 4"/10cm of
 * the objective the charged platoon is recorded on (two platoons within 4"/10cm of one marker stand
 * within 8"/20cm of each other, and the assaulting teams end in contact with the charged one);
 * none when it stands on no objective, or under `none`.
 */
function nearbyFromRecords(view: Fow3View, req: BotRequest, rule: 'none' | 'same-objective'): string[] {
  if (rule === 'none') return [];
  const target = chargedIn(req.question);
  const choices = req.choices.map((c) => String(c.value));
  const side = view.state.sides.find((s) => s.platoons.some((p) => p.platoon === choices[0]));
  if (!target || !side) return [];
  const on = recordOf(view.state, side.name, target);
  if (!on?.within) return [];
  return choices.filter((p) => {
    const r = recordOf(view.state, side.name, p);
    return r?.within === true && r.objective === on.objective;
  });
}
