import { describe, expect, it } from 'vitest';
import { readyGame, walk } from './helpers.js';

describe('Objectives (p. 94): teams that Dashed neither hold an Objective nor stop the enemy taking one', () => {
  it('the British victory check leaves out their own dashed tank and the German dashed StuG', async () => {
    const file = readyGame((s) => ({ ...s, play: { ...s.play, dashedLastTurn: ['1st Troop/2', 'StuG Platoon/1'] } }));
    const run = await walk(file, ['no', 'quit']);
    const q = run.transcript.find((l) => l.includes('Does British hold'))!;
    expect(q).toMatch(/Teams that Dashed last turn do not count: 1st Troop\/2\./);
    expect(q).toMatch(/Enemy teams that Dashed in their last turn cannot stop it: StuG Platoon\/1\./);
  });
});
