/**
 * One roster profile -> one draft of our team or weapon line. Unit profiles (Tank Unit,
 * Unarmoured Tank Unit, Infantry Unit, Gun Unit, Aircraft Unit, Transport Attachment) give a team
 * type, mobility (matched on the p. 18 speeds), armour or save, ratings and rules; Weapon profiles
 * give a weapon line. Values are kept in the books' notation, as a hand-written arsenal has them.
 */
import type { Distance, GunSize, Mobility, Ratings, TeamType } from '../../flames-of-war/profile.js';
import type { Score } from '../../flames-of-war/score.js';
import type { RosterProfile, RosterSelection } from './roster.js';
import { noteMeaning, splitNotes, type KnownRule } from './rule-names.js';
import {
  BadValue,
  antiTank,
  armour,
  firepower,
  range,
  readRatingsBox,
  rof,
  score,
  speedDistance,
  weaponRange,
  type RofValue,
} from './values.js';
import { READINGS } from './readings.js';

export const UNIT_PROFILE_TYPES = [
  'Tank Unit',
  'Unarmoured Tank Unit',
  'Infantry Unit',
  'Gun Unit',
  'Aircraft Unit',
  'Transport Attachment',
] as const;
export type UnitProfileType = (typeof UNIT_PROFILE_TYPES)[number];
/** Profile types that hold no team or weapon (skipped without a word). */
export const SKIPPED_PROFILE_TYPES = ['Command Card', 'Command Card [Revised]'];

/** Reports a problem at a roster line; never returns. */
export type Fail = (line: number, message: string, hint?: string, path?: readonly string[]) => never;

/** A special-rule name the importer could not place, with where the roster has it. */
export interface Unplaced {
  readonly name: string;
  readonly line: number;
  readonly where: string;
  /** `reading`: not a rule but umpire's reading of a value the data writes in no card's form (readings.ts). */
  readonly why: 'unknown' | 'weapon-rule-on-unit' | 'no-team-named' | 'reading';
}

/** The four speeds a unit card prints, in the books' notation ("12\"/30cm"; "-" is no move). */
export interface CardSpeeds {
  tactical: string;
  terrainDash: string;
  crossCountryDash: string;
  roadDash: string;
}

export interface WeaponDraft {
  readonly line: number;
  name: string;
  range: string;
  minRange?: string;
  rof: number;
  movingRof?: number;
  pinnedRof?: number;
  antiTank: number | '-';
  firepower: string;
  vehicleMg?: boolean;
  rules: string[];
  artillery?: {
    range: string;
    antiTank: number | '-';
    firepower: string;
    template?: 'salvo';
    rules?: string[];
    adjusted?: boolean;
  };
  /** An ARTILLERY or SALVO line not yet joined to its direct-fire line. */
  artilleryOnly?: boolean;
  unplaced: Unplaced[];
}

export interface TeamDraft {
  readonly profile: RosterProfile;
  readonly selection: RosterSelection;
  readonly kind: UnitProfileType;
  name: string;
  type: TeamType;
  mobility: Mobility;
  gunSize?: GunSize;
  armour?: string;
  /**
   * One card for two vehicles ("1 (Toldi II)\n3 (Toldi IIa)" in an armour box): each variant's
   * armour; the unit makes one team type per variant (units.ts), never this card as it is.
   */
  armourVariants?: { name: string; armour: string }[];
  save?: string;
  weapons: WeaponDraft[];
  rules: string[];
  passengers?: number;
  tankAssault?: number;
  ratings: { -readonly [K in keyof Ratings]?: Ratings[K] };
  /** The card's own speeds, when they are not its mobility row's (p. 18). */
  speeds?: CardSpeeds;
  unitRules: string[];
  unplaced: Unplaced[];
}

const where = (s: RosterSelection) => s.path.join(' > ');

function charOf(p: RosterProfile, name: string) {
  const key = name.toLowerCase().replace(/[^a-z]/g, '');
  return p.characteristics.find((c) => c.name.toLowerCase().replace(/[^a-z]/g, '') === key);
}

function need(p: RosterProfile, s: RosterSelection, name: string, fail: Fail, all: readonly string[]) {
  const c = charOf(p, name);
  if (!c)
    fail(
      p.line,
      `the ${p.typeName} profile '${p.name}' in ${where(s)} has no '${name}' characteristic`,
      `a ${p.typeName} profile needs ${all.join(', ')}; export the list again, or add it by hand`,
      s.path,
    );
  return c;
}

