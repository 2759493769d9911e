/**
 * Reading a Panzerfaust force file: the schema, then the cross-checks (team names are rows of the
 * Infantry Teams table, names unique), then one flat list of the units that test morale as one,
 * each with a stable id ("<company>/<HQ>" or "<platoon>/<unit>").
 */
import { ValidationError, type Issue } from '../../game/issues.js';
import { didYouMean } from '../../game/suggest.js';
import { loadResolvedFile, positionOf, type YamlSource } from '../../game/yaml-source.js';
import { checkWith } from '../../game/zod-issues.js';
import type { MoraleRating, TroopClass } from './dice.js';
import { PzForceFileSchema, type PzForceFile, type PzTeamRef, type PzUnit } from './schema/force.js';
import { loadTables } from './tables/tables.js';

type Path = (string | number)[];

export interface ForceTeam {
  readonly team: string;
  readonly radio?: boolean;
  readonly weapon?: string;
}

export interface ForceUnit {
  readonly id: string;
  readonly company: string;
  readonly platoon?: string;
  readonly name: string;
  readonly kind: 'company-hq' | 'platoon-hq' | PzUnit['kind'];
  readonly teams: readonly ForceTeam[];
  readonly class: TroopClass;
  readonly morale: MoraleRating;
  readonly recon: boolean;
  readonly unit?: PzUnit;
}

export interface PzForce {
  readonly name: string;
  readonly nation: string;
  readonly file: PzForceFile;
  readonly companies: readonly { readonly name: string; readonly class: TroopClass; readonly morale: MoraleRating }[];
  readonly units: readonly ForceUnit[];
}

function expand(refs: readonly PzTeamRef[] | undefined): ForceTeam[] {
  const out: ForceTeam[] = [];
  for (const r of refs ?? []) {
    if (typeof r === 'string') out.push({ team: r });
    else
      for (let i = 0; i < (r.count ?? 1); i++)
        out.push({ team: r.team, ...(r.radio ? { radio: true } : {}), ...(r.weapon ? { weapon: r.weapon } : {}) });
  }
  return out;
}

/** Resolve a force already parsed from YAML at `base` in `src`. */
export function resolvePzForce(
  src: YamlSource,
  data: unknown = src.data,
  base: Path = [],
): { ok: true; value: PzForce } | { ok: false; issues: Issue[] } {
  const parsed = checkWith(PzForceFileSchema, src, data, base);
  if (!parsed.ok) return parsed;
  const f = parsed.value;
  const issues: Issue[] = [];
  const at = (path: Path, message: string, hint?: string) =>
    issues.push({ file: src.file, ...positionOf(src, [...base, ...path]), message, ...(hint ? { hint } : {}) });
  const teamNames = loadTables()
    .table('infantryTeams')
    .rows.map((r) => r.label);
  const atNames = loadTables()
    .table('infantryAtWeapons')
    .rows.map((r) => r.label);
  const checkTeams = (refs: readonly PzTeamRef[] | undefined, path: Path) =>
    (refs ?? []).forEach((r, i) => {
      const name = typeof r === 'string' ? r : r.team;
      const p = typeof r === 'string' ? [...path, i] : [...path, i, 'team'];
      if (!teamNames.some((n) => n.toLowerCase() === name.toLowerCase()))
        at(
          p,
          `'${name}' is not a team of the Infantry Teams table${didYouMean(name, teamNames)}`,
          'team names are the rows of tables.infantryTeams (umpire tables panzerfaust)',
        );
      if (typeof r !== 'string' && r.weapon && !atNames.some((n) => n.toLowerCase() === r.weapon!.toLowerCase()))
        at(
          [...path, i, 'weapon'],
          `'${r.weapon}' is not a weapon of the Infantry AT Weapons Table${didYouMean(r.weapon, atNames)}`,
        );
    });
  const units: ForceUnit[] = [];
  const ids = new Set<string>();
  const add = (u: ForceUnit, path: Path) => {
    if (ids.has(u.id.toLowerCase()))
      at(path, `two units are called '${u.id}'`, 'give each platoon and unit its own name');
    ids.add(u.id.toLowerCase());
    units.push(u);
  };
  f.companies.forEach((c, ci) => {
    const cls = c.troopClass;
    const morale = c.morale;
    checkTeams(c.hq.teams, ['companies', ci, 'hq', 'teams']);
    add(
      {
        id: `${c.name}/${c.hq.name}`,
        company: c.name,
        name: c.hq.name,
        kind: 'company-hq',
        teams: expand(c.hq.teams),
        class: cls,
        morale,
        recon: false,
      },
      ['companies', ci, 'hq', 'name'],
    );
    c.platoons.forEach((p, pi) => {
      const pp: Path = ['companies', ci, 'platoons', pi];
      if (p.hq) {
        checkTeams(p.hq.teams, [...pp, 'hq', 'teams']);
        add(
          {
            id: `${p.name}/${p.hq.name}`,
            company: c.name,
            platoon: p.name,
            name: p.hq.name,
            kind: 'platoon-hq',
            teams: expand(p.hq.teams),
            class: cls,
            morale,
            recon: Boolean(p.recon),
          },
          [...pp, 'hq', 'name'],
        );
      }
      p.units.forEach((u, ui) => {
        const up: Path = [...pp, 'units', ui];
        const needsTeams = u.kind === 'squad' || u.kind === 'section' || u.kind === 'heavy-weapon';
        if (needsTeams && !(u.teams && u.teams.length > 0))
          at(up, `the ${u.kind} '${u.name}' has no teams`, 'list its teams under `teams:`');
        checkTeams(u.teams, [...up, 'teams']);
        if (u.kind === 'afv' && !u.size)
          at(up, `the AFV '${u.name}' needs its size (A-D, from its chart)`, 'add `size: C` (or A, B, D)');
        add(
          {
            id: `${p.name}/${u.name}`,
            company: c.name,
            platoon: p.name,
            name: u.name,
            kind: u.kind,
            teams: expand(u.teams),
            class: cls,
            morale,
            recon: Boolean(p.recon),
            unit: u,
          },
          [...up, 'name'],
        );
      });
    });
  });
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    value: {
      name: f.name,
      nation: f.nation,
      file: f,
      companies: f.companies.map((c) => ({ name: c.name, class: c.troopClass, morale: c.morale })),
      units,
    },
  };
}

export function loadPzForceFile(path: string): PzForce {
  return loadResolvedFile(path, 'Panzerfaust force', (src) => resolvePzForce(src));
}

export function resolveInlinePzForce(
  src: YamlSource,
  data: unknown,
  at: Path,
): { ok: true; value: PzForce } | { ok: false; issues: Issue[] } {
  return resolvePzForce(src, data, at);
}

export function unitById(force: PzForce, id: string): ForceUnit {
  const u = force.units.find((x) => x.id.toLowerCase() === id.toLowerCase());
  if (!u)
    throw new ValidationError([
      {
        file: force.name,
        line: 1,
        col: 1,
        message: `no unit '${id}' in ${force.name}${didYouMean(
          id,
          force.units.map((x) => x.id),
        )}`,
      },
    ]);
  return u;
}
