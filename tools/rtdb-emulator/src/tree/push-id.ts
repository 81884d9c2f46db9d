import { randomInt } from 'node:crypto';

/**
 * Chronological keys for REST POST, in the same shape the SDK's push() produces: 8 characters
 * of milliseconds and 12 random characters over an alphabet sorted in ASCII order, so keys sort
 * by creation time. Within one millisecond the random part counts up to keep that order.
 */
const ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

export function createPushIdGenerator(clock: () => number = Date.now): () => string {
  let lastTime = -1;
  let lastRandom: number[] = [];
  return () => {
    const time = clock();
    if (time === lastTime) {
      lastRandom = increment(lastRandom);
    } else {
      lastTime = time;
      lastRandom = Array.from({ length: 12 }, () => randomInt(64));
    }
    return encodeTime(time) + lastRandom.map((digit) => ALPHABET[digit]).join('');
  };
}

function encodeTime(time: number): string {
  let remaining = time;
  let text = '';
  for (let i = 0; i < 8; i++) {
    text = ALPHABET[remaining % 64] + text;
    remaining = Math.floor(remaining / 64);
  }
  return text;
}

function increment(digits: number[]): number[] {
  const next = [...digits];
  for (let i = next.length - 1; i >= 0; i--) {
    if (next[i] !== 63) {
      next[i] = (next[i] ?? 0) + 1;
      return next;
    }
    next[i] = 0;
  }
  return next;
}