/** Run a value reader; a BadValue becomes an error at the characteristic's line naming the selection. */
function read<T>(line: number, s: RosterSelection, p: RosterProfile, fail: Fail, f: () => T): T {
  try {
    return f();
  } catch (err) {
    if (err instanceof BadValue)
      fail(line, `${err.message}, in the ${p.typeName} profile '${p.name}' of ${where(s)}`, err.hint, s.path);
    throw err;
  }
}

const fmt = (d: { inches: number; cm: number }) => (d.inches === Infinity ? 'unlimited' : `${d.inches}"/${d.cm}cm`);
const fmtScore = (s: Score | null) => (s === null ? '-' : s === 'auto' ? 'auto' : `${s}+`);

// --- Mobility (p. 18; AMB-1 and AMB-2 accept both printed values) --------------------------------

type Speeds = readonly [number | null, number, number, number];
const ROWS: readonly {
  mobility: Mobility;
  family: 'tank' | 'gun' | 'infantry';
  speeds: readonly Speeds[];
  gunSize?: GunSize;
  cavalry?: boolean;
}[] = [
  { mobility: 'standard-tank', family: 'tank', speeds: [[10, 12, 18, 20]] },
  { mobility: 'light-tank', family: 'tank', speeds: [[12, 16, 28, 32]] },
  { mobility: 'fast-tank', family: 'tank', speeds: [[12, 16, 24, 28]] },
  {
    mobility: 'slow-tank',
    family: 'tank',
    speeds: [
      [8, 12, 14, 16],
      [8, 12, 14, 15],
    ],
  },
  { mobility: 'very-slow-tank', family: 'tank', speeds: [[6, 8, 8, 8]] },
  { mobility: 'jeep', family: 'tank', speeds: [[12, 12, 18, 40]] },
  {
    mobility: 'half-tracked',
    family: 'tank',
    speeds: [
      [10, 10, 16, 32],
      [10, 10, 18, 32],
    ],
  },
  { mobility: 'wheeled', family: 'tank', speeds: [[8, 8, 14, 32]] },
  { mobility: 'light-gun', family: 'gun', gunSize: 'light', speeds: [[4, 4, 6, 8]] },
  { mobility: 'medium-gun', family: 'gun', gunSize: 'medium', speeds: [[2, 4, 6, 8]] },
  { mobility: 'heavy-gun', family: 'gun', gunSize: 'heavy', speeds: [[2, 2, 4, 6]] },
  { mobility: 'immobile-gun', family: 'gun', gunSize: 'immobile', speeds: [[null, 2, 4, 4]] },
  { mobility: 'infantry', family: 'infantry', speeds: [[8, 8, 12, 12]] },
  { mobility: 'infantry', family: 'infantry', cavalry: true, speeds: [[6, 10, 20, 20]] },
];

/** Speed changes printed into a card by these rules (p. 67, 69, 70, 72): undone before matching. */
const SPEED_RULES: Readonly<Record<string, Speeds>> = {
  'tally ho': [2, 0, 0, 0],
  'detroit s finest': [0, 2, 2, 2],
  'the truscott trot': [0, 0, 2, 2],
  'truscott trot': [0, 0, 2, 2],
  unreliable: [0, 0, -2, -2],
};

function mobilityOf(
  p: RosterProfile,
  s: RosterSelection,
  fail: Fail,
  family: 'tank' | 'gun' | 'infantry',
  noteKeys: readonly string[],
): { row: (typeof ROWS)[number]; speeds?: CardSpeeds } {
  const names = ['Tactical', 'Terrain Dash', 'Cross Country Dash', 'Road Dash'];
  const got = names.map((n) => {
    const c = need(p, s, n, fail, names);
    return read(c.line, s, p, fail, () => speedDistance(c.value, `the ${n} speed`));
  });
  const inches = got.map((d) => (d === null ? null : d.inches));
  const adjusted = inches.map((v, i) =>
    v === null ? null : noteKeys.reduce((x, k) => x - (SPEED_RULES[k]?.[i] ?? 0), v),
  );
  const families = family === 'gun' ? ['gun', 'infantry'] : [family];
  const rows = ROWS.filter((r) => families.includes(r.family));
  const exact = rows.find((r) => r.speeds.some((sp) => sp.every((v, i) => v === adjusted[i])));
  if (exact) return { row: exact };
  // A card speed outside the p. 18 rows (M5 Stuart 12/14/24/28, a mortar team 4/4/6/8): the card's
  // numbers are kept, and the nearest row gives what the mobility decides (Cross, gun size).
  const gap = (sp: Speeds) => sp.reduce<number>((a, v, i) => a + Math.abs((v ?? 0) - (adjusted[i] ?? 0)), 0);
  const nearest =
    family === 'infantry' && !rows.some((r) => r.cavalry && gap(r.speeds[0]!) === 0)
      ? rows.find((r) => !r.cavalry)!
      : rows.reduce((a, b) => (Math.min(...b.speeds.map(gap)) < Math.min(...a.speeds.map(gap)) ? b : a));
  const text = (d: Distance | null) => (d === null ? '-' : fmt(d));
  return {
    row: nearest,
    speeds: {
      tactical: text(got[0]!),
      terrainDash: text(got[1]!),
      crossCountryDash: text(got[2]!),
      roadDash: text(got[3]!),
    },
  };
}

