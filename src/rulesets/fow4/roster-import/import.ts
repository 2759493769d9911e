/**
 * A roster -> our force document and the arsenal entries made from the roster's own profiles.
 * Formations are the top-level selections filed as formations (or holding an HQ unit); every
 * other top-level selection with teams is a support unit. Problems are ValidationErrors naming
 * the roster file, the line and the selection's path; rules that cannot be placed are returned
 * (and written as comments), never dropped.
 */
import type { Ratings } from '../../flames-of-war/profile.js';
import { issue, readRoster, type Roster, type RosterSelection } from './roster.js';
import { UNIT_PROFILE_TYPES, type Fail, type TeamDraft, type Unplaced, type WeaponDraft } from './profiles.js';
import { buildUnit, checkProfileTypes, holdsTeams, type Uncounted, type UnitDraft } from './units.js';
import { entryShape } from './unit-cards.js';
import { withoutDefaults } from './values.js';

export interface ImportOptions {
  /** The roster's file name, for messages. */
  readonly file: string;
  /** How the force file names the arsenal file it comes with, e.g. "./my-list.arsenal.yaml". */
  readonly arsenalRef: string;
}

export interface Skipped {
  readonly name: string;
  readonly where: string;
  readonly line: number;
}

export interface ImportedRoster {
  readonly roster: Roster;
  /** The force document, values in the books' notation (as a hand-written force file has them). */
  readonly force: ForceDoc;
  readonly arsenal: ArsenalDoc;
  /** Special rules the importer could not place (unknown names, weapon rules given for a whole unit). */
  readonly unplaced: readonly Unplaced[];
  /** Top-level or formation selections without any team (command cards and the like). */
  readonly skipped: readonly Skipped[];
  /** Count phrases that name no team profile ("1x Komissar team"): not imported, said once each. */
  readonly uncounted: readonly Uncounted[];
  /** Per unit as the force file names it: its teams per name and the roster's own points. */
  readonly made: readonly MadeUnit[];
  /** Units count Transport Units separately, as `umpire validate` does. */
  readonly counts: { readonly formations: number; readonly units: number; readonly teams: number };
}

export interface MadeUnit {
  readonly name: string;
  readonly formation: string | null;
  readonly teams: readonly { readonly name: string; readonly count: number }[];
  readonly transport: readonly { readonly name: string; readonly count: number }[];
  /** The sum of the roster's own costs of the unit's selections. */
  readonly points?: number;
}

export interface UnitDoc {
  name: string;
  teams: (string | { team: string; count: number })[];
  ratings: Record<string, string>;
  rules?: string[];
  points?: number;
  transport?: { teams: (string | { team: string; count: number })[]; ratings?: Record<string, string> };
  /** Not written: the unit's roster line and its unplaced rules, for comments. */
  readonly _unplaced?: readonly Unplaced[];
}

export interface ForceDoc {
  ruleset: 'fow4';
  name: string;
  points?: number;
  arsenals: string[];
  formations: { name: string; hq: UnitDoc; units: UnitDoc[] }[];
  support: UnitDoc[];
}

export interface TeamDoc {
  name: string;
  type: string;
  gunSize?: string;
  mobility: string;
  armour?: string;
  save?: string;
  weapons: Record<string, unknown>[];
  rules?: string[];
  passengers?: number;
  tankAssault?: number;
  speeds?: Record<string, string>;
  source: string;
  readonly _unplaced?: readonly Unplaced[];
}

export interface ArsenalDoc {
  ruleset: 'fow4';
  arsenal: string;
  title: string;
  source: string;
  teams: TeamDoc[];
}

const FORMATION_CATEGORY = /^(combat )?formations?$|allied formation|combat (platoons?|units?)$/i;
const HQ = /\bhq\b|head-?qua?ters?|\bcommand\b/i;

