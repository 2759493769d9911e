/**
 * A save in words for the result tables of both editions: the die (and its re-roll), what it was
 * against, and the Firepower test that followed a failed save.
 */
import type { PoolDie } from '../../../dice/pool.js';
import type { ArmourSaveRecord } from './armour-save.js';
import type { TeamSaveRecord } from './team-save.js';

/** "4", "6→5" (a 6 then its follow-up die), "2 ↻ 5" (re-rolled). */
export function dieText(d: PoolDie | undefined): string {
  if (!d) return '';
  const t = (x: { face: number; followUp?: number }) =>
    x.followUp === undefined ? `${x.face}` : `${x.face}→${x.followUp}`;
  return d.reroll ? `${t(d.first)} ↻ ${t(d.reroll)}` : t(d.first);
}

/** The save roll ("front 4+3=7", "5 ↻ 2"), what it was against, and the Firepower test. */
export function saveColumns(save: ArmourSaveRecord | TeamSaveRecord): {
  roll: string;
  against: string;
  firepower: string;
} {
  if (save.kind === 'armour') {
    const part = save.part ? `${save.part} (${save.partRoll}) ` : '';
    const roll =
      save.roll === undefined ? '-' : `${save.roll}+${save.armour}${save.longRangeBonus ? '+1' : ''}=${save.total}`;
    const fp = save.firepowerTest ? `${dieText(save.firepowerTest.die)} vs ${save.firepowerTest.need}` : '';
    return {
      roll: `${part}${save.face} ${roll}`,
      against: `AT ${save.antiTank ?? '-'}${save.comparison ? ` (${save.comparison})` : ''}`,
      firepower: fp,
    };
  }
  const fp = save.firepowerTest ? `${dieText(save.firepowerTest.die)} vs ${save.firepowerTest.need}` : '';
  return {
    roll: dieText(save.die),
    against: `save ${save.need}${save.bulletproof ? ', bulletproof' : ''}`,
    firepower: fp,
  };
}
