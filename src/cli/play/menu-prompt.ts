/**
 * The terminal's menu and checklist (an @inquirer/core prompt): items numbered and wrapped at
 * words within the terminal's width; arrow keys move, Space ticks (a checklist), and a line can be
 * typed instead: a number picks an item ("3"), a checklist takes "1-3,5", "all" or "none", and
 * the walker's words (quit, undo, odds, help, ?, status, dice) are commands at every prompt,
 * never items. Enter with nothing typed takes the item under the cursor (or the ticked ones).
 */
import {
  createPrompt,
  isBackspaceKey,
  isDownKey,
  isEnterKey,
  isSpaceKey,
  isUpKey,
  makeTheme,
  usePagination,
  usePrefix,
  useState,
  useKeypress,
} from '@inquirer/core';
import { encodeSet, isMeta, type SelectChoice } from './io.js';
import { matchAnswer, matchSet } from './scripted-io.js';
import { wrapText } from '../wrap.js';

export interface MenuConfig {
  readonly message: string;
  readonly choices: readonly SelectChoice[];
  /** A checklist (any number ticked) rather than a menu (one picked). */
  readonly multi: boolean;
  /** Menu: the value under the cursor at first. Checklist: the values ticked at first. */
  readonly default: readonly string[];
  readonly width: number;
  readonly pageSize?: number;
}

/** An item's lines: its number and label, wrapped at words within `width`, later lines indented under the label. */
export function itemLines(n: number, label: string, width: number, mark = ''): string {
  const head = `${n}. ${mark}`;
  const pad = ' '.repeat(head.length);
  return wrapText(label, Math.max(20, width - head.length - 2))
    .split('\n')
    .map((l, i) => (i === 0 ? head : pad) + l)
    .join('\n');
}

/**
 * What a typed line answers (undefined: nothing typed, take the cursor or the ticks): the value
 * of a menu item, encodeSet(values) of a checklist, or a walker's word; an error to show otherwise.
 */
export function typedAnswer(
  config: Pick<MenuConfig, 'message' | 'choices' | 'multi'>,
  typed: string,
): { answer: string } | { error: string } | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  if (isMeta(text)) return { answer: text.toLowerCase() };
  try {
    if (config.multi) return { answer: encodeSet(matchSet(config.choices, [], text, config.message)) };
    return {
      answer: matchAnswer({ kind: 'select', message: config.message, choices: config.choices }, text),
    };
  } catch {
    const n = config.choices.length;
    return {
      error: config.multi
        ? `type numbers from 1 to ${n} (e.g. 1-3,5), all or none; or Enter for the ticked ones`
        : `type a number from 1 to ${n}, or Enter for the marked one`,
    };
  }
}

export const menuPrompt = createPrompt<string, MenuConfig>((config, done) => {
  const theme = makeTheme({});
  const [status, setStatus] = useState<'idle' | 'done'>('idle');
  const prefix = usePrefix({ status, theme });
  const items = config.choices;
  const first = Math.max(0, config.multi ? 0 : items.findIndex((c) => c.value === config.default[0] && !c.disabled));
  const [active, setActive] = useState(first);
  const [ticked, setTicked] = useState<readonly string[]>(config.default);
  const [error, setError] = useState<string | undefined>(undefined);
  const [answer, setAnswer] = useState('');
  const [line, setLine] = useState('');

  useKeypress((key, rl) => {
    if (error) setError(undefined);
    if (isEnterKey(key)) {
      // The line typed (readline has already emptied rl.line for the Enter).
      const typed = typedAnswer(config, line);
      if (typed && 'error' in typed) {
        setError(typed.error);
        setLine('');
        return;
      }
      let value: string;
      if (typed) value = typed.answer;
      else if (config.multi) value = encodeSet(items.filter((c) => ticked.includes(c.value)).map((c) => c.value));
      else {
        const c = items[active]!;
        if (c.disabled) {
          setError(`${c.label}: not now (${c.disabled})`);
          return;
        }
        value = c.value;
      }
      setAnswer(typed && isMeta(value) ? value : '');
      setStatus('done');
      done(value);
    } else if ((isUpKey(key) || isDownKey(key)) && line === '') {
      setActive((active + (isUpKey(key) ? items.length - 1 : 1)) % items.length);
    } else if (config.multi && isSpaceKey(key) && line.trim() === '') {
      rl.clearLine(0);
      const v = items[active]!.value;
      setTicked(ticked.includes(v) ? ticked.filter((x) => x !== v) : [...ticked, v]);
    } else if (!isBackspaceKey(key) || line !== '') setLine(rl.line);
  });

  const message = theme.style.message(config.message, status);
  if (status === 'done') {
    const shown = answer
      ? answer
      : config.multi
        ? items
            .filter((c) => ticked.includes(c.value))
            .map((c) => c.label.trim())
            .join(', ') || 'none'
        : (items[active]?.label ?? '');
    return `${prefix} ${message} ${theme.style.answer(shown)}`;
  }
  const page = usePagination({
    items: items as SelectChoice[],
    active,
    renderItem({ item, index, isActive }) {
      const mark = config.multi ? (ticked.includes(item.value) ? '[x] ' : '[ ] ') : '';
      const text = itemLines(index + 1, item.label, config.width - 2, mark);
      const line = `${isActive ? '›' : ' '} ${text.split('\n').join('\n  ')}`;
      if (item.disabled) return theme.style.help(`${line} (not now: ${item.disabled})`);
      return isActive ? theme.style.highlight(line) : line;
    },
    pageSize: config.pageSize ?? 14,
    loop: false,
  });
  const keys = config.multi
    ? 'Space ticks, Enter takes the ticked; or type 1-3,5 / all / none'
    : 'Enter takes the marked one; or type its number';
  return [
    `${prefix} ${message}`,
    page,
    theme.style.help(wrapText(`${keys}; quit, undo, odds, help at any prompt`, config.width - 2)),
    ...(error ? [theme.style.error(error)] : []),
    `› ${line}`,
  ].join('\n');
});
