/**
 * The fow3 game model: build a new Open Fire game from two companies, read a game file (forces
 * resolved, table state checked against them), write it back. Disk, journal and undo are the
 * ruleset-agnostic src/game/session.ts.
 */
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { Document, isMap, isSeq, visit } from 'yaml';
import { ValidationError, type Issue } from '../../game/issues.js';
import type { JournalMark } from '../../game/journal.js';
import { GameSession, type GameCodec, type SessionOptions } from '../../game/session.js';
import { didYouMean } from '../../game/suggest.js';
import { checkWith } from '../../game/zod-issues.js';
import { positionOf, type YamlSource } from '../../game/yaml-source.js';
import type { DiceState } from '../fow4/schema/game.js';
import { loadFow3ForceFile, resolveFow3Force, type Fow3Force } from './force.js';
import { Fow3GameFileSchema, type Fow3GameState, type Fow3PlatoonState, type Fow3SideState, type Fow3TeamState } from './schema/game.js';

export interface Fow3NewGameInput {
  readonly gameFile: string;
  readonly sides: readonly { readonly name: string; readonly forceFile: string }[];
  readonly measure?: Fow3GameState['measure'];
  readonly dice: DiceState;
}

/** A fresh game: every platoon on the table, every team unharmed, stationary and in command. */
export function newFow3GameState(input: Fow3NewGameInput): { state: Fow3GameState; forces: Fow3Force[] } {
  const forces = input.sides.map((s) => loadFow3ForceFile(s.forceFile));
  const names = new Set<string>();
  for (const s of input.sides) {
    if (names.has(s.name.toLowerCase())) throw new ValidationError([{ file: s.forceFile, line: 1, col: 1, message: `two sides are called '${s.name}'`, hint: 'give each side its own name: --side British=... --side German=...' }]);
    names.add(s.name.toLowerCase());
  }
  const gameDir = dirname(resolve(input.gameFile));
  const sides: Fow3SideState[] = input.sides.map((s, i) => ({
    name: s.name,
    force: relative(gameDir, resolve(s.forceFile)).split('\\').join('/'),
    platoons: forces[i]!.platoons.map((p): Fow3PlatoonState => ({ platoon: p.name, teams: p.teams.map((t): Fow3TeamState => ({ id: t.id, team: t.name })) })),
  }));
  const state: Fow3GameState = { umpire: 1, ruleset: 'fow3', mission: 'free-for-all', measure: input.measure ?? 'inches', turn: 1, active: input.sides[0]!.name, step: 'setup', sides, dice: input.dice };
  return { state: normaliseFow3Game(state), forces };
}

/** Drop every flag at its default, so the file stays short and equal states compare equal. */
export function normaliseFow3Game(state: Fow3GameState): Fow3GameState {
  const strip = <T extends object>(o: T, defaults: Record<string, unknown> = {}): T => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) {
      if (v === undefined || (k in defaults ? defaults[k] === v : v === false)) continue;
      out[k] = v;
    }
    return out as T;
  };
  return { ...state, sides: state.sides.map((s) => ({ ...s, platoons: s.platoons.map((p) => ({ ...strip(p), teams: p.teams.map((t) => strip(t, { inCommand: true })) })) })) };
}

/** Read a fow3 game file: schema, forces, and that the table state fits the forces. */
export function readFow3GameState(src: YamlSource, data: Record<string, unknown>): { state: Fow3GameState; forces: Fow3Force[] } {
  const parsed = checkWith(Fow3GameFileSchema, src, data);
  if (!parsed.ok) throw new ValidationError(parsed.issues);
  const state = normaliseFow3Game(parsed.value);
  const issues: Issue[] = [];
  const forces: Fow3Force[] = [];
  const gameDir = dirname(resolve(src.file));
  state.sides.forEach((side, si) => {
    let force: Fow3Force | undefined;
    if (typeof side.force === 'string') {
      const p = isAbsolute(side.force) ? side.force : resolve(gameDir, side.force);
      try {
        force = loadFow3ForceFile(p);
      } catch (err) {
        if (!(err instanceof ValidationError)) throw err;
        if (err.issues.some((i) => /no such file/.test(i.message))) {
          issues.push({ file: src.file, ...positionOf(src, ['sides', si, 'force']), message: `the force file '${side.force}' does not exist`, hint: `force paths are relative to the game file's folder (${gameDir})` });
        } else issues.push(...err.issues);
      }
    } else {
      const r = resolveFow3Force(src, (data.sides as Record<string, unknown>[])[si]!.force, ['sides', si, 'force'], gameDir);
      if (r.ok) force = r.value;
      else issues.push(...r.issues);
    }
    if (force) {
      issues.push(...checkSide(src, side, si, force));
      forces.push(force);
    }
  });
  const sideNames = state.sides.map((s) => s.name);
  if (!sideNames.includes(state.active)) issues.push({ file: src.file, ...positionOf(src, ['active']), message: `the active side '${state.active}' is not one of the sides${didYouMean(state.active, sideNames)}`, hint: `sides: ${sideNames.join(', ')}` });
  if (issues.length > 0) throw new ValidationError(issues.sort((a, b) => (a.file === b.file ? a.line - b.line || a.col - b.col : 0)));
  return { state, forces };
}

