/**
 * The Open Fire opponent's charges and Defensive Fire from the defender's other platoons within
 * 8"/20cm ([Defensive Fire]): before a charge that would go, it asks the table (once) which of
 * them are near; it weighs the charge again with their fire, and charges only if the odds still
 * reach its bar; the printed odds are those `umpire odds assault` gives on the same situation (its
 * twin carries the neighbours). Bot versus bot, the demo table answers from the objective records.
 */
import { describe, expect, it } from 'vitest';
import { Fow3AssaultSituationSchema } from '../../../../src/rulesets/fow3/situation-schema.js';
import { estimateFow3Assault } from '../../../../src/rulesets/fow3/odds/assault-estimate.js';
import { fow3Opponent } from '../../../../src/rulesets/fow3/opponent/index.js';
import { assaultPlan, askNearFire, nearbyKnown } from '../../../../src/rulesets/fow3/opponent/assault.js';
import { demoTableFact } from '../../../../src/rulesets/fow3/opponent/answers.js';
import { NEARBY_ID, nearbyQuestion } from '../../../../src/rulesets/fow3/bridge/assault.js';
import type { Fow3GameState } from '../../../../src/rulesets/fow3/schema/game.js';
import type { Fow3View } from '../../../../src/rulesets/fow3/turn/units.js';
import { DOCTRINES, TABLE } from '../../../../src/rulesets/play.js';
import { run } from '../../../helpers.js';
import { demoView } from './helpers.js';

const aggressive = DOCTRINES.find((d) => d.id === 'aggressive')!;

/** The British Assault Step of turn 3: 2nd Troop was ticked within 4"/10cm of 3rd Grenadier Platoon. */
function charge(nearFire?: Record<string, Record<string, string[]>>): Fow3View {
  return demoView(4, {
    step: 'assault',
    active: 'British',
    turn: 3,
    play: {
      first: 'British',
      bots: ['British'],
      doctrines: { British: 'aggressive' },
      sight: { '2nd Troop': ['3rd Grenadier Platoon', '3rd Grenadier Platoon|charge'] },
      ...(nearFire ? { nearFire } : {}),
    },
  });
}

const finish = { id: 'finish', label: 'end', run: () => undefined as never };

describe("the Open Fire opponent's charge counts the Defensive Fire of the defender's other platoons near", () => {
  it('a charge that would go: the table is asked first, once; the PaK40s named near, the odds count their fire, fall below the bar, and it does not charge; the twin carries them and gives the same odds', () => {
    const v = charge();
    const c = fow3Opponent(v.forces).choose(v.state, { id: 'assault', finish } as never, aggressive)!;
    expect(c.action.id).toBe('near:2nd Troop:3rd Grenadier Platoon');
    expect(c.reason[0]).toMatch(/^2nd Troop would assault 3rd Grenadier Platoon .* but first the table says/);
    expect(c.reason[1]).toContain("(before any other German platoon's Defensive Fire)");
    expect(c.odds![0]!.numbers.win).toBeGreaterThanOrEqual(aggressive.assaultBar);
    // The question, asked of the table; the answer kept for the Assault Step.
    const { result, journal } = run(
      askNearFire(v, 0, '2nd Troop', '3rd Grenadier Platoon'),
      [],
      ['Anti-tank Gun Platoon'],
    );
    expect(journal.flatMap((e) => (e.type === 'decision' ? [[e.id, e.player]] : []))).toEqual([[NEARBY_ID, TABLE]]);
    expect(result.state.play?.nearFire).toEqual({
      '2nd Troop': { '3rd Grenadier Platoon': ['Anti-tank Gun Platoon'] },
    });
    // Asked, it is not asked again: it decides on the odds with the PaK40s' fire, under its bar.
    const plan = assaultPlan({ ...v, state: result.state }, 0, '2nd Troop', aggressive);
    expect(plan.ask).toBeUndefined();
    expect(plan.nearby).toEqual(['Anti-tank Gun Platoon']);
    expect(plan.estimate!.attackerWins.p).toBeLessThan(aggressive.assaultBar);
    expect(plan.go).toBe(false);
    expect(plan.reason[1]).toContain('(with Defensive Fire from Anti-tank Gun Platoon too)');
    const twin = plan.odds![0]!;
    const file = twin.files!['assault.json'] as { nearby: { name: string }[] };
    expect(file.nearby.map((p) => p.name)).toEqual(['Anti-tank Gun Platoon']);
    // `umpire odds assault --situation assault.json --trials N --seed S` reads the file the same way.
    const parsed = Fow3AssaultSituationSchema.parse(file);
    const trials = Number(twin.args[twin.args.indexOf('--trials') + 1]);
    const seed = Number(twin.args[twin.args.indexOf('--seed') + 1]);
    expect(estimateFow3Assault(parsed, { trials, seed }).attackerWins.p).toBe(twin.numbers.win);
    expect(twin.numbers.win).toBe(plan.estimate!.attackerWins.p);
  });

  it('no question when the defender has no other platoon that could fire', () => {
    const v = charge();
    for (const p of v.state.sides[1]!.platoons)
      if (p.platoon !== '3rd Grenadier Platoon') for (const t of p.teams) t.destroyed = true;
    expect(nearbyQuestion(v, 0, '2nd Troop', ['3rd Grenadier Platoon'])).toBeUndefined();
    // Nothing to ask: the charge is weighed as it stands (nobody else can fire).
    expect(nearbyKnown(v, 0, '2nd Troop', '3rd Grenadier Platoon')).toEqual([]);
  });
});

describe("the demo table's answer (nearby: same-objective from turn 3)", () => {
  const ask = (v: Fow3View) => {
    const q = nearbyQuestion(v, 0, '2nd Troop', ['3rd Grenadier Platoon'])!;
    return demoTableFact(v, {
      id: NEARBY_ID,
      player: TABLE,
      question: q.text,
      choices: (q.teams ?? []).map((t) => ({ value: t, label: t })),
      default: [],
    } as never);
  };
  const onObjective = (s: Fow3GameState, platoons: Record<string, string>) => {
    s.play = {
      ...s.play!,
      onObjective: Object.fromEntries(
        Object.entries(platoons).map(([p, o]) => [
          `German:${p}`,
          { objective: o, role: 'hold', moves: 1, within: true },
        ]),
      ),
    };
  };

  it('the platoons on the objective the charged platoon stands on; none elsewhere', () => {
    const v = charge();
    onObjective(v.state, {
      '3rd Grenadier Platoon': 'British 1',
      '2nd Grenadier Platoon': 'British 1',
      '1st Grenadier Platoon': 'British 2',
    });
    expect(ask(v)).toEqual(['2nd Grenadier Platoon']);
  });

  it('the charged platoon on no objective: none', () => {
    const v = charge();
    onObjective(v.state, { '2nd Grenadier Platoon': 'British 1' });
    expect(ask(v)).toEqual([]);
  });
});
