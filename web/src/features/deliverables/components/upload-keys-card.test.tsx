import type { PackageRecord } from '@contracts/packages';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeSession, signedIn } from '@/testing/session';
import type { SubscribePackages } from '../api/use-packages';
import { UploadKeysCard } from './upload-keys-card';

const SHA = 'AB:'.repeat(31) + 'AB';

function show(packages: PackageRecord[] | null) {
  const subscribe: SubscribePackages = (_uid, onData) => {
    onData(packages);
    return () => undefined;
  };
  render(
    <FakeSession session={signedIn()}>
      <UploadKeysCard subscribe={subscribe} />
    </FakeSession>,
  );
}

describe('<UploadKeysCard> (docs/product.md "Your upload key")', () => {
  it('lists every package with its certificate when known, when its key was last exported, and the export', () => {
    show([
      { packageName: 'in.example.shop', certificateSha256: SHA, lastExportedAt: Date.UTC(2026, 10, 2, 6, 30) },
      { packageName: 'in.example.blog' },
    ]);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('in.example.shop')).toBeTruthy();
    expect(within(items[0]!).getByText(`SHA-256 ${SHA}`)).toBeTruthy();
    expect(within(items[0]!).getByTestId('key-last-exported').textContent).toMatch(/^Last exported .*2026/);
    expect(within(items[1]!).queryByText(/^SHA-256/)).toBeNull();
    expect(within(items[1]!).getByTestId('key-last-exported').textContent).toBe('Never exported.');
    expect(within(items[1]!).getByRole('button', { name: 'Download upload key' })).toBeTruthy();
  });

  it('says where the keys will appear before the first build', () => {
    show([]);
    expect(screen.getByText('Your apps appear here after their first build.')).toBeTruthy();
  });
});
