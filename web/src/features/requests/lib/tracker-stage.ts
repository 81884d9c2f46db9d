// The stage mapping lives in contracts (docs/product.md §4) so the badge, the tracker and the emails agree.
export { TRACKER_STEPS as trackerSteps, trackerStage, trackerStepStates } from '@contracts/request-status';
