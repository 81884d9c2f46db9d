import { act, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ConverterHero } from './converter-hero';

const frameCheck = vi.hoisted(() => ({ checkFrame: vi.fn() }));
vi.mock('../api/check-frame', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/check-frame')>();
  const { default: useSWR } = await import('swr');
  return {
    ...original,
    useFrameCheck: (url: string | null) =>
      useSWR(url ? ['frame-check', url] : null, ([, target]: [string, string]) => frameCheck.checkFrame(target)),
  };
});

function renderHero(onGenerate = vi.fn()) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ConverterHero title="Turn your website into an Android app" lead="Lead" onGenerate={onGenerate} />
    </SWRConfig>,
  );
  return onGenerate;
}

const generateButton = () => screen.getByRole('button', { name: 'Generate free APK' }) as HTMLButtonElement;
const phone = () => screen.getByTestId('phone-preview');

describe('<ConverterHero> preview (docs/product.md §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    frameCheck.checkFrame.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  // The case: port 8443 failed silently; the server's sentence now says why, in the phone and by the address.
  it("says why an address cannot be previewed: the server's refusal, in the phone and beside the address", async () => {
    frameCheck.checkFrame.mockRejectedValue(new ApiError(400, 'invalid-argument', 'URL must use port 80 or 443.'));
    renderHero();
    fireEvent.change(screen.getByLabelText('Website URL'), { target: { value: 'https://shop.example.in:8443' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview in mobile' }));
    await act(async () => vi.advanceTimersByTime(10));
    expect(phone().getAttribute('data-state')).toBe('refused');
    expect(screen.getByTestId('preview-refused').textContent).toContain('URL must use port 80 or 443.');
    expect(screen.getByRole('alert').textContent).toBe('URL must use port 80 or 443.');
    expect(document.activeElement).toBe(screen.getByLabelText('Website URL'));
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.queryByTestId('phone-preview-frame')).toBeNull();
  });

  it('refuses an empty address', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Preview in mobile' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid URL.');
    expect(phone().getAttribute('data-state')).toBe('placeholder');
  });

  it('shows the placeholder, then ~2 s of loader on a blank page, then the site; APK enabled at 3 s', async () => {
    frameCheck.checkFrame.mockResolvedValue({ frameable: true });
    const onGenerate = renderHero();
    expect(generateButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Website URL'), { target: { value: 'shop.example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview in mobile' }));
    expect((screen.getByLabelText('Website URL') as HTMLInputElement).value).toBe('https://shop.example.in');
    expect(phone().getAttribute('data-state')).toBe('loading');
    expect(screen.queryByTestId('phone-preview-frame')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1999));
    expect(screen.queryByTestId('phone-preview-frame')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    const frame = screen.getByTestId('phone-preview-frame');
    expect(frame.getAttribute('src')).toBe('https://shop.example.in');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(screen.queryByText('Loading preview')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Loading preview')).toBeNull();
    expect(generateButton().disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(899));
    expect(generateButton().disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(1));
    expect(generateButton().disabled).toBe(false);
    fireEvent.click(generateButton());
    expect(onGenerate).toHaveBeenCalledWith('https://shop.example.in');
  });

  it('says plainly when the site forbids framing instead of showing a blank phone', async () => {
    frameCheck.checkFrame.mockResolvedValue({ frameable: false, reason: 'x-frame-options' });
    renderHero();
    fireEvent.change(screen.getByLabelText('Website URL'), { target: { value: 'https://bank.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview in mobile' }));
    await act(async () => vi.advanceTimersByTime(2100));
    expect(screen.queryByTestId('phone-preview-frame')).toBeNull();
    expect(phone().getAttribute('data-state')).toBe('blocked');
    expect(screen.getByText("This site can't be previewed here")).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open bank.example.com in a new tab/ }).getAttribute('href')).toBe(
      'https://bank.example.com',
    );
  });

  it('still shows the site when the frame check is unavailable', async () => {
    frameCheck.checkFrame.mockRejectedValue(new Error('HTTP error! status: 502'));
    renderHero();
    fireEvent.change(screen.getByLabelText('Website URL'), { target: { value: 'https://shop.example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview in mobile' }));
    await act(async () => vi.advanceTimersByTime(2100));
    expect(screen.getByTestId('phone-preview-frame')).toBeTruthy();
  });
});
