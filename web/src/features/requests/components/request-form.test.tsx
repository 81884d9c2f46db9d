import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fakePlans } from '@/testing/plans';
import { fakeUser } from '@/testing/session';
import { RequestForm } from './request-form';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));

function setup() {
  const create = vi.fn(async () => 'new-id');
  render(<RequestForm user={fakeUser()} plans={{ data: fakePlans, isLoading: false }} submit={create} />);
  return create;
}

describe('<RequestForm> (docs/product.md §2, §5)', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
  });

  it('starts with https:// and the account email, and the popular plan selected', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Submit a new app request' })).toBeTruthy();
    expect((screen.getByLabelText('Website URL') as HTMLInputElement).value).toBe('https://');
    expect((screen.getByLabelText('Contact email') as HTMLInputElement).value).toBe('asha@example.com');
    expect((screen.getByRole('radio', { name: /AAB Bundle File for Publishing/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByText('Selected plan').parentElement?.textContent).toContain('AAB Bundle File for Publishing');
    for (const label of ['Description', 'Extra instructions'])
      expect(screen.getByLabelText(label).getAttribute('rows')).toBe('3');
  });

  it('reports the first problem in the docs/product.md §5 order and saves nothing', () => {
    const create = setup();
    type('Contact email', '');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid URL.');
    type('Website URL', 'shop.example.in');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('URL must start with http:// or https://');
    type('Website URL', 'https://shop.example.in');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter an app name.');
    type('App name', 'Shop');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please enter an email.');
    expect(create).not.toHaveBeenCalled();
  });

  it('submits trimmed values with the chosen plan and resets the form', async () => {
    const create = setup();
    type('Website URL', '  https://shop.example.in  ');
    type('App name', '  Shop  ');
    type('Phone (optional)', ' 98765 43210 ');
    type('Description', '  Menu and orders \n');
    type('Other hosts of your app (optional)', ' Pay.Example-Gateway.in \n');
    fireEvent.click(screen.getByRole('radio', { name: /Other \(Custom Requirement\)/ }));
    expect(screen.getByText('Custom quote after review')).toBeTruthy();
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Request submitted successfully.'));
    expect(create).toHaveBeenCalledWith({
      url: 'https://shop.example.in',
      appName: 'Shop',
      email: 'asha@example.com',
      phone: '98765 43210',
      description: 'Menu and orders',
      extraInstructions: '',
      planId: 'other',
      iconDataUrl: '',
      // As typed: createRequest stores them as the rule normalises them.
      extraHosts: ['Pay.Example-Gateway.in'],
      pullToRefresh: true,
    });
    expect((screen.getByLabelText('App name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Other hosts of your app (optional)') as HTMLTextAreaElement).value).toBe('');
  });

  it('offers pull-to-refresh, on by default with a 44 px label, sends it turned off and resets it on', async () => {
    const create = setup();
    const box = screen.getByRole('checkbox', {
      name: 'Pull down to refresh (at the top of a page)',
    }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    // The label is the box's tap target (checkbox.css); jsdom has no layout, so the rule is what can be checked.
    expect(box.labels?.[0]?.className).toBe('checkbox__label');
    type('Website URL', 'https://shop.example.in');
    type('App name', 'Shop');
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    submit();
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ pullToRefresh: false })));
    await waitFor(() => expect(box.checked).toBe(true));
  });

  it('refuses a bad extra host beside its field, naming it, before sending', () => {
    const create = setup();
    type('Website URL', 'https://shop.example.in');
    type('App name', 'Shop');
    type('Other hosts of your app (optional)', 'pay.example.com\nappleid.apple.com');
    submit();
    const hosts = screen.getByLabelText('Other hosts of your app (optional)');
    expect(hosts.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(
      '"appleid.apple.com" is a sign-in provider. Its sign-in opens in the browser, so it cannot be an extra host.',
    );
    expect(document.activeElement).toBe(hosts);
    expect(create).not.toHaveBeenCalled();
  });

  it('marks the offending field the server would refuse, beside it, before sending', () => {
    const create = setup();
    type('Website URL', 'https://my shop.example.com');
    type('App name', 'Shop');
    submit();
    const url = screen.getByLabelText('Website URL');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(url.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter a valid URL.',
    );
    expect(document.activeElement).toBe(url);

    type('Website URL', 'https://shop.example.com');
    type('Contact email', 'not-an-email');
    submit();
    const email = screen.getByLabelText('Contact email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(url.getAttribute('aria-invalid')).toBeNull();

    type('Contact email', 'asha@example.com');
    type('Phone (optional)', 'call me');
    submit();
    expect(screen.getByLabelText('Phone (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a field beside that field, not as the generic toast", async () => {
    const create = vi.fn(async () =>
      Promise.reject(
        Object.assign(new Error('Please enter a valid email address'), {
          code: 'functions/invalid-argument',
          details: { field: 'email' },
        }),
      ),
    );
    render(<RequestForm user={fakeUser()} plans={{ data: fakePlans, isLoading: false }} submit={create} />);
    type('Website URL', 'https://shop.example.in');
    type('App name', 'Shop');
    submit();
    await waitFor(() => expect(screen.getByLabelText('Contact email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows the quota message as it is, by the button, in view and focused, without a toast', async () => {
    const create = vi.fn(async () =>
      Promise.reject(
        Object.assign(new Error('You have too many open requests. Delete or pay for one first.'), {
          code: 'functions/resource-exhausted',
        }),
      ),
    );
    render(<RequestForm user={fakeUser()} plans={{ data: fakePlans, isLoading: false }} submit={create} />);
    type('Website URL', 'https://shop.example.in');
    type('App name', 'Shop');
    submit();
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe('You have too many open requests. Delete or pay for one first.');
    // The alert takes the focus in an effect after it renders: findBy can see it a moment before that runs.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows any other refusal by the button, in view and focused, without a toast', async () => {
    const refusal = 'This account can no longer build or download apps because it was reported for abuse.';
    const create = vi.fn(async () =>
      Promise.reject(Object.assign(new Error(refusal), { code: 'functions/permission-denied' })),
    );
    render(<RequestForm user={fakeUser()} plans={{ data: fakePlans, isLoading: false }} submit={create} />);
    type('Website URL', 'https://shop.example.in');
    type('App name', 'Shop');
    submit();
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe(refusal);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts a failure on the way, and does not say it twice', async () => {
    const create = vi.fn(async () =>
      Promise.reject(Object.assign(new Error('deadline-exceeded'), { code: 'functions/deadline-exceeded' })),
    );
    render(<RequestForm user={fakeUser()} plans={{ data: fakePlans, isLoading: false }} submit={create} />);
    type('Website URL', 'https://shop.example.in');
    type('App name', 'Shop');
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to submit request. Please try again.'));
    expect(screen.queryByTestId('form-alert')).toBeNull();
  });

  // docs/product.md §2 "Offline": a request submitted offline is not lost.
  it('keeps a request submitted offline, with what was typed, and sends it when the connection returns', async () => {
    const create = vi.fn(async () => 'req-1');
    const onSubmitted = vi.fn();
    setOnline(false);
    render(
      <RequestForm
        user={fakeUser()}
        plans={{ data: fakePlans, isLoading: false }}
        submit={create}
        onSubmitted={onSubmitted}
      />,
    );
    type('Website URL', 'https://shop.example.in');
    type('App name', 'Offline Shop');
    submit();
    expect((await screen.findByTestId('request-pending')).textContent).toContain('You are offline.');
    expect(create).not.toHaveBeenCalled();
    expect((screen.getByLabelText('App name') as HTMLInputElement).value).toBe('Offline Shop');
    expect(window.localStorage.getItem('apkforge.pendingRequest.user-1')).toContain('Offline Shop');

    setOnline(true);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ appName: 'Offline Shop', planId: 'aab_bundle' }));
    await waitFor(() =>
      expect(onSubmitted).toHaveBeenCalledWith('req-1', expect.objectContaining({ id: 'aab_bundle' })),
    );
    expect(toast.success).toHaveBeenCalledWith('Request submitted successfully.');
    expect((screen.getByLabelText('App name') as HTMLInputElement).value).toBe('');
    expect(window.localStorage.getItem('apkforge.pendingRequest.user-1')).toBeNull();
  });

  it('keeps a request whose call failed because the connection dropped, and one kept before a reload', async () => {
    const create = vi.fn(async () => {
      setOnline(false);
      throw Object.assign(new Error('internal'), { code: 'functions/internal' });
    });
    setOnline(true);
    const first = render(
      <RequestForm user={fakeUser()} plans={{ data: fakePlans, isLoading: false }} submit={create} />,
    );
    type('Website URL', 'https://shop.example.in');
    type('App name', 'Dropped Shop');
    submit();
    await screen.findByTestId('request-pending');
    expect(toast.error).not.toHaveBeenCalled();
    first.unmount();

    // The page is opened again, online: the kept request fills the form and is sent.
    const again = vi.fn(async () => 'req-2');
    setOnline(true);
    render(<RequestForm user={fakeUser()} plans={{ data: fakePlans, isLoading: false }} submit={again} />);
    await waitFor(() => expect(again).toHaveBeenCalledWith(expect.objectContaining({ appName: 'Dropped Shop' })));
  });
  it('fills the pull-to-refresh box from a kept request: its choice, or on for one kept before the option', () => {
    const pullBox = () =>
      screen.getByRole('checkbox', { name: 'Pull down to refresh (at the top of a page)' }) as HTMLInputElement;
    const kept = { url: 'https://shop.example.in', appName: 'Kept Shop', email: 'a@b.in', planId: 'aab_bundle' };
    setOnline(false);
    for (const [stored, checked] of [
      [{ ...kept, pullToRefresh: false }, false],
      [kept, true],
    ] as const) {
      window.localStorage.setItem('apkforge.pendingRequest.user-1', JSON.stringify(stored));
      const view = render(<RequestForm user={fakeUser()} plans={{ data: fakePlans, isLoading: false }} />);
      expect((screen.getByLabelText('App name') as HTMLInputElement).value).toBe('Kept Shop');
      expect(pullBox().checked).toBe(checked);
      view.unmount();
    }
    window.localStorage.removeItem('apkforge.pendingRequest.user-1');
  });
});
