// Inline illustration shown in the phone before the first preview (no network images).
export function PlaceholderArt() {
  return (
    <svg
      className="placeholder-art"
      viewBox="0 0 280 520"
      role="img"
      aria-label="Illustration of an app screen"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="pa-head" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
        <linearGradient id="pa-glow" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fb923c" />
          <stop offset="1" stopColor="#f97316" />
        </linearGradient>
      </defs>
      <rect width="280" height="520" fill="#f6f7fb" />
      <path d="M0 0h280v150c-40 22-90 30-140 30S40 172 0 150Z" fill="url(#pa-head)" />
      <rect x="20" y="34" width="36" height="36" rx="10" fill="#fff" fillOpacity="0.18" />
      <path
        d="M30 60l8-16 8 16m-13-5h10"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <rect x="66" y="40" width="96" height="10" rx="5" fill="#fff" fillOpacity="0.9" />
      <rect x="66" y="56" width="64" height="8" rx="4" fill="#fff" fillOpacity="0.5" />
      <rect x="20" y="96" width="170" height="14" rx="7" fill="#fff" fillOpacity="0.85" />
      <rect x="20" y="118" width="120" height="10" rx="5" fill="#fff" fillOpacity="0.5" />
      <g>
        <rect x="20" y="196" width="240" height="92" rx="16" fill="#fff" />
        <rect x="36" y="212" width="60" height="60" rx="12" fill="url(#pa-glow)" />
        <rect x="108" y="220" width="120" height="10" rx="5" fill="#cbd5e1" />
        <rect x="108" y="238" width="90" height="8" rx="4" fill="#e2e8f0" />
        <rect x="108" y="254" width="56" height="14" rx="7" fill="#eef2ff" />
      </g>
      <g>
        <rect x="20" y="302" width="114" height="110" rx="16" fill="#fff" />
        <rect x="34" y="316" width="86" height="52" rx="10" fill="#e0e7ff" />
        <rect x="34" y="378" width="70" height="8" rx="4" fill="#cbd5e1" />
        <rect x="34" y="392" width="46" height="8" rx="4" fill="#e2e8f0" />
        <rect x="146" y="302" width="114" height="110" rx="16" fill="#fff" />
        <rect x="160" y="316" width="86" height="52" rx="10" fill="#ffedd5" />
        <rect x="160" y="378" width="70" height="8" rx="4" fill="#cbd5e1" />
        <rect x="160" y="392" width="46" height="8" rx="4" fill="#e2e8f0" />
      </g>
      <rect x="0" y="456" width="280" height="64" fill="#fff" />
      <rect x="0" y="456" width="280" height="1" fill="#e2e8f0" />
      <circle cx="52" cy="484" r="9" fill="#4f46e5" />
      <circle cx="112" cy="484" r="9" fill="#cbd5e1" />
      <circle cx="168" cy="484" r="9" fill="#cbd5e1" />
      <circle cx="228" cy="484" r="9" fill="#cbd5e1" />
    </svg>
  );
}
