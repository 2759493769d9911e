/**
 * Issue 15: the opponent plays its mission. Free for All (p. 97): each side wins by starting its
 * turn holding one of the two Objectives it placed on the opponent's side (p. 94: a Tank, Infantry
 * or Gun team within 4"/10cm and no enemy one; Bailed Out tanks and teams that Dashed do not
 * count). The opponent keeps a unit on each Objective the enemy wins by and sends the others for
 * one of its own; bot versus bot, "does it hold one?" follows from those recorded orders.
 */
import { describe, expect, it } from 'vitest';
import { DOCTRINES } from '../../../../src/rulesets/play.js';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { demoTableFact } from '../../../../src/rulesets/fow4/opponent/doctrine.js';
import { planMove } from '../../../../src/rulesets/fow4/opponent/movement.js';
import {
  holdsFromRecords,
  objectivePlan,
  objectivesAfterAssault,
  objectivesToHold,
  objectivesToTake,
  withRecord,
} from '../../../../src/rulesets/fow4/opponent/objectives.js';
import { on, view } from './objective-views.js';
import type { GameView } from '../../../../src/rulesets/fow4/turn/units.js';
import { checkedGame } from './bot-games.js';

const [cautious, aggressive, classic] = [
  DOCTRINES.find((d) => d.id === 'cautious')!,
  DOCTRINES.find((d) => d.id === 'aggressive')!,
  DOCTRINES.find((d) => d.id === 'classic')!,
];
describe('the opponent plays Free for All for its Objectives (pp. 94, 97)', () => {
  it('each side takes the Objectives it placed and contests the ones the enemy placed', () => {
    const v = view();
    expect(objectivesToTake(v.state, 'German').map((o) => o.id)).toEqual(['German 1', 'German 2']);
    expect(objectivesToHold(v.state, 'German').map((o) => o.id)).toEqual(['British 1', 'British 2']);
    // Annihilation has no Objectives: nothing to take or hold.
    expect(objectivesToTake({ ...v.state, mission: 'annihilation' }, 'German')).toEqual([]);
  });

  it('classic: one infantry unit on each Objective the British win by; it sends its strongest, aggressive every other unit, all to one Objective', () => {
    const plan = (d: typeof cautious, v = view()) =>
      Object.fromEntries([...objectivePlan(v, 1, d)].map(([u, o]) => [u, `${o.role} ${o.objective.id}`]));
    // The smallest, last-listed infantry units hold; guns, mortars and the HQ keep their own plans.
    expect(plan(classic)).toEqual({
      '3rd Grenadier Platoon': 'hold British 1',
      '2nd Grenadier Platoon': 'hold British 2',
      '1st Grenadier Platoon': 'take German 1',
    });
    // Aggressive against a person (no records of where the British go: every Objective threatened,
    // by every British unit, all tanks): the StuGs, which tanks cannot charge (p. 53), hold one.
    expect(plan(aggressive)).toEqual({
      'StuG Platoon': 'hold British 1',
      '3rd Grenadier Platoon': 'hold British 2',
      '1st Grenadier Platoon': 'take German 1',
      '2nd Grenadier Platoon': 'take German 1',
    });
  });

  it('objective pressure: no holder where no British unit threatens, nobody sets out in turn 1, two units to take one, every free unit from turn 4; against a person, every Objective held', () => {
    const plan = (d: typeof cautious, v = view()) =>
      Object.fromEntries([...objectivePlan(v, 1, d)].map(([u, o]) => [u, `${o.role} ${o.objective.id}`]));
    // Turn 1: everyone starts Gone to Ground (p. 33), the Objectives to take are more than a move
    // away: nobody sets out to take one; a threatened Objective is still held (a move in its own half).
    const first = (s: GameState): GameState => ({ ...s, play: { ...s.play, bots: ['British', 'German'] } });
    expect(plan(cautious, view(first))).toEqual({});
    expect(plan(cautious)).toEqual({
      'StuG Platoon': 'hold British 1',
      '3rd Grenadier Platoon': 'hold British 2',
    });
    // Aggressive closes with the enemy from the first turn (its own rule: every unit attacks).
    expect(plan(aggressive, view(first))).toEqual({
      '1st Grenadier Platoon': 'take German 1',
      '2nd Grenadier Platoon': 'take German 1',
      '3rd Grenadier Platoon': 'take German 1',
      'StuG Platoon': 'take German 1',
    });
    // Turn 2, bot versus bot (the British orders are recorded). Nobody British goes for British 1
    // or 2 yet: the holders are released; two units take German 1.
    const bots = (s: GameState): GameState => ({ ...first(s), turn: 2 });
    expect(plan(cautious, view(bots))).toEqual({
      '1st Grenadier Platoon': 'take German 1',
      '2nd Grenadier Platoon': 'take German 1',
    });
    // 1st Troop sent to British 2 (not yet there): one unit stands on British 2 (the StuGs: its
    // Shermans cannot charge them, p. 53), the others attack.
    const threat = view((s) =>
      withRecord(bots(s), 'British', '1st Troop', { objective: 'British 2', role: 'take', within: false }),
    );
    expect(plan(cautious, threat)).toEqual({
      'StuG Platoon': 'hold British 2',
      '1st Grenadier Platoon': 'take German 1',
      '2nd Grenadier Platoon': 'take German 1',
    });
    // Turn 4: the clock runs; every free unit goes.
    expect(
      plan(
        cautious,
        view((s) => ({ ...bots(s), turn: 4 })),
      ),
    ).toEqual({
      '1st Grenadier Platoon': 'take German 1',
      '2nd Grenadier Platoon': 'take German 1',
      '3rd Grenadier Platoon': 'take German 1',
      'StuG Platoon': 'take German 1',
    });
    // Against a person nothing is recorded of the British: both Objectives held, two attackers.
    expect(
      plan(
        cautious,
        view((s) => ({ ...s, turn: 2 })),
      ),
    ).toEqual({
      'StuG Platoon': 'hold British 1',
      '3rd Grenadier Platoon': 'hold British 2',
      '1st Grenadier Platoon': 'take German 1',
      '2nd Grenadier Platoon': 'take German 1',
    });
  });

  it('a unit standing on an Objective it takes is not pulled off to defend, and a defender stays where it is', () => {
    const v = view((s) =>
      on(on(s, 'German', '3rd Grenadier Platoon', 'German 2'), 'German', '1st Grenadier Platoon', 'British 2', 'hold'),
    );
    const plan = Object.fromEntries(
      [...objectivePlan(v, 1, classic)].map(([u, o]) => [u, `${o.role} ${o.objective.id}`]),
    );
    expect(plan).toEqual({
      '2nd Grenadier Platoon': 'hold British 1',
      '1st Grenadier Platoon': 'hold British 2',
      '3rd Grenadier Platoon': 'take German 2',
    });
  });

  it('the movement instruction names the Objective; once there, infantry dig in on it', () => {
    const going = planMove(view(), 1, 1, aggressive);
    expect(going.choice).toBe('tactical');
    expect(going.objective?.objective.id).toBe('German 1');
    expect(going.reason[1]).toMatch(
      /^On the table: move 1st Grenadier Platoon at Tactical speed toward Objective German 1, to end with its teams within 4"\/10cm of it \(not at Dash speed/,
    );
    const there = planMove(
      view((s) => on(s, 'German', '1st Grenadier Platoon', 'German 1')),
      1,
      1,
      cautious,
    );
    expect(there.choice).toBe('dig-in');
    expect(there.reason[0]).toMatch(
      /^1st Grenadier Platoon digs in on Objective German 1 \(Tactics test, \d+% to pass\): German wins by starting its turn holding Objective German 1/,
    );
    expect(there.reason[1]).toMatch(
      /^On the table: keep 1st Grenadier Platoon where it is, its teams within 4"\/10cm of Objective German 1\./,
    );
  });

  it('contested: a unit on an Objective it takes closes on the enemy unit there to charge it off when the assault clears its bar (p. 94: an enemy team within 4"/10cm leaves it nobody\'s); classic stays', () => {
    // 1st Troop on British 1, the 3rd Grenadier Platoon dug in there too: 70% to win the charge.
    const contested = view((s) =>
      on(
        on({ ...s, turn: 3, active: 'British' }, 'British', '1st Troop', 'British 1'),
        'German',
        '3rd Grenadier Platoon',
        'British 1',
        'hold',
      ),
    );
    const plan = planMove(contested, 0, 1, cautious);
    expect(plan.choice).toBe('tactical');
    expect(plan.toward).toBe('3rd Grenadier Platoon');
    expect(plan.objective?.objective.id).toBe('British 1');
    expect(plan.reason[0]).toMatch(
      /^1st Troop closes on 3rd Grenadier Platoon on Objective British 1 to charge it off \(cautious: (6[5-9]|[7-9]\d)% to win \(95% interval [^)]*\)[^)]*, clearing its 65% bar\)/,
    );
    expect(plan.reason[1]).toMatch(
      /^On the table: move 1st Troop at Tactical speed toward 3rd Grenadier Platoon, no more than 10"\/25cm so it may still assault, keeping its teams within 4"\/10cm of Objective British 1/,
    );
    // Its structured twin: the same runs through `umpire odds assault` (odds-twin.ts).
    expect(plan.odds?.[0]).toMatchObject({ option: '3rd Grenadier Platoon', command: 'assault' });
    expect(planMove(contested, 0, 1, aggressive).choice).toBe('tactical');
    expect(planMove(contested, 0, 1, classic).choice).toBe('stationary');
    // Having moved toward the Objective the enemy unit stands on, the demo table (turn 3) puts it within charge range.
    const ticked = demoTableFact(contested, {
      id: 'fow4.bot.sight',
      question:
        '1st Troop has moved toward Objective British 1. Which of your units can 1st Troop see and reach with its weapons?',
      choices: [
        { value: '3rd Grenadier Platoon' },
        { value: '3rd Grenadier Platoon|charge' },
        { value: 'move|objective:British 1' },
      ],
      multi: true,
    });
    expect(ticked).toEqual(['3rd Grenadier Platoon', '3rd Grenadier Platoon|charge', 'move|objective:British 1']);
    // Grenadiers beside the Recce Troop's Stuarts, the charge estimated with its teams as they
    // will charge (moved up, out of their Foxholes and Gone to Ground: the Stuarts' Defensive Fire
    // pins them): under 40% to win, so both doctrines dig in (from their Foxholes it read over 40%).
    const recce = view((s) =>
      on(
        on({ ...s, turn: 3 }, 'German', '1st Grenadier Platoon', 'German 1'),
        'British',
        'Recce Troop',
        'German 1',
        'hold',
      ),
    );
    expect(planMove(recce, 1, 1, cautious).choice).toBe('dig-in');
    expect(planMove(recce, 1, 1, aggressive).choice).toBe('dig-in');
    // From turn 4 the clock lowers the bar, not to nothing: clock.test.ts.
    // Tanks do not assault tanks (p. 53): StuGs on it beside the M10s stay where they are.
    const tanks = view((s) =>
      on(on({ ...s, turn: 3 }, 'German', 'StuG Platoon', 'German 1'), 'British', 'Anti-tank Troop', 'German 1', 'hold'),
    );
    const stug = tanks.state.sides[1]!.units.findIndex((u) => u.unit === 'StuG Platoon');
    expect(planMove(tanks, 1, stug, cautious).choice).toBe('stationary');
  });

  it('bot versus bot: a side holds an Objective it placed when a unit of its own is recorded on it and no enemy unit with a team that counts (p. 94)', () => {
    const v = (edit: (s: GameState) => GameState) => view((s) => edit({ ...s, active: 'German' }));
    const held = (x: GameView) => demoTableFact(x, { id: 'fow4.victory.objective', choices: [] });
    expect(held(v((s) => s))).toBe(false);
    expect(held(v((s) => on(s, 'German', '1st Grenadier Platoon', 'German 1')))).toBe(true);
    // Not an Objective German wins by.
    expect(
      holdsFromRecords(
        v((s) => on(s, 'German', '1st Grenadier Platoon', 'British 1')),
        1,
      ),
    ).toBe(false);
    // Contested by a British tank unit on it...
    const contested = (s: GameState) =>
      on(on(s, 'German', '1st Grenadier Platoon', 'German 1'), 'British', 'Anti-tank Troop', 'German 1', 'hold');
    expect(held(v(contested))).toBe(false);
    // ...unless its tanks are Bailed Out, or Dashed in their last turn.
    const tanks = (s: GameState, f: (t: GameState['sides'][number]['units'][number]['teams'][number]) => object) => ({
      ...s,
      sides: s.sides.map((side) => ({
        ...side,
        units: side.units.map((u) =>
          u.unit === 'Anti-tank Troop' ? { ...u, teams: u.teams.map((t) => ({ ...t, ...f(t) })) } : u,
        ),
      })),
    });
    expect(held(v((s) => tanks(contested(s), () => ({ bailedOut: true }))))).toBe(true);
    expect(
      held(
        v((s) => ({
          ...contested(s),
          play: { ...contested(s).play, dashedLastTurn: ['Anti-tank Troop/1', 'Anti-tank Troop/2'] },
        })),
      ),
    ).toBe(true);
    // Its own teams that Dashed do not hold it.
    const ids = Array.from({ length: 10 }, (_, i) => `1st Grenadier Platoon/${i + 1}`);
    expect(
      held(
        v((s) => {
          const x = on(s, 'German', '1st Grenadier Platoon', 'German 1');
          return { ...x, play: { ...x.play, dashedLastTurn: ids } };
        }),
      ),
    ).toBe(false);
  });

  it('after an assault, the unit that broke off leaves its Objective and the winning assaulter takes it (p. 59)', () => {
    const s = on(view().state, 'British', 'Anti-tank Troop', 'German 1', 'hold');
    const after = objectivesAfterAssault(s, 'German', '1st Grenadier Platoon', {
      winner: 'attacker',
      units: [
        { name: '1st Grenadier Platoon', side: 'attacker', brokenOff: false },
        { name: 'Anti-tank Troop', side: 'defender', brokenOff: true },
      ],
    });
    expect(after.play?.onObjective).toEqual({
      'British:Anti-tank Troop': { objective: 'German 1', role: 'hold', within: false },
      'German:1st Grenadier Platoon': { objective: 'German 1', role: 'take', within: true },
    });
    // Beaten off, the assaulter gains nothing and the defender stays.
    const held = objectivesAfterAssault(s, 'German', '1st Grenadier Platoon', {
      winner: 'defender',
      units: [
        { name: '1st Grenadier Platoon', side: 'attacker', brokenOff: true },
        { name: 'Anti-tank Troop', side: 'defender', brokenOff: false },
      ],
    });
    expect(held.play?.onObjective).toEqual({
      'British:Anti-tank Troop': { objective: 'German 1', role: 'hold', within: true },
    });
  });

  it('objective pressure: the holder is a unit the threatening enemy cannot charge off (tanks do not assault tanks, p. 53)', () => {
    const plan = (d: typeof cautious, v: GameView) =>
      Object.fromEntries([...objectivePlan(v, 1, d)].map(([u, o]) => [u, `${o.role} ${o.objective.id}`]));
    const bots = (s: GameState): GameState => ({ ...s, turn: 2, play: { ...s.play, bots: ['British', 'German'] } });
    const sent = (s: GameState, unit: string) =>
      withRecord(s, 'British', unit, { objective: 'British 1', role: 'take', within: false });
    // British tanks on their way to British 1: the StuGs hold it, the Grenadiers attack.
    const tanks = view((s) => sent(sent(bots(s), '1st Troop'), '2nd Troop'));
    expect(plan(aggressive, tanks)).toEqual({
      'StuG Platoon': 'hold British 1',
      '1st Grenadier Platoon': 'take German 1',
      '2nd Grenadier Platoon': 'take German 1',
      '3rd Grenadier Platoon': 'take German 1',
    });
    // classic (no objective pressure) keeps its Infantry holder.
    expect(plan(classic, tanks)['3rd Grenadier Platoon']).toBe('hold British 1');
  });

  it('a unit whose tanks are all Bailed Out cannot move (p. 38): it stays where it is, on its Objective (classic, kept as it played, still sends it on)', () => {
    const bailed = view((s) => {
      const x = on(
        { ...s, turn: 3, play: { ...s.play, bots: ['British', 'German'] } },
        'German',
        'StuG Platoon',
        'British 1',
        'hold',
      );
      return {
        ...x,
        sides: x.sides.map((side) => ({
          ...side,
          units: side.units.map((u) =>
            u.unit === 'StuG Platoon' ? { ...u, teams: u.teams.map((t) => ({ ...t, bailedOut: true })) } : u,
          ),
        })),
      };
    });
    const stug = bailed.state.sides[1]!.units.findIndex((u) => u.unit === 'StuG Platoon');
    for (const d of [cautious, aggressive]) {
      const plan = planMove(bailed, 1, stug, d);
      expect(plan.choice).toBe('stationary');
      expect(plan.reason[0]).toMatch(
        /^StuG Platoon's tanks are all Bailed Out: they cannot move until they remount \(p\. 38\)/,
      );
    }
    expect(planMove(bailed, 1, stug, classic).choice).not.toBe('stationary');
  });

  it('a stalled attack: nobody on German 1 can charge the British off it at its bar, so the unit with most teams there stays and the other attackers go for German 2', () => {
    const plan = (d: typeof cautious, v: GameView) =>
      Object.fromEntries([...objectivePlan(v, 1, d)].map(([u, o]) => [u, `${o.role} ${o.objective.id}`]));
    const bots = (s: GameState): GameState => ({ ...s, turn: 3, play: { ...s.play, bots: ['British', 'German'] } });
    // Grenadier Platoons down to 3 teams each, having moved up (not Gone to Ground), beside the
    // Recce Troop's Stuarts on German 1.
    const weak = (s: GameState): GameState => ({
      ...s,
      sides: s.sides.map((side) => ({
        ...side,
        units: side.units.map((u) =>
          /Grenadier/.test(u.unit)
            ? {
                ...u,
                teams: u.teams.map((t, i) => ({
                  ...t,
                  movement: 'moved' as const,
                  goneToGround: false,
                  ...(i >= 3 ? { destroyed: true } : {}),
                })),
              }
            : u,
        ),
      })),
    });
    const v = view((s) =>
      on(
        on(
          on(weak(bots(s)), 'German', '1st Grenadier Platoon', 'German 1'),
          'German',
          '2nd Grenadier Platoon',
          'German 1',
        ),
        'British',
        'Recce Troop',
        'German 1',
        'hold',
      ),
    );
    const orders = objectivePlan(v, 1, aggressive);
    expect(plan(aggressive, v)).toEqual({
      '1st Grenadier Platoon': 'take German 1',
      '2nd Grenadier Platoon': 'take German 2',
      '3rd Grenadier Platoon': 'take German 2',
      'StuG Platoon': 'take German 2',
    });
    // Its reason: the best charge with its numbers, under the bar, and the runner-up.
    expect(orders.get('2nd Grenadier Platoon')!.why).toMatch(
      /^the attack on Objective German 1 is stalled \(Recce Troop contests it; its best charge, (1st|2nd) Grenadier Platoon against Recce Troop: \d+% to win \(95% interval [^)]*\), [^;]*, under its 40% bar; runner-up (1st|2nd) Grenadier Platoon against Recce Troop: \d+% to win.*\); 1st Grenadier Platoon stays on it/,
    );
    const move = planMove(v, 1, 2, aggressive);
    expect(move.objective?.objective.id).toBe('German 2');
    expect(move.reason[0]).toMatch(
      /^2nd Grenadier Platoon goes to take Objective German 2 \(aggressive: the attack on Objective German 1 is stalled/,
    );
    // classic does not split.
    expect(plan(classic, v)['2nd Grenadier Platoon']).toBe('take German 1');
    // StuGs on German 1 with the Stuarts: tanks do not assault tanks (p. 53), the Grenadiers go for German 2.
    const tanks = view((s) =>
      on(on(bots(s), 'German', 'StuG Platoon', 'German 1'), 'British', 'Recce Troop', 'German 1', 'hold'),
    );
    const t = objectivePlan(tanks, 1, aggressive);
    expect(t.get('StuG Platoon')!.objective.id).toBe('German 1');
    expect(t.get('1st Grenadier Platoon')!.why).toBe(
      'the attack on Objective German 1 is stalled (Recce Troop contests it and none of its units there may charge it (tanks do not assault tanks, p. 53)); StuG Platoon stays on it to keep the enemy there tied down',
    );
    // A charge at its bar: not stalled. The 1st Troop's Shermans on British 1 can charge the 3rd
    // Grenadier Platoon there off: every British attacker goes on at British 1.
    const strong = view((s) =>
      on(on(bots(s), 'British', '1st Troop', 'British 1'), 'German', '3rd Grenadier Platoon', 'British 1', 'hold'),
    );
    expect(
      Object.fromEntries([...objectivePlan(strong, 0, aggressive)].map(([u, o]) => [u, `${o.role} ${o.objective.id}`])),
    ).toMatchObject({ '1st Troop': 'take British 1', '2nd Troop': 'take British 1' });
  });

  it('played: attackers on their way keep their Objective when a defender moves onto it (a defender in its own half gets to either one first; turning to the other throws away the move made)', async () => {
    // Seed 1, aggressive both sides: the British set out for British 1 in turn 1; in the German
    // turn 1 a holder stands on it. They used to turn to British 2, two moves away again, and the
    // holder followed them: nobody ever got there.
    const turns: { unit: string; from: string; to: string }[] = [];
    const last = new Map<string, string>();
    let end: GameState | undefined;
    const g = await checkedGame(1, 2, 'aggressive', (s) => {
      end = s;
      for (const [unit, r] of Object.entries(s.play?.onObjective ?? {})) {
        if (r.role !== 'take') {
          last.delete(unit);
          continue;
        }
        const was = last.get(unit);
        if (was !== undefined && was !== r.objective) turns.push({ unit, from: was, to: r.objective });
        last.set(unit, r.objective);
      }
    });
    expect(last.get('British:1st Troop')).toBe('British 1');
    // The only turns are those of a stalled attack (below), each with its reason printed.
    const text = g.lines.join(' ').replace(/\s+/g, ' ');
    const unexplained = turns.filter(
      (t) =>
        !text.includes(
          `${t.unit.split(':')[1]} goes to take Objective ${t.to} (aggressive: the attack on Objective ${t.from} is stalled`,
        ),
    );
    expect(unexplained).toEqual([]);
    // The holder is the StuG Platoon (the Shermans cannot charge it off, p. 53): still on British 1.
    expect(end?.play?.onObjective?.['German:StuG Platoon']).toEqual({
      objective: 'British 1',
      role: 'hold',
      within: true,
    });
    // The 1st Troop stays on British 1 to keep it tied down; the 2nd Troop, stalled there, turned to
    // British 2 with its reason.
    expect(turns).toContainEqual({ unit: 'British:2nd Troop', from: 'British 1', to: 'British 2' });
  }, 120000);
});
