import { describe, expect, it } from 'vitest';
import { toDeliverableList } from './to-deliverables';

const base = { status: 'ready', label: 'x', createdAt: 5 };

describe('toDeliverableList', () => {
  it('lists built files first (bundle, then APK), then what support attached, oldest first', () => {
    const list = toDeliverableList({
      note: { ...base, kind: 'file', source: 'support', createdAt: 9 },
      apk: { ...base, kind: 'apk', source: 'fulfilment' },
      site: { ...base, kind: 'link', source: 'support', createdAt: 7, url: 'https://play.google.com/x' },
      aab: { ...base, kind: 'aab', source: 'fulfilment' },
    });
    expect(list.map((item) => item.id)).toEqual(['aab', 'apk', 'site', 'note']);
  });

  // The fields each record keeps, and which links may open, are contracts' (parseDeliverableRecord).
  it('leaves out records it cannot show', () => {
    const list = toDeliverableList({
      aab: { ...base, kind: 'aab', source: 'fulfilment' },
      odd: { ...base, kind: 'zip' },
      bad: { ...base, kind: 'apk', status: 'done' },
      empty: null,
    });
    expect(list.map((item) => item.id)).toEqual(['aab']);
    expect(toDeliverableList(null)).toEqual([]);
  });
});
