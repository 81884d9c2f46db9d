import { onValue, type Query } from 'firebase/database';
import { useEffect, useState } from 'react';

export type LiveValue<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

/**
 * A live Realtime Database value, parsed on every change. `makeQuery` runs in the effect (so a signed-out page
 * never opens the database); `key` says when to resubscribe (the path, usually).
 */
export function useLiveValue<T>(key: string | null, makeQuery: () => Query, parse: (raw: unknown) => T): LiveValue<T> {
  const [state, setState] = useState<LiveValue<T>>({ status: 'loading' });
  useEffect(() => {
    if (key === null) return undefined;
    setState({ status: 'loading' });
    return onValue(
      makeQuery(),
      (snapshot) => setState({ status: 'ready', value: parse(snapshot.val()) }),
      (error) => setState({ status: 'error', message: error.message }),
    );
    // makeQuery and parse are read when the key changes; callers pass inline functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
