export interface LogoProps {
  /** Product or site name next to the mark. */
  label?: string;
  /** Pixel size of the mark. */
  size?: number;
  /** A site's own logo (its settings) in place of the product mark. */
  imageUrl?: string | null;
  /** A class for the name, so a layout can shorten or hide it where space is short. */
  labelClassName?: string;
}

/** The product mark (a folded page with a spark) and its name; links are the app's job. */
export function Logo({ label = 'TipsHub', size = 28, imageUrl, labelClassName }: LogoProps) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 800 }}>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          height={size}
          style={{ height: size, width: 'auto', borderRadius: 6 }}
        />
      ) : (
        <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <defs>
            <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#5c7cfa" />
              <stop offset="1" stopColor="#be4bdb" />
            </linearGradient>
          </defs>
          <rect width="32" height="32" rx="8" fill="url(#logo-gradient)" />
          <path d="M10 8h9l5 5v11a0 0 0 0 1 0 0H10z" fill="#fff" opacity="0.95" />
          <path d="M19 8v5h5" fill="none" stroke="#5c7cfa" strokeWidth="1.5" />
          <path d="M13 17h7M13 20.5h5" stroke="#5c7cfa" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      )}
      <span className={labelClassName} style={{ fontSize: size * 0.68, letterSpacing: '-0.01em' }}>
        {label}
      </span>
    </span>
  );
}
