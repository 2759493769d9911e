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
