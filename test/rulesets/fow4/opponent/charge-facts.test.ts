/**
 * The opponent's charge asks the table one question (pp. 53-57): its answer becomes the assault's
 * table facts, and the assault then runs exactly as it would had each of its own table questions
 * been answered the same way one by one (the procedure is unchanged, only who answers).
 */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/dice/seeded.js';
import type { Decider } from '../../../../src/engine/decider.js';
import type { DecisionRequest } from '../../../../src/engine/request.js';
import { runProcedureSync } from '../../../../src/engine/runner.js';
import { assault } from '../../../../src/rulesets/fow4/assault/procedure.js';
import { assaultFromGame } from '../../../../src/rulesets/fow4/bridge/assault.js';
import {
  askChargeFacts,
  CHARGE_FACTS_ID,
  settledByTable,
  withChargeFacts,
} from '../../../../src/rulesets/fow4/opponent/charge-facts.js';
import { TABLE } from '../../../../src/rulesets/play.js';
import { demo } from '../bridge/helpers.js';

/** Takes each decision's default, or the answer given by id; keeps every decision it was asked. */
class Recorder implements Decider {
  asked: DecisionRequest<unknown>[] = [];
  constructor(private readonly answers: (r: DecisionRequest<unknown>) => unknown = () => undefined) {}
  decide(r: DecisionRequest<unknown>): unknown {
    this.asked.push(r);
    return this.answers(r) ?? r.default;
  }
}

const input = () => assaultFromGame(demo().data, '1st Grenadier Platoon', ['Squadron HQ']).input;

describe("the opponent's charge: one question about the table (issue 15)", () => {
  it('offers each charging team, each defending team within 8"/20cm and a further 4"/10cm; all ticked but Difficult Terrain', () => {
    const proc = askChargeFacts(input(), '1st Grenadier Platoon', 'Squadron HQ');
    const req = proc.next().value as DecisionRequest<unknown>;
    expect(req).toMatchObject({ id: CHARGE_FACTS_ID, player: TABLE, multi: true });
    expect(req.question).toBe(
      '1st Grenadier Platoon charges Squadron HQ. Tick what holds on the table now (unticked: it does not).',
    );
    const labels = req.choices.map((c) => c.label);
    expect(labels.filter((l) => l.endsWith('reached Contact'))).toHaveLength(10);
    expect(labels).toContain('Squadron HQ/1 is within 8"/20cm of a charging team (Defensive Fire)');
    expect(labels).toContain('Squadron HQ/2 is within a further 4"/10cm move of them');
    // Infantry charging: no Cross test on the charge, so no Difficult Terrain line.
    expect(req.choices.some((c) => c.value === 'cross')).toBe(false);
    expect(req.default).toEqual(req.choices.map((c) => c.value));
  });

  it('the assault with the answer as its facts asks none of its Contact, 8" or 4" questions and ends as if each had been answered alike', () => {
    // The table: only the first two Grenadier teams reached Contact; Squadron HQ/2 is over 8"/20cm away.
    const ticked = [
      'contact|1st Grenadier Platoon/1',
      'contact|1st Grenadier Platoon/2',
      'in-range|Squadron HQ/1',
      'within4|Squadron HQ/1',
      'within4|Squadron HQ/2',
    ];
    const settled = new Recorder();
    const a = runProcedureSync(settledByTable(assault(withChargeFacts(input(), ticked))), {
      dice: new SeededDice(11),
      decider: settled,
    });
    expect(settled.asked.filter((r) => /^(contact|cross|in-range|within4):/.test(r.id))).toEqual([]);
    // The same assault, each table question answered one by one.
    const reached = new Set(['1st Grenadier Platoon/1', '1st Grenadier Platoon/2']);
    const oneByOne = new Recorder((r) => {
      const team = r.id.slice(r.id.indexOf(':') + 1);
      if (r.id.startsWith('contact:') && team.startsWith('1st Grenadier') && !reached.has(team)) return 'none';
      if (r.id === 'in-range:Squadron HQ/2') return 'no';
      return undefined;
    });
    const b = runProcedureSync(assault(input()), { dice: new SeededDice(11), decider: oneByOne });
    expect(oneByOne.asked.some((r) => r.id.startsWith('contact:'))).toBe(true);
    expect(a).toEqual(b);
    // Only the two teams fought; Squadron HQ/2 fired no Defensive Fire.
    expect(a.rounds[0]!.charge.filter((c) => c.contacts.length > 0).map((c) => c.team)).toEqual([...reached]);
    const df = a.rounds[0]!.defensiveFire!;
    expect(df.shots.map((x) => x.team)).not.toContain('Squadron HQ/2');
    expect(df.silent).toContainEqual({ team: 'Squadron HQ/2', reason: 'not within 8"/20cm of an Assaulting team' });
  });
});
