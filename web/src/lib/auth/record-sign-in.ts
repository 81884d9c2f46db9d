/**
 * Writes users/{uid} after a sign-in. Sign-in must not wait on the database (a slow connection would
 * hold the login screen), so the record is written in the background; the Database SDK is loaded
 * here, on demand, so the login page does not carry it. A failure is reported, and the next sign-in
 * writes the record again.
 */
export function recordSignIn(uid: string, email: string | null): void {
  import('./upsert-user-record')
    .then(({ upsertUserRecord }) => upsertUserRecord(uid, email))
    .catch((error: unknown) => {
      console.warn('Could not save the user record users/%s', uid, error);
    });
}
