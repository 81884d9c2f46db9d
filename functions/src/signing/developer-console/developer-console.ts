/**
 * Android Developer Console, the registration service of Android developer verification (docs/product.md "Developer
 * verification"), behind one interface: the verification kit works without it (the owner pastes the token and uploads
 * the proof APK by hand), and a customer who connects a Google account later gets the same steps done for them.
 */
export type PackageKeyState = 'UNVERIFIED' | 'VERIFIED' | 'REJECTED';

export interface RegisteredPackageKey {
  /** The key's resource name: developerAccounts/{account}/androidPackages/{package}/keys/{key}. */
  name: string;
  state: PackageKeyState;
  /** The token the proof APK must carry in assets/adi-registration.properties. */
  verificationToken: string;
}

export interface DeveloperConsole {
  /** Registers one signing certificate of a package for the developer account (CreateAndroidPackageKey). */
  registerPackageKey(input: {
    developerAccount: string;
    packageName: string;
    certificateSha256: string;
  }): Promise<RegisteredPackageKey>;
  /** Sends the ownership-proof APK of a registered key (VerifyAndroidPackageKeyOwnership). */
  verifyOwnership(input: {
    keyName: string;
    proofApk: Uint8Array;
  }): Promise<{ state: PackageKeyState; reason?: string }>;
}

/** The console answered with an error: its status and message, for the owner and for support. */
export class DeveloperConsoleError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'DeveloperConsoleError';
  }
}
