import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Razorpay-style ids: a prefix, `_`, and 14 base62 characters (e.g. `order_EKwxwAgItmmXdp`). */
export function razorpayId(prefix: 'order' | 'pay' | 'evt' | 'acc' | 'rfnd' | 'disp'): string {
  const tail = Array.from(randomBytes(14), (byte) => BASE62[byte % 62]).join('');
  return `${prefix}_${tail}`;
}
