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
    // PACE_CHOICES=1 with PACE_DUMP: each menu's choices in the dump too.
    if (process.env.PACE_CHOICES && q.kind === 'select')
      this.lines.push(
        `  [${q.choices.map((c) => c.label + (c.disabled ? ' (off: ' + c.disabled + ')' : '')).join(' | ')}]`,
      );
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
      // In turn 2 the first numbered Troop offered assaults (1st Troop when it lives).
      const wanted = (label: string) =>
        /^(move|shoot with) \S/.test(label) && !label.includes('split fire')
          ? true
          : turn === 2 &&
            /^assault with \d\w+ Troop$/.test(label) &&
            ![...this.done].some((d) => d.startsWith('2 assault'));
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
    // A screen of likely answers: a unit's movement listed as anything but Tactical is changed
    // (its number typed; it is then asked on its own); the rest is what the table shows.
    if (/^Enter takes all \d+;/.test(message)) {
      const wrong = this.screen.flatMap((l) => {
        const m = /^\s+(\d+)\. How did .* move\? (.*)$/.exec(l);
        return m && !m[2]!.startsWith('Tactical') ? [m[1]!] : [];
      });
      return matchAnswer(q, wrong.join(' '));
    }
    return matchAnswer(q, '');
  }
  /** The last screen of likely answers printed. */
  private screen: string[] = [];
  print(text: string): void {
    this.lines.push(text);
    if (/The likely answers/.test(text)) this.screen = text.split('\n');
    // Each in turn: the next unit's action begins (its questions are counted as its own).
    const m = /^\(each in turn\) (.+)$/.exec(text);
    if (m) this.action = m[1]!;
  }
}

async function tableGame(seed: number): Promise<{ how: string; state: GameState; player: TablePlayer }> {
  const file = join(tempDir(), 'umpire-game.yaml');
  newFow4DemoGame(file, seed).session.close();
  const player = new TablePlayer();
  // The default opponent (issue 28's doctrines), up to the end of turn 6 (the turn at which every
  // mission can be won): this player, who never goes for an Objective, loses its last Formation
  // by the start of its turn 6.
  const how = await playGame(file, player, { until: (s) => (s as GameState).turn > 6 }, { opponent: 'german' });
  return { how, state: stateOf(file), player };
}

/** The kind of a question, for the profile PACE_REPORT prints. */
function kindOfQuestion(m: string): string {
  if (m === 'What next?') return 'menu';
  if (/^(\[\w+\] )?Enter takes all \d+;/.test(m)) return 'screen of likely answers';
  if (/^(\[\w+\] )?Which unit does .* shoot at\?/.test(m)) return 'target';
  if (/^How did .* move\?/.test(m)) return 'how a unit moved';
  if (/Which of your units can .* see and reach/s.test(m)) return "opponent's sight checklist";
  if (/Mistaken Target/.test(m)) return 'Mistaken Target';
  if (/hold one of the Objectives/.test(m)) return 'objective held';
  if (/Commander switch to\?$|takes over\?$/.test(m)) return 'new leader or commander (after a roll)';
  return 'other';
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
      steps: Object.fromEntries(countBy(a, (x) => (x.step === 'Setup' ? undefined : `${x.side} ${x.step}`))),
      kinds: Object.fromEntries(countBy(a, (x) => kindOfQuestion(x.message))),
      movement: most(/ move /),
      shooting: most(/ shoot with /),
      assault: most(/ assault with /),
    };
    if (process.env.PACE_REPORT) console.log(JSON.stringify(report, null, 1));
    if (process.env.PACE_DUMP)
      (await import('node:fs')).writeFileSync(process.env.PACE_DUMP, g.player.lines.join('\n'));
    // Five whole turns of each side: the game ends as British turn 6 begins, by Formation Last
    // Stand (p. 61). (Before the default opponent pressed on contested Objectives it ran all six
    // turns: 89 answers; four turns a side with the demo battle first evened by issue 28, two-squad
    // Grenadier Platoons and two MG42s; five again with four MG42s and the German opponent holding
    // with the unit the British cannot charge off.)
    expect(g.how).toBe('over');
    expect(g.state.turn).toBe(6);
    expect(g.player.lines.join('\n')).toMatch(/German wins: .*British has no Formations left \(p\. 61\)/);
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
    // The whole game, set-up and the opponent's turns included (issue 27 asks at most 90): 149
    // answers before issue 27's first changes, 125 with one screen of table facts per unit's move
    // and per shooting (111 with this player, who assaults in turn 2), 78 since "each in turn"
    // asks every later unit's likely answers on the first unit's screen (plan.ts): a step of
    // moves or of shootings is its menu pick, the first unit's own question and one screen, plus
    // a screen again for a unit whose answers an earlier unit's shooting made stale. With the
    // default opponent the game runs all six turns: 104 answers; 100 once a set ticked on that
    // screen keeps what still stands when an earlier shooting destroyed a team in it; 89 since the
    // first unit's target, and how it moved once the player has said before, open that screen.
    // 78 in a game of five turns a side, 75 in one of four; 86 in this one of five (6 to 13 a turn)
    // since the German opponent holds with the unit the British cannot charge off and splits a
    // stalled attack.
    expect(a.length).toBeLessThanOrEqual(89);
    // How a unit moved is asked on its own once (turn 1's first unit: nothing answered before); a
    // unit's target only when the one on the screen is gone (turn 1: Anti-tank Troop, after the
    // shootings before it). (With two MG42s in the German support, the Recce Troop was the only
    // British unit left in turn 4 and moved and shot alone: each question asked twice.)
    expect(report.kinds['how a unit moved']).toBe(1);
    expect(report.kinds.target).toBe(1);
    expect(report.turns['T5 British']).toBe(6);
  }, 300000);
});

describe('Enter is usually the answer (issue 27)', () => {
  it('each unit in turn: one pick, the first unit asked how it moved, then one screen for every unit, Enter takes it', async () => {
    const { readyGame, TableIO } = await import('./helpers.js');
    const file = readyGame((s) => ({ ...s, step: 'movement' }));
    const io = new TableIO(['each in turn', 'Tactical move', '', 'quit']);
    await playGame(file, io);
    // The menu once; how the first unit moved asked on its own, every later unit on the one screen.
    expect(io.transcript.filter((l) => /Movement › What next\?/.test(l))).toHaveLength(1);
    expect(io.transcript.filter((l) => /› How did .* move\?/.test(l))).toHaveLength(1);
    const screen = io.transcript.find((l) => l.startsWith('The likely answers, for move Squadron HQ now'))!;
    const later = [...screen.matchAll(/^ {4}\d+\. How did (.*) move\? Tactical move/gm)].map((m) => m[1]);
    expect(later.length).toBeGreaterThan(2);
    expect(io.transcript.filter((l) => /› Enter takes all \d+;/.test(l))).toHaveLength(1);
    const s = stateOf(file);
    const moved = s.sides
      .find((x) => x.name === 'British')!
      .units.filter((u) => u.teams.some((t) => t.movement === 'moved'))
      .map((u) => u.unit);
    expect(moved).toEqual(['Squadron HQ', ...later]);
  });
});
