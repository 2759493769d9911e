/**
 * The BSData survey (`npm run survey:bsdata -- <checkout>`): every team and weapon profile of a
 * BattleScribe catalogue (`.cat`, or the `.gst`'s shared profiles) read by the importer's own
 * profile readers, counted as accepted or refused, each refusal by the reading rule it failed.
 * A development measure of how much of the real data imports; CI runs it on a small fixture only.
 */
import { XMLParser } from 'fast-xml-parser';
import { ValidationError } from '../../../game/issues.js';
import { UNIT_PROFILE_TYPES, isEmptyProfile, type Fail } from './profiles.js';
import { teamFromProfile } from './team-profile.js';
import { weaponFromProfile } from './weapon-profile.js';
import type { RosterProfile, RosterSelection } from './roster.js';

export interface SurveyCount {
  readonly accepted: number;
  readonly refused: number;
}

export interface CatalogueSurvey {
  readonly catalogue: string;
  readonly teams: SurveyCount;
  readonly weapons: SurveyCount;
  /** Accepted profiles that needed one of umpire's readings (readings.ts), e.g. a bare 2+ Motivation. */
  readonly readings: number;
  /** Profiles with every box empty (placeholders): no team or weapon, not counted above. */
  readonly empty: number;
  /** Refusals per reading rule, e.g. { "ROF (p. 33)": 2 }. */
  readonly refusedBy: Readonly<Record<string, number>>;
  /** One example message per reading rule. */
  readonly examples: Readonly<Record<string, string>>;
}

/** The reading rule a refusal message names (the docs/coverage.md rows of the importer). */
export function refusalRule(full: string): string {
  const message = full.split(/, in the |' in /)[0]!;
  if (/has no '.*' characteristic/.test(message)) return 'missing characteristic';
  if (/has no armour ratings|armour rating/.test(full)) return 'armour (p. 39)';
  if (/Motivation|Skill|Is Hit On|rating/.test(message)) return 'ratings (pp. 10-11)';
  if (/speed|mobility/.test(message)) return 'mobility (p. 18)';
  if (/ROF/.test(message)) return 'ROF (p. 33)';
  if (/range/i.test(message)) return 'range (p. 26)';
  if (/Anti-Tank|Firepower/.test(message)) return 'anti-tank and firepower (p. 26)';
  if (/armour/i.test(message)) return 'armour (p. 39)';
  if (/Save|score/.test(message)) return 'save (p. 39)';
  return 'other';
}

type Node = Record<string, unknown>;

const asList = (v: unknown): Node[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]) as Node[];

/** Every <profile> element of the document, wherever it sits. */
function profilesOf(node: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const x of node) profilesOf(x, out);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node as Node)) {
      if (k === 'profile') out.push(...asList(v));
      if (k !== '#text') profilesOf(v, out);
    }
  }
  return out;
}

/** Survey one catalogue's XML text. */
export function surveyCatalogue(name: string, xml: string): CatalogueSurvey {
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    alwaysCreateTextNode: true,
  }).parse(xml) as Node;
  const refusedBy: Record<string, number> = {};
  const examples: Record<string, string> = {};
  const teams = { accepted: 0, refused: 0 };
  const weapons = { accepted: 0, refused: 0 };
  let empty = 0;
  let readings = 0;
  const fail: Fail = (line, message) => {
    throw new ValidationError([{ file: name, line, col: 1, message }]);
  };
  for (const p of profilesOf(doc)) {
    const typeName = String(p['typeName'] ?? '');
    const isTeam = (UNIT_PROFILE_TYPES as readonly string[]).includes(typeName);
    if (!isTeam && typeName !== 'Weapon') continue;
    const profile: RosterProfile = {
      name: String(p['name'] ?? ''),
      typeName,
      line: 1,
      characteristics: asList((p['characteristics'] as Node | undefined)?.['characteristic']).map((c) => ({
        name: String(c['name'] ?? ''),
        value: String(c['#text'] ?? '').trim(),
        line: 1,
      })),
    };
    const selection: RosterSelection = {
      name: profile.name,
      number: 1,
      type: 'unit',
      line: 1,
      path: [profile.name],
      profiles: [profile],
      rules: [],
      categories: [],
      selections: [],
    };
    if (isEmptyProfile(profile)) {
      empty++;
      continue;
    }
    const count = isTeam ? teams : weapons;
    try {
      const unplaced = isTeam
        ? teamFromProfile(profile, selection, fail, []).unplaced
        : weaponFromProfile(profile, selection, fail).weapon.unplaced;
      count.accepted++;
      if (unplaced.some((u) => u.why === 'reading')) readings++;
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      count.refused++;
      const rule = refusalRule(err.message);
      refusedBy[rule] = (refusedBy[rule] ?? 0) + 1;
      examples[rule] ??= err.message;
    }
  }
  return { catalogue: name, teams, weapons, readings, empty, refusedBy, examples };
}
