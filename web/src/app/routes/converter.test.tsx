import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/auth/session';
import { FakeSession, signedIn, signedOut } from '@/testing/session';
import ConverterPage from './converter';

vi.mock('./landing', () => ({ default: () => <h1>Visitors converter home</h1> }));
vi.mock('../workspace', () => ({ Workspace: () => <h1>Request form and requests list</h1> }));

function visit(session: Session) {
  render(
    <FakeSession session={session}>
      <ConverterPage />
    </FakeSession>,
  );
}

describe('/converter (docs/product.md §2 Home, §4 access rule)', () => {
  it('shows visitors the converter home with pricing', async () => {
    visit(signedOut);
    expect(await screen.findByRole('heading', { name: 'Visitors converter home' })).toBeTruthy();
  });

  it('gives verified users the request form beside their requests instead', async () => {
    visit(signedIn());
    expect(await screen.findByRole('heading', { name: 'Request form and requests list' })).toBeTruthy();
  });

  it('does not offer an unverified account a form it cannot submit', async () => {
    visit(signedIn({ emailVerified: false }));
    expect(await screen.findByRole('heading', { name: 'Visitors converter home' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Request form and requests list' })).toBeNull();
  });
});
