/**
 * The opponent's morale choices in a played game (p. 23-24): a test its unit owes is taken before
 * anything else in its part of phase F, then a Retreating unit is rallied by a higher HQ, the
 * chance of an OK re-test printed; the walker sends these to it through the seam, the table's
 * questions to the demo table.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Walker } from '../../../../src/cli/play/walker.js';
import { SeededDice } from '../../../../src/dice/seeded.js';
import { createPzGame, demoForcePaths } from '../../../../src/rulesets/panzerfaust/game/game.js';
import { pzOpponent } from '../../../../src/rulesets/panzerfaust/opponent/index.js';
import type { PzGameState } from '../../../../src/rulesets/panzerfaust/schema/game.js';
import { openPzPlayGame } from '../../../../src/rulesets/panzerfaust/turn/play-game.js';
import { tempDir } from '../../../game/helpers.js';
import { QuietAutoIO } from '../../../cli/play/quiet-auto-io.js';

describe('the Panzerfaust opponent and morale, in play', () => {
  it('tests the unit that must test first, then rallies a Retreating unit, then moves on', async () => {
    const file = join(tempDir(), 'pf.yaml');
    const { german, soviet } = demoForcePaths();
    createPzGame({
      gameFile: file,
      sides: [
        { name: 'German', forceFile: german },
        { name: 'Soviet', forceFile: soviet },
      ],
      dice: { kind: 'seeded', seed: 3, state: [...new SeededDice(3).save().state] },
    }).session.close();
    const g = openPzPlayGame(file, pzOpponent);
    const s = structuredClone(g.session.state) as PzGameState;
    s.phase = 'F';
    s.active = 'Soviet';
    s.sides[1]!.companies[0]!.pips = 3;
    s.sides[0]!.companies[0]!.pips = 0;
    for (const u of s.sides[1]!.units) {
      if (u.id === '1st Rifle Platoon/HQ') u.mustTest = true;
      if (u.id === '1st Rifle Platoon/2nd Section') u.morale = 'retreat';
    }
    s.opponent = { sides: { Soviet: 'cautious' } };
    g.session.commit(s, 'test: a test owed, a unit in Retreat');
    const io = new QuietAutoIO();
    const walker = new Walker<PzGameState>(
      g.session,
      g.play,
      io,
      { status: g.status, help: g.help },
      { noHuman: true },
    );
    await walker.walk({ maxActions: 4 });
    const end = g.session.state;
    g.session.close();
    const said = io.lines.join('\n');
    const first = said.indexOf('(Soviet, built-in opponent, cautious) 1st Rifle Platoon/HQ tests morale');
    const rally = said.indexOf(
      '(Soviet, built-in opponent, cautious) Rifle Company/Company HQ rallies 1st Rifle Platoon/2nd Section',
    );
    expect(first).toBeGreaterThanOrEqual(0);
    expect(rally).toBeGreaterThan(first);
    expect(said).toMatch(/its parent-HQ test is owed \(p\. 23\)/);
    expect(said).toMatch(/an OK re-test \(\d+% in radius, defending nothing\) brings it back \(p\. 24\)/);
    expect(said).toMatch(/1st Rifle Platoon\/HQ morale: 2D6 /);
    expect(said).toMatch(/1st Rifle Platoon\/2nd Section (is rallied by|stays in Retreat)/);
    const unit = (id: string) => end.sides[1]!.units.find((u) => u.id === id)!;
    expect(unit('1st Rifle Platoon/HQ').mustTest).toBeUndefined();
    expect(unit('Rifle Company/Company HQ').rallied).toBe(1);
    // Cautious: after its morale business it ends its movement; the Germans (no pips) end theirs.
    expect(said).toMatch(
      /\(Soviet, built-in opponent, cautious\) Soviet ends its movement\n {2}cautious: holds its ground/,
    );
  });
});
