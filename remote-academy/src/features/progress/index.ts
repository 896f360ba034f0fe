// The progress panel, which the library page shows above the cards.
export { ProgressPanel } from './progress-panel';