// --- Teams ----------------------------------------------------------------------------------------

/** A unit profile as a team draft. */
export function teamFromProfile(
  p: RosterProfile,
  s: RosterSelection,
  fail: Fail,
  extraRules: readonly { name: string; line: number }[],
): TeamDraft {
  const kind = p.typeName as UnitProfileType;
  const draft: TeamDraft = {
    profile: p,
    selection: s,
    kind,
    name: p.name.trim(),
    type: 'tank',
    mobility: 'standard-tank',
    weapons: [],
    rules: [],
    ratings: {},
    unitRules: [],
    unplaced: [],
  };
  if (!draft.name)
    fail(
      p.line,
      `a ${kind} profile in ${where(s)} has no name`,
      'every team profile needs the name the force will use',
    );

  const ratingNames = ['Motivation', 'Skill'];
  // A ratings box may also hold rule names ("Confident 4+ / Protected Ammo / Remount 3+").
  const boxRules: { name: string; line: number }[] = [];
  const reading = (text: string, line: number) =>
    draft.unplaced.push({ name: text, line, where: where(s), why: 'reading' });
  // "As Per Unit", "-" or nothing (a Jeep carrying a unit's mortar, a Motorcycles card): the team
  // has the unit's ratings (p. 10), from the unit's other cards.
  const perUnit = (box: string) => /^(as per unit|[-–—]?)$/i.test(charOf(p, box)?.value.trim() ?? '');
  for (const box of ['Motivation', 'Skill', 'Is Hit On'] as const) {
    const c = box === 'Is Hit On' ? charOf(p, box) : need(p, s, box, fail, ratingNames);
    if (c && c.value.trim() !== '' && c.value.trim() !== '-' && !perUnit(box)) {
      const readings: string[] = [];
      for (const name of read(c.line, s, p, fail, () => readRatingsBox(c.value, box, draft.ratings, readings)))
        boxRules.push({ name, line: c.line });
      for (const r of readings) reading(r, c.line);
    }
  }
  if (!draft.ratings.motivation && !perUnit('Motivation'))
    fail(
      need(p, s, 'Motivation', fail, ratingNames).line,
      `the Motivation box of '${p.name}' in ${where(s)} names no Motivation (fearless, confident or reluctant)`,
      'the data puts no Motivation in this box: choose another option for the unit in the list builder, or report the card to BSData/flamesofwar',
      s.path,
    );
  if (!draft.ratings.skill && !perUnit('Skill'))
    fail(
      need(p, s, 'Skill', fail, ratingNames).line,
      `the Skill box of '${p.name}' in ${where(s)} names no Skill (veteran, trained or conscript)`,
      'the data puts no Skill in this box (a "Fearless 3+" there is a Motivation): choose another option for the unit in the list builder, or report the card to BSData/flamesofwar',
      s.path,
    );

  // Special rules: the profile's Notes, then the rules the roster attaches to the selections.
  const notes = charOf(p, 'Notes');
  const names = [
    ...(notes ? splitNotes(notes.value).map((n) => ({ name: n, line: notes.line })) : []),
    ...boxRules,
    ...extraRules,
  ];
  const noteKeys = names.map((n) =>
    n.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim(),
  );
  let heavyWeapon = false;
  let cavalryRule = false;
  let motorcycle = false;
  for (const n of names) {
    const m = noteMeaning(n.name);
    if (m.kind === 'rule') {
      placeTeamRule(draft, m.rule, n);
      if (m.rule.id === 'heavy-weapon') heavyWeapon = true;
      if (m.rule.id === 'cavalry') cavalryRule = true;
      if (m.rule.id === 'motorcycle-recce') motorcycle = true;
    } else if (m.kind === 'assault') draft.ratings.assault = m.score;
    else if (m.kind === 'tank-assault') draft.tankAssault = m.value;
    else if (m.kind === 'passengers') draft.passengers = m.value;
    else if (m.kind === 'type-word') continue;
    else draft.unplaced.push({ name: n.name, line: n.line, where: where(s), why: 'unknown' });
  }

  const saveOf = () => {
    const c = need(p, s, 'Save', fail, ['Motivation', 'Skill', 'Save']);
    // BSData writes "3+", "Infantry 3+", "Gun 4+", and rules on further lines ("3+\nDefensive Fire 4+").
    const [first, ...more] = c.value
      .split(/\n+/)
      .map((x) => x.trim())
      .filter(Boolean);
    const bare = (first ?? '').replace(/^[A-Za-z][A-Za-z ]*?\s+(?=\d)/, '');
    for (const name of more) draft.unplaced.push({ name, line: c.line, where: where(s), why: 'unknown' });
    return fmtScore(read(c.line, s, p, fail, () => score(bare, 'the Save')));
  };
  switch (kind) {
    case 'Tank Unit':
    case 'Transport Attachment': {
      const boxes = ['Armour Front', 'Armour Side & Rear', 'Armour Top'];
      const cs = boxes.map((b) => need(p, s, b, fail, boxes));
      const variants = armourVariants(p, s, fail, cs, boxes);
      const values = variants
        ? [0, 0, 0]
        : cs.map((c, i) => read(c.line, s, p, fail, () => armour(c.value, `the ${boxes[i]}`)));
      // An empty box beside armour numbers (the T30's Side & Rear): umpire's reading, readings.ts.
      if (kind === 'Tank Unit' && values.some((v) => v !== null))
        cs.forEach((c, i) => {
          if (values[i] !== null || c.value.trim() !== '') return;
          values[i] = 0;
          reading(READINGS.emptyArmour(boxes[i]!), c.line);
        });
      if (variants) draft.armourVariants = variants;
      else if (values.every((v) => v !== null)) draft.armour = values.join('/');
      else if (kind === 'Tank Unit')
        fail(
          p.line,
          `the Tank Unit profile '${p.name}' in ${where(s)} has no armour ratings`,
          'an unarmoured tank is an Unarmoured Tank Unit profile with a Save',
        );
      else if (charOf(p, 'Save')) draft.save = saveOf();
      draft.type = 'tank';
      setMobility(draft, mobilityOf(p, s, fail, 'tank', noteKeys));
      break;
    }
    case 'Unarmoured Tank Unit':
      draft.type = 'tank';
      draft.save = saveOf();
      setMobility(draft, mobilityOf(p, s, fail, 'tank', noteKeys));
      if (!draft.rules.includes('unarmoured')) draft.rules.push('unarmoured');
      break;
    case 'Infantry Unit': {
      draft.save = saveOf();
      const { row } = setMobility(draft, mobilityOf(p, s, fail, 'infantry', noteKeys));
      draft.type =
        row.cavalry || cavalryRule ? 'cavalry' : motorcycle ? 'motorcycle' : heavyWeapon ? 'heavy-weapon' : 'infantry';
      break;
    }
    case 'Gun Unit': {
      draft.save = saveOf();
      const { row } = setMobility(draft, mobilityOf(p, s, fail, 'gun', noteKeys));
      if (row.gunSize) {
        draft.type = 'gun';
        draft.gunSize = row.gunSize;
      } else {
        // A Gun Unit that moves as infantry is a Man-packed Gun: an Infantry team with Heavy Weapon (p. 65).
        draft.type = 'heavy-weapon';
        if (!draft.rules.includes('heavy-weapon')) draft.rules.push('heavy-weapon');
      }
      break;
    }
    case 'Aircraft Unit':
      draft.type = 'aircraft';
      draft.mobility = 'aircraft';
      draft.save = saveOf();
      break;
  }
  return draft;
}

