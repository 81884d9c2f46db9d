import { useState } from 'react';

/**
 * A form value that follows what the site import suggests until the owner changes it, and then stays theirs
 * (docs/product.md "Site import": every prefilled field is editable; a later import never overwrites an edit).
 */
export function usePrefilled(suggested: string): [string, (value: string) => void] {
  const [own, setOwn] = useState<string | null>(null);
  return [own ?? suggested, setOwn];
}