function checkSide(src: YamlSource, side: Fow3SideState, si: number, force: Fow3Force): Issue[] {
  const issues: Issue[] = [];
  const at = (path: (string | number)[], message: string, hint?: string) => issues.push({ file: src.file, ...positionOf(src, ['sides', si, ...path]), message, ...(hint ? { hint } : {}) });
  const byName = new Map(force.platoons.map((p) => [p.name, p]));
  const seen = new Set<string>();
  side.platoons.forEach((ps, pi) => {
    const fp = byName.get(ps.platoon);
    if (!fp) {
      at(['platoons', pi, 'platoon'], `the company '${force.name}' has no platoon '${ps.platoon}'${didYouMean(ps.platoon, byName.keys())}`, 'the table state must name the platoons of the force');
      return;
    }
    if (seen.has(ps.platoon)) at(['platoons', pi, 'platoon'], `the platoon '${ps.platoon}' has two table states`, 'keep one');
    seen.add(ps.platoon);
    if (ps.teams.length !== fp.teams.length) {
      at(['platoons', pi, 'teams'], `'${ps.platoon}' has ${fp.teams.length} teams in its force but ${ps.teams.length} in the table state`, 'the game file no longer matches the force file; restore the force file, or start a new game');
      return;
    }
    ps.teams.forEach((ts, ti) => {
      const ft = fp.teams[ti]!;
      if (ts.id !== ft.id) at(['platoons', pi, 'teams', ti, 'id'], `team ${ti + 1} of '${ps.platoon}' should be '${ft.id}', not '${ts.id}'`);
      if (ts.team.toLowerCase() !== ft.name.toLowerCase() && ts.team.toLowerCase() !== ft.profile.name.toLowerCase()) at(['platoons', pi, 'teams', ti, 'team'], `team '${ts.id}' is a ${ft.name} in the force, not a ${ts.team}`);
      if (ts.bailedOut && ft.profile.kind !== 'tank') at(['platoons', pi, 'teams', ti, 'bailedOut'], `only tanks bail out, and '${ts.id}' is ${ft.profile.kind === 'infantry' ? 'an infantry' : 'a gun'} team`);
      if (ts.boggedDown && ft.profile.kind !== 'tank' && ft.profile.mobility !== 'medium') at(['platoons', pi, 'teams', ti, 'boggedDown'], `only tanks and medium guns bog down, not '${ts.id}'`);
    });
  });
  for (const p of force.platoons) if (!seen.has(p.name)) at(['platoons'], `the platoon '${p.name}' of the force has no table state`, 'the game file no longer matches the force file; restore the force file, or start a new game');
  return issues;
}

/** The game file's text: a comment, the state, the journal mark. */
export function fow3GameToYaml(state: Fow3GameState, mark: JournalMark): string {
  const doc = new Document({ ...state, journal: mark });
  visit(doc, {
    Map(_k, node, path) {
      const parent = path[path.length - 1];
      const grand = path[path.length - 2];
      if (isSeq(parent) && grand && 'key' in grand && String((grand.key as { value?: unknown })?.value) === 'teams') node.flow = true;
      if (isMap(node) && node.has('kind') && node.has('seed')) node.flow = true;
    },
    Seq(_k, node) {
      if (node.items.every((i) => typeof (i as { value?: unknown }).value === 'number')) node.flow = true;
    },
  });
  return (
    `# umpire game file (Flames Of War 3rd edition, Open Fire!), saved after every change. Every change\n` +
    `# and every die is also in ${mark.file}; \`umpire undo\` steps back. Schema: \`umpire schema game --ruleset fow3\`.\n` +
    doc.toString({ lineWidth: 0, flowCollectionPadding: true })
  );
}

export function fow3GameCodec(): GameCodec<Fow3GameState> & { forces: Fow3Force[] } {
  const codec = {
    forces: [] as Fow3Force[],
    readState(src: YamlSource, data: Record<string, unknown>): Fow3GameState {
      const r = readFow3GameState(src, data);
      codec.forces = r.forces;
      return r.state;
    },
    normalise: normaliseFow3Game,
    toYaml: fow3GameToYaml,
  };
  return codec;
}

export interface Fow3Game {
  readonly session: GameSession<Fow3GameState>;
  readonly forces: readonly Fow3Force[];
}

export function openFow3Game(file: string, options: SessionOptions = {}): Fow3Game {
  const codec = fow3GameCodec();
  const session = GameSession.open(file, codec, options);
  return { session, forces: codec.forces };
}

export function createFow3Game(input: Fow3NewGameInput, options: SessionOptions & { overwrite?: boolean } = {}): Fow3Game {
  const { state, forces } = newFow3GameState(input);
  const session = GameSession.create(input.gameFile, state, fow3GameCodec(), options);
  return { session, forces };
}
