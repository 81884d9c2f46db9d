import type { RequestRecord } from '@contracts/requests';
import type { ReactNode } from 'react';

/**
 * What the list, the cards and the details dialog show in a request's payment cell. The app passes the payments
 * feature's Pay Now button in, so this feature never imports that one.
 */
export type PayAction = (request: RequestRecord) => ReactNode;
