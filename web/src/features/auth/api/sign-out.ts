import { signOut } from 'firebase/auth';
import { firebaseAuth } from '@/lib/firebase';

export async function signOutUser(): Promise<void> {
  await signOut(firebaseAuth());
}
