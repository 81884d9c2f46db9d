import { requestPath } from '@contracts/database-paths';
import type { EditableRequestField } from '@contracts/requests';
import { ref, serverTimestamp, update } from 'firebase/database';
import { firebaseDb } from '@/lib/firebase-database';

/** docs/product.md §7: description or extraInstructions, plus updatedAt and updatedAtISO; allowed while unpaid. */
export async function updateRequestText(
  uid: string,
  requestId: string,
  field: EditableRequestField,
  value: string,
): Promise<void> {
  await update(ref(firebaseDb(), requestPath(uid, requestId)), {
    [field]: value.trim(),
    updatedAt: serverTimestamp(),
    updatedAtISO: new Date().toISOString(),
  });
}
