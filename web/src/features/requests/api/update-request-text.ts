import { ref, serverTimestamp, update } from 'firebase/database';
import { firebaseDb } from '@/lib/firebase-database';

export type EditableField = 'description' | 'extraInstructions';

/** Spec §7: description or extraInstructions, plus updatedAt and updatedAtISO; allowed while unpaid. */
export async function updateRequestText(
  uid: string,
  requestId: string,
  field: EditableField,
  value: string,
): Promise<void> {
  await update(ref(firebaseDb(), `requests/${uid}/${requestId}`), {
    [field]: value.trim(),
    updatedAt: serverTimestamp(),
    updatedAtISO: new Date().toISOString(),
  });
}
