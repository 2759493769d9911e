/**
 * Issue 15, Open Fire: the opponent plays Free-for-All for its objectives (Taking Objectives,
 * p. 31): a platoon stands on each objective the enemy placed in its deployment area, the others
 * go for one of its own; the orders name the objective; bot versus bot, "does it hold one?"
 * follows from the recorded orders, and a platoon sent across the gap gets there on its second move
 * (FOW3_DEMO_TABLE_FACTS.objectiveMoves).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCTRINES } from '../../../../src/rulesets/play.js';
import { openFow3Game } from '../../../../src/rulesets/fow3/game.js';
import type { Fow3GameState } from '../../../../src/rulesets/fow3/schema/game.js';
import { createFow3Demo } from '../../../../src/rulesets/fow3/turn/play-game.js';
import type { Fow3View } from '../../../../src/rulesets/fow3/turn/units.js';
import { demoTableFact } from '../../../../src/rulesets/fow3/opponent/answers.js';
import { GOING_ID, moveOrder } from '../../../../src/rulesets/fow3/opponent/movement.js';
import { objectivesAfterAssault, withRecord } from '../../../../src/rulesets/fow3/opponent/objectives.js';
import { tempDir } from '../../../game/helpers.js';

const d = (id: string) => DOCTRINES.find((x) => x.id === id)!;

function view(edit: (s: Fow3GameState) => Fow3GameState = (s) => s): Fow3View {
  const file = join(tempDir(), 'demo.yaml');
  createFow3Demo(file, 1, { bots: true });
  const g = openFow3Game(file, { readOnly: true });
  return { state: edit({ ...g.session.state, active: 'German' }), forces: g.forces };
}

const on = (
  s: Fow3GameState,
  side: string,
  platoon: string,
  objective: string,
  role: 'take' | 'hold' = 'take',
  moves = 2,
) => withRecord(s, side, platoon, { objective, role, moves, within: true });
const ask = (v: Fow3View, id: string, values: string[] = []) =>
  demoTableFact(v, {
    id,
    player: 'table',
    question: '',
    choices: values.map((value) => ({ value, label: value })),
    default: [],
  });

describe('the Open Fire opponent plays Free-for-All for its objectives (p. 31)', () => {
  it('its orders (classic, aggressive weights): a platoon on each objective the British placed, all the others for German 1, each order naming its objective', () => {
    const v = view();
    const classicAggressive = { ...d('classic'), advance: true };
    const orders = Object.fromEntries(
      ['1st Grenadier Platoon', '2nd Grenadier Platoon', '3rd Grenadier Platoon', 'Mortar Platoon', 'StuG Platoon'].map(
        (p) => [p, moveOrder(v, 1, p, classicAggressive)],
      ),
    );
    expect(
      Object.fromEntries(Object.entries(orders).map(([p, o]) => [p, `${o.objective?.role} ${o.objective?.objective}`])),
    ).toEqual({
      // The smallest infantry platoons, last-listed first, stand on the British objectives.
      'Mortar Platoon': 'hold British 1',
      '3rd Grenadier Platoon': 'hold British 2',
      '1st Grenadier Platoon': 'take German 1',
      '2nd Grenadier Platoon': 'take German 1',
      'StuG Platoon': 'take German 1',
    });
    expect(orders['1st Grenadier Platoon']!.instruction).toMatch(
      /^Move 1st Grenadier Platoon toward objective German 1, to end with its teams within 4"\/10cm of it.*German wins by starting a turn with a team within 4"\/10cm of objective German 1 in British's deployment area and no British team there \(p\. 31\)\.$/,
    );
    // Classic: its one strongest platoon goes; the StuGs keep their own orders.
    expect(moveOrder(v, 1, 'StuG Platoon', d('classic')).objective).toBeUndefined();
  });

  it('objective pressure (cautious): no platoon stands on an objective nobody threatens; two go to take one', () => {
    const v = view();
    const orders = Object.fromEntries(
      ['1st Grenadier Platoon', '2nd Grenadier Platoon', '3rd Grenadier Platoon', 'Mortar Platoon', 'StuG Platoon'].map(
        (p) => [p, moveOrder(v, 1, p, d('cautious')).objective],
      ),
    );
    expect(Object.values(orders).filter((o) => o?.role === 'hold')).toEqual([]);
    expect(Object.values(orders).filter((o) => o?.role === 'take')).toHaveLength(2);
    // A British platoon on its way to British 1: it threatens both (it may turn to either), so one
    // platoon stands on each.
    const threat = view((s) =>
      withRecord(s, 'British', '1st Troop', { objective: 'British 1', role: 'take', moves: 1, within: false }),
    );
    const held = ['1st Grenadier Platoon', '2nd Grenadier Platoon', '3rd Grenadier Platoon', 'Mortar Platoon']
      .map((p) => moveOrder(threat, 1, p, d('cautious')).objective)
      .filter((o) => o?.role === 'hold');
    expect(held).toEqual(
      expect.arrayContaining([
        { role: 'hold', objective: 'British 1' },
        { role: 'hold', objective: 'British 2' },
      ]),
    );
    expect(held).toHaveLength(2);
    // Aggressive takes the risk: it holds only the objective the British platoon is heading for.
    const heldAggressive = ['1st Grenadier Platoon', '2nd Grenadier Platoon', '3rd Grenadier Platoon', 'Mortar Platoon']
      .map((p) => moveOrder(threat, 1, p, d('aggressive')).objective)
      .filter((o) => o?.role === 'hold');
    expect(heldAggressive).toEqual([{ role: 'hold', objective: 'British 1' }]);
  });

  it('objective pressure: a holder on one objective stays there when the enemy goes for the other (it does not chase)', () => {
    // Seed 6 of the fow3 ladder (British cautious): the Anti-tank Troop left British-held German 1
    // for German 2, where 1st Grenadier Platoon was headed; the Grenadiers turned back to German 1
    // and took it (p. 31: any objective of the side's, with no enemy team there, wins).
    const v = view((s) =>
      on(
        withRecord({ ...s, active: 'British' }, 'German', '1st Grenadier Platoon', {
          objective: 'German 2',
          role: 'take',
          moves: 1,
          within: false,
        }),
        'British',
        'Anti-tank Troop',
        'German 1',
        'hold',
        1,
      ),
    );
    const o = moveOrder(v, 0, 'Anti-tank Troop', d('cautious'));
    expect(o.objective).toEqual({ role: 'hold', objective: 'German 1' });
    expect(o.how).not.toBe('moved');
  });

  it('the demo table: a defender is on its objective after one move, an attacker after two', () => {
    const v = view();
    const reached = ask(v, GOING_ID, [
      '3rd Grenadier Platoon|objective|hold|1',
      '1st Grenadier Platoon|objective|take|1',
      'StuG Platoon|objective|take|2',
      'StuG Platoon|difficult',
    ]);
    expect(reached).toEqual(['3rd Grenadier Platoon|objective|hold|1', 'StuG Platoon|objective|take|2']);
  });

  it('the demo table: German holds an objective it placed with a platoon on it and no British platoon there', () => {
    const held = (edit: (s: Fow3GameState) => Fow3GameState) => ask(view(edit), 'fow3.objective-held');
    expect(held((s) => s)).toBe(false);
    expect(held((s) => on(s, 'German', '1st Grenadier Platoon', 'German 1'))).toBe(true);
    expect(held((s) => on(s, 'German', '1st Grenadier Platoon', 'British 1', 'hold'))).toBe(false);
    expect(
      held((s) =>
        on(on(s, 'German', '1st Grenadier Platoon', 'German 1'), 'British', 'Recce Troop', 'German 1', 'hold'),
      ),
    ).toBe(false);
    // Bailed out tanks do not stop it (p. 31).
    const bailed = (s: Fow3GameState) => ({
      ...s,
      sides: s.sides.map((side) => ({
        ...side,
        platoons: side.platoons.map((p) =>
          p.platoon === 'Recce Troop' ? { ...p, teams: p.teams.map((t) => ({ ...t, bailedOut: true })) } : p,
        ),
      })),
    });
    expect(
      held((s) =>
        bailed(on(on(s, 'German', '1st Grenadier Platoon', 'German 1'), 'British', 'Recce Troop', 'German 1', 'hold')),
      ),
    ).toBe(true);
  });

  it('after an assault the platoon that broke off leaves; the winning assaulter takes its objective', () => {
    const s = on(view().state, 'British', 'Recce Troop', 'German 1', 'hold', 1);
    const after = objectivesAfterAssault(s, 1, '1st Grenadier Platoon', 'Recce Troop', {
      winner: 'attacker',
      brokeOff: ['Recce Troop'],
    });
    expect(after.play?.onObjective).toEqual({
      'British:Recce Troop': { objective: 'German 1', role: 'hold', moves: 1, within: false },
      'German:1st Grenadier Platoon': { objective: 'German 1', role: 'take', moves: 0, within: true },
    });
  });
});
