export * from './rules.js';
export * from './request.js';
export * from './decider.js';
export * from './runner.js';
