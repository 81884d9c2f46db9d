/**
 * Stand-in bytes for classes.dex in byte-exact goldens, so they pin what the engine writes and not the
 * shell's compiled code (which has its own reproducibility test in android/). Not a loadable dex.
 */
export function fakeDex(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set(new TextEncoder().encode('dex\n035\0'));
  for (let i = 8; i < bytes.length; i++) bytes[i] = (i * 31 + 7) & 0xff;
  return bytes;
}
