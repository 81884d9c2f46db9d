import { requestRecord } from '@contracts/__fixtures__/records';
import { act, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestsState } from '@/features/requests';
import { emitAppEvent } from '@/lib/events';
import { SINGLE_COLUMN_QUERY } from '@/lib/use-media-query';
import { fakePlans } from '@/testing/plans';
import { FakeSession, signedIn } from '@/testing/session';
import { Workspace } from './workspace';

// The live list of requests/{uid}, driven by the test as the database would drive it.
const live = vi.hoisted(() => {
  let state: unknown = { status: 'loading' };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: unknown) {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
vi.mock('@/features/requests/api/use-requests', async (importOriginal) => {
  const { useSyncExternalStore } = await import('react');
  return {
    ...(await importOriginal<typeof import('@/features/requests/api/use-requests')>()),
    useRequests: () => useSyncExternalStore(live.subscribe, live.get),
  };
});
// builds/{uid}: one build of one app.
vi.mock('@/features/builds/api/use-builds', async () => {
  // eslint-disable-next-line no-restricted-imports -- the mocked hook answers through the feature's own parser, which its barrel keeps private
  const { toBuildGroups } = await import('@/features/builds/lib/to-build-groups');
  const value = toBuildGroups({
    b1: {
      appName: 'Shop',
      packageName: 'in.shop.app',
      versionCode: 1,
      versionName: '1.0.1',
      size: 30_720,
      fileName: 'Shop.apk',
      createdAt: 1,
    },
  });
  return { useBuilds: () => ({ status: 'ready', value }) };
});
// createRequest: the server answers the new request's id; the live list shows it a moment later.
const created = vi.hoisted(() => ({ createRequest: vi.fn(async () => 'req-new') }));
vi.mock('@/features/requests/api/create-request', () => created);
vi.mock('@/features/plans/api/get-plans', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/plans/api/get-plans')>()),
  usePlans: () => ({ data: fakePlans, isLoading: false }),
}));

function renderWorkspace(entry = '/dashboard') {
  render(
    <FakeSession session={signedIn()}>
      <MemoryRouter initialEntries={[entry]}>
        <Workspace eyebrow="Dashboard" title="Build your Android app" lead="Lead" />
      </MemoryRouter>
    </FakeSession>,
  );
}

