/**
 * A unit card's four speeds -> its mobility row (p. 18; AMB-1 and AMB-2 accept both printed
 * values), after undoing the speed changes some rules print into the card; a card whose speeds
 * match no row keeps its own speeds beside the nearest row.
 */
import type { Distance, GunSize, Mobility } from '../../flames-of-war/profile.js';
import { fmt, need, read } from './profile-boxes.js';
import type { CardSpeeds, Fail, TeamDraft } from './profiles.js';
import type { RosterProfile, RosterSelection } from './roster.js';
import { speedDistance } from './values.js';

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

export function mobilityOf(
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

/** Give the draft the mobility found (and the card's own speeds, when they are no row's). */
export function setMobility(draft: TeamDraft, m: ReturnType<typeof mobilityOf>): ReturnType<typeof mobilityOf> {
  draft.mobility = m.row.mobility;
  if (m.speeds) draft.speeds = m.speeds;
  return m;
}
