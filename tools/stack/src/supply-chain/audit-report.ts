/** The outcome of `npm audit --json`, reduced to what CI decides on. */
export type AuditVerdict =
  | { readonly kind: 'clean'; readonly summary: string }
  | { readonly kind: 'findings'; readonly summary: string; readonly packages: readonly string[] }
  | { readonly kind: 'unavailable'; readonly reason: string };

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
type Severity = (typeof SEVERITIES)[number];

interface AuditJson {
  metadata?: { vulnerabilities?: Partial<Record<Severity, number>> };
  vulnerabilities?: Record<string, { severity?: string }>;
  message?: string;
  statusCode?: number;
  error?: { code?: string; summary?: string };
}

/**
 * Reads npm's JSON report. Findings at `level` or above fail; an answer without a report (the advisory service
 * refused or could not be reached) is "unavailable": no verdict about the dependencies at all.
 */
export function auditVerdict(output: string, level: Severity = 'high'): AuditVerdict {
  let report: AuditJson;
  try {
    report = JSON.parse(output) as AuditJson;
  } catch {
    return { kind: 'unavailable', reason: `npm audit printed no JSON report: ${output.trim().slice(0, 200)}` };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const status = report.statusCode ? ` (HTTP ${report.statusCode})` : '';
    const reason =
      [report.message, report.error?.summary, report.error?.code].find((text) => text !== undefined && text !== '') ??
      'no report';
    return { kind: 'unavailable', reason: `${reason}${status}` };
  }
  const summary = SEVERITIES.map((severity) => `${counts[severity] ?? 0} ${severity}`).join(', ');
  const failing = SEVERITIES.slice(SEVERITIES.indexOf(level));
  const packages = Object.entries(report.vulnerabilities ?? {})
    .filter(([, vulnerability]) => failing.includes(vulnerability.severity as Severity))
    .map(([name, vulnerability]) => `${name} (${vulnerability.severity})`);
  const total = failing.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
  return total > 0 ? { kind: 'findings', summary, packages } : { kind: 'clean', summary };
}
