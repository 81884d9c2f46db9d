/**
 * What a failed deliverable tells its customer (`error` of the record). The web adds that support has been told
 * (docs/product.md "Deliverables"), so these say only what happened and what happens next.
 */
export const failureMessages = {
  /** The request itself cannot be built (its URL, name or icon); the engine's message says which and why. */
  input: (reason: string) => `We could not build this file from your request: ${reason}`,
  /** The signing key of the package is missing or damaged: nothing is signed with another key. */
  key: 'We could not open the signing key of this app, so nothing was signed with a different key.',
  /** Anything else on our side; the retry sweep tries again. */
  system: 'Something went wrong on our side while building this file. We will try again automatically.',
} as const;
