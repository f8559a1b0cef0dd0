// Simulated Battle odds for the widgets, loaded on first use: the worker's controller and how the figures are shown.
export * from './odds-controller.js';
export * from './odds-view.js';
