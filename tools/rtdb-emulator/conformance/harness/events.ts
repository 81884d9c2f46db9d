import { onChildAdded, onChildChanged, onChildMoved, onChildRemoved, onValue } from 'firebase/database';
import type { DataSnapshot, Query } from 'firebase/database';
import { vi } from 'vitest';

/** Records child and value events of a query in the order the SDK raises them. */
export interface EventLog {
  readonly entries: string[];
  readonly values: unknown[];
  stop(): void;
}

export function recordEvents(
  query: Query,
  options: { children?: boolean; value?: boolean } = { children: true, value: true },
): EventLog {
  const entries: string[] = [];
  const values: unknown[] = [];
  const unsubscribers: (() => void)[] = [];
  const describe = (type: string) => (snapshot: DataSnapshot) => entries.push(`${type} ${snapshot.key}`);
  if (options.children !== false) {
    unsubscribers.push(onChildAdded(query, describe('added')));
    unsubscribers.push(onChildChanged(query, describe('changed')));
    unsubscribers.push(onChildRemoved(query, describe('removed')));
    unsubscribers.push(onChildMoved(query, describe('moved')));
  }
  if (options.value !== false) {
    unsubscribers.push(
      onValue(query, (snapshot) => {
        entries.push('value');
        values.push(snapshot.val());
      }),
    );
  }
  return { entries, values, stop: () => unsubscribers.forEach((unsubscribe) => unsubscribe()) };
}

/** Waits (without a time-based assertion) until a condition on recorded events holds. */
export async function eventually(assertion: () => void | Promise<void>): Promise<void> {
  await vi.waitFor(assertion, { timeout: 10_000, interval: 10 });
}