/** Read roster bytes (`.ros` or `.rosz`) and build the force and its arsenal. */
export function importRoster(bytes: Uint8Array, options: ImportOptions): ImportedRoster {
  const roster = readRoster(bytes, options.file);
  const fail: Fail = (line, message, hint, path) => {
    // A New Recruit export is one long line: its line and column say nothing, the selection path does.
    const oneLine = roster.lineText(line).length > 400;
    if (oneLine && path)
      throw issue(options.file, line, roster.columnOf(line), `${path.join(' > ')}: ${message}`, hint);
    throw issue(options.file, line, roster.columnOf(line), message, hint, oneLine ? undefined : roster.lineText(line));
  };
  if (roster.forces.length === 0)
    fail(1, 'the roster has no forces', 'add a force with its formations in the list builder, then export again');

  const formationDrafts: { name: string; hq: UnitDraft; units: UnitDraft[] }[] = [];
  const supportDrafts: UnitDraft[] = [];
  const skipped: Skipped[] = [];
  const units: UnitDraft[] = [];
  const skip = (s: RosterSelection) => skipped.push({ name: s.name, where: s.path.join(' > '), line: s.line });
  const unit = (s: RosterSelection): UnitDraft => {
    const u = buildUnit(s, fail);
    units.push(u);
    return u;
  };

  for (const force of roster.forces) for (const top of force.selections) checkProfileTypes(top, fail);
  for (const force of roster.forces) {
    for (const top of force.selections) {
      if (isFormation(top) && ownsAllTeams(top)) {
        // A formation that is one card with its counts (BSData's Soviet Hero companies): its own HQ unit.
        formationDrafts.push({ name: top.name, hq: unit(top), units: [] });
      } else if (isFormation(top)) {
        const hqs = top.selections.filter((c) => holdsTeams(c) && isHq(c));
        if (hqs.length !== 1) {
          fail(
            top.line,
            hqs.length === 0
              ? `the formation '${top.name}' has no HQ unit`
              : `the formation '${top.name}' has ${hqs.length} HQ units (${hqs.map((h) => h.name).join(', ')})`,
            "umpire takes the formation's HQ from the unit whose name or category says HQ or Headquarters",
            top.path,
          );
        }
        const hq = unit(hqs[0]!);
        const rest: UnitDraft[] = [];
        for (const c of top.selections) {
          if (c === hqs[0]) continue;
          if (holdsTeams(c)) rest.push(unit(c));
          else skip(c);
        }
        formationDrafts.push({ name: top.name, hq, units: rest });
      } else if (holdsTeams(top)) supportDrafts.push(unit(top));
      else skip(top);
    }
  }
  if (formationDrafts.length === 0) {
    fail(
      roster.forces[0]!.line,
      'the roster has no formation (a selection with an HQ unit and its combat units)',
      'umpire needs at least one formation; support units alone are not a force (p. 8)',
    );
  }
  // The arsenal first: a team name two different profiles share is told apart by its unit's name.
  const teams = arsenalTeams(units, roster);
  const formations: ForceDoc['formations'] = formationDrafts.map((f) => ({
    name: f.name,
    hq: unitDoc(f.hq),
    units: f.units.map(unitDoc),
  }));
  const support = supportDrafts.map(unitDoc);
  uniqueUnitNames([...formations.flatMap((f) => [f.hq, ...f.units]), ...support]);
  const made: MadeUnit[] = [
    ...formations.flatMap((f) => [f.hq, ...f.units].map((u) => madeUnit(u, f.name))),
    ...support.map((u) => madeUnit(u, null)),
  ];

  const arsenalId = `roster-${slug(roster.name)}`;
  const arsenal: ArsenalDoc = {
    ruleset: 'fow4',
    arsenal: arsenalId,
    title: `Teams of the roster '${roster.name}'`,
    source: `imported from ${basename(options.file)}`,
    teams,
  };
  const force: ForceDoc = {
    ruleset: 'fow4',
    name: roster.name,
    ...(roster.points !== undefined ? { points: Math.round(roster.points) } : {}),
    arsenals: [options.arsenalRef],
    formations,
    support,
  };
  const teamCount = units.reduce((a, u) => a + [...u.teams, ...u.transport].reduce((b, t) => b + t.count, 0), 0);
  return {
    roster,
    force,
    arsenal,
    unplaced: onceEach(units.flatMap((u) => u.unplaced)),
    skipped,
    uncounted: units.flatMap((u) => u.uncounted),
    made,
    counts: {
      formations: formations.length,
      units: units.length + units.filter((u) => u.transport.length > 0).length,
      teams: teamCount,
    },
  };
}

function isFormation(s: RosterSelection): boolean {
  if (s.categories.some((c) => FORMATION_CATEGORY.test(c.trim()))) return true;
  if (s.categories.some((c) => /support/i.test(c))) return false;
  return s.profiles.length === 0 && s.selections.some((c) => holdsTeams(c) && isHq(c));
}

/** Team profiles on the selection itself and none on the selections under it. */
function ownsAllTeams(s: RosterSelection): boolean {
  return (
    s.profiles.some((p) => (UNIT_PROFILE_TYPES as readonly string[]).includes(p.typeName)) &&
    !s.selections.some(holdsTeams)
  );
}

function isHq(s: RosterSelection): boolean {
  return (
    HQ.test(s.name) ||
    s.categories.some((c) => /^(hq|head-?qua?ters?)$/i.test(c.trim())) ||
    // "2x Turán I (40mm)" holding the card "Turán Tank Company HQ" (BSData's Hungarian companies).
    s.profiles.some((p) => (UNIT_PROFILE_TYPES as readonly string[]).includes(p.typeName) && HQ.test(p.name))
  );
}

function teamRefs(list: readonly { draft: TeamDraft; count: number }[]): UnitDoc['teams'] {
  return list.map((t) => (t.count === 1 ? t.draft.name : { team: t.draft.name, count: t.count }));
}

