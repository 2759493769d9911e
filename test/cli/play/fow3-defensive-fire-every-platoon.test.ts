/**
 * Open Fire [Defensive Fire]: once the charge is done, every defending team within 8"/20cm of an
 * assaulting team shoots, whatever its platoon. In `umpire play` the table names the defender's
 * other platoons near the charge (one multi-select, default none): their teams fire with the
 * charged platoon's, their hits count toward the fall back (2 tanks, [Tanks Assaulting]), and they
 * take no further part ([Counterattacks]: no new platoons join).
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { SeededDice } from '../../../src/dice/seeded.js';
import type { Fow3GameState } from '../../../src/rulesets/fow3/schema/game.js';
import { TableIO } from './helpers.js';
import { britishTurn, newGame, platoon, stateOf } from './fow3-helpers.js';
import { openFow3Game } from '../../../src/rulesets/fow3/game.js';
import { fow3PlayOdds } from '../../../src/rulesets/fow3/turn/odds.js';
import { NEARBY_ID } from '../../../src/rulesets/fow3/bridge/assault.js';

const QUESTION = 'Which other German platoons have teams within 8"/20cm of 1st Troop\'s assaulting teams';

/** 1st Troop (four Shermans) charges 1st Grenadier Platoon, seed 2; `near`: the table's answer about the other German platoons. */
async function charge(near: string | undefined, edit: (s: Fow3GameState) => void = () => {}) {
  const file = newGame(britishTurn(edit), { kind: 'seeded', seed: 2, state: [...new SeededDice(2).save().state] });
  const io = new TableIO([
    'end the Movement Step',
    'end the Shooting Step',
    'assault with 1st Troop',
    '1st Grenadier Platoon',
    // One screen of the table's answers: Tank Terror (no), the other platoons near (question 2), the going.
    ...(near ? ['2', near] : ['']),
    ...Array(60).fill(''),
  ]);
  await playGame(file, io, { until: (s) => ((s as Fow3GameState).play?.acted ?? []).includes('1st Troop') });
  return { file, io, s: stateOf(file) };
}

describe('Open Fire defensive fire from every defending team within 8"/20cm, whatever its platoon, in play', () => {
  it("the PaK40s beside the Grenadiers, named by the table, fire too: the Shermans fall back, which the Grenadiers' fire alone did not make them do", async () => {
    // Without the neighbours: the Grenadiers' one Panzerfaust and their Rifle/MGs do not stop the Shermans; the assault is fought.
    const alone = await charge(undefined);
    expect(alone.io.transcript.some((l) => l.includes('the assault falls back'))).toBe(false);
    expect(alone.io.transcript.some((l) => /^Round 1: the assaulting teams fight/.test(l))).toBe(true);
    expect(alone.io.transcript.some((l) => l.includes('Anti-tank Gun Platoon/2'))).toBe(false);

    // The same dice with the Anti-tank Gun Platoon named: its PaK40s fire: all four Shermans are knocked out.
    const { io, s } = await charge('Anti-tank Gun Platoon');
    const text = io.transcript.join('\n');
    expect(text.split(QUESTION).length - 1).toBe(2); // on the screen of answers, then asked: never again
    expect(text).toContain('Defensive fire also from Anti-tank Gun Platoon (3 teams)');
    expect(text).toMatch(/Anti-tank Gun Platoon\/2\s+│ 7\.5cm PaK40/);
    expect(text).toMatch(/Defensive fire: \d+ hits — the assault falls back/);
    const flat = text.replace(/\s+/g, ' '); // the notes wrap at 80 columns
    expect(flat).toContain('4 tanks destroyed or bailed out by defensive fire (2 make tanks fall back)');
    expect(flat).toContain('Defensive Fire: the defender\'s other platoons within 8"/20cm fire too');
    expect(flat).toContain('Anti-tank Gun Platoon fires Defensive Fire only');
    expect(text).not.toMatch(/^Round 1:/m);
    const troop = platoon(s, 'British', '1st Troop').teams;
    expect(troop.filter((t) => t.destroyed).map((t) => t.id)).toEqual(['1st Troop/1', '1st Troop/2', '1st Troop/3']);
    expect(troop.filter((t) => t.bailedOut).map((t) => t.id)).toEqual(['1st Troop/4']);
    // Merely near, the PaK40s are not in the fight: not pinned down, nothing lost.
    const guns = platoon(s, 'German', 'Anti-tank Gun Platoon');
    expect(guns.pinned).toBeUndefined();
    expect(guns.teams.some((t) => t.destroyed)).toBe(false);
    expect(s.play?.lost?.['Anti-tank Gun Platoon']).toBeUndefined();
  });

  it('no question when the defending side has no other platoon that could fire', async () => {
    const { io } = await charge(undefined, (s) => {
      for (const p of s.sides[1]!.platoons)
        if (p.platoon !== '1st Grenadier Platoon') for (const t of p.teams) t.destroyed = true;
    });
    expect(io.transcript.some((l) => l.includes(QUESTION))).toBe(false);
  });
});

describe('odds typed at the Assault Step prompt', () => {
  it("once the table named the defender's other platoons near the charge, the estimate counts their fire", () => {
    const file = newGame(britishTurn((s) => void (s.step = 'assault')));
    const g = openFow3Game(file, { readOnly: true });
    const view = { state: g.session.state, forces: g.forces };
    const pending = (nearby?: string[]) => ({
      id: 'assault:1st Troop',
      label: 'assault with 1st Troop',
      answers: [
        { id: 'fow3.target', value: '1st Grenadier Platoon' },
        { id: 'fow3.table.tank-within-6', value: false },
        ...(nearby ? [{ id: NEARBY_ID, value: nearby }] : []),
      ],
    });
    const alone = fow3PlayOdds(view, pending())[1]!;
    const withGuns = fow3PlayOdds(view, pending(['Anti-tank Gun Platoon']))[1]!;
    expect(withGuns).toContain('(with Defensive Fire from Anti-tank Gun Platoon too)');
    const stopped = (l: string) => Number(/stopped (\d+)%/.exec(l)![1]);
    expect(stopped(withGuns)).toBeGreaterThan(stopped(alone));
    g.session.close();
  });
});
