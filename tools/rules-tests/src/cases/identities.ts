/**
 * Who performs an operation in a rules case (docs/data-model.md: owner, other user, signed out, unverified, Google;
 * a support user, whose token carries the `support` custom claim).
 */
export type Who = 'owner' | 'other' | 'signedOut' | 'unverified' | 'google' | 'support';

export const ALL_WHO: readonly Who[] = ['owner', 'other', 'signedOut', 'unverified', 'google', 'support'];

/** A signed-in Firebase Auth user as the rules see it (`auth.uid`, `auth.token.*`). */
export interface Identity {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** `auth.token.firebase.sign_in_provider`: the two providers of docs/product.md §1. */
  signInProvider: 'password' | 'google.com';
  /** Custom claims the admin SDK set on the account (they appear at the top level of `auth.token`). */
  customClaims?: Record<string, unknown>;
}

/**
 * The cast. `owner` owns the seeded data the cases act on; `other` is a verified stranger to it; `unverified` is an
 * email/password account that has not clicked its verification link (it owns a request of its own, so "unverified
 * acting on its own data" is testable); `google` signed in with Google, whose token always says email_verified;
 * `support` is a verified account with the `support: true` claim (`npm run ops -- grant`).
 */
export const IDENTITIES: Record<Exclude<Who, 'signedOut'>, Identity> = {
  owner: { uid: 'alice-uid', email: 'alice@example.com', emailVerified: true, signInProvider: 'password' },
  other: { uid: 'bob-uid', email: 'bob@example.com', emailVerified: true, signInProvider: 'password' },
  unverified: { uid: 'carol-uid', email: 'carol@example.com', emailVerified: false, signInProvider: 'password' },
  google: { uid: 'gina-uid', email: 'gina@gmail.com', emailVerified: true, signInProvider: 'google.com' },
  support: {
    uid: 'sam-uid',
    email: 'sam@apkforge.dev',
    emailVerified: true,
    signInProvider: 'password',
    customClaims: { support: true },
  },
};

export function identityOf(who: Who): Identity | null {
  return who === 'signedOut' ? null : IDENTITIES[who];
}

export const OWNER = IDENTITIES.owner.uid;
export const OTHER = IDENTITIES.other.uid;
export const UNVERIFIED = IDENTITIES.unverified.uid;
export const GOOGLE = IDENTITIES.google.uid;

/** The ID-token claims an Auth emulator would put in this user's token (the rules' `auth.token`). */
export function tokenClaims(identity: Identity): Record<string, unknown> {
  const identities: Record<string, string[]> =
    identity.signInProvider === 'google.com'
      ? { 'google.com': [`google-${identity.uid}`], email: [identity.email] }
      : { email: [identity.email] };
  return {
    ...identity.customClaims,
    email: identity.email,
    email_verified: identity.emailVerified,
    firebase: { sign_in_provider: identity.signInProvider, identities },
  };
}