function ratingsDoc(r: Ratings): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(withoutDefaults(r))) out[k] = typeof v === 'number' ? `${v}+` : String(v);
  return out;
}

function unitDoc(u: UnitDraft): UnitDoc {
  const doc: UnitDoc = {
    name: u.selection.name,
    teams: teamRefs(u.teams),
    ratings: ratingsDoc(u.ratings),
    ...(u.rules.length > 0 ? { rules: u.rules } : {}),
    ...(u.points !== undefined ? { points: u.points } : {}),
    ...(u.transport.length > 0
      ? {
          transport: {
            teams: teamRefs(u.transport),
            ...(u.transportRatings ? { ratings: ratingsDoc(u.transportRatings) } : {}),
          },
        }
      : {}),
  };
  Object.defineProperty(doc, '_unplaced', { value: u.unplaced, enumerable: false });
  return doc;
}

function uniqueUnitNames(docs: UnitDoc[]): void {
  const seen = new Map<string, number>();
  for (const d of docs) {
    const k = d.name.toLowerCase();
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    if (n > 1) d.name = `${d.name} (${n})`;
  }
}

function arsenalTeams(units: readonly UnitDraft[], roster: Roster): TeamDoc[] {
  const byName = new Map<string, { draft: TeamDraft; doc: TeamDoc }>();
  for (const u of units) {
    for (const { draft } of [...u.teams, ...u.transport]) {
      const prev = byName.get(draft.name.toLowerCase());
      if (prev && JSON.stringify(entryShape(prev.draft)) === JSON.stringify(entryShape(draft))) {
        draft.name = prev.draft.name;
        continue;
      }
      if (prev) {
        // Two different profiles with one name (a card named the same in two units): the unit tells them apart.
        let name = `${draft.name} (${u.selection.name})`;
        for (let k = 2; byName.has(name.toLowerCase()); k++) name = `${draft.name} (${u.selection.name} ${k})`;
        draft.name = name;
      }
      byName.set(draft.name.toLowerCase(), { draft, doc: teamDoc(draft, roster) });
    }
  }
  return [...byName.values()].map((x) => x.doc);
}

/** Each rule not applied is listed once (its first place), however many teams and lines name it. */
function onceEach(list: readonly Unplaced[]): Unplaced[] {
  const seen = new Set<string>();
  return list.filter((u) => {
    const k = `${u.name.toLowerCase()}|${u.why}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function madeUnit(u: UnitDoc, formation: string | null): MadeUnit {
  const list = (refs: UnitDoc['teams']) =>
    refs.map((t) => (typeof t === 'string' ? { name: t, count: 1 } : { name: t.team, count: t.count }));
  return {
    name: u.name,
    formation,
    teams: list(u.teams),
    transport: u.transport ? list(u.transport.teams) : [],
    ...(u.points !== undefined ? { points: u.points } : {}),
  };
}

function teamDoc(d: TeamDraft, roster: Roster): TeamDoc {
  const doc: TeamDoc = {
    name: d.name,
    type: d.type,
    ...(d.gunSize ? { gunSize: d.gunSize } : {}),
    mobility: d.mobility,
    ...(d.armour ? { armour: d.armour } : {}),
    ...(d.save ? { save: d.save } : {}),
    weapons: d.weapons.map(weaponDoc),
    ...(d.rules.length > 0 ? { rules: [...d.rules] } : {}),
    ...(d.passengers !== undefined ? { passengers: d.passengers } : {}),
    ...(d.tankAssault !== undefined ? { tankAssault: d.tankAssault } : {}),
    ...(d.speeds ? { speeds: { ...d.speeds } } : {}),
    source: `${basename(roster.file)} line ${d.profile.line} (${d.selection.path.join(' > ')})`,
  };
  Object.defineProperty(doc, '_unplaced', {
    value: [...d.unplaced, ...d.weapons.flatMap((w) => w.unplaced)],
    enumerable: false,
  });
  return doc;
}

function weaponDoc(w: WeaponDraft): Record<string, unknown> {
  return {
    name: w.name,
    range: w.range,
    ...(w.minRange ? { minRange: w.minRange } : {}),
    rof: w.rof,
    ...(w.movingRof !== undefined ? { movingRof: w.movingRof } : {}),
    ...(w.pinnedRof !== undefined ? { pinnedRof: w.pinnedRof } : {}),
    antiTank: w.antiTank,
    firepower: w.firepower,
    ...(w.vehicleMg ? { vehicleMg: true } : {}),
    ...(w.rules.length > 0 ? { rules: [...w.rules] } : {}),
    ...(w.artillery ? { artillery: w.artillery } : {}),
  };
}

function slug(s: string): string {
  return (
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'list'
  );
}

function basename(p: string): string {
  return p.split(/[\\/]/).pop() ?? p;
}
