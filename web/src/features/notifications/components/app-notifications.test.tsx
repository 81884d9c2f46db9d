import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppNotifications } from './app-notifications';

// notifications/{uid}, driven by the test as the database would drive it.
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
vi.mock('../api/use-notification-history', async () => {
  const { useSyncExternalStore } = await import('react');
  const { toHistory } = await import('../lib/to-history');
  return {
    useNotificationHistory: () => {
      const state = useSyncExternalStore(live.subscribe, live.get) as { status: string; value?: unknown };
      return state.status === 'ready' ? { status: 'ready', value: toHistory(state.value) } : state;
    },
  };
});

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const shop = { packageName: 'in.co.example.shop', appName: 'Shop', siteUrl: 'https://www.example.co.in/' };
const blog = { packageName: 'in.blog.app', appName: 'Blog', siteUrl: 'https://blog.in/' };
const record = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  packageName: shop.packageName,
  title: `Title ${id}`,
  text: 'Text',
  link: 'https://www.example.co.in/sale',
  createdAt: NOW - 60_000,
  sendAt: NOW - 60_000,
  fetched: 0,
  taps: 0,
  ...fields,
});

function setup(apps = [shop]) {
  const send = vi.fn().mockResolvedValue({ notificationId: 'n1', sendAt: NOW, leftToday: 2, leftThisMonth: 19 });
  render(<AppNotifications uid="asha" apps={apps} send={send} now={() => NOW} />);
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  return { send, type, submit: () => fireEvent.click(screen.getByRole('button', { name: /notification/ })) };
}

describe('<AppNotifications> (docs/product.md "App notifications")', () => {
  beforeEach(() => live.set({ status: 'loading' }));

  it('says to build an app first when there is none', () => {
    render(<AppNotifications uid="asha" apps={[]} />);
    expect(screen.getByText('Build an app first: notifications go to the apps you have built here.')).toBeTruthy();
  });

  it('states the honest delay and the free limits, and previews the notification as it is typed', () => {
    const { type } = setup();
    expect(
      screen.getByText('Notifications are delivered within about 15 minutes to an hour, when the phone is online.'),
    ).toBeTruthy();
    expect(screen.getByText(/Up to 3 notifications per app per day and 20 per month on the free plan\./)).toBeTruthy();
    type('Title', 'Diwali sale');
    type('Message', 'Everything 20% off');
    type('Link', 'https://www.example.co.in/sale');
    const preview = screen.getByTestId('notification-preview');
    expect(within(preview).getByText('Diwali sale')).toBeTruthy();
    expect(within(preview).getByText('Everything 20% off')).toBeTruthy();
    expect(within(preview).getByText('Shop')).toBeTruthy();
    expect(screen.getByText('Opens https://www.example.co.in/sale')).toBeTruthy();
    expect(screen.getByText('11 of 65 characters.')).toBeTruthy();
  });

  it('refuses in place what it can check itself, naming the field, and sends nothing', () => {
    const { send, type, submit } = setup();
    type('Link', 'www.example.co.in');
    submit();
    expect(screen.getByText('The title is required.')).toBeTruthy();
    expect(screen.getByText('The link must be a web address starting with https://.')).toBeTruthy();
    type('Title', 'Sale');
    type('Link', 'https://www.example.co.in/');
    type('Send at', '2026-11-01T10:00');
    submit();
    expect(screen.getByText(/The send time is in the past/)).toBeTruthy();
    // The first refused field takes the focus (docs/product.md §2 "Where refusals appear").
    expect(document.activeElement).toBe(screen.getByLabelText('Send at', { exact: false }));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends, says what the limits leave, and clears the form', async () => {
    const { send, type, submit } = setup();
    type('Title', ' Diwali sale ');
    type('Link', 'https://www.example.co.in/sale');
    await act(async () => submit());
    expect(send).toHaveBeenCalledWith({
      packageName: shop.packageName,
      title: 'Diwali sale',
      text: '',
      link: 'https://www.example.co.in/sale',
    });
    expect(
      screen.getByText(
        'Sent. The app shows it at its next check. This app can send 2 more today and 19 more in the next 30 days.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Title', { exact: false }) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal at its field, or above the button when it names none", async () => {
    const { send, type, submit } = setup();
    type('Title', 'Sale');
    type('Link', 'https://evil.example/');
    send.mockRejectedValueOnce(
      Object.assign(new Error('The link must be a page of example.co.in, the site your app shows.'), {
        code: 'functions/invalid-argument',
        details: { field: 'link' },
      }),
    );
    await act(async () => submit());
    const link = screen.getByLabelText('Link', { exact: false });
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The link must be a page of example.co.in, the site your app shows.')).toBeTruthy();
    expect(document.activeElement).toBe(link);
    type('Link', 'https://www.example.co.in/');
    const limit =
      'This app has sent 3 notifications in the last 24 hours, the most allowed. Please try again in 5 hours.';
    send.mockRejectedValueOnce(Object.assign(new Error(limit), { code: 'functions/resource-exhausted' }));
    await act(async () => submit());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(limit);
    // In view and focused, where the person looks.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // A bare code is no sentence: the composer's own words instead.
    send.mockRejectedValueOnce(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    await act(async () => submit());
    expect(screen.getByRole('alert').textContent).toBe('The notification could not be sent. Please try again.');
  });

  it("lists the app's notifications newest first, and their figures move live", () => {
    setup([shop, blog]);
    expect(screen.getByRole('status').textContent).toBe('Loading sent notifications');
    act(() =>
      live.set({
        status: 'ready',
        value: {
          'in,co,example,shop': {
            n1: record('n1', { sendAt: NOW - 120_000 }),
            n2: record('n2', { fetched: 1 }),
            n3: record('n3', { sendAt: NOW + 3_600_000 }),
            n4: record('n4', { sendAt: NOW - 600_000, revokedAt: NOW }),
          },
          'in,blog,app': { b1: { ...record('b1'), packageName: blog.packageName } },
        },
      }),
    );
    const items = () => screen.getAllByTestId('notification-history-item');
    expect(items().map((item) => item.querySelector('.notify-history__title')?.textContent)).toEqual([
      'Title n3',
      'Title n2',
      'Title n1',
      'Title n4',
    ]);
    expect(items()[0]!.textContent).toContain('Scheduled for');
    expect(items()[3]!.textContent).toContain('Removed by Apkforge support');
    expect(within(items()[1]!).getByTestId('notification-figures').textContent).toBe('1 app fetched it · 0 taps');
    act(() =>
      live.set({
        status: 'ready',
        value: { 'in,co,example,shop': { n2: record('n2', { fetched: 12, taps: 3 }) } },
      }),
    );
    expect(screen.getByTestId('notification-figures').textContent).toBe('12 apps fetched it · 3 taps');
    fireEvent.change(screen.getByLabelText('App'), { target: { value: blog.packageName } });
    expect(screen.getByText('Nothing sent to this app yet.')).toBeTruthy();
  });
});
