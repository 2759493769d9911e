/**
 * What the opponent's lines say it shot or bombarded in a bot-versus-bot game, with the numbers it
 * printed: "<unit> shoots <target>: 0.4 Sherman V destroyed expected, 12% to pin (score ...)".
 */
export interface Taken {
  readonly line: string;
  readonly verb: 'shoots' | 'bombards';
  readonly destroyed: number;
  readonly pin: number;
}

// The reason line of a unit whose sight is known, or the printed decision after the table was asked.
const REASON = /^\s*(.+?) (shoots|bombards) ([^:]+): (\d+\.\d) .+? destroyed expected, (\d+)% to pin/;
const DECISION =
  /Which unit does (.+?) (shoot at|bombard)\?.* -> (.+?) \((\d+\.\d) .+? destroyed expected, (\d+)% to pin/;

/** Every shot and bombardment the opponent's lines say it takes. */
export function takenShots(lines: readonly string[]): Taken[] {
  return lines.flatMap((l) => {
    const m = REASON.exec(l) ?? DECISION.exec(l);
    if (!m) return [];
    const verb = m[2] === 'shoots' || m[2] === 'shoot at' ? 'shoots' : 'bombards';
    return [{ line: l, verb, destroyed: Number(m[4]), pin: Number(m[5]) / 100 }];
  });
}

/** A shot printed with nothing to show for it: no team expected destroyed, no chance to pin worth a tenth of a team. */
export const noEffect = (t: Taken) => t.destroyed === 0 && t.pin < 0.1;
