import { describe, expect, it } from 'vitest';
import { atStep, readyGame, someActed, stateOf, unit, walk } from './helpers.js';

const ready = () => readyGame((s) => ({ ...s, play: { ...s.play, meeting: false } }));
/** 1st Troop shoots the Kompanie HQ: one hit on the Commander (Kompanie HQ/1), which fails its save. */
const shootHq = (hqWithin6: string, switchWithin6: string) => [
  'no',
  'end the Movement Step',
  'shoot with 1st Troop',
  'Kompanie HQ',
  '',
  '',
  '',
  '',
  hqWithin6,
  switchWithin6,
  '',
  '',
  '5 1',
  '1 1',
  '1 1',
  '1 1',
  'no (more) swaps',
  '1',
];

describe('Killing Commanders (pp. 40-41): the result is written to the game', () => {
  it('another HQ team of its type within 6"/15cm takes over: the game records the new Commander, who leads the HQ', async () => {
    const file = ready();
    const run = await walk(file, [...shootHq('yes', ''), 'Kompanie HQ/2'], someActed('shooting'));
    expect(run.remaining).toBe(0);
    const hq = unit(stateOf(file), 'German', 'Kompanie HQ');
    expect([hq.commander, hq.leader]).toEqual(['Kompanie HQ/2', 'Kompanie HQ/2']);
  });

  it('killed: no Commander re-roll is offered afterwards', async () => {
    const file = readyGame((s) => {
      unit(s, 'German', '2nd Grenadier Platoon').pinned = true;
      return { ...s, play: { ...s.play, meeting: false } };
    });
    await walk(file, [...shootHq('no', 'no'), '1', 'Kompanie HQ/2'], someActed('shooting'));
    expect(unit(stateOf(file), 'German', 'Kompanie HQ').commander).toBeNull();
    // The German Starting Step: the rally fails and no re-roll question follows.
    const run = await walk(file, ['end the Shooting Step', 'end the turn', '1', 'no'], atStep('movement', 'German'));
    expect(run.transcript.some((l) => /Formation Commander within 6/.test(l))).toBe(false);
    expect(unit(stateOf(file), 'German', '2nd Grenadier Platoon').pinned).toBe(true);
  });
});

describe('Switching to Another Team (pp. 40-41): the Commander who survives takes another team’s place', () => {
  /** The Grenadierkompanie down to its HQ (the Commander alone) and 1st Grenadier Platoon: two units, In Good Spirits. */
  const lastTwoUnits = () =>
    readyGame((s) => {
      unit(s, 'German', 'Kompanie HQ')
        .teams.slice(1)
        .forEach((t) => (t.destroyed = true));
      for (const n of ['2nd Grenadier Platoon', '3rd Grenadier Platoon', 'Mortar Platoon', 'Anti-tank Gun Platoon'])
        unit(s, 'German', n).destroyed = true;
      return { ...s, play: { ...s.play, meeting: false } };
    });

  it('an Infantry Commander: the team switched to leaves its platoon, the HQ lives on and the Formation keeps its two units', async () => {
    const file = lastTwoUnits();
    // 1st Troop hits the Commander once; the save fails (1); the Commander survives (5) and switches to 1st Grenadier Platoon/2.
    const answers = ['no', 'end the Movement Step', 'shoot with 1st Troop', 'Kompanie HQ', '', '', 'no', 'yes'];
    const dice = ['', '', '5 1', '1 1', '1 1', '1 1', '1', '5', '1st Grenadier Platoon/2'];
    const run = await walk(file, [...answers, ...dice], someActed('shooting'));
    expect(run.remaining).toBe(0);
    let s = stateOf(file);
    const hq = unit(s, 'German', 'Kompanie HQ');
    expect(hq.teams[0]!.destroyed).toBeUndefined();
    expect(hq.commander ?? 'Kompanie HQ/1').toBe('Kompanie HQ/1');
    expect(unit(s, 'German', '1st Grenadier Platoon').teams[1]!.destroyed).toBe(true);
    expect(
      run.transcript.some((l) =>
        /survives \(pp\. 40-41\): 1st Grenadier Platoon\/2 leaves 1st Grenadier Platoon/.test(
          l.replace(/\s*\n\s*/g, ' '),
        ),
      ),
    ).toBe(true);
    // The German Starting Step: the Formation still has two units, the game goes on.
    await walk(file, ['end the Shooting Step', 'end the turn', 'no'], atStep('movement', 'German'));
    s = stateOf(file);
    expect(s.step).toBe('movement');
    expect(unit(s, 'German', '1st Grenadier Platoon').destroyed).toBeUndefined();
  });
});

describe('Switching to Another Team (pp. 40-41): a Tank Commander in another tank still leads the HQ', () => {
  it('the Squadron HQ tanks are wrecks but the Commander rides in 1st Troop/1: the Formation keeps two units', async () => {
    const file = readyGame((s) => {
      const hq = unit(s, 'British', 'Squadron HQ');
      hq.teams.forEach((t) => (t.destroyed = true));
      hq.commander = '1st Troop/1';
      for (const n of ['2nd Troop', 'Recce Troop']) unit(s, 'British', n).destroyed = true;
      return { ...s, play: { ...s.play, meeting: false } };
    });
    const run = await walk(file, ['no'], atStep('movement', 'British'));
    expect(run.remaining).toBe(0);
    const s = stateOf(file);
    expect(s.step).toBe('movement');
    expect(unit(s, 'British', '1st Troop').destroyed).toBeUndefined();
  });
});
