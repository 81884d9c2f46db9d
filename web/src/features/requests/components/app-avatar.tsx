import './app-avatar.css';

/** The request's icon, or its first letter on a brand tile. */
export function AppAvatar({ name, iconDataUrl, size = 40 }: { name: string; iconDataUrl: string; size?: number }) {
  const letter = (name.trim().charAt(0) || '?').toUpperCase();
  return (
    <span className="app-avatar" style={{ width: size, height: size, fontSize: size * 0.45 }} aria-hidden="true">
      {iconDataUrl ? <img src={iconDataUrl} alt="" /> : letter}
    </span>
  );
}
