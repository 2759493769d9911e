/**
 * What the table tells the built-in opponent about one of its platoons: ONE multi-select per
 * platoon per step ("Which enemy platoons can 1st Troop see and reach?"), each enemy platoon with
 * the facts that change the shooting or make an assault possible ticked beside it, the previous
 * answer pre-selected. The opponent never states these facts itself. Pure.
 */
import { decideSet, type Choice, type Procedure } from '../../../engine/request.js';
import { TABLE } from '../../play.js';
import type { Fow3ShootingFacts } from '../bridge/shooting.js';
import { enemyPlatoons } from '../turn/shooting.js';
import { forcePlatoon, platoonState, play, type Fow3View } from '../turn/units.js';

export const SIGHT_ID = 'fow3.bot.sight';

/** The qualifiers ticked beside an enemy platoon: "<platoon>|<fact>". */
export const SIGHT_FACTS = ['long', 'concealed', 'bulletproof', 'side', 'charge'] as const;
export type SightFact = (typeof SIGHT_FACTS)[number];

const LABEL: Record<SightFact, string> = {
  long: 'over 16"/40cm away',
  concealed: 'concealed by terrain (hedge, woods, building, wall)',
  bulletproof: 'in bulletproof cover (building, stone wall)',
  side: 'shows its side armour',
  charge: 'within 4"/10cm: close enough to assault',
};

/** What the table said of one enemy platoon. */
export interface Sighting {
  readonly target: string;
  readonly facts: Fow3ShootingFacts;
  /** A team of the platoon is within 4"/10cm of an enemy team: it may assault (spec §6.1). */
  readonly charge: boolean;
}

function hasKind(view: Fow3View, side: number, platoon: string, tank: boolean): boolean {
  const fp = forcePlatoon(view, side, platoon);
  return platoonState(view.state, side, platoon).teams.some(
    (t) => !t.destroyed && (fp.teams.find((x) => x.id === t.id)!.profile.kind === 'tank') === tank,
  );
}

/** The choices: each enemy platoon, then its qualifiers that apply to it. */
export function sightChoices(view: Fow3View, side: number, platoon: string): Choice<string>[] {
  const tside = side === 0 ? 1 : 0;
  const out: Choice<string>[] = [];
  for (const t of enemyPlatoons(view, side)) {
    out.push({ value: t, label: `${t}: ${platoon} can see it and reach it with its weapons` });
    for (const f of SIGHT_FACTS) {
      if (f === 'bulletproof' && !hasKind(view, tside, t, false)) continue;
      if (f === 'side' && !hasKind(view, tside, t, true)) continue;
      out.push({ value: `${t}|${f}`, label: `  ${t}: ${LABEL[f]}` });
    }
  }
  return out;
}

/** Ask the one question (the last answer ticked; the first time, every enemy platoon in the open). */
export function* askSight(view: Fow3View, side: number, platoon: string): Procedure<string[]> {
  const choices = sightChoices(view, side, platoon);
  const values = new Set(choices.map((c) => c.value));
  const last = play(view.state).sight?.[platoon];
  const dflt = last ? last.filter((v) => values.has(v)) : [];
  return yield* decideSet<string>(
    SIGHT_ID,
    TABLE,
    `Which enemy platoons can ${platoon} see and reach? Tick each one, and the facts beside it that hold.`,
    choices,
    dflt,
  );
}

/** The ticks read back: the platoons in sight with their facts (a fact ticked without its platoon counts the platoon in). */
export function readSight(ticks: readonly string[]): Sighting[] {
  const by = new Map<string, Set<string>>();
  for (const v of ticks) {
    const [t, f] = v.split('|') as [string, string | undefined];
    const set = by.get(t) ?? new Set<string>();
    if (f) set.add(f);
    by.set(t, set);
  }
  return [...by].map(([target, f]) => ({
    target,
    facts: {
      longRange: f.has('long'),
      concealed: f.has('concealed'),
      bulletproof: f.has('bulletproof'),
      facing: f.has('side') ? 'side' : 'front',
    },
    charge: f.has('charge'),
  }));
}
