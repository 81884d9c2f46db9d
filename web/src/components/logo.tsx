import { brand } from '@/config/brand';

function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#logo-bg)" />
      <rect x="10" y="6" width="12" height="20" rx="3" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M14 22h4" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path d="M16.5 10.5 13.5 15h3l-1 4 3.5-5h-3l.5-3.5Z" fill="#fb923c" />
    </svg>
  );
}

export function Logo({ tone = 'default' }: { tone?: 'default' | 'on-ink' }) {
  return (
    <span className={`logo logo--${tone}`}>
      <LogoMark />
      <span className="logo__name">{brand.name}</span>
    </span>
  );
}
