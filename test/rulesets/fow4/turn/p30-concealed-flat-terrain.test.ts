import { describe, expect, it } from 'vitest';
import { readyGame, someActed, stateOf, unit, walk } from './helpers.js';

describe('Concealed by Flat Terrain (p. 30): Infantry Teams that did not move are Concealed', () => {
  it('the grenadiers did not move: play does not ask "Concealed?", and they are hit on 5+ instead of 4+', async () => {
    const file = readyGame((s) => ({ ...s, play: { ...s.play, meeting: false } }));
    const run = await walk(
      file,
      [
        'no',
        'end the Movement Step',
        'shoot with 1st Troop',
        '1st Grenadier Platoon',
        '',
        '',
        '',
        '',
        '',
        '',
        '1 1',
        '1 1',
        '1 1',
        '1 1',
      ],
      someActed('shooting'),
    );
    expect(run.remaining).toBe(0);
    expect(run.transcript.some((l) => /Concealed from 1st Troop/.test(l))).toBe(false);
    expect(
      run.transcript.some((l) => /2 dice, 5\+ — 1st Troop\/1 M3 75mm gun at 1st Grenadier Platoon\/1: to hit/.test(l)),
    ).toBe(true);
  });

  it('when some of them moved, the question is asked again (the moved teams are not Concealed by flat terrain)', async () => {
    const file = readyGame((s) => {
      unit(s, 'German', '1st Grenadier Platoon').teams[3]!.movement = 'moved';
      return { ...s, play: { ...s.play, meeting: false } };
    });
    const run = await walk(file, [
      'no',
      'end the Movement Step',
      'shoot with 1st Troop',
      '1st Grenadier Platoon',
      '',
      'quit',
    ]);
    expect(run.transcript.some((l) => /Concealed from 1st Troop/.test(l))).toBe(true);
    expect(stateOf(file).step).toBe('shooting');
  });
});
