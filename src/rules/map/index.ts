// The Tactical Map (AC-MA): miniatures, inches per Move, Capturing.
export * from './capture.js';
export * from './map.js';
export * from './move.js';