/**
 * Armour boxes naming one value per vehicle of the card ("1 (Toldi II)\n3 (Toldi IIa)"): each
 * vehicle's Front/Side/Top, a box with one number giving it to every vehicle; undefined when no box
 * names vehicles.
 */
function armourVariants(
  p: RosterProfile,
  s: RosterSelection,
  fail: Fail,
  cs: readonly { value: string; line: number }[],
  boxes: readonly string[],
): { name: string; armour: string }[] | undefined {
  const per = cs.map((c) => {
    const lines = c.value
      .split(/\n+/)
      .map((l) => l.trim())
      .filter(Boolean);
    const named = lines.map((l) => /^(\d{1,2})\s*\(([^()]+)\)$/.exec(l));
    return lines.length > 1 && named.every((m) => m !== null)
      ? new Map(named.map((m) => [m![2]!.trim(), m![1]!]))
      : undefined;
  });
  const first = per.find((m) => m !== undefined);
  if (!first) return undefined;
  const names = [...first.keys()];
  return names.map((name) => {
    const values = cs.map((c, i) => {
      const text = per[i] ? per[i]!.get(name) : c.value;
      if (text === undefined)
        fail(
          c.line,
          `the ${boxes[i]} of '${p.name}' in ${where(s)} names no value for the ${name}`,
          'each armour box names the same vehicles, e.g. "1 (Toldi II)" and "3 (Toldi IIa)"',
          s.path,
        );
      const v = read(c.line, s, p, fail, () => armour(text!, `the ${boxes[i]} of the ${name}`));
      if (v === null)
        fail(
          c.line,
          `the ${boxes[i]} of the ${name} in '${p.name}' is empty`,
          'an armoured vehicle has three armour ratings',
        );
      return v;
    });
    return { name, armour: values.join('/') };
  });
}

