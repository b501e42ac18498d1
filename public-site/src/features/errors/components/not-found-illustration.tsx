/** A signpost pointing nowhere: the 404 page's picture. Decorative, coloured by currentColor. */
export function NotFoundIllustration() {
  return (
    <svg viewBox="0 0 240 180" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="164" rx="92" ry="8" fill="currentColor" opacity="0.08" />
      <rect x="114" y="40" width="12" height="124" rx="4" fill="currentColor" opacity="0.35" />
      <path d="M52 52h92l16 14-16 14H52z" fill="currentColor" opacity="0.85" />
      <path d="M188 92H96l-16 14 16 14h92z" fill="currentColor" opacity="0.55" />
      <text
        x="98"
        y="72"
        textAnchor="middle"
        fontSize="20"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        404
      </text>
      <path d="M142 112h24M110 112h18" stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity="0.8" />
      <circle cx="60" cy="26" r="6" fill="currentColor" opacity="0.25" />
      <circle cx="186" cy="40" r="4" fill="currentColor" opacity="0.25" />
      <circle cx="200" cy="132" r="5" fill="currentColor" opacity="0.2" />
    </svg>
  );
}
