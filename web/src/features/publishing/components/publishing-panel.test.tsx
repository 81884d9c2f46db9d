import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PublishingPanel, type PublishingRequest } from './publishing-panel';

const openPublishing = vi.fn(async () => ({ opened: true }));
const usePublishing = vi.fn((_uid: string, _requestId: string) => ({ status: 'ready' as const, value: null }));
vi.mock('../api/publishing-calls', () => ({
  openPublishing: (...args: unknown[]) => openPublishing(...(args as [])),
  refusalOf: (error: unknown) => ({ message: String(error) }),
}));
vi.mock('@/lib/publishing/use-publishing', () => ({
  usePublishing: (uid: string, requestId: string) => usePublishing(uid, requestId),
  useNow: () => Date.UTC(2026, 0, 1),
}));
vi.mock('../api/use-upload-certificate', () => ({ useUploadCertificate: () => null }));

const paid = (planId: string): PublishingRequest => ({
  id: 'r1',
  planId,
  paymentStatus: 'paid',
  url: 'https://fitzone.example.org',
  appName: 'FitZone',
});

describe('PublishingPanel', () => {
  it('renders nothing for a paid request of another plan, and neither listens nor asks the server to open', () => {
    const { container } = render(<PublishingPanel uid="u1" request={paid('aab_bundle')} />);
    expect(container.innerHTML).toBe('');
    expect(usePublishing).not.toHaveBeenCalled();
    expect(openPublishing).not.toHaveBeenCalled();
  });

  it('opens the record of a paid publishing request on first view', async () => {
    render(<PublishingPanel uid="u1" request={paid('publish_2days')} />);
    expect(screen.getByRole('heading', { name: 'Publishing on Google Play' })).toBeTruthy();
    await waitFor(() => expect(openPublishing).toHaveBeenCalledWith('r1'));
    expect(usePublishing).toHaveBeenCalledWith('u1', 'r1');
  });
});