function setMobility(draft: TeamDraft, m: ReturnType<typeof mobilityOf>): ReturnType<typeof mobilityOf> {
  draft.mobility = m.row.mobility;
  if (m.speeds) draft.speeds = m.speeds;
  return m;
}

/** Put a known rule where it belongs; a weapon rule named for a team or unit waits for its weapon. */
export function placeTeamRule(draft: TeamDraft, rule: KnownRule, n: { name: string; line: number }): void {
  if (rule.on === 'team' || rule.on === 'team+unit') pushOnce(draft.rules, rule.id);
  if (rule.on === 'unit' || rule.on === 'team+unit') pushOnce(draft.unitRules, rule.id);
  if (rule.on === 'weapon')
    draft.unplaced.push({ name: n.name, line: n.line, where: where(draft.selection), why: 'weapon-rule-on-unit' });
}

function pushOnce(xs: string[], x: string): void {
  if (!xs.includes(x)) xs.push(x);
}

// --- Weapons --------------------------------------------------------------------------------------

const WEAPON_BOXES = ['Range', 'Halted ROF', 'Moving ROF', 'Anti-Tank', 'Firepower'];

/** A Weapon profile as a weapon line; `team` receives team and unit rules found in its Notes. */
export function weaponFromProfile(
  p: RosterProfile,
  s: RosterSelection,
  fail: Fail,
): { weapon: WeaponDraft; teamRules: { rule: KnownRule; name: string; line: number }[]; assault?: number } {
  const get = (n: string) => need(p, s, n, fail, WEAPON_BOXES);
  const readings: { name: string; line: number }[] = [];
  const r = get('Range');
  const { range: rng, minRange, reading } = read(r.line, s, p, fail, () => weaponRange(r.value, 'the Range'));
  if (reading) readings.push({ name: reading, line: r.line });
  const h = get('Halted ROF');
  const halted: RofValue = read(h.line, s, p, fail, () => rof(h.value, 'the Halted ROF'));
  let mv = charOf(p, 'Moving ROF');
  let at = get('Anti-Tank');
  let fp = get('Firepower');
  const shiftedRule = shifted(halted, mv?.value, at.value, fp.value);
  const shiftedLine = fp.line;
  if (shiftedRule) {
    // The boxes from Moving ROF on sit one to the right (readings.ts): read them one to the left.
    readings.push({ name: READINGS.shiftedWeapon(mv!.value.trim(), at.value.trim(), fp.value.trim()), line: at.line });
    [at, fp, mv] = [mv!, at, undefined];
  }
  const moving: RofValue | undefined = mv
    ? read(mv.line, s, p, fail, () => rof(mv!.value, 'the Moving ROF'))
    : undefined;
  const antiTankValue = read(at.line, s, p, fail, () => antiTank(at.value));
  const firepowerValue = read(fp.line, s, p, fail, () => firepower(fp.value));
  const weapon: WeaponDraft = {
    line: p.line,
    name: p.name.trim(),
    range: fmt(rng),
    ...(minRange ? { minRange: fmt(minRange) } : {}),
    rof: 0,
    antiTank: antiTankValue ?? '-',
    firepower: fmtScore(firepowerValue),
    rules: [],
    unplaced: readings.map((x) => ({ ...x, where: `${where(s)} > ${p.name}`, why: 'reading' as const })),
  };
  if (halted.kind === 'artillery') {
    weapon.artilleryOnly = true;
    weapon.artillery = {
      range: weapon.range,
      antiTank: weapon.antiTank,
      firepower: weapon.firepower,
      ...(halted.salvo ? { template: 'salvo' as const } : {}),
      // v4 unit cards print bombardment values already adjusted (p. 49).
      adjusted: true,
    };
  } else if (halted.kind === 'none' && moving?.kind === 'rof') {
    // Aircraft cards print Halted ROF "-" and their ROF as Moving ROF: aircraft are always moving (p. 44).
    weapon.rof = moving.rof;
    weapon.movingRof = moving.rof;
  } else if (halted.kind === 'rof') {
    weapon.rof = halted.rof;
    if (moving?.kind === 'rof') weapon.movingRof = moving.rof;
    else if (moving?.kind === 'none') weapon.movingRof = 0;
    if (weapon.movingRof !== undefined && weapon.movingRof > weapon.rof)
      fail(
        mv!.line,
        `the Moving ROF ${weapon.movingRof} of '${p.name}' in ${where(s)} is more than its Halted ROF ${weapon.rof}`,
        'the Moving ROF is never higher than the Halted ROF (p. 33)',
      );
  } else {
    fail(
      h.line,
      `the weapon '${p.name}' in ${where(s)} has no Halted ROF`,
      'a weapon line has a ROF number, or ARTILLERY / SALVO for a bombardment line',
    );
  }

  const teamRules: { rule: KnownRule; name: string; line: number }[] = [];
  let assault: number | undefined;
  const notes = charOf(p, 'Notes');
  const noteNames = [
    ...(shiftedRule ? [{ name: shiftedRule, line: shiftedLine }] : []),
    ...(notes ? splitNotes(notes.value).map((name) => ({ name, line: notes.line })) : []),
  ];
  for (const { name, line } of noteNames) {
    const m = noteMeaning(name);
    if (m.kind === 'rule' && m.rule.on === 'weapon') pushOnce(weapon.rules, m.rule.id);
    else if (m.kind === 'rule') teamRules.push({ rule: m.rule, name, line });
    else if (m.kind === 'pinned-rof') weapon.pinnedRof = m.value;
    else if (m.kind === 'assault') assault = m.score;
    else if (m.kind === 'min-range')
      weapon.minRange = fmt(read(line, s, p, fail, () => range(m.text, 'the Minimum Range')).range);
    else if (m.kind === 'type-word') continue;
    else weapon.unplaced.push({ name, line, where: `${where(s)} > ${p.name}`, why: 'unknown' });
  }
  return { weapon, teamRules, ...(assault !== undefined ? { assault } : {}) };
}

