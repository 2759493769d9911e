export * from './weights.js';
export * from './joint.js';
export * from './markov.js';
export * from './simulate.js';
