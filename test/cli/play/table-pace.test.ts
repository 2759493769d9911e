/**
 * Issue 27: a whole game at table pace. The demo battle played solo (`umpire play --opponent
 * german`) by a scripted British player who plays as a player would: each turn it moves every
 * unit (Tactical), shoots with every unit that may, and in turn 2 assaults with one unit; at every
 * other question it takes the likely answer (Enter), and at the opponent's questions about the
 * table it ticks what the table shows (every British unit in sight). Every answer is counted:
 * the whole game, each turn, each action. Seeded dice: the counts are deterministic.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/cli/play/run.js';
import { encodeSet, type PlayIO, type Question } from '../../../src/cli/play/io.js';
import { matchAnswer } from '../../../src/cli/play/scripted-io.js';
import { newFow4DemoGame } from '../../../src/rulesets/fow4/turn/play-game.js';
import type { GameState } from '../../../src/rulesets/fow4/schema/game.js';
import { tempDir } from '../../game/helpers.js';
import { stateOf } from './helpers.js';

/** One answer: where it was asked and in which action. */
interface Answer {
  readonly turn: number;
  readonly side: string;
  readonly step: string;
  /** The action under way ('' at a step's menu or outside an action). */
  action: string;
  readonly message: string;
}

/** The British player at the table. */
class TablePlayer implements PlayIO {
  readonly interactive = false;
  readonly grouped = true;
  readonly lines: string[] = [];
  readonly answers: Answer[] = [];
  private readonly done = new Set<string>();
  private action = '';
  async ask(q: Question): Promise<string> {
    const h = /^fow4 T(\d+) (\w+) · (\w+) › ([^]*)$/.exec(q.message);
    const [turn, side, step, message] = h ? [Number(h[1]), h[2]!, h[3]!, h[4]!] : [0, '', '', q.message];
    const menu = q.kind === 'select' && /^What next\?$/.test(message);
    if (menu) this.action = '';
    this.answers.push({ turn, side, step, action: this.action, message });
    this.lines.push(`? ${q.message}`);
    if (q.kind === 'checkbox' && /Which of your units can .* see and reach/s.test(q.message))
      return encodeSet(
        q.choices.filter((c) => !c.label.startsWith(' ') && !c.label.startsWith('some teams')).map((c) => c.value),
      );
    if (menu) {
      // Every unit moves, and every unit shoots: one pick, each unit then asked in its turn.
      const each = q.choices.find((c) => /^each in turn: (move|shoot with) /.test(c.label));
      if (each) {
        this.action = `${/^each in turn: (move|shoot with)/.exec(each.label)![1]} unit 1`;
        this.answers.at(-1)!.action = '';
        return each.value;
      }
      const wanted = (label: string) =>
        /^(move|shoot with) \S/.test(label) && !label.includes('split fire')
          ? true
          : turn === 2 && label === 'assault with 1st Troop';
      const pick = q.choices.find((c) => !c.disabled && wanted(c.label) && !this.done.has(`${turn} ${c.label}`));
      if (pick) {
        this.done.add(`${turn} ${pick.label}`);
        this.action = pick.label;
        return pick.value;
      }
      const end = q.choices.find((c) => c.label.startsWith('end the'));
      if (end) return end.value;
    }
    if (/^How did .* move\?/.test(message)) return matchAnswer(q, 'Tactical move');
    return matchAnswer(q, '');
  }
  print(text: string): void {
    this.lines.push(text);
    // Each in turn: the next unit's action begins (its questions are counted as its own).
    const m = /^\(each in turn\) (.+)$/.exec(text);
    if (m) this.action = m[1]!;
  }
}

async function tableGame(seed: number): Promise<{ how: string; state: GameState; player: TablePlayer }> {
  const file = join(tempDir(), 'umpire-game.yaml');
  newFow4DemoGame(file, seed).session.close();
  const player = new TablePlayer();
  // The classic opponent (as it played before issue 28's doctrines): this test measures the walker's
  // pace on one known game, not the opponent's choices.
  const how = await playGame(file, player, { until: (s) => (s as GameState).turn > 6 }, { opponent: 'german:classic' });
  return { how, state: stateOf(file), player };
}

