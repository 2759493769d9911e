/**
 * Issue 28, the turn clock: from turn 4 a win needs an Objective now (a game out of time is lost
 * by both sides, p. 93). A unit on an Objective it takes, with an enemy unit there that leaves it
 * nobody's (p. 94), used to close on that unit "whatever the odds" (2% and less) and then, in the
 * Assault Step, decline the charge as under its doctrine's bar: the player read that it closed on
 * and saw it do nothing. The two steps now weigh the charge against one bar (clock.ts: from turn 4
 * no more than 40%), and the unit closes on only for a charge it will make, or one its side's fire
 * this turn may bring over that bar, as its line says (contest.ts).
 */
import { describe, expect, it } from 'vitest';
import { DOCTRINES, type PlayAction } from '../../../../src/rulesets/play.js';
import type { GameState } from '../../../../src/rulesets/fow4/schema/game.js';
import { planMove } from '../../../../src/rulesets/fow4/opponent/movement.js';
import { botAssaultChoice } from '../../../../src/rulesets/fow4/opponent/assault.js';
import { movedUp } from '../../../../src/rulesets/fow4/opponent/objectives.js';
import type { GameView } from '../../../../src/rulesets/fow4/turn/units.js';
import { on, view } from './objective-views.js';

/** `units` of `side` destroyed, team by team (`teams`: how many of each, else all). */
function destroyed(s: GameState, side: number, units: readonly string[], teams = Infinity): GameState {
  const sides = structuredClone(s.sides);
  for (const u of sides[side]!.units.filter((x) => units.includes(x.unit)))
    u.teams.forEach((t, i) => {
      if (i < teams) t.destroyed = true;
    });
  return { ...s, sides };
}

const [cautious, aggressive] = ['cautious', 'aggressive'].map((id) => DOCTRINES.find((d) => d.id === id)!) as [
  (typeof DOCTRINES)[number],
  (typeof DOCTRINES)[number],
];

const action = (id: string): PlayAction<GameState> => ({
  id,
  label: id,
  *run() {
    throw new Error('not run');
  },
});

/** The Assault Step after `unit` closed on `target`: moved up, the table ticking `target` within 4"/10cm (no shot fired). */
function assaultAfter(
  v: GameView,
  side: number,
  unit: string,
  target: string,
  d: (typeof DOCTRINES)[number],
  fire: (s: GameState) => GameState = (s) => s,
) {
  const moved = fire(movedUp(v, side, unit).state);
  const key = `${v.state.sides[side]!.name}:${unit}`;
  const state = {
    ...moved,
    step: 'assault',
    play: { ...moved.play, sight: { [key]: { turn: v.state.turn, ticked: [target, `${target}|charge`] } } },
  } as GameState;
  return botAssaultChoice({ ...v, state }, side, [action(`assault:${unit}`)], action('finish'), d, (u, t) =>
    action(`charge:${u}>${t}`),
  );
}

