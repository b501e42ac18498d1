/** A cloud with a warning sign: the error page's picture. Decorative. */
export function ErrorIllustration() {
  return (
    <svg viewBox="0 0 240 180" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="164" rx="92" ry="8" fill="currentColor" opacity="0.08" />
      <path
        d="M70 128a34 34 0 0 1-4-67.8A46 46 0 0 1 156 50a38 38 0 0 1 14 73.3 30 30 0 0 1-6 4.7z"
        fill="currentColor"
        opacity="0.2"
      />
      <path d="M120 64l34 60H86z" fill="currentColor" opacity="0.9" strokeLinejoin="round" />
      <path d="M120 84v18" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
      <circle cx="120" cy="113" r="4" fill="#fff" />
    </svg>
  );
}
