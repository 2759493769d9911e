/**
 * The game bridge: game state + chosen units -> a procedure's situation (with the table questions
 * a front end asks), and the procedure's result -> state changes. Pure; `umpire shoot --game`,
 * `test --game`, `assault --game`, `bombard --game` and `umpire play` drive it.
 */
export * from './game.js';
export * from '../../flames-of-war/table-questions/questions.js';
export * from './changes.js';
export * from './state-flags.js';
export * from './shooting.js';
export * from './shooting-changes.js';
export * from './tests.js';
export * from './assault.js';
export * from './bombard.js';
