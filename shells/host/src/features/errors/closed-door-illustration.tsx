/** A door with a padlock: this way is closed to this account. Decorative. */
export function ClosedDoorIllustration() {
  return (
    <svg viewBox="0 0 240 160" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="146" rx="96" ry="8" fill="currentColor" opacity="0.08" />
      <rect
        x="72"
        y="18"
        width="96"
        height="124"
        rx="6"
        stroke="currentColor"
        strokeWidth="6"
        opacity="0.35"
      />
      <rect x="84" y="30" width="72" height="112" rx="4" fill="currentColor" opacity="0.12" />
      <circle cx="142" cy="88" r="5" fill="currentColor" opacity="0.6" />
      <path d="M108 86v-10a12 12 0 0 1 24 0v10" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
      <rect x="100" y="84" width="40" height="32" rx="6" fill="currentColor" opacity="0.85" />
      <circle cx="120" cy="98" r="4" fill="white" opacity="0.9" />
      <path d="M120 100v7" stroke="white" strokeWidth="4" strokeLinecap="round" opacity="0.9" />
    </svg>
  );
}
