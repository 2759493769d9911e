import type { ShootingResult, ShootingSituation } from '../../../../src/rulesets/fow4/shooting/index.js';
import { PANZER_IV_H, RIFLE_MG, SHERMAN_V } from '../shooting/helpers.js';

/** Each team's final state and the pin, read from the real procedure's result. */
export function shootLabels(s: ShootingSituation) {
  const unit = s.targets[0]!;
  return (r: ShootingResult): string[] => {
    const out: string[] = [`h=${r.summary.hits}`, `pinned=${r.pins.some((p) => p.unit === unit.id && p.pinned)}`];
    let d = 0;
    let b = 0;
    for (const t of unit.teams) {
      const res = r.teams.find((x) => x.team === t.id && x.unit === unit.id);
      const state =
        res && (res.outcome === 'destroyed' || res.outcome === 'driven-off')
          ? 'destroyed'
          : res?.outcome === 'bailed-out' || t.state?.bailedOut
            ? 'bailed-out'
            : 'unharmed';
      if (state === 'destroyed') d++;
      if (state === 'bailed-out') b++;
      out.push(`${t.id}=${state}`);
    }
    return [...out, `d=${d}`, `b=${b}`];
  };
}

/** Four Shermans (one at the flank, long range; one with its MGs) at three Panzer IVs, two Bailed Out. */
export const tankTargets: ShootingSituation = {
  shooter: {
    id: 'shermans',
    teams: [
      { id: 'S1', profile: SHERMAN_V, target: 'P1' },
      { id: 'S2', profile: SHERMAN_V, target: 'P1' },
      {
        id: 'S3',
        profile: SHERMAN_V,
        target: 'P1',
        pairs: {
          P1: { facing: 'side', distance: 20 },
          P2: { facing: 'side', distance: 20 },
          P3: { facing: 'side', distance: 20 },
        },
      },
      { id: 'S4', profile: SHERMAN_V, target: 'P2', weapon: 'mgs' },
    ],
  },
  targets: [
    {
      id: 'panzers',
      ratings: { motivation: 'confident', skill: 'trained' },
      teams: [
        { id: 'P1', profile: PANZER_IV_H },
        { id: 'P2', profile: PANZER_IV_H, state: { bailedOut: true } },
        { id: 'P3', profile: PANZER_IV_H, commanderNearby: true, state: { bailedOut: true } },
      ],
    },
  ],
};

/** Six rifle teams at five Veteran infantry teams, Concealed, two in Bulletproof Cover, with Bagpipes. */
export const inCover: ShootingSituation = {
  shooter: {
    id: 'rifles',
    teams: Array.from({ length: 6 }, (_, i) => ({ id: `R${i + 1}`, profile: RIFLE_MG, target: 'I1' })),
  },
  targets: [
    {
      id: 'platoon',
      ratings: { motivation: 'confident', skill: 'veteran' },
      bagpipes: true,
      teams: Array.from({ length: 5 }, (_, i) => ({
        id: `I${i + 1}`,
        profile: RIFLE_MG,
        state: { bulletproof: i < 2, concealed: true },
      })),
    },
  ],
};
