import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportAbuseLink } from './report-abuse-link';

describe('ReportAbuseLink', () => {
  it('opens the report form in a new tab with the app filled in', () => {
    render(<ReportAbuseLink app="https://x.test/api/builds/b1/download?token=a.b" />);
    const link = screen.getByRole('link', { name: 'Report abuse' });
    expect(link.getAttribute('href')).toBe(
      '/report-abuse?app=https%3A%2F%2Fx.test%2Fapi%2Fbuilds%2Fb1%2Fdownload%3Ftoken%3Da.b',
    );
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('opens the empty form when no app is known', () => {
    render(<ReportAbuseLink />);
    expect(screen.getByRole('link', { name: 'Report abuse' }).getAttribute('href')).toBe('/report-abuse');
  });
});
