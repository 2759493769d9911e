/**
 * What `status` and the play prompt show: turn, step, and each side's blocks (hex, strength of
 * steps, half-hit, foxhole, face-up). With a viewer, the other side's blocks keep their fog of
 * war (p. 1 [Fog of War]): only revealed blocks show what they are.
 */
import type { ForceFile } from './schema/force.js';
import type { CiGameState } from './schema/game.js';

export function statusLines(state: CiGameState, forces: readonly ForceFile[], viewer?: string): string[] {
  const out = [
    `combat-infantry · ${state.scenario.name ?? state.scenario.kind} · turn ${state.turn} · ${state.active} · ${state.step} phase · dice: ${state.dice.kind}`,
  ];
  if (state.outcome)
    out.push(
      `game over: ${state.outcome.winner ? `${state.outcome.winner} wins` : 'no winner'} (${state.outcome.reason})`,
    );
  state.sides.forEach((side, si) => {
    const specs = new Map(forces[si]!.blocks.map((b) => [b.id, b]));
    const hidden = viewer !== undefined && viewer.toLowerCase() !== side.name.toLowerCase();
    out.push(`${side.name}${forces[si]!.labels === 'demo' ? ' (demo label values)' : ''}:`);
    const byHex = new Map<string, string[]>();
    const gone: string[] = [];
    for (const b of side.blocks) {
      const spec = specs.get(b.id)!;
      if (!b.hex || b.eliminated || b.offMap || b.exited) {
        gone.push(`${b.id}${b.eliminated ? ' eliminated' : b.offMap ? ' off the map' : ' exited'}`);
        continue;
      }
      const flags = [
        b.halfHit ? 'half-hit' : '',
        b.foxhole ? 'foxhole' : '',
        b.fired ? 'fired' : '',
        b.moved ? 'moved' : '',
        b.activated ? 'activated' : '',
        b.wreck ? 'wreck' : '',
      ].filter(Boolean);
      const strength = b.strength === 0 ? 'Ø' : String(b.strength);
      const text =
        hidden && !b.revealed
          ? 'block'
          : `${b.id} ${strength}/${spec.steps}${flags.length ? ` (${flags.join(', ')})` : ''}`;
      byHex.set(b.hex, [...(byHex.get(b.hex) ?? []), text]);
    }
    for (const [hex, list] of [...byHex].sort(([a], [b]) => a.localeCompare(b)))
      out.push(`  ${hex}: ${list.join(', ')}`);
    if (gone.length) out.push(`  gone: ${gone.join(', ')}`);
  });
  const m = state.markers;
  const marks = [
    Object.keys(m.foxholes).length
      ? `foxholes ${Object.entries(m.foxholes)
          .map(([h, n]) => `${h}x${n}`)
          .join(' ')}`
      : '',
    m.smoke.length ? `smoke ${m.smoke.map((s) => s.hex).join(' ')}` : '',
    m.minefields.some((x) => x.revealed)
      ? `minefields ${m.minefields
          .filter((x) => x.revealed)
          .map((x) => x.hex)
          .join(' ')}`
      : '',
    state.used.assaults.length ? `assaults ${state.used.assaults.map((a) => a.hex).join(' ')}` : '',
  ].filter(Boolean);
  if (marks.length) out.push(`markers: ${marks.join('; ')}`);
  return out;
}
