/** The Weather Table (p. 10): 2D6 by sphere and season. These values survive in the source. */
export type Sphere = 'NE' | 'Med' | 'NRus';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter';
export type WeatherCode = 'M' | 'Mi' | 'S' | 'Sf' | 'F' | 'O' | 'R' | 'C';

export const WEATHER_NAMES: Record<WeatherCode, string> = {
  M: 'Mud',
  Mi: 'Mist',
  S: 'Snow (lying)',
  Sf: 'Snow falling',
  F: 'Fog',
  O: 'Overcast',
  R: 'Rain',
  C: 'Clear',
};

/** Rows 2..12; columns NE Spr..Win, Med Spr..Win, NRus Spr..Win, Tropical. */
const ROWS: readonly string[] = [
  'M,R,O R,O F M Mi,O R,O R,O Mi,O Mi,O R,M M M,R M,O',
  'M,O R R,O M,R,O M,O O R,M M,O R,O M,O M,Mi M,F M,O',
  'R,O F R,O R,O M M M,O M,O M,R O F,M M,Mi M',
  'Mi,O C R,O Mi,O C C M M,R,O C C O S,O C',
  'C C Mi,O S C C C C C C C Mi,O C',
  'C C C C C C C C C C C C C',
  'C C C C C C C C C C C R,O C',
  'F C C M C C C Mi,O C O O F,O O',
  'M C C Sf R C M R,O M,O R O Sf R',
  'M,R,O M M S,O R,O R Mi,O R,O S,O R,O R,O S,Mi R,O',
  'S M,R,O M,R,O Sf F,O M,R R,O S,O Sf F,O R S,O R,M',
];

const SEASONS: readonly Season[] = ['spring', 'summer', 'autumn', 'winter'];
const SPHERES: readonly Sphere[] = ['NE', 'Med', 'NRus'];

export function weatherFor(total: number, sphere: Sphere | 'tropical' | 'desert', season: Season): WeatherCode[] {
  if (sphere === 'desert') return ['C'];
  const cells = ROWS[total - 2]!.split(' ');
  const col = sphere === 'tropical' ? 12 : SPHERES.indexOf(sphere) * 4 + SEASONS.indexOf(season);
  return cells[col]!.split(',') as WeatherCode[];
}
