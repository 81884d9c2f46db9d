/** A configuration problem the user can fix; `message` is shown to them as is, `field` names the input. */
export class ApkConfigError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApkConfigError';
  }
}
