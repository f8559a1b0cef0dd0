// The Tactical Map (AC-MA): miniatures, inches per Move, Capturing.
export * from './map.js';
export * from './move.js';
