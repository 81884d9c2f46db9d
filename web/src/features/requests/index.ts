export { RequestForm } from './components/request-form';
export { RequestsList, type PayAction } from './components/requests-list';
export { RequestDetailsDialog } from './components/request-details-dialog';
export { ProgressTracker } from './components/progress-tracker';
export { useRequests, type RequestsState } from './api/use-requests';