describe('<Workspace> (docs/product.md §2: form beside the list, details dialog)', () => {
  it('opens a request from the list and closes its dialog when the request is deleted elsewhere', () => {
    live.set({
      status: 'ready',
      requests: [requestRecord(), requestRecord({ id: 'req-2', appName: 'Blog' })],
    } satisfies RequestsState);
    renderWorkspace();
    expect(screen.getByRole('heading', { name: 'Submit a new app request' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open details of Shop' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Details' });
    expect(dialog.textContent).toContain('Shop');

    // The dialog shows the live record: an edit made in another tab appears here.
    act(() =>
      live.set({
        status: 'ready',
        requests: [
          requestRecord({ description: 'Edited in another tab' }),
          requestRecord({ id: 'req-2', appName: 'Blog' }),
        ],
      }),
    );
    expect((within(dialog).getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Edited in another tab');

    act(() => live.set({ status: 'ready', requests: [requestRecord({ id: 'req-2', appName: 'Blog' })] }));
    expect(screen.queryByRole('dialog', { name: 'Request Details' })).toBeNull();
  });

  it('shows the payment status change live in the open dialog', () => {
    live.set({ status: 'ready', requests: [requestRecord()] } satisfies RequestsState);
    renderWorkspace();
    fireEvent.click(screen.getByRole('button', { name: 'Open details of Shop' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Details' });
    expect(dialog.querySelector('[data-testid="request-tracker"]')?.getAttribute('data-stage')).toBe('1');
    act(() =>
      live.set({ status: 'ready', requests: [requestRecord({ paymentStatus: 'paid', razorpayPaymentId: 'pay_1' })] }),
    );
    expect(dialog.querySelector('[data-testid="request-tracker"]')?.getAttribute('data-stage')).toBe('3');
    expect((within(dialog).getByLabelText('Description') as HTMLTextAreaElement).readOnly).toBe(true);
  });

  describe('in one column (phones)', () => {
    beforeEach(() => {
      // The single-column media query matches; nothing else does.
      vi.stubGlobal(
        'matchMedia',
        (query: string) =>
          ({
            matches: query === SINGLE_COLUMN_QUERY,
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          }) as unknown as MediaQueryList,
      );
    });

    afterEach(() => vi.unstubAllGlobals());

    const headings = () => screen.getAllByRole('heading').map((heading) => heading.textContent);

    it("puts a returning user's requests first, with the form one tap away", () => {
      live.set({ status: 'ready', requests: [requestRecord()] } satisfies RequestsState);
      renderWorkspace();
      expect(headings().slice(0, 3)).toEqual([
        'My Submitted Requests',
        'Build your Android app',
        'Submit a new app request',
      ]);
      // "My builds" follows the form, so the phone order of the sections above is unchanged.
      expect(
        headings()
          .slice(3)
          .filter((text) => text === 'My builds' || text === 'My Submitted Requests'),
      ).toEqual(['My builds']);
      fireEvent.click(screen.getByRole('button', { name: 'New request' }));
      expect(document.activeElement).toBe(screen.getByLabelText(/^Website URL/, { selector: '#new-request input' }));
    });

    it('starts a new user (no requests) with the converter and the form', () => {
      live.set({ status: 'ready', requests: [] } satisfies RequestsState);
      renderWorkspace();
      expect(headings().slice(0, 3)).toEqual([
        'Build your Android app',
        'Submit a new app request',
        'My Submitted Requests',
      ]);
      expect(screen.queryByRole('button', { name: 'New request' })).toBeNull();
    });
  });

  it('keeps the converter, then the form beside the list, on wide screens', () => {
    live.set({ status: 'ready', requests: [requestRecord()] } satisfies RequestsState);
    renderWorkspace();
    expect(
      screen
        .getAllByRole('heading')
        .map((heading) => heading.textContent)
        .slice(0, 3),
    ).toEqual(['Build your Android app', 'Submit a new app request', 'My Submitted Requests']);
    // Under the list, in the same column: the user's builds, each downloadable again.
    const builds = screen.getByRole('region', { name: 'My builds' });
    expect(
      builds.closest('.workspace__side')?.contains(screen.getByRole('heading', { name: 'My Submitted Requests' })),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Download APK: Shop 1.0.1' })).toBeTruthy();
  });

  it('gives the focus to the list when the request whose dialog was open is deleted', () => {
    live.set({ status: 'ready', requests: [requestRecord(), requestRecord({ id: 'req-2', appName: 'Blog' })] });
    renderWorkspace();
    fireEvent.click(screen.getByRole('button', { name: 'Open details of Shop' }));
    act(() => emitAppEvent('request-deleted', { requestId: 'req-1' }));
    act(() => live.set({ status: 'ready', requests: [requestRecord({ id: 'req-2', appName: 'Blog' })] }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('requests-card'));
  });

  it('resumes what the visitor was doing before signing in: the typed address, previewed', () => {
    sessionStorage.setItem(
      'apkforge.signInIntent',
      JSON.stringify({ kind: 'generate', url: 'https://shop.example.in' }),
    );
    live.set({ status: 'ready', requests: [] } satisfies RequestsState);
    renderWorkspace();
    expect((document.getElementById('website-url') as HTMLInputElement).value).toBe('https://shop.example.in');
    expect(screen.getByTestId('phone-preview').getAttribute('data-state')).toBe('loading');
    expect(sessionStorage.getItem('apkforge.signInIntent')).toBeNull();
  });

  it('preselects the plan chosen before signing in', () => {
    sessionStorage.setItem(
      'apkforge.signInIntent',
      JSON.stringify({ kind: 'plan', planId: fakePlans[0]!.id, planName: fakePlans[0]!.name }),
    );
    live.set({ status: 'ready', requests: [] } satisfies RequestsState);
    renderWorkspace();
    expect((screen.getByRole('radio', { name: new RegExp(fakePlans[0]!.name) }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  // docs/product.md §2 "Request form": a paid plan's request opens on its pay button, with the amount.
  it('opens the new request of a paid plan on "Pay ₹…" as soon as the live list shows it', async () => {
    live.set({ status: 'ready', requests: [] } satisfies RequestsState);
    renderWorkspace();
    const form = within(screen.getByRole('form', { name: 'Submit a new app request' }));
    fireEvent.change(form.getByLabelText('Website URL'), { target: { value: 'https://new.example.in' } });
    fireEvent.change(form.getByLabelText('App name'), { target: { value: 'New Shop' } });
    fireEvent.click(form.getByRole('button', { name: 'Submit request' }));
    await waitFor(() => expect(created.createRequest).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() =>
      live.set({
        status: 'ready',
        requests: [requestRecord({ id: 'req-new', appName: 'New Shop' })],
      } satisfies RequestsState),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request Details' });
    const pay = within(dialog).getByRole('button', { name: 'Pay ₹39 for New Shop' });
    await waitFor(() => expect(document.activeElement).toBe(pay));
  });

  // "Open the request" on the download link page leads to /dashboard?request=<id>.
  it('opens the request a link names, once the live list shows it', async () => {
    live.set({ status: 'loading' });
    renderWorkspace('/dashboard?request=req-2');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() =>
      live.set({
        status: 'ready',
        requests: [requestRecord(), requestRecord({ id: 'req-2', appName: 'Blog' })],
      } satisfies RequestsState),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request Details' });
    expect(dialog.textContent).toContain('Blog');
  });
});
