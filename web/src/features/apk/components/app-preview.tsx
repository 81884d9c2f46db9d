/** Relative luminance (WCAG 2) of '#rrggbb', for the letter's ink as the engine picks it. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White on dark colours, near-black on light ones (contrast 3:1 for large text, as the engine's letter icon). */
function inkOn(background: string): string {
  return 1.05 / (luminance(background) + 0.05) >= 3 ? '#ffffff' : '#1f1f1f';
}

export interface AppPreviewProps {
  appName: string;
  icon: string;
  themeColor: string;
  backgroundColor: string;
}

/** The home-screen icon: the picture in the safe zone, or the name's first letter on the theme colour. */
export function AppIcon({
  appName,
  icon,
  themeColor,
  className,
}: Omit<AppPreviewProps, 'backgroundColor'> & { className?: string }) {
  const letter = [...(appName.trim() || 'A')][0]!.toUpperCase();
  return (
    <span
      className={className ? `app-preview__icon ${className}` : 'app-preview__icon'}
      style={icon ? undefined : { background: themeColor, color: inkOn(themeColor) }}
      aria-hidden="true"
    >
      {icon ? <img src={icon} alt="" /> : letter}
    </span>
  );
}

/**
 * A live preview of what the build makes (docs/product.md "App options"): the home-screen icon under a round
 * adaptive mask, a full-bleed picture inside the 66dp safe zone of the 108dp layer (46.7dp of the 72dp shown) or the
 * letter icon on the theme colour; and the launch screen on the splash background.
 */
export function AppPreview(props: AppPreviewProps) {
  const name = props.appName.trim() || 'My App';
  return (
    <div className="app-preview" aria-label="Preview of your app">
      <figure className="app-preview__item">
        <div className="app-preview__home">
          <AppIcon {...props} />
          <span className="app-preview__label">{name}</span>
        </div>
        <figcaption>Home screen</figcaption>
      </figure>
      <figure className="app-preview__item">
        <div className="app-preview__phone" style={{ background: props.backgroundColor }}>
          <span className="app-preview__bar" style={{ background: props.themeColor }} />
          <AppIcon {...props} />
        </div>
        <figcaption>Launch screen</figcaption>
      </figure>
    </div>
  );
}
