/**
 * A fuzz suite that keeps the game safe (fast-check): force, game, journal and situation
 * documents, valid and mutated, and raw YAML text. Every case must end in a result or in
 * positioned issues (file:line:col, a sentence), never in another exception, never take over 2 s,
 * never touch Object.prototype; a game document accepted and saved must open again as saved.
 *
 * `npm test` runs a few hundred cases (every property, each at least 20 times); `npm run fuzz`
 * (UMPIRE_FUZZ_RUNS) 10^5 in all.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { ValidationError, type Issue } from '../../src/game/issues.js';
import { hashLine, journalPathFor, readJournal } from '../../src/game/journal.js';
import { LIMITS } from '../../src/game/limits.js';
import { releaseAllLocks } from '../../src/game/lock.js';
import { GameSession } from '../../src/game/session.js';
import { expectMapping, parseYamlText } from '../../src/game/yaml-source.js';
import { checkWith } from '../../src/game/zod-issues.js';
import { FOW4_RESOLVABLE as RESOLVABLE } from '../../src/rulesets/fow4/resolvable.js';
import { loadRuleset } from '../../src/rulesets/index.js';
import { newTinyGame, tempDir, tinyCodec } from './helpers.js';

/** Cases in all: UMPIRE_FUZZ_RUNS (`npm run fuzz`), else a quick run of about 500 for `npm test`. */
const TOTAL = Number(process.env.UMPIRE_FUZZ_RUNS ?? 500);
const seed = process.env.UMPIRE_FUZZ_SEED === undefined ? undefined : Number(process.env.UMPIRE_FUZZ_SEED);
/** Each property's share of the cases (the cheap ones get more). */
const runs = (share: number) => ({
  numRuns: Math.max(20, Math.round(TOTAL * share)),
  ...(seed === undefined ? {} : { seed }),
});
let cases = 0;
let slowest = 0;
afterAll(() => {
  process.stdout.write(
    `fuzz: ${cases} cases run, the slowest took ${Math.round(slowest)} ms (a failure fails its test)\n`,
  );
});

const root = new URL('../../', import.meta.url).pathname;
const timeout = Math.max(120_000, TOTAL * 100);

/** Every issue is positioned and worded. */
function positioned(issues: readonly Issue[]): void {
  expect(issues.length).toBeGreaterThan(0);
  for (const i of issues) {
    expect(i.line).toBeGreaterThanOrEqual(1);
    expect(i.col).toBeGreaterThanOrEqual(1);
    expect(typeof i.message).toBe('string');
    expect(i.message.length).toBeGreaterThan(0);
    expect(i.message.length).toBeLessThan(2000);
  }
}

/** A thrown ValidationError becomes the result once its issues are positioned; anything else is a crash. */
function refusal(err: unknown): ValidationError {
  if (!(err instanceof ValidationError)) throw err;
  positioned(err.issues);
  return err;
}

/** The checks every case ends with: under 2 s, no prototype touched. */
function settled<T>(t0: number, out: T): T {
  const ms = performance.now() - t0;
  if (ms > slowest) slowest = ms;
  expect(ms).toBeLessThan(2000);
  expect(Object.keys(Object.prototype)).toEqual([]);
  return out;
}

/** Run `f`: a result, or a ValidationError with positioned issues; under 2 s; no prototype touched. */
function safely<T>(f: () => T): T | ValidationError {
  cases++;
  const t0 = performance.now();
  try {
    return settled(t0, f());
  } catch (err) {
    return settled(t0, refusal(err));
  }
}

/** `safely` for a check that returns a promise. */
async function safelyAsync<T>(f: () => Promise<T>): Promise<T | ValidationError> {
  cases++;
  const t0 = performance.now();
  try {
    return settled(t0, await f());
  } catch (err) {
    return settled(t0, refusal(err));
  }
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path into a plain value. */
function pathsOf(v: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (out.length > 2000) return out;
  if (Array.isArray(v)) v.forEach((x, i) => pathsOf(x, [...at, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) pathsOf(x, [...at, k], out);
  return out;
}

const hostile = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    '',
    'x'.repeat(5000),
    -1,
    1e12,
    1e308,
    0.5,
    -0,
    Number.MAX_SAFE_INTEGER,
    '*a',
    '&a',
    '!!js/function',
    '\u0000',
  ),
);

/** One mutation of a document: drop a key, misspell it, add one, or replace a value. */
const mutation = fc.record({
  at: fc.nat(),
  how: fc.constantFrom('delete', 'typo', 'add', 'replace', 'wrap'),
  value: hostile,
  key: fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'armor', 'teamz', 'x'.repeat(1500)),
  ),
  cut: fc.nat(20),
});

