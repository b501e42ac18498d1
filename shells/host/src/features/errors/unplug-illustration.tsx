/** A plug pulled out of its socket: something did not connect. Decorative. */
export function UnplugIllustration() {
  return (
    <svg viewBox="0 0 240 160" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="142" rx="96" ry="8" fill="currentColor" opacity="0.08" />
      <path
        d="M20 96h52c10 0 16-6 16-16"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
        opacity="0.35"
      />
      <rect x="84" y="58" width="34" height="40" rx="8" fill="currentColor" opacity="0.85" />
      <path d="M118 68h14M118 88h14" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
      <path
        d="M220 96h-52c-10 0-16-6-16-16"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
        opacity="0.35"
      />
      <rect x="150" y="58" width="26" height="40" rx="8" fill="currentColor" opacity="0.55" />
      <path
        d="M139 50l-6-10M140 106l-6 10M128 44l-2-12"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.6"
      />
    </svg>
  );
}