/** Answers counted by a key. */
function countBy(answers: readonly Answer[], key: (a: Answer) => string | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const a of answers) {
    const k = key(a);
    if (k !== undefined) out.set(k, (out.get(k) ?? 0) + 1);
  }
  return out;
}

describe('a whole game at table pace (issue 27)', () => {
  it('the demo battle, solo, moving, shooting and assaulting: answers counted per step and per game', async () => {
    const g = await tableGame(5);
    const a = g.player.answers;
    const setup = a.filter((x) => x.step === 'Setup').length;
    const turns = countBy(a, (x) => (x.step === 'Setup' ? undefined : `T${x.turn} ${x.side}`));
    const actions = countBy(a, (x) => (x.action ? `T${x.turn} ${x.action}` : undefined));
    const most = (re: RegExp) => Math.max(0, ...[...actions].filter(([k]) => re.test(k)).map(([, n]) => n));
    const report = {
      total: a.length,
      setup,
      turns: Object.fromEntries(turns),
      movement: most(/ move /),
      shooting: most(/ shoot with /),
      assault: most(/ assault with /),
    };
    if (process.env.PACE_REPORT) console.log(JSON.stringify(report, null, 1));
    if (process.env.PACE_DUMP)
      (await import('node:fs')).writeFileSync(process.env.PACE_DUMP, g.player.lines.join('\n'));
    expect(g.how).toBe('over');
    // Each action's own answers (the menu's pick aside): a unit's movement 2 (how it moved, one
    // screen of its facts); a shooting 2 (the target, one screen of facts), besides a surviving
    // Formation Commander's new team (a question only the roll can raise); an assault 4.
    const own = (re: RegExp) =>
      Math.max(
        0,
        ...[
          ...countBy(a, (x) =>
            x.action && !/Commander switch to\?$/.test(x.message) ? `T${x.turn} ${x.action}` : undefined,
          ),
        ]
          .filter(([k]) => re.test(k))
          .map(([, n]) => n),
      );
    expect(own(/ move /)).toBeLessThanOrEqual(2);
    expect(own(/ shoot with /)).toBeLessThanOrEqual(2);
    expect(own(/ assault with /)).toBeLessThanOrEqual(4);
    // The opponent's turns: at most its units + 2 questions about the table (the British player's own choices aside).
    const units = g.state.sides.find((s) => s.name === 'German')!.units.length;
    const table = countBy(a, (x) =>
      x.side === 'German' && !/^\[British\]/.test(x.message) ? `T${x.turn}` : undefined,
    );
    for (const [t, n] of table) expect(n, `German turn ${t}`).toBeLessThanOrEqual(units + 2);
    // The whole game, set-up and the opponent's turns included: 149 answers before issue 27's
    // changes, 123 now (the aim of 90 is not reached yet: each unit's movement and
    // shooting still ask a screen of table facts). 126 since issue 29's rule fixes changed the
    // seeded game's course (the British Anti-tank Troop lives into turn 3 and moves and shoots: 4
    // answers more, 1 fewer elsewhere); no action asks more than before.
    expect(a.length).toBeLessThanOrEqual(126);
  }, 300000);
});

describe('Enter is usually the answer (issue 27)', () => {
  it('each unit in turn, each moved as the last one was: one pick, then Enter takes the last answer', async () => {
    const { readyGame, TableIO } = await import('./helpers.js');
    const file = readyGame((s) => ({ ...s, step: 'movement' }));
    const io = new TableIO(['each in turn', 'Tactical move', ...Array<string>(12).fill(''), 'quit']);
    await playGame(file, io);
    const asked = io.transcript.filter((l) => /› How did .* move\?/.test(l));
    expect(asked.length).toBeGreaterThan(2);
    // The menu once; every unit's movement asked in its turn, each taking the last answer (Tactical) on Enter.
    expect(io.transcript.filter((l) => /Movement › What next\?/.test(l))).toHaveLength(1);
    expect(io.transcript.filter((l) => /^\(each in turn\) move /.test(l)).length).toBe(asked.length - 1);
    const s = stateOf(file);
    const moved = s.sides
      .find((x) => x.name === 'British')!
      .units.filter((u) => u.teams.some((t) => t.movement === 'moved')).length;
    expect(moved).toBe(asked.length);
  });
});
