/**
 * An assault's end in one line (p. 59): who won, who broke off, who consolidates. (Why no team
 * reached Contact is charge.ts's `noChargeReasons`.)
 */
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
