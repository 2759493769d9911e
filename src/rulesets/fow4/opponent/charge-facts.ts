/**
 * The table's facts for one charge of the built-in opponent (pp. 53-57), in ONE question: once
 * the instruction "StuG Platoon charges 1st Troop: move each team into contact" is on screen and
 * the human has moved the models, one multi-select gathers which charging teams reached Contact,
 * which defending teams are within 8"/20cm of them (Defensive Fire, p. 55) or within a further
 * 4"/10cm move (p. 57), and whether the charging tanks cross Difficult Terrain (p. 53). The
 * answer becomes the assault's table facts (AssaultTeamInput: contact, inRange, within4,
 * crossToCharge), and the assault procedure's own table questions for those facts are then
 * answered from it (their defaults) instead of being asked one by one. The procedure itself is
 * unchanged: a human's assault asks every one of them as before. Pure.
 */
import { decideSet, type Choice, type Procedure } from '../../../engine/request.js';
import { TABLE } from '../../play.js';
import type { AssaultInput, AssaultTeamInput, AssaultUnitInput } from '../assault/situation.js';
import { canContact, cannotAssault } from '../assault/eligibility.js';
import type { TeamProfile } from '../../flames-of-war/profile.js';

/** The id of the one question. */
export const CHARGE_FACTS_ID = 'fow4.bot.charge';

/** The assault procedure's questions about the table that the one answer settles (ids "<kind>:<team>"). */
const SETTLED = /^(contact|cross|in-range|within4):/;

/** The instruction printed before the question. */
export function chargeInstruction(unit: string, target: string): string {
  return `On the table: ${unit} charges ${target}: move each team that can up to 4"/10cm into contact with a team of ${target}; then tick who reached it and who of ${target} is close.`;
}

/** The teams of the charging unit that may Charge into Contact with some team of the defenders (p. 52). */
function chargers(input: AssaultInput): AssaultTeamInput[] {
  const enemies = input.defender.units.flatMap((u) => u.teams);
  // The charging unit, and a Formation Commander's HQ leading from the front (p. 52).
  return [input.attacker.unit, ...(input.attacker.hq ? [input.attacker.hq] : [])].flatMap((unit) =>
    unit.teams.filter(
      (t) =>
        !cannotAssault(t, unit) && enemies.some((e) => canContact(t.profile as TeamProfile, e.profile as TeamProfile)),
    ),
  );
}

/**
 * The one question: every charging team ticked as reaching Contact, every defending team as
 * within 8"/20cm and within a further 4"/10cm; no Difficult Terrain. (The same as the demo table's
 * likely answer, scenarios/fow4/demo-table.yaml.)
 */
export function* askChargeFacts(input: AssaultInput, unit: string, target: string): Procedure<string[]> {
  const teams = chargers(input);
  const defenders = input.defender.units.flatMap((u) => u.teams).filter((t) => !t.bailedOut);
  const choices: Choice<string>[] = [
    ...teams.map((t) => ({ value: `contact|${t.id}`, label: `${t.id} reached Contact` })),
    ...defenders.flatMap((d) => [
      { value: `in-range|${d.id}`, label: `${d.id} is within 8"/20cm of a charging team (Defensive Fire)` },
      { value: `within4|${d.id}`, label: `${d.id} is within a further 4"/10cm move of them` },
    ]),
  ];
  if (teams.some((t) => t.profile.type === 'tank'))
    choices.push({ value: 'cross', label: 'the charging tanks crossed Difficult Terrain (Cross tests)' });
  const dflt = choices.map((c) => c.value).filter((v) => v !== 'cross');
  const question = `${unit} charges ${target}. Tick what holds on the table now (unticked: it does not).`;
  return yield* decideSet<string>(CHARGE_FACTS_ID, TABLE, question, choices, dflt);
}

/** The assault's situation with the table's answer as its facts. */
export function withChargeFacts(input: AssaultInput, ticked: readonly string[]): AssaultInput {
  const has = (v: string) => ticked.includes(v);
  const asked = new Set(chargers(input).map((t) => t.id));
  const attacker = (t: AssaultTeamInput): AssaultTeamInput => {
    if (!asked.has(t.id)) return t;
    const reached = has(`contact|${t.id}`);
    return {
      ...t,
      ...(reached ? {} : { contact: 'none' as const }),
      ...(reached && t.profile.type === 'tank' ? { crossToCharge: has('cross') } : {}),
    };
  };
  // A defending team out of a further 4"/10cm move is out of a counter-charge too.
  const defender = (t: AssaultTeamInput): AssaultTeamInput =>
    t.bailedOut ? t : { ...t, inRange: has(`in-range|${t.id}`), within4: has(`within4|${t.id}`) };
  const unitWith = (u: AssaultUnitInput, f: (t: AssaultTeamInput) => AssaultTeamInput): AssaultUnitInput => ({
    ...u,
    teams: u.teams.map(f),
  });
  return {
    ...input,
    attacker: {
      ...input.attacker,
      unit: unitWith(input.attacker.unit, attacker),
      ...(input.attacker.hq ? { hq: unitWith(input.attacker.hq, attacker) } : {}),
    },
    defender: { ...input.defender, units: input.defender.units.map((u) => unitWith(u, defender)) },
  };
}

/**
 * Run the assault with the table facts it was given: its questions about Contact, Cross tests on
 * the charge, Defensive Fire range and the further 4"/10cm take their default (the answer above);
 * every other question (the defender's choices, who gets away) is asked as usual.
 */
export function* settledByTable<R>(proc: Procedure<R>): Procedure<R> {
  let step = proc.next();
  while (!step.done) {
    const req = step.value;
    step = proc.next(req.type === 'decision' && SETTLED.test(req.id) ? req.default : yield req);
  }
  return step.value;
}
