/**
 * Open Fire at the table (issue 14's leftovers): every team label says what the team is, in Open
 * Fire's words (tank, infantry or gun team; Company, 2iC or platoon command team), and a target
 * platoon that mixes kinds of team says what that means for the shooters (Mixed Targets, p. 8;
 * Allocating Hits, p. 18).
 */
import { describe, expect, it } from 'vitest';
import type { Question } from '../../../src/cli/play/io.js';
import { playGame } from '../../../src/cli/play/run.js';
import { matchAnswer } from '../../../src/cli/play/scripted-io.js';
import { TableIO } from './helpers.js';
import { britishTurn, newGame, platoon } from './fow3-helpers.js';

/** Keeps every question asked, with its choices; physical dice are typed as sixes; then each default. */
class AskedIO extends TableIO {
  readonly asked: Question[] = [];
  override async ask(q: Question): Promise<string> {
    this.asked.push(q);
    const dice = /› (\d+) di(?:ce|e)\b/.exec(q.message);
    if (dice && q.kind === 'input') {
      this.transcript.push(`? ${q.message} > sixes`);
      return Array(Number(dice[1])).fill('6').join(' ');
    }
    if (this.remaining > 0) return super.ask(q);
    this.transcript.push(`? ${q.message} > (Enter)`);
    return matchAnswer(q, '');
  }
}

describe('fow3 play names each team by its kind and role', () => {
  it('the target player places the hits on teams named with their kind and role; a mixed platoon says how it is hit', async () => {
    const file = newGame(
      britishTurn((s) => {
        for (const t of platoon(s, 'German', 'Mortar Platoon').teams) t.moved = true;
      }),
    );
    const io = new AskedIO(['end the Movement Step', 'shoot with 1st Troop', 'Mortar Platoon']);
    await playGame(file, io, { maxActions: 3 });
    const target = io.asked.find((q) => q.message.endsWith('Which platoon does 1st Troop shoot at?'))!;
    const mortars =
      target.kind === 'select' ? target.choices.find((c) => c.label.startsWith('Mortar Platoon'))!.label : '';
    expect(mortars).toMatch(/^Mortar Platoon \(infantry and gun teams: .*easiest.* p\. 8.*evenly.* p\. 18\)$/);
    // A platoon of one kind is named alone.
    expect(target.kind === 'select' && target.choices.some((c) => c.label === '1st Grenadier Platoon')).toBe(true);
    const placing = io.transcript.find((l) => l.startsWith('[German] The likely answers:'))!;
    expect(placing).toContain('Mortar Platoon/1 (Command SMG team, infantry team, platoon command team)');
    expect(placing).toMatch(/Mortar Platoon\/3 \(8cm GW34 mortar, gun team\)/);
  });

  it("the Company HQ's command teams are named Company command team and 2iC command team", async () => {
    const file = newGame(
      britishTurn((s) => {
        for (const t of platoon(s, 'German', 'Kompanie HQ').teams) t.moved = true;
      }),
    );
    const io = new AskedIO(['end the Movement Step', 'shoot with 1st Troop', 'Kompanie HQ']);
    await playGame(file, io, { maxActions: 3 });
    const placing = io.transcript.find((l) => l.startsWith('[German] The likely answers:'))!;
    expect(placing).toContain('Kompanie HQ/1 (Command Panzerfaust SMG team, infantry team, Company command team)');
    expect(placing).toContain('Kompanie HQ/2 (Command Panzerfaust SMG team, infantry team, 2iC command team)');
  });
});
