/**
 * Issue 28: no option weighed that could do nothing. The table ticks an enemy platoon within
 * 4"/10cm when it last looked; a charge launched since can destroy that platoon's last team. A
 * platoon with no team left on the table cannot be assaulted (a platoon assaults an enemy team
 * within 4"/10cm, [Infantry Assaults]): the opponent neither weighs nor prints it, and writes no
 * `umpire odds` twin with no defending team (seed 3 of the fow3 demo, both aggressive, did).
 * A platoon left with only bailed out tanks still can be: beaten, they are abandoned and destroyed
 * ([Assault Armour Saves], [Breaking Off and Consolidating]).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assaultPlan } from '../../../../src/rulesets/fow3/opponent/assault.js';
import type { Fow3GameState } from '../../../../src/rulesets/fow3/schema/game.js';
import type { Fow3View } from '../../../../src/rulesets/fow3/turn/units.js';
import { DOCTRINES } from '../../../../src/rulesets/play.js';
import { demoView } from './helpers.js';

const aggressive = DOCTRINES.find((d) => d.id === 'aggressive')!;

/** The British Assault Step of turn 2: 2nd Troop was ticked within 4"/10cm of the mortars and the PaK40s. */
function britishAssault(edit: (s: Fow3GameState) => void): Fow3View {
  return demoView(
    4,
    {
      step: 'assault',
      active: 'British',
      turn: 2,
      play: {
        first: 'British',
        bots: ['British'],
        doctrines: { British: 'aggressive' },
        sight: {
          '2nd Troop': ['Mortar Platoon', 'Mortar Platoon|charge', 'StuG Platoon', 'StuG Platoon|charge'],
        },
      },
    },
    edit,
  );
}

const platoon = (s: Fow3GameState, name: string) => s.sides[1]!.platoons.find((p) => p.platoon === name)!;

describe('the Open Fire opponent weighs no charge against a platoon with no team left', () => {
  it('the mortars destroyed since the table looked: only the StuGs are weighed, and every twin has defenders', () => {
    const v = britishAssault((s) => {
      for (const t of platoon(s, 'Mortar Platoon').teams) t.destroyed = true;
    });
    const plan = assaultPlan(v, 0, '2nd Troop', aggressive);
    const text = plan.reason.join('\n');
    expect(text).not.toContain('Mortar Platoon');
    expect(plan.target).toBe('StuG Platoon');
    expect(plan.odds?.map((o) => o.option)).toEqual(['2nd Troop -> StuG Platoon']);
    for (const o of plan.odds ?? [])
      for (const d of (o.files!['assault.json'] as { defenders: { teams: unknown[] }[] }).defenders)
        expect(d.teams.length).toBeGreaterThan(0);
  });

  it('every platoon ticked destroyed since: no charge weighed, and the reason says so', () => {
    const v = britishAssault((s) => {
      for (const n of ['Mortar Platoon', 'StuG Platoon']) for (const t of platoon(s, n).teams) t.destroyed = true;
    });
    const plan = assaultPlan(v, 0, '2nd Troop', aggressive);
    expect(plan.go).toBe(false);
    expect(plan.estimate).toBeUndefined();
    expect(plan.odds ?? []).toEqual([]);
    expect(plan.reason.join('\n')).toMatch(/the table ticked no enemy platoon within 4"\/10cm/);
  });

  it('StuGs all bailed out can still be assaulted (beaten, they are abandoned): weighed', () => {
    const v = britishAssault((s) => {
      for (const t of platoon(s, 'Mortar Platoon').teams) t.destroyed = true;
      for (const t of platoon(s, 'StuG Platoon').teams) t.bailedOut = true;
    });
    const plan = assaultPlan(v, 0, '2nd Troop', aggressive);
    expect(plan.target).toBe('StuG Platoon');
    expect(plan.estimate).toBeDefined();
  });
});

describe('objective tempo in the Assault Step: the enemy platoon on the objective it takes first (p. 31)', () => {
  // 2nd Troop, on British 1 (which it takes), moved in on the Grenadiers standing there; the
  // mortars are within 4"/10cm too, and an easier win, but beating them leaves British 1 contested.
  const contested = (doctrine: string) =>
    britishAssault((s) => {
      s.play = {
        ...s.play!,
        doctrines: { British: doctrine },
        sight: {
          '2nd Troop': [
            'Mortar Platoon',
            'Mortar Platoon|charge',
            '3rd Grenadier Platoon',
            '3rd Grenadier Platoon|charge',
          ],
        },
        onObjective: {
          'British:2nd Troop': { objective: 'British 1', role: 'take', moves: 2, within: true },
          'German:3rd Grenadier Platoon': { objective: 'British 1', role: 'hold', moves: 1, within: true },
        },
        // The table said no other German platoon is within 8"/20cm of either charge ([Defensive Fire]).
        nearFire: { '2nd Troop': { 'Mortar Platoon': [], '3rd Grenadier Platoon': [] } },
      };
    });

  it('cautious assaults the Grenadiers on British 1 (over its 65% bar), not the mortars with better odds', () => {
    const cautious = DOCTRINES.find((d) => d.id === 'cautious')!;
    const plan = assaultPlan(contested('cautious'), 0, '2nd Troop', cautious);
    expect(plan.go).toBe(true);
    expect(plan.target).toBe('3rd Grenadier Platoon');
    expect(plan.reason[0]).toBe(
      '2nd Troop assaults 3rd Grenadier Platoon (cautious assaults at 65% or more; the enemy platoon on objective British 1, which it takes, before better odds elsewhere):',
    );
    // Its line and the mortars' are both printed, the mortars' first (the better odds).
    expect(plan.reason[1]).toMatch(/^ {2}2nd Troop assaults Mortar Platoon: wins \d+%/);
  });

  it('classic assaults the best odds, as before', () => {
    const classic = DOCTRINES.find((d) => d.id === 'classic')!;
    expect(assaultPlan(contested('classic'), 0, '2nd Troop', classic).target).toBe('Mortar Platoon');
  });
});
