/**
 * What every ruleset's game model shares (ruleset-agnostic): side names and force paths of a new
 * game, flags at their defaults dropped, each side's force read (a file path or written inline)
 * and checked against its table state, the game file's YAML layout, and a codec for
 * src/game/session.ts that remembers the forces of the last game read. The state shapes, the
 * checks of a side against its force and the header text stay in each ruleset.
 */
import { saveTarget } from './atomic.js';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { ValidationError, type Issue } from './issues.js';
import type { JournalMark } from './journal.js';
import { GameSession, type GameCodec, type SessionOptions } from './session.js';
import { didYouMean } from './suggest.js';
import { positionOf, type YamlSource } from './yaml-source.js';

type Path = (string | number)[];

/** Throws when two sides share a name (case-insensitive). */
export function checkSideNames(sides: readonly { readonly name: string; readonly forceFile: string }[]): void {
  const names = new Set<string>();
  for (const s of sides) {
    if (names.has(s.name.toLowerCase()))
      throw new ValidationError([
        {
          file: s.forceFile,
          line: 1,
          col: 1,
          message: `two sides are called '${s.name}'`,
          hint: 'give each side its own name: --side British=... --side German=...',
        },
      ]);
    names.add(s.name.toLowerCase());
  }
}

/** A force file's path as the game file stores it: relative to the game file's folder, with '/'. */
export function forcePathFrom(gameFile: string, forceFile: string): string {
  return relative(dirname(resolve(gameFile)), resolve(forceFile))
    .split('\\')
    .join('/');
}

/** A copy of `o` without undefined values and without flags at their default (false unless `defaults` says otherwise). */
export function stripDefaults<T extends object>(o: T, defaults: Record<string, unknown> = {}): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || (k in defaults ? defaults[k] === v : v === false)) continue;
    out[k] = v;
  }
  return out as T;
}

type Resolved<F> = { ok: true; value: F } | { ok: false; issues: Issue[] };

/** How a ruleset reads one side's force and checks the side's table state against it. */
export interface SideForces<Side, F> {
  /** Read a force file (throws ValidationError). */
  readonly load: (path: string) => F;
  /** Resolve a force written inline in the game file. */
  readonly resolveInline: (src: YamlSource, data: unknown, at: Path, baseDir: string) => Resolved<F>;
  /** The issues of a side's table state against its force. */
  readonly check: (src: YamlSource, side: Side, si: number, force: F) => Issue[];
}

/**
 * Each side's force (a path relative to the game file, or inline), each side checked against it,
 * and the active side named among the sides. Throws ValidationError with every issue, in file order.
 */
export function readSideForces<Side extends { readonly name: string; readonly force: unknown }, F>(
  src: YamlSource,
  data: Record<string, unknown>,
  state: { readonly sides: readonly Side[]; readonly active: string },
  how: SideForces<Side, F>,
): F[] {
  const issues: Issue[] = [];
  const forces: F[] = [];
  // Beside the game file itself: through a symlink, beside its target (as the journal is).
  const gameDir = dirname(saveTarget(src.file));
  state.sides.forEach((side, si) => {
    let force: F | undefined;
    if (typeof side.force === 'string') {
      const p = isAbsolute(side.force) ? side.force : resolve(gameDir, side.force);
      try {
        force = how.load(p);
      } catch (err) {
        if (!(err instanceof ValidationError)) throw err;
        if (err.issues.some((i) => /no such file/.test(i.message))) {
          issues.push({
            file: src.file,
            ...positionOf(src, ['sides', si, 'force']),
            message: `the force file '${side.force}' does not exist`,
            hint: `force paths are relative to the game file's folder (${gameDir})`,
          });
        } else issues.push(...err.issues);
      }
    } else {
      const r = how.resolveInline(
        src,
        (data.sides as unknown[])[si] && (data.sides as Record<string, unknown>[])[si]!.force,
        ['sides', si, 'force'],
        gameDir,
      );
      if (r.ok) force = r.value;
      else issues.push(...r.issues);
    }
    if (force) {
      issues.push(...how.check(src, side, si, force));
      forces.push(force);
    }
  });
  const sideNames = state.sides.map((s) => s.name);
  if (!sideNames.includes(state.active)) {
    issues.push({
      file: src.file,
      ...positionOf(src, ['active']),
      message: `the active side '${state.active}' is not one of the sides${didYouMean(state.active, sideNames)}`,
      hint: `sides: ${sideNames.join(', ')}`,
    });
  }
  if (issues.length > 0)
    throw new ValidationError(issues.sort((a, b) => (a.file === b.file ? a.line - b.line || a.col - b.col : 0)));
  return forces;
}

/** A codec for src/game/session.ts; `forces` holds the forces of the last game read. */
export type ForcesCodec<S extends object, F> = GameCodec<S> & { forces: F[] };

export function forcesCodec<S extends object, F>(
  read: (src: YamlSource, data: Record<string, unknown>) => { state: S; forces: F[] },
  normalise: (state: S) => S,
  toYaml: (state: S, mark: JournalMark) => string,
): ForcesCodec<S, F> {
  const codec = {
    forces: [] as F[],
    readState(src: YamlSource, data: Record<string, unknown>): S {
      const r = read(src, data);
      codec.forces = r.forces;
      return r.state;
    },
    normalise,
    toYaml,
  };
  return codec;
}

/** A game session and the forces of its sides. */
export interface RulesetGame<S extends object, F> {
  readonly session: GameSession<S>;
  readonly forces: readonly F[];
}

export function openRulesetGame<S extends object, F>(
  file: string,
  codecFactory: () => ForcesCodec<S, F>,
  options: SessionOptions = {},
): RulesetGame<S, F> {
  const codec = codecFactory();
  const session = GameSession.open(file, codec, options);
  return { session, forces: codec.forces };
}

export function createRulesetGame<S extends object, F>(
  file: string,
  fresh: { state: S; forces: F[] },
  codecFactory: () => ForcesCodec<S, F>,
  options: SessionOptions & { overwrite?: boolean } = {},
): RulesetGame<S, F> {
  const session = GameSession.create(file, fresh.state, codecFactory(), options);
  return { session, forces: fresh.forces };
}
