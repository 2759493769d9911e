/**
 * Does a side's table state in a game file still fit its force? The check both Flames Of War
 * editions make when they read a game: every group of the force (a fow4 unit, a fow3 platoon) has
 * exactly one table state, with the force's teams in the force's order. Each edition adds its own
 * checks of a team, a group or the side through the hooks. Problems come back as issues with the
 * position in the game file.
 */
import type { Issue } from '../../game/issues.js';
import { didYouMean } from '../../game/suggest.js';
import { positionOf, type YamlSource } from '../../game/yaml-source.js';

/** Report a problem at a path under the current place (the side, a group, a team). */
export type At = (path: readonly (string | number)[], message: string, hint?: string) => void;

interface StateTeam {
  readonly id: string;
  readonly team: string;
}

interface ForceTeam {
  readonly id: string;
  readonly name: string;
  readonly profile: { readonly name: string };
}

/** An edition's words for its groups: fow4 `{ list: 'units', group: 'unit', force: 'force' }`. */
export interface TableStateWords {
  /** The key of the side's list of groups in the game file (and its plural in messages). */
  readonly list: string;
  /** The key naming a group in its table state, and the word for one. */
  readonly group: string;
  /** The word for the whole force ("the force 'X'", "the company 'X'"). */
  readonly force: string;
}

export interface TableStateChecks<
  SG extends { readonly teams: readonly StateTeam[] },
  FG extends { readonly teams: readonly ForceTeam[] },
> {
  /** More checks of one team of a group that matched its force group. */
  readonly team?: (state: SG['teams'][number], force: FG['teams'][number], at: At) => void;
  /** More checks of a group whose teams matched, after its teams'. */
  readonly group?: (state: SG, force: FG, at: At) => void;
  /** More checks of the side, before the groups of the force that have no table state. */
  readonly side?: (issues: readonly Issue[], at: At) => void;
}

/** The issues of side `si` of the game file whose table state is `groups`, against the force's groups. */
export function tableStateIssues<
  SG extends { readonly teams: readonly StateTeam[] },
  FG extends { readonly name: string; readonly teams: readonly ForceTeam[] },
>(
  src: YamlSource,
  si: number,
  words: TableStateWords,
  groups: readonly SG[],
  nameOf: (group: SG) => string,
  force: { readonly name: string; readonly groups: readonly FG[] },
  checks: TableStateChecks<SG, FG> = {},
): Issue[] {
  const issues: Issue[] = [];
  const under =
    (base: readonly (string | number)[]): At =>
    (path, message, hint) =>
      issues.push({
        file: src.file,
        ...positionOf(src, ['sides', si, ...base, ...path]),
        message,
        ...(hint ? { hint } : {}),
      });
  const at = under([]);
  const { list, group: word } = words;
  const byName = new Map(force.groups.map((g) => [g.name, g]));
  const seen = new Set<string>();
  groups.forEach((gs, gi) => {
    const name = nameOf(gs);
    const fg = byName.get(name);
    if (!fg) {
      at(
        [list, gi, word],
        `the ${words.force} '${force.name}' has no ${word} '${name}'${didYouMean(name, byName.keys())}`,
        `the table state must name the ${list} of the force`,
      );
      return;
    }
    if (seen.has(name)) at([list, gi, word], `the ${word} '${name}' has two table states`, 'keep one');
    seen.add(name);
    if (gs.teams.length !== fg.teams.length) {
      at(
        [list, gi, 'teams'],
        `'${name}' has ${fg.teams.length} teams in its force but ${gs.teams.length} in the table state`,
        'the game file no longer matches the force file; restore the force file, or start a new game',
      );
      return;
    }
    gs.teams.forEach((ts: SG['teams'][number], ti) => {
      const ft: FG['teams'][number] = fg.teams[ti]!;
      if (ts.id !== ft.id)
        at([list, gi, 'teams', ti, 'id'], `team ${ti + 1} of '${name}' should be '${ft.id}', not '${ts.id}'`);
      if (ts.team.toLowerCase() !== ft.name.toLowerCase() && ts.team.toLowerCase() !== ft.profile.name.toLowerCase())
        at([list, gi, 'teams', ti, 'team'], `team '${ts.id}' is a ${ft.name} in the force, not a ${ts.team}`);
      checks.team?.(ts, ft, under([list, gi, 'teams', ti]));
    });
    checks.group?.(gs, fg, under([list, gi]));
  });
  checks.side?.(issues, at);
  for (const g of force.groups)
    if (!seen.has(g.name))
      at(
        [list],
        `the ${word} '${g.name}' of the force has no table state`,
        'the game file no longer matches the force file; restore the force file, or start a new game',
      );
  return issues;
}
