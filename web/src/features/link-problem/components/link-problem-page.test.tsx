import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/auth/session';
import { FakeSession, signedIn, signedOut } from '@/testing/session';
import { LinkProblemPage } from './link-problem-page';

function visit(search: string, session: Session = signedIn()) {
  render(
    <FakeSession session={session}>
      <MemoryRouter initialEntries={[`/download-link${search}`]}>
        <LinkProblemPage />
      </MemoryRouter>
    </FakeSession>,
  );
}

const action = (name: string) => screen.getByRole('link', { name });

// docs/product.md "Download links": why, in plain words, and the one way forward; never the API's JSON.
describe('<LinkProblemPage>', () => {
  it('an expired build link: says so, and leads back to My builds', () => {
    visit('?problem=expired&file=build');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This download link has expired');
    expect(action('Download again from My builds').getAttribute('href')).toBe('/dashboard#my-builds');
  });

  it("a used file link: opens the file's request", () => {
    visit('?problem=used&file=deliverable&request=-Oreq1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This download link has already been used');
    expect(action('Open the request').getAttribute('href')).toBe('/dashboard?request=-Oreq1');
  });

  it('a disabled download: the reason support gave, and a way to contact it', () => {
    visit('?problem=revoked&file=build');
    expect(screen.getByText('This download has been disabled by Apkforge support after an abuse report.')).toBeTruthy();
    expect(action('Contact support').getAttribute('href')).toBe('/contact');
  });

  it('a build gone for good: generate it again', () => {
    visit('?problem=gone&file=build');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This build is no longer available');
    expect(action('Generate the APK again').getAttribute('href')).toBe('/dashboard');
  });

  it('signed out (a phone that scanned the code): logs in first', () => {
    visit('?problem=expired&file=build', signedOut);
    expect(action('Log in to download again from My builds').getAttribute('href')).toBe('/login');
  });

  it('an address it cannot read speaks of an invalid link', () => {
    visit('?problem=%7B%22error%22');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This download link is not valid');
  });
});
