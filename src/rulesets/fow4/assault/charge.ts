/** Charge into Contact (pp. 53-54) and the Counterattack charge (p. 58). */
import type { Choice, Procedure } from '../../../engine/request.js';
import type { RuleRef } from '../../../engine/rules.js';
import { isArmouredTank, ruleKey } from '../../flames-of-war/saves/special-rules.js';
import { cross, crossRating, type CrossInput } from '../rating-tests/cross.js';
import { askChoice, askYesNo } from './ask.js';
import { canContact, cannotAssault, cannotCounterCharge, isHeavyWeapon } from './eligibility.js';
import { FOW4_ASSAULT as R } from './rules.js';
import { other, teamRule, type AssaultState, type Side, type TeamState } from './state.js';

/** The team as nerve's Cross test sees it (p. 20): Cross number by mobility, Wide Tracks, Overloaded... */
export function crossInput(t: TeamState, night: boolean, player: string): CrossInput {
  const mobility = t.profile.type === 'cavalry' ? 'cavalry' : t.profile.mobility;
  return {
    team: t.id,
    ...(t.input.cross !== undefined ? { cross: t.input.cross } : { mobility }),
    teamRules: [...(t.profile.rules ?? [])].map(ruleKey),
    night,
    player,
  };
}

export function crossNeeded(t: TeamState): boolean {
  return crossRating(crossInput(t, false, '')).check.need !== 'auto';
}

export interface CrossRecord {
  readonly need: string;
  readonly faces: readonly number[];
  readonly passed: boolean;
}

/** A Cross test (p. 20), through the shared test procedure. */
export function* crossTest(
  t: TeamState,
  night: boolean,
  player: string,
): Procedure<{ record: CrossRecord; rules: readonly RuleRef[] }> {
  const out = yield* cross(crossInput(t, night, player));
  const faces = out.rolls.flatMap((r) => (r.followUp === undefined ? [r.face] : [r.face, r.followUp]));
  return {
    record: { need: out.need === 'auto' ? 'Auto' : `${out.need}+`, faces, passed: out.passed },
    rules: out.rules,
  };
}

export interface ChargeRecord {
  readonly team: string;
  /** Enemy teams it is in Contact with after the charge (empty: it does not assault this round). */
  readonly contacts: readonly string[];
  readonly cross?: CrossRecord;
  /** Why it does not assault, or what happened to it. */
  readonly note?: string;
  readonly rules: readonly RuleRef[];
}

/** Enemies this team could fight: tanks cannot assault tanks; cavalry cannot hit armoured tanks; tanks cannot hit bunkers without a dozer. */
export function reachableEnemies(state: AssaultState, t: TeamState): TeamState[] {
  return state.teamsOf(other(t.side)).filter((e) => {
    // Tanks cannot hit Bunkers unless dozers (which assault them like infantry, p. 80); Demolition Carriers may (p. 81).
    if (e.input.bunker && t.profile.type === 'tank')
      return teamRule(t, 'bulldozer') || teamRule(t, 'demolition-carrier');
    if (!canContact(t.profile, e.profile)) return false;
    if (t.profile.type === 'cavalry' && isArmouredTank(e.profile)) return false;
    return true;
  });
}

function contactChoices(
  enemies: readonly TeamState[],
  dflt: readonly string[],
): { choices: Choice<string>[]; dflt: string } {
  const all = enemies.map((e) => e.id);
  const choices: Choice<string>[] = [{ value: 'none', label: 'none: it cannot reach Contact' }];
  if (all.length > 1) choices.push({ value: 'all', label: `all of them (${all.join(', ')})` });
  for (const e of enemies) choices.push({ value: e.id, label: e.id });
  const d = dflt.filter((id) => all.includes(id));
  let value: string;
  if (d.length === 0) value = 'none';
  else if (d.length === all.length) value = all.length > 1 ? 'all' : all[0]!;
  else if (d.length === 1) value = d[0]!;
  else {
    value = d.join(',');
    choices.push({ value, label: d.join(', ') });
  }
  return { choices, dflt: value };
}

function decodeContacts(value: string, enemies: readonly TeamState[]): string[] {
  if (value === 'none') return [];
  if (value === 'all') return enemies.map((e) => e.id);
  return value.split(',');
}

/** The default contact set: what the situation says, else what it touched last round, else every enemy it can fight. */
function defaultContacts(t: TeamState, reachable: readonly TeamState[], round: number): string[] {
  const reachIds = reachable.map((e) => e.id);
  const touchedBy = reachable.filter((e) => e.contacts.includes(t.id)).map((e) => e.id);
  const previous = t.contacts.filter((id) => reachIds.includes(id));
  if (round > 1 && (previous.length > 0 || touchedBy.length > 0)) return [...new Set([...previous, ...touchedBy])];
  const given = t.input.contact;
  if (given === 'none') return [];
  if (Array.isArray(given)) return given.filter((id) => reachIds.includes(id));
  if (given === 'all') return reachIds;
  // Unset: every enemy it can fight, unless the situation says it is out of 4"/10cm reach.
  return round > 1 && t.input.within4 === false ? [] : reachIds;
}

