/**
 * The prompt loop of `umpire play`: every question goes out through here with the game's header,
 * the walker's own words (?, status, odds, undo, dice, quit) answered in place at any prompt,
 * and `?` explaining the question on screen. A selection answers by its label when labels are
 * unique (a script says "yes", "2", "StuG Platoon"); a set is one checkbox question.
 */
import { decodeSet, isMeta, type Meta, type PlayIO, type Question, type SelectChoice } from './io.js';
import { same } from './running.js';

export class Prompter {
  /** What `?` says about the question now on screen. */
  help: string[] = [];
  constructor(
    private readonly io: PlayIO,
    /** Called before anything is asked (the rolls it follows go on screen first). */
    private readonly before: () => void,
    /** The game's header for the prompt ("fow4 T1 German · Assault"). */
    private readonly header: () => string,
    /** The walker's own word typed (or ticked) instead of an answer. */
    private readonly meta: (m: Meta) => Promise<void>,
  ) {}

  /** Ask, answering the walker's own commands in place. */
  async prompt(q: Question): Promise<string> {
    this.before();
    const message = `${this.header()} › ${q.message}`;
    // The walker's words are typed at any prompt (quit, undo, odds, help...), never menu items.
    const asked: Question = { ...q, message };
    for (;;) {
      // A set's answer is encodeSet(values); a walker's word typed (or ticked) instead comes as the word.
      const answer = await this.io.ask(asked);
      if (!isMeta(answer) || (q.kind === 'select' && q.choices.some((c) => c.value === answer))) return answer;
      await this.meta(answer.trim().toLowerCase() as Meta);
    }
  }

  async select<T>(message: string, choices: readonly { value: T; label: string }[], dflt: T): Promise<T> {
    // The answer's value is the label when labels are unique (so a script says "yes", "2", "StuG Platoon").
    const unique =
      new Set(choices.map((c) => c.label)).size === choices.length &&
      choices.every((c) => !/^\?$|^(help|status|odds|undo|dice|quit)$/i.test(c.label));
    const opts: SelectChoice[] = choices.map((c, i) => ({ value: unique ? c.label : String(i + 1), label: c.label }));
    const di = Math.max(
      0,
      choices.findIndex((c) => same(c.value, dflt)),
    );
    this.help = [`Question: ${message}`, ...choices.map((c, i) => `  ${i + 1}. ${c.label}`)];
    const answer = await this.prompt({ kind: 'select', message, choices: opts, default: opts[di]!.value });
    return choices[opts.findIndex((o) => o.value === answer)]!.value;
  }

  /** A set: one checkbox question; the chosen values in the order of the choices. */
  async selectSet<T>(
    message: string,
    choices: readonly { value: T; label: string }[],
    dflt: readonly T[],
  ): Promise<T[]> {
    const opts: SelectChoice[] = choices.map((c, i) => ({ value: String(i + 1), label: c.label }));
    this.help = [
      `Question: ${message}`,
      'Tick every one that applies (all, none, or some); Enter accepts the ticked ones.',
      ...choices.map((c, i) => `  ${i + 1}. ${c.label}`),
    ];
    const ticked = opts.filter((_, i) => dflt.some((d) => same(d, choices[i]!.value))).map((o) => o.value);
    const picked = decodeSet(await this.prompt({ kind: 'checkbox', message, choices: opts, default: ticked }));
    return choices.filter((_, i) => picked.includes(String(i + 1))).map((c) => c.value);
  }
}
