import './progress.css';

export function Progress({ value, label, id }: { value: number; label: string; id?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      id={id}
    >
      <div className="progress__bar" style={{ width: `${clamped}%` }} />
    </div>
  );
}