/**
 * Move the side's teams into Contact. Asks, per team, which enemies it reaches (table fact) and,
 * for tanks, whether Difficult Terrain lies in the way (a Cross test each round; in a Counterattack
 * even a tank that does not move tests). Returns one record per team of the side.
 */
export function* chargeIntoContact(
  state: AssaultState,
  side: Side,
  round: number,
  counterattack: boolean,
): Procedure<ChargeRecord[]> {
  const player = state.players[side];
  const records: ChargeRecord[] = [];
  for (const t of state.teamsOf(side)) {
    const unit = state.unitOf(t);
    if (t.bailedOut) {
      t.contacts = [];
      records.push({ team: t.id, contacts: [], note: 'Bailed Out: it cannot assault', rules: [] });
      continue;
    }
    const reachable = reachableEnemies(state, t);
    // In Contact already: enemies it touched last round, or enemies whose charge touched it.
    const touchedBy = reachable.filter((e) => e.contacts.includes(t.id)).map((e) => e.id);
    const alreadyIn = [...new Set([...t.contacts.filter((id) => reachable.some((e) => e.id === id)), ...touchedBy])];
    const barred =
      round === 1 && !counterattack ? cannotAssault(t.input, unit.input) : cannotCounterCharge(t.input, unit.input);
    // A Heavy Weapon cannot charge, but fights if it is already in Contact (p. 65, AMB-38); a Gun
    // team cannot charge but fights back when the enemy has charged it (Gun, p. 65).
    const fightsBack = isHeavyWeapon(t.profile) || (t.profile.type === 'gun' && alreadyIn.length > 0);
    const heavyInContact =
      barred &&
      fightsBack &&
      (alreadyIn.length > 0 || (round === 1 && Array.isArray(t.input.contact) && t.input.contact.length > 0));
    if (barred && !heavyInContact) {
      t.contacts = [];
      records.push({ team: t.id, contacts: [], note: barred.text, rules: [barred.rule] });
      continue;
    }
    if (reachable.length === 0) {
      t.contacts = [];
      records.push({
        team: t.id,
        contacts: [],
        note:
          t.profile.type === 'tank'
            ? 'no enemy it can assault (tanks cannot assault tanks)'
            : 'no enemy left to contact',
        rules: [R.whoCannotCharge],
      });
      continue;
    }
    const dflt =
      heavyInContact && round === 1 && Array.isArray(t.input.contact)
        ? t.input.contact
        : heavyInContact
          ? alreadyIn
          : defaultContacts(t, reachable, round);
    const { choices, dflt: d } = contactChoices(reachable, dflt);
    const verb = heavyInContact
      ? `is already in Contact with (a ${t.profile.type === 'gun' ? 'Gun team' : 'Heavy Weapon'} cannot charge)`
      : 'reach (a 4"/10cm charge, or touching a friendly infantry team in Contact)';
    const answer = yield* askChoice(
      `contact:${t.id}`,
      player,
      `Round ${round}: which enemy team does ${t.id} ${verb}?`,
      choices,
      d,
    );
    let contacts = decodeContacts(answer, reachable);
    const rules: RuleRef[] = [R.chargeIntoContact];
    if (heavyInContact) rules.push(t.profile.type === 'gun' ? R.gunTeams : R.heavyWeapon);
    let cross: CrossRecord | undefined;
    let note: string | undefined;
    if (contacts.length > 0 && t.profile.type === 'tank' && crossNeeded(t)) {
      const needs = yield* askYesNo(
        `cross:${t.id}`,
        player,
        `Round ${round}: is there Difficult Terrain between ${t.id} and the enemy it contacts (a Cross test)?`,
        t.input.crossToCharge === true,
      );
      if (needs) {
        const test = yield* crossTest(t, state.night, player);
        cross = test.record;
        rules.push(counterattack ? R.counterattackCross : R.assaultingThroughTerrain, ...test.rules);
        if (!cross.passed) {
          contacts = [];
          note =
            counterattack || round > 1
              ? 'failed its Cross test: it falls back 2"/5cm and does not fight this round'
              : 'failed its Cross test: it halts (moved back to 2"/5cm if it was closer) and does not assault';
        }
      }
    }
    t.contacts = contacts;
    records.push({
      team: t.id,
      contacts,
      ...(cross ? { cross } : {}),
      ...(note ? { note } : contacts.length === 0 ? { note: 'does not reach Contact' } : {}),
      rules,
    });
  }
  return records;
}

/** Why no team could Charge into Contact: each reason once, with the teams it holds back. */
export function noChargeReasons(charge: readonly ChargeRecord[]): string {
  const by = new Map<string, string[]>();
  for (const c of charge) {
    const why = c.note ?? 'reached no enemy team';
    by.set(why, [...(by.get(why) ?? []), c.team]);
  }
  return [...by].map(([why, teams]) => `${teams.join(', ')}: ${why}`).join('; ');
}
