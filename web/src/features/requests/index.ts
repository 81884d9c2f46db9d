export { RequestForm } from './components/request-form';
export { RequestsList } from './components/requests-list';
export type { PayAction } from './types/pay-action';
export { RequestDetailsDialog } from './components/request-details-dialog';
export { useRequests, type RequestsState } from './api/use-requests';
export { unreadRequestIds, useConversationReads } from './api/use-conversation-reads';
