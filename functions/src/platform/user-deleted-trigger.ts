import * as authV1 from 'firebase-functions/v1/auth';

/** What `region(...).auth.user()` builds inside firebase-functions, kept out of its public types. */
type UserBuilderWithOptions = (options: { regions: string[] }, userOptions: object) => authV1.UserBuilder;

/**
 * The v1 Auth trigger for a deleted user, in `region`. Auth triggers exist only in the v1 API, and its public way to
 * set a region, `functionsV1.region(r).auth.user()`, lives in `firebase-functions/v1`, whose index loads every v1
 * provider, Firestore's among them with its client, gRPC and protobufjs. With the package's v2 root that was 394 of
 * the 691 CommonJS modules index.ts loaded, half a CPU-second in every function's cold start, for a database we do
 * not use. This builds the same trigger from the auth provider alone, through the function the builder itself calls;
 * user-deleted-trigger.test.ts proves the result equal to the builder's, so an upgrade that changes it fails there.
 */
export function onUserDeleted(
  region: string,
  handler: (user: authV1.UserRecord) => PromiseLike<unknown>,
): ReturnType<authV1.UserBuilder['onDelete']> {
  const withOptions = (authV1 as unknown as { _userWithOptions?: UserBuilderWithOptions })._userWithOptions;
  if (typeof withOptions !== 'function') {
    throw new Error('firebase-functions/v1/auth no longer exports _userWithOptions: see user-deleted-trigger.ts');
  }
  return withOptions({ regions: [region] }, {}).onDelete(handler);
}