describe('the turn clock: the Movement Step closes on a contester only for a charge the Assault Step makes (pp. 93-94)', () => {
  const grenadiers = '1st Grenadier Platoon';
  /** Turn `turn`: grenadiers on German 1, the Recce Troop's Stuarts holding it against them. */
  const recce = (turn: number, edit: (s: GameState) => GameState = (s) => s) =>
    view((s) =>
      edit(on(on({ ...s, turn }, 'German', grenadiers, 'German 1'), 'British', 'Recce Troop', 'German 1', 'hold')),
    );

  it("turn 4, grenadiers beside the Recce Troop's Stuarts (0% to win), nothing of theirs able to hurt them: they stay on German 1, saying which charge they passed over, and the Assault Step does not charge either", () => {
    for (const turn of [4, 3]) {
      // The German anti-tank guns and StuGs gone: nobody's fire can wear the Stuarts down.
      const v = recce(turn, (s) => destroyed(s, 1, ['Anti-tank Gun Platoon', 'StuG Platoon']));
      for (const d of [cautious, aggressive]) {
        const move = planMove(v, 1, 1, d);
        const charge = assaultAfter(v, 1, grenadiers, 'Recce Troop', d);
        // It used to close on from turn 4 ("under its 65% bar, but from turn 4 the clock runs"), then not charge.
        expect({
          turn,
          doctrine: d.id,
          closesOn: move.choice === 'tactical',
          charges: charge.action.id !== 'finish',
        }).toEqual({ turn, doctrine: d.id, closesOn: false, charges: false });
        expect(move.choice).toBe('dig-in');
        expect(move.reason[0]).toMatch(
          /It does not close on Recce Troop to charge it: 0% to win \(95% interval 0%-0%, 50 runs\), 0\.0 Stuart V destroyed and \d\.\d of its own teams lost expected, under its \d+% bar/,
        );
        expect(move.odds?.[0]).toMatchObject({ option: 'Recce Troop', command: 'assault' });
        expect(charge.reason[0]).toMatch(
          /^No assault: 1st Grenadier Platoon against Recce Troop: 0% to win .*, under its \d+% bar/,
        );
      }
    }
  });

  it("turn 4, the same with the German anti-tank guns and StuGs at hand: the grenadiers close on to charge once the side's fire has worn the Stuarts down, and the Assault Step charges if it has, at the same bar", () => {
    const v = recce(4);
    const move = planMove(v, 1, 1, cautious);
    expect(move.choice).toBe('tactical');
    expect(move.toward).toBe('Recce Troop');
    const clock = 'its 40% bar (cautious 65%, lowered from turn 4: a game out of time is lost by both sides, p. 93)';
    expect(move.reason[0]).toMatch(
      /^1st Grenadier Platoon closes on Recce Troop on Objective German 1 to charge it off once this turn's fire has worn it down \((Anti-tank Gun Platoon|StuG Platoon)'s fire: \d\.\d Stuart V destroyed expected, \d+% to pin\): it charges if that fire brings the charge over /,
    );
    expect(move.reason[0]).toContain(`over ${clock} (cautious, now 0% to win (95% interval 0%-0%, 50 runs)`);
    // The charge's twin and the fire's.
    expect(move.odds?.slice(0, 2).map((o) => o.command)).toEqual(['assault', 'shoot']);
    // No fire landed: no charge, at the same bar.
    const none = assaultAfter(v, 1, grenadiers, 'Recce Troop', cautious);
    expect(none.action.id).toBe('finish');
    expect(none.reason[0]).toContain(
      `0% to win (95% interval 0%-0%, 50 runs), 0.0 Stuart V destroyed and 2.3 of its own teams lost expected, under ${clock}`,
    );
    // The fire destroyed three of the four Stuarts: it charges.
    const worn = assaultAfter(v, 1, grenadiers, 'Recce Troop', cautious, (s) => destroyed(s, 0, ['Recce Troop'], 3));
    expect(worn.action.id).toBe('charge:1st Grenadier Platoon>Recce Troop');
    expect(worn.reason[0]).toMatch(
      /^1st Grenadier Platoon charges Recce Troop: \d+% to win .*cautious: assaults at 40% or better \(cautious 65%, lowered from turn 4/,
    );
    // Before the clock (turn 3) it digs in: its charge is under cautious's 65% and nothing waits on the turn.
    expect(planMove(recce(3), 1, 1, cautious).choice).toBe('dig-in');
  });

  it("turn 4, the 1st Troop down to one Sherman beside the 3rd Grenadier Platoon on British 1 (about 60% to win): cautious closes on under the clock's lowered bar and charges at the same bar", () => {
    const v = view((s) => {
      const t = on(
        on({ ...s, turn: 4, active: 'British' }, 'British', '1st Troop', 'British 1'),
        'German',
        '3rd Grenadier Platoon',
        'British 1',
        'hold',
      );
      const troop = t.sides[0]!.units.findIndex((u) => u.unit === '1st Troop');
      const sides = structuredClone(t.sides);
      sides[0]!.units[troop]!.teams.forEach((team, i) => {
        if (i < 2) team.destroyed = true;
      });
      return { ...t, sides };
    });
    const move = planMove(v, 0, 1, cautious);
    expect(move.choice).toBe('tactical');
    expect(move.toward).toBe('3rd Grenadier Platoon');
    const clock = '40% bar (cautious 65%, lowered from turn 4: a game out of time is lost by both sides, p. 93)';
    const win = Number(/\(cautious: (\d+)% to win/.exec(move.reason[0]!)?.[1]);
    // Under cautious's own 65%, over the clock's 40%.
    expect(win).toBeGreaterThanOrEqual(40);
    expect(win).toBeLessThan(65);
    expect(move.reason[0]).toContain(`clearing its ${clock}`);
    const charge = assaultAfter(v, 0, '1st Troop', '3rd Grenadier Platoon', cautious);
    expect(charge.action.id).toBe('charge:1st Troop>3rd Grenadier Platoon');
    expect(charge.reason[0]).toMatch(
      new RegExp(
        `^1st Troop charges 3rd Grenadier Platoon: ${win}% to win .*cautious: assaults at 40% or better \\(cautious 65%, lowered from turn 4`,
      ),
    );
  });
});
