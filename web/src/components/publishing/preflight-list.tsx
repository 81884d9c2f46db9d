import type { PreflightResult } from '@contracts/publishing';
import './preflight-list.css';

const STATUS_WORDS = { pass: 'Passed', fail: 'Failed', warn: 'Check' } as const;

/** The preflight's checks, each with its result and the fix (the same list on both sides). */
export function PreflightList({ result }: { result: PreflightResult }) {
  return (
    <div className="preflight" data-testid="preflight" data-ok={result.ok}>
      <p className="preflight__summary">
        <strong>{result.ok ? 'Preflight passed' : 'Preflight found problems'}</strong> ·{' '}
        {new Date(result.at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}
      </p>
      <ul className="preflight__checks">
        {result.checks.map((check) => (
          <li
            key={check.id}
            className={`preflight__check preflight__check--${check.status}`}
            data-check={check.id}
            data-status={check.status}
          >
            <span className="preflight__status">{STATUS_WORDS[check.status]}</span>
            <span className="preflight__text">
              <strong>{check.label}</strong> {check.detail}
              {check.fix ? <span className="preflight__fix">Fix: {check.fix}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