/**
 * The special rule a weapon line's Firepower box holds when the boxes from Moving ROF on sit one
 * to the right of the card's (readings.ts): an ARTILLERY line with a Moving ROF number, a score
 * in Anti-Tank ("2+") and a word in Firepower ("Bombs"); else undefined.
 */
function shifted(halted: RofValue, moving: string | undefined, at: string, fp: string): string | undefined {
  if (halted.kind !== 'artillery' || moving === undefined) return undefined;
  if (!/^\d{1,2}$/.test(moving.trim()) || !/^[1-6]\+$/.test(at.trim())) return undefined;
  const word = fp.trim();
  return /^[A-Za-z][A-Za-z '-]*$/.test(word) && !/^auto(matic)?$/i.test(word) ? word : undefined;
}

/** A profile with every box empty (BSData's "Unit Size" notes, a placeholder card) holds no team or weapon: skipped. */
export function isEmptyProfile(p: RosterProfile): boolean {
  return p.characteristics.every((c) => c.value.trim() === '');
}

/** Vehicle machine-guns (p. 33) of tank and aircraft teams: MG lines that are not a team's own HMG or LMG. */
export function isVehicleMg(weaponName: string, team: TeamType): boolean {
  if (team !== 'tank' && team !== 'aircraft') return false;
  return /\b(MGs?|machine-?guns?)\b/i.test(weaponName) && !/\b[HLM]MGs?\b/i.test(weaponName);
}
