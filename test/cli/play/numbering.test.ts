/**
 * Issue 27: the screen of likely answers numbers its questions the same way every time. The
 * issue's case: a screen numbered 7 questions, then the same action's remaining 6 came on a
 * screen numbered 1 to 6, so the 7 the player had read was refused. A question keeps the number
 * it was first shown with in its action (screens.ts numbering); a new action starts at 1.
 */
import { describe, expect, it } from 'vitest';
import type { DecisionRequest } from '../../../src/engine/request.js';
import type { PlayIO, Question } from '../../../src/cli/play/io.js';
import { Prompter } from '../../../src/cli/play/prompter.js';
import { likelyAnswers, numbering } from '../../../src/cli/play/screens.js';
import { TABLE } from '../../../src/rulesets/play.js';

const yesNo = (question: string): DecisionRequest<unknown> => ({
  type: 'decision',
  id: `fow4.table.${question.length}`,
  player: TABLE,
  question,
  choices: [
    { value: true, label: 'yes' },
    { value: false, label: 'no' },
  ],
  default: false,
});
const seven = [
  'Long range?',
  'Concealed?',
  'Smoke?',
  'In the open?',
  'Gone to Ground?',
  'Assaulting?',
  'Mistaken?',
].map(yesNo);

/** A screen asked of a player who types `typed`; what was printed and asked is kept. */
async function screen(qs: readonly DecisionRequest<unknown>[], shown: Map<string, number[]>, typed: string) {
  const printed: string[] = [];
  const asked: string[] = [];
  const io: PlayIO = {
    interactive: false,
    async ask(q: Question) {
      asked.push(q.message);
      if (q.kind !== 'input') throw new Error('a screen is typed');
      const ok = q.validate?.(typed) ?? true;
      if (ok !== true) throw new Error(ok);
      return typed;
    },
    print: (t) => printed.push(t),
  };
  const prompter = new Prompter(
    io,
    () => {},
    () => 'fow4 T1 British · Shooting',
    async () => {},
  );
  const ctx = { run: undefined, io, prompter, print: (t: string) => io.print(t), byBot: () => false };
  const changed = await likelyAnswers(ctx, '', [{ qs, shown }]);
  return { printed: printed.join('\n'), changed };
}

describe('the likely answers are numbered the same way every time', () => {
  it("7, then the same action's 6: each keeps its number, and the 7 read on the first screen is taken", async () => {
    const shown = new Map<string, number[]>();
    const first = await screen(seven, shown, '');
    expect(first.printed).toMatch(/^ {2}7\. Mistaken\? no$/m);
    // The same action asks the last 6 again (an answer the rules no longer allowed, say).
    const again = await screen(seven.slice(1), shown, '7');
    expect(again.printed.split('\n').slice(1)).toEqual([
      '  2. Concealed? no',
      '  3. Smoke? no',
      '  4. In the open? no',
      '  5. Gone to Ground? no',
      '  6. Assaulting? no',
      '  7. Mistaken? no',
    ]);
    // "7" is the seventh question, the one numbered 7 both times.
    expect([...again.changed]).toEqual([5]);
    await expect(screen(seven.slice(1), shown, '1')).rejects.toThrow(/type numbers shown on the screen \(2-7\)/);
  });

  it('a new action numbers from 1; a question that comes back twice keeps both its numbers in order', () => {
    expect(numbering([{ qs: seven.slice(1), shown: new Map() }])).toEqual([[1, 2, 3, 4, 5, 6]]);
    const hit = yesNo('Which team takes the hit?');
    const shown = new Map<string, number[]>();
    expect(numbering([{ qs: [seven[0]!, hit, hit], shown }])).toEqual([[1, 2, 3]]);
    // The hit questions again with a new one: they keep 2 and 3, the new one comes after.
    expect(numbering([{ qs: [hit, hit, seven[1]!], shown }])).toEqual([[2, 3, 4]]);
  });
});
