import { loadAuth } from '@/lib/auth/load-auth';

export async function signOutUser(): Promise<void> {
  await (await loadAuth()).signOut();
}
