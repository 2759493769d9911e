/** `umpire status` (and `status` at a play prompt) for a Panzerfaust game: a few plain lines. */
import type { PzForce } from './force.js';
import type { PzGameState } from './schema/game.js';

export function pzStatusLines(state: PzGameState, forces: readonly PzForce[]): string[] {
  const dice = state.dice.kind === 'seeded' ? `seeded ${state.dice.seed}` : state.dice.kind;
  const w = state.weather
    ? Object.entries(state.weather)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .join(', ')
    : '';
  const out = [
    `panzerfaust · turn ${state.turn} · phase ${state.phase}${state.phase === 'F' || state.phase === 'G' ? ` (${state.active} acts)` : ''}${w ? ` · ${w}` : ''} · dice: ${dice}${state.tables ? ` · tables: ${state.tables}` : ''}`,
  ];
  state.sides.forEach((side, si) => {
    const force = forces[si];
    const bot = state.opponent?.sides[side.name];
    const fighting = side.units.filter((u) => !u.destroyed && u.morale !== 'retreat').length;
    const pips = side.companies
      .filter((c) => c.pips !== undefined)
      .map((c) => `${c.company} ${c.pips} pips`)
      .join(', ');
    out.push(
      `${side.name} (${force?.name ?? side.force}): ${fighting} of ${side.units.length} units fighting${pips ? `; ${pips}` : ''}${bot ? `; played by the built-in opponent (${bot})` : ''}`,
    );
    for (const u of side.units) {
      const fu = force?.units.find((x) => x.id === u.id);
      const marks = [
        u.destroyed ? 'destroyed' : '',
        u.teamsLost ? `${u.teamsLost} of ${fu?.teams.length ?? '?'} teams lost` : '',
        u.morale === 'shaken' ? `Shaken ${u.shakenTurns ?? '?'} turn(s)` : u.morale === 'retreat' ? 'Retreating' : '',
        u.pinned ? 'pinned' : '',
        u.immobilised ? 'immobilised' : '',
        u.gunDamaged ? 'gun damaged' : '',
        u.stunnedMoves ? `stunned ${u.stunnedMoves}` : '',
        u.moved ? `moved ${u.moved}` : '',
      ].filter(Boolean);
      if (marks.length > 0) out.push(`  ${u.id}: ${marks.join(', ')}`);
    }
  });
  return out;
}
