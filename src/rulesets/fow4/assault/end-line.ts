/**
 * An assault's end in one line (p. 59): who won, who broke off, who consolidates; and, when no
 * team reached Contact, why not, from each team's charge record.
 */
import type { ChargeRecord } from './charge.js';
import type { AssaultResult } from './procedure.js';
import type { Side } from './state.js';

const list = (names: readonly string[]): string => [...new Set(names)].join(', ');

/** "Assault over: British won (1st Troop). Broke off: 1st Grenadier Platoon. 1st Troop consolidates." */
export function assaultEndLine(
  r: AssaultResult,
  sides: Readonly<Record<Side, string>> = { attacker: 'the attacker', defender: 'the defender' },
): string {
  if (r.outcome === 'no-assault') return 'No assault: no team reached Contact.';
  const brokeOff = r.units.filter((u) => u.brokenOff).map((u) => u.name);
  const broke = brokeOff.length ? ` Broke off: ${list(brokeOff)}.` : ' Nobody broke off.';
  if (!r.winner) return `Assault not decided (${r.summary})${broke}`;
  const winners = r.units.filter((u) => u.side === r.winner).map((u) => u.name);
  const who = `${sides[r.winner]} won${winners.length ? ` (${list(winners)})` : ''}`;
  if (r.outcome === 'fell-back')
    return `Assault over: ${who}; the assault fell back to Defensive Fire. Nobody consolidates.`;
  const consolidates = r.consolidate
    ? ` ${list(winners)} ${winners.length > 1 ? 'consolidate' : 'consolidates'} (up to 4"/10cm, p. 59).`
    : ' Nobody consolidates.';
  return `Assault over: ${who}.${broke}${consolidates}`;
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
