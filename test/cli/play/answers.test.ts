/**
 * An answer an "each in turn" screen took for a later unit, checked when that unit's question
 * comes (src/cli/play/answers.ts): a set whose choices only shrank since the screen (a team of it
 * destroyed by an earlier unit's shooting) keeps what still stands; a set offered a choice the
 * screen did not show is asked again.
 */
import { describe, expect, it } from 'vitest';
import { answer, type AnswerContext } from '../../../src/cli/play/answers.js';
import type { Running } from '../../../src/cli/play/running.js';
import { key } from '../../../src/cli/play/running.js';
import type { DecisionRequest } from '../../../src/engine/request.js';
import { TABLE } from '../../../src/rulesets/play.js';

const question = 'Which teams of 1st Grenadier Platoon are within 6"/15cm of the declared target?';

function setRequest(teams: readonly string[]): DecisionRequest<unknown> {
  return {
    type: 'decision',
    id: 'fow4.shoot.within6',
    player: TABLE,
    question,
    multi: true,
    choices: teams.map((t) => ({ value: t, label: t })),
    default: [...teams],
  } as DecisionRequest<unknown>;
}

/** A running action with one set answered on the screen, from the choices the screen showed. */
function ctxWith(ticked: string[], shown: string[], asked: string[]): AnswerContext<unknown> {
  const k = key('fow4.shoot.within6', question);
  const run = {
    make: () => (function* () {})(),
    answers: [],
    replay: [],
    prefilled: new Map([[k, [ticked]]]),
    planned: true,
    offered: new Map([[k, [shown]]]),
    shown: new Map(),
    alone: new Set<string>(),
    dice: [],
    replayed: false,
  } as unknown as Running;
  const prompter = {
    selectSet: async (message: string, _c: unknown, dflt: unknown[]) => {
      asked.push(message);
      return dflt;
    },
    select: async (message: string, _c: unknown, dflt: unknown) => {
      asked.push(message);
      return dflt;
    },
  };
  return {
    run,
    state: {},
    ruleset: {},
    noHuman: false,
    doctrine: () => 'cautious',
    io: { interactive: false, grouped: false, ask: async () => '', print: () => {} },
    prompter,
    print: () => {},
    byBot: () => false,
  } as unknown as AnswerContext<unknown>;
}

describe('a set answered on an "each in turn" screen (answers.ts)', () => {
  it('keeps the teams still offered when an earlier shooting destroyed one (not asked again)', async () => {
    const asked: string[] = [];
    const ctx = ctxWith(['GP/1', 'GP/2', 'GP/3'], ['GP/1', 'GP/2', 'GP/3', 'GP/4'], asked);
    // GP/2 was destroyed: it is no longer a choice.
    const v = await answer(ctx, setRequest(['GP/1', 'GP/3', 'GP/4']));
    expect(v).toEqual(['GP/1', 'GP/3']);
    expect(asked).toEqual([]);
  });

  it('asks again when a choice the screen did not show is offered now', async () => {
    const asked: string[] = [];
    const ctx = ctxWith(['GP/1', 'GP/2'], ['GP/1', 'GP/2'], asked);
    const v = await answer(ctx, setRequest(['GP/1', 'GP/5']));
    expect(asked).toEqual([question]);
    expect(v).toEqual(['GP/1', 'GP/5']);
  });
});
