export * from './team-state.js';
export * from './hit-outcome.js';
export * from './team-chain.js';
export * from './plan.js';
export * from './spirits.js';
export * from './shoot-odds.js';
export * from './from-situation.js';
export * from './bombard-odds.js';