function mutate(doc: Json, ms: readonly { at: number; how: string; value: unknown; key: string; cut: number }[]): Json {
  let d = JSON.parse(JSON.stringify(doc)) as Json;
  for (const m of ms) {
    const paths = pathsOf(d);
    const p = paths[m.at % paths.length]!;
    if (p.length === 0) {
      if (m.how === 'replace') d = m.value as Json;
      continue;
    }
    let parent = d as Record<string | number, Json>;
    for (const s of p.slice(0, -1)) parent = parent[s] as Record<string | number, Json>;
    const last = p[p.length - 1]!;
    if (m.how === 'delete') {
      if (Array.isArray(parent)) parent.splice(last as number, 1);
      else delete parent[last];
    } else if (m.how === 'typo' && typeof last === 'string' && !Array.isArray(parent)) {
      const k =
        last.length > 1 ? last.slice(0, m.cut % last.length) + last.slice((m.cut % last.length) + 1) : last + 'x';
      Object.defineProperty(parent, k, { value: parent[last], enumerable: true, writable: true, configurable: true });
      delete parent[last];
    } else if (m.how === 'add' && parent[last] && typeof parent[last] === 'object' && !Array.isArray(parent[last])) {
      Object.defineProperty(parent[last], m.key, {
        value: m.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else if (m.how === 'wrap') parent[last] = [parent[last]!];
    else parent[last] = m.value as Json;
  }
  return d;
}

/** Text for a document: YAML or JSON, sometimes with CR line endings. */
function render(doc: Json, style: number): string {
  if (style === 0) return JSON.stringify(doc);
  const y = stringify(doc, { lineWidth: 0 });
  return style === 2 ? y.replace(/\n/g, '\r') : y;
}

describe('fuzz', () => {
  it(
    'raw text: any string is a mapping, or positioned issues',
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ maxLength: 300 }),
            fc.string({ unit: 'binary', maxLength: 300 }),
            fc.constantFrom('a: *x', '[[[[', '{a: 1, a: 2}', '? a\n: b', '- &a [*a]', '\r\r\r', '%YAML 9.9\n---\na: 1'),
          ),
          (text) => {
            safely(() => expectMapping(parseYamlText(text, 'fuzz.yaml'), 'force'));
          },
        ),
        runs(0.4),
      );
    },
    timeout,
  );

  it(
    'force files: a bundled force, mutated, validates or is refused with positions',
    async () => {
      const force = parseYamlText(
        readFileSync(`${root}scenarios/fow4/forces/british-armoured-squadron.yaml`, 'utf8'),
        'f',
      ).data as Json;
      const files = (await loadRuleset('fow4')).files;
      const dir = tempDir();
      // Warm up: the first validation loads the bundled arsenals (not a cost of the document).
      await files.validate(`${root}scenarios/fow4/forces/british-armoured-squadron.yaml`, 'force');
      await fc.assert(
        fc.asyncProperty(fc.array(mutation, { minLength: 0, maxLength: 3 }), fc.nat(2), async (ms, style) => {
          const file = join(dir, 'force.yaml');
          const doc = mutate(force, ms);
          writeFileSync(file, render(doc, style));
          // Forces name their arsenal by a path relative to the file: keep it findable.
          await safelyAsync(() => files.validate(file, 'force'));
        }),
        runs(0.05),
      );
    },
    timeout,
  );

  it(
    'situations: fow4.shoot and fow3.shoot documents, mutated, check or are refused with positions',
    async () => {
      const shoot = await RESOLVABLE['fow4.shoot']!();
      const example = parseYamlText(readFileSync(`${root}scenarios/examples/fow4-shoot.yaml`, 'utf8'), 'x').data as {
        situation: Json;
      };
      fc.assert(
        fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), fc.nat(2), (ms, style) => {
          // JSON is YAML: the same reader, without the cost of writing YAML (CR endings are fuzzed above).
          const text = render(mutate({ situation: example.situation }, ms), style === 1 ? 1 : 0);
          safely(() => {
            const src = parseYamlText(text, 'situation.yaml');
            const data = expectMapping(src, 'situation');
            const r = checkWith(shoot.schema, src, data.situation, ['situation']);
            if (!r.ok) throw new ValidationError(r.issues);
            return r.value;
          });
        }),
        runs(0.1),
      );
    },
    timeout,
  );

  it(
    'game files: a game, mutated by hand, opens or is refused with positions; an accepted one saves and opens again as saved',
    () => {
      const { file, s } = newTinyGame();
      s.commit({ ...s.state, turn: 2, pinned: ['A', 'B'] }, 'turn 2');
      releaseAllLocks();
      const text = readFileSync(file, 'utf8');
      const journal = readFileSync(journalPathFor(file), 'utf8');
      const doc = parseYamlText(text, 'g').data as Json;
      fc.assert(
        fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), (ms) => {
          const mutated = mutate(doc, ms) as Record<string, Json>;
          // Keep the journal mark most of the time, so the state itself is what is tested.
          if (mutated && typeof mutated === 'object' && !Array.isArray(mutated) && ms[0]!.cut % 4 !== 0)
            mutated.journal = (doc as Record<string, Json>).journal!;
          // A mutation may leave nothing YAML can write (stringify gives undefined): the hand edit is then an empty file.
          writeFileSync(file, stringify(mutated, { lineWidth: 0 }) ?? '');
          writeFileSync(journalPathFor(file), journal);
          const opened = safely(() => GameSession.open(file, tinyCodec));
          releaseAllLocks();
          if (opened instanceof ValidationError) return;
          const again = GameSession.open(file, tinyCodec, { readOnly: true });
          expect(again.state).toEqual(opened.state);
          expect(again.report.handEdited).toBe(false);
        }),
        runs(0.15),
      );
    },
    timeout,
  );

  it(
    'journal line ends: CRLF, a missing final newline, or both, read as the journal umpire wrote (#31)',
    () => {
      const { file, s } = newTinyGame();
      for (let t = 2; t <= 4; t++) s.commit({ ...s.state, turn: t, pinned: [`p${t}`] }, `turn ${t}`);
      releaseAllLocks();
      const text = readFileSync(journalPathFor(file), 'utf8');
      const original = readJournal(journalPathFor(file));
      fc.assert(
        fc.property(fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), fc.boolean(), (crlf, cut) => {
          const lines = text.trimEnd().split('\n');
          const edited = lines.map((l, i) => (crlf[i] ? `${l}\r` : l)).join('\n') + (cut ? '' : '\n');
          writeFileSync(journalPathFor(file), edited);
          const j = safely(() => readJournal(journalPathFor(file)));
          expect(j).not.toBeInstanceOf(ValidationError);
          expect((j as ReturnType<typeof readJournal>).entries).toEqual(original.entries);
          const g = GameSession.open(file, tinyCodec, { readOnly: true });
          expect(g.state.turn).toBe(4);
        }),
        runs(0.02),
      );
    },
    timeout,
  );

  it(
    'bombard situations: any team counts are resolved or refused in one sentence, never more than the limit',
    async () => {
      const entry = await RESOLVABLE['fow4.bombard']!();
      fc.assert(
        fc.property(
          fc.array(fc.oneof(fc.integer({ min: 1, max: 250 }), fc.constantFrom(1e9, 1e12, 2 ** 31)), {
            minLength: 1,
            maxLength: 4,
          }),
          (counts) => {
            const doc = {
              situation: {
                spotter: { name: 'Observer', rating: 3, role: 'observer' },
                units: [
                  {
                    name: 'Battery',
                    skill: 3,
                    weapons: [{ name: 'sFH18', count: 4, antiTank: 5, firepower: 2, unadjusted: true }],
                    under: counts.map((count, i) => ({
                      name: `T-34 ${i}`,
                      count,
                      skill: 'trained',
                      profile: {
                        name: 'T-34',
                        type: 'tank',
                        mobility: 'standard-tank',
                        armour: { front: 6, side: 4, top: 1 },
                        weapons: [],
                      },
                    })),
                  },
                ],
              },
            };
            const r = safely(() => {
              const src = parseYamlText(JSON.stringify(doc), 'b.json');
              const c = checkWith(entry.schema, src, expectMapping(src, 'situation').situation, ['situation']);
              if (!c.ok) throw new ValidationError(c.issues);
              return c.value;
            });
            const total = counts.reduce((a, b) => a + b, 0);
            expect(r instanceof ValidationError).toBe(
              total > LIMITS.teamsUnderTemplate || counts.some((c) => c > LIMITS.teamsPerGroup),
            );
          },
        ),
        runs(0.02),
      );
    },
    timeout,
  );

  it(
    'journals: lines edited, cut, added (chained or not), never crash, pollute or replay an invalid game',
    () => {
      const { file, s } = newTinyGame();
      for (let t = 2; t <= 4; t++) s.commit({ ...s.state, turn: t, pinned: [`p${t}`] }, `turn ${t}`);
      releaseAllLocks();
      const game = readFileSync(file, 'utf8');
      const lines = readFileSync(journalPathFor(file), 'utf8').trim().split('\n');
      const entry = fc.record({
        kind: fc.constantFrom('change', 'dice', 'decision', 'undo', 'zzz'),
        reason: fc.string({ maxLength: 5 }),
        ops: fc.oneof(
          fc.constant('zzz' as unknown),
          fc.array(
            fc.record({
              op: fc.constantFrom('set', 'delete', 'x'),
              path: fc.array(
                fc.oneof(
                  fc.constantFrom('turn', 'pinned', 'dice', 'state', '__proto__', 'constructor', 'prototype', 'length'),
                  fc.integer({ min: -2, max: 5 }),
                ),
                { maxLength: 3 },
              ),
              value: hostile,
            }),
            { maxLength: 3 },
          ),
        ),
        label: fc.string({ maxLength: 5 }),
        sides: fc.integer({ min: -1, max: 8 }),
        faces: fc.array(fc.integer({ min: -1, max: 7 }), { maxLength: 3 }),
        to: fc.integer({ min: 0, max: 6 }),
        steps: fc.integer({ min: 0, max: 3 }),
      });
      const edit = fc.record({
        line: fc.nat(),
        how: fc.constantFrom('replace-char', 'drop', 'cut', 'append-chained', 'append-raw', 'swap'),
        at: fc.nat(),
        entry,
        raw: fc.string({ maxLength: 40 }),
      });
      fc.assert(
        fc.property(fc.array(edit, { minLength: 1, maxLength: 3 }), (edits) => {
          const ls = [...lines];
          let tail = '\n';
          for (const e of edits) {
            const i = e.line % ls.length;
            if (e.how === 'replace-char' && ls[i]!.length > 0) {
              const at = e.at % ls[i]!.length;
              ls[i] = ls[i]!.slice(0, at) + String.fromCharCode(33 + (e.at % 90)) + ls[i]!.slice(at + 1);
            } else if (e.how === 'drop' && ls.length > 1) ls.splice(i, 1);
            else if (e.how === 'cut') tail = ls.length ? '' : '\n';
            else if (e.how === 'append-chained')
              ls.push(
                JSON.stringify({ seq: ls.length + 1, at: 'now', prev: hashLine(ls[ls.length - 1] ?? ''), ...e.entry }),
              );
            else if (e.how === 'append-raw') ls.push(e.raw);
            else if (e.how === 'swap' && ls.length > 1)
              [ls[i], ls[(i + 1) % ls.length]] = [ls[(i + 1) % ls.length]!, ls[i]!];
          }
          writeFileSync(file, game);
          writeFileSync(journalPathFor(file), ls.join('\n') + tail);
          const opened = safely(() => GameSession.open(file, tinyCodec, { readOnly: true }));
          if (opened instanceof ValidationError) {
            // A damaged journal is refused with a way back, never "delete the game".
            expect(opened.message + (opened.hint ?? '')).not.toMatch(/delete the game/);
            return;
          }
          // Whatever opened is a valid game.
          const r = tinyCodec.readState(
            parseYamlText(stringify(opened.state), 'check.yaml'),
            opened.state as unknown as Record<string, unknown>,
          );
          expect(r).toBeTruthy();
        }),
        runs(0.3),
      );
    },
    timeout,
  );
});
