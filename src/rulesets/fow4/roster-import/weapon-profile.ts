/**
 * One Weapon profile -> a weapon line draft (range, ROF, Anti-Tank, Firepower, bombardment values
 * and weapon rules), with the team rules its Notes name; and which lines are vehicle MGs.
 */
import type { TeamType } from '../../flames-of-war/profile.js';
import { charOf, fmt, fmtScore, need, pushOnce, read, where } from './profile-boxes.js';
import type { Fail, WeaponDraft } from './profiles.js';
import { READINGS } from './readings.js';
import type { RosterProfile, RosterSelection } from './roster.js';
import { noteMeaning, splitNotes, type KnownRule } from './rule-names.js';
import { antiTank, firepower, range, rof, weaponRange, type RofValue } from './values.js';

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

/** Vehicle machine-guns (p. 33) of tank and aircraft teams: MG lines that are not a team's own HMG or LMG. */
export function isVehicleMg(weaponName: string, team: TeamType): boolean {
  if (team !== 'tank' && team !== 'aircraft') return false;
  return /\b(MGs?|machine-?guns?)\b/i.test(weaponName) && !/\b[HLM]MGs?\b/i.test(weaponName);
}
