// What a request delivers to its customer (docs/data-model.md `deliverables/{uid}/{requestId}/{deliverableId}`):
// files the server built on payment (an App Bundle, an APK), files or links support attached. Server-written only;
// the owner and support read them live.

export type DeliverableKind = 'aab' | 'apk' | 'file' | 'link';
export type DeliverableStatus = 'building' | 'ready' | 'failed';
export type DeliverableSource = 'fulfilment' | 'support';

export interface DeliverableRecord {
  id: string;
  kind: DeliverableKind;
  status: DeliverableStatus;
  /** What the customer sees as the item's title, e.g. "App Bundle (AAB) for Play". */
  label: string;
  source: DeliverableSource;
  createdAt: number;
  updatedAt: number;
  // Files (kind aab, apk, file) once ready:
  fileName?: string;
  size?: number;
  /** Lower-case hex SHA-256 of the file. */
  sha256?: string;
  contentType?: string;
  /** Cloud Storage path, under the owner's folder (deliverableStoragePath). */
  storagePath?: string;
  // Android packages (kind aab, apk):
  packageName?: string;
  versionCode?: number;
  versionName?: string;
  /** Upper-case colon-separated SHA-256 of the (upload) signing certificate. */
  certificateSha256?: string;
  /** kind link: an https URL (a Play listing, a test track...). */
  url?: string;
  /** status failed: what happened, written for the customer. */
  error?: string;
  /** source support: the support user who attached it. */
  addedBy?: string;
}
