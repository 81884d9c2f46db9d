import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-report.js';

const report = (counts: Record<string, number>, vulnerabilities: Record<string, { severity: string }> = {}) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } });

describe('npm audit verdict', () => {
  it('is clean when nothing reaches the level', () => {
    expect(
      auditVerdict(report({ low: 1, moderate: 2, high: 0, critical: 0 }, { qs: { severity: 'moderate' } })),
    ).toEqual({
      kind: 'clean',
      summary: '0 info, 1 low, 2 moderate, 0 high, 0 critical',
    });
  });

  it('lists the packages at high or critical', () => {
    const verdict = auditVerdict(
      report(
        { moderate: 1, high: 1, critical: 1 },
        { request: { severity: 'moderate' }, 'form-data': { severity: 'critical' }, ws: { severity: 'high' } },
      ),
    );
    expect(verdict).toEqual({
      kind: 'findings',
      summary: '0 info, 0 low, 1 moderate, 1 high, 1 critical',
      packages: ['form-data (critical)', 'ws (high)'],
    });
  });

  it('honours another level', () => {
    expect(auditVerdict(report({ moderate: 1 }, { qs: { severity: 'moderate' } }), 'moderate').kind).toBe('findings');
  });

  it('is unavailable when the advisory service refuses or the output is no report', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict(refused)).toEqual({
      kind: 'unavailable',
      reason: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk (HTTP 405)',
    });
    expect(auditVerdict(JSON.stringify({ error: { code: 'ENOTFOUND', summary: '' } }))).toEqual({
      kind: 'unavailable',
      reason: 'ENOTFOUND',
    });
    expect(auditVerdict('npm error something')).toMatchObject({ kind: 'unavailable' });
  });
});
