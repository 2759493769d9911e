/**
 * "Each in turn" on one screen (src/cli/play/plan.ts): the later actions' likely answers are asked
 * on the first action's screen, kept until each action runs, and checked there. A changed first
 * question of a later action is asked when it runs (with what follows from it); a changed yes/no
 * flips; an answer an earlier action made stale is asked again, with the rest of its action's.
 */
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import type { PlayIO, Question } from '../../../src/cli/play/io.js';
import { matchAnswer } from '../../../src/cli/play/scripted-io.js';
import { readyGame, stateOf, TableIO, unit } from './helpers.js';

/** The screen of every unit's likely answers, and the number of its line that matches `re`. */
function lineOf(transcript: readonly string[], re: RegExp): { screen: string; n: string } {
  const screen = transcript.find((l) => l.includes('now and each after it in its turn:'))!;
  const line = screen.split('\n').find((l) => re.test(l))!;
  return { screen, n: /^\s+(\d+)\./.exec(line)![1]! };
}

describe('each in turn: one screen for every unit (plan.ts)', () => {
  it("a later unit's first question changed is asked when that unit moves; a yes/no changed flips", async () => {
    const file = readyGame((s) => ({ ...s, step: 'movement' }));
    // The numbers to type are read off the screen: a script that looks before it answers.
    const typed: string[] = [];
    const io = new (class extends TableIO {
      override async ask(q: Question): Promise<string> {
        if (/Enter takes all \d+;/.test(q.message) && typed.length === 0) {
          const how = lineOf(this.transcript, /How did 2nd Troop move\?/).n;
          const command = lineOf(this.transcript, /Is every team of Recce Troop within .*In Command/).n;
          typed.push(how, command);
          this.transcript.push(`? ${q.message} > ${how} ${command}`);
          return matchAnswer(q, `${how} ${command}`);
        }
        if (/Shooting › What next\?/.test(q.message)) return 'quit';
        if (this.remaining > 0) return super.ask(q);
        this.transcript.push(`? ${q.message} > (Enter)`);
        return matchAnswer(q, '');
      }
    })(['each in turn', 'Tactical move', 'Dash']);
    await playGame(file, io);
    const asked = io.transcript.filter((l) => l.startsWith('? ')).map((l) => l.replace(/^.* › /, ''));
    // 2nd Troop: asked how it moved when its turn came (Dash), then its own likely answers.
    const dash = asked.findIndex((l) => l.startsWith('How did 2nd Troop move?'));
    expect(dash).toBeGreaterThan(0);
    expect(asked[dash]).toMatch(/> Dash$/);
    expect(asked.filter((l) => /^How did .* move\?/.test(l))).toHaveLength(2);
    // Recce Troop: "not every team In Command" flips, so each of its teams is asked.
    expect(asked.some((l) => /^Is Recce Troop\/2 In Command\?/.test(l))).toBe(true);
    const s = stateOf(file);
    expect(unit(s, 'British', '2nd Troop').teams.every((t) => t.movement === 'dashed')).toBe(true);
    expect(unit(s, 'British', '1st Troop').teams.every((t) => t.movement === 'moved')).toBe(true);
    expect(unit(s, 'British', 'Anti-tank Troop').teams.every((t) => t.movement === 'moved')).toBe(true);
  });

  it('an answer an earlier unit made stale (the declared team destroyed) is asked again, with the rest of that unit', async () => {
    // Movement done (every unit moved), Shooting Step, physical dice: every to-hit die a 6, every
    // save a 1, every other roll a 6: the first unit destroys the team the later ones declared.
    // 1st Grenadier Platoon was shot at earlier this step: it is every unit's likely target, and
    // the first unit's target opens the screen with the rest (Enter takes them all).
    const file = readyGame((s) => ({
      ...s,
      step: 'shooting',
      play: { ...s.play, lastTarget: '1st Grenadier Platoon' },
      sides: s.sides.map((side) =>
        side.name === 'British'
          ? {
              ...side,
              units: side.units.map((u) => ({
                ...u,
                teams: u.teams.map((t) => ({ ...t, movement: 'moved' as const })),
              })),
            }
          : side,
      ),
    }));
    const answers = ['each in turn', ''];
    const io: PlayIO & { transcript: string[] } = {
      interactive: false,
      grouped: true,
      transcript: [],
      async ask(q) {
        const dice = /› (\d+) di(?:ce|e)\b.*— (.*):$/.exec(q.message);
        const raw = dice
          ? Array<string>(Number(dice[1]))
              .fill(/save/.test(dice[2]!) ? '1' : '6')
              .join(' ')
          : q.message.includes('Shooting › What next?') && answers.length === 0
            ? 'quit'
            : (answers.shift() ?? '');
        this.transcript.push(`? ${q.message} > ${raw}`);
        return matchAnswer(q, raw);
      },
      print(text) {
        this.transcript.push(text);
      },
    };
    await playGame(file, io, { until: (s) => (s as { step: string }).step !== 'shooting' });
    const t = io.transcript;
    // The first unit's target is the screen's first line, not a question of its own.
    expect(t.some((l) => /^\? .*› (\[British\] )?Which unit does Squadron HQ shoot at\?/.test(l))).toBe(false);
    expect(lineOf(t, /^ +\d+\. Which unit does Squadron HQ shoot at\? 1st Grenadier Platoon$/).n).toBe('1');
    const declared = lineOf(t, /Which unit does 1st Troop shoot at\? 1st Grenadier Platoon$/);
    expect(declared.screen).toMatch(
      /Which team of 1st Grenadier Platoon do the shooters declare as their target\? 1st Grenadier Platoon\/1\b/,
    );
    // 1st Troop's turn: the team it declared on the screen is gone, so its questions come again.
    const from = t.findIndex((l) => l === '(each in turn) shoot with 1st Troop');
    expect(from).toBeGreaterThan(0);
    const again = t.slice(from).findIndex((l) => /declare as their target/.test(l));
    expect(again).toBeGreaterThan(0);
    expect(t.slice(from)[again]).not.toMatch(/1st Grenadier Platoon\/1 \(/);
    // Asked again with the number it had on the first screen (issue 27: the same numbers every time).
    const lines = declared.screen.split('\n');
    const section = lines.indexOf('  shoot with 1st Troop:');
    const before = lines.slice(section).find((l) => /declare as their target/.test(l))!;
    const number = (l: string) => /^\s+(\d+)\./.exec(l)![1];
    expect(
      number(
        t
          .slice(from)
          .join('\n')
          .split('\n')
          .find((l) => /declare as their target/.test(l))!,
      ),
    ).toBe(number(before));
    expect(Number(number(before))).toBeGreaterThan(1);
    expect(unit(stateOf(file), 'German', '1st Grenadier Platoon').teams[0]!.destroyed).toBe(true);
  });
});
