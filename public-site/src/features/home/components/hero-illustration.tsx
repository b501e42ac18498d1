/**
 * Two chairs facing each other and an hourglass: a coaching session whose hours count.
 * Decorative; coloured from the theme through currentColor.
 */
export function HeroIllustration() {
  return (
    <svg viewBox="0 0 360 280" fill="none" aria-hidden="true" focusable="false">
      <circle cx="180" cy="140" r="128" fill="currentColor" opacity="0.07" />
      <circle cx="180" cy="140" r="86" fill="currentColor" opacity="0.06" />
      <ellipse cx="180" cy="246" rx="130" ry="10" fill="currentColor" opacity="0.1" />
      <g opacity="0.9">
        <rect x="62" y="150" width="70" height="16" rx="6" fill="currentColor" />
        <rect x="62" y="96" width="16" height="70" rx="6" fill="currentColor" />
        <path d="M70 166v66M124 166v66" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
      </g>
      <g opacity="0.55">
        <rect x="228" y="150" width="70" height="16" rx="6" fill="currentColor" />
        <rect x="282" y="96" width="16" height="70" rx="6" fill="currentColor" />
        <path d="M236 166v66M290 166v66" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
      </g>
      <g>
        <path d="M158 74h44M158 174h44" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
        <path
          d="M164 78c0 26 32 30 32 46s-32 20-32 46M196 78c0 26-32 30-32 46s32 20 32 46"
          stroke="currentColor"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <path d="M170 160c4-8 16-8 20 0z" fill="currentColor" />
        <path d="M172 92h16l-8 12z" fill="currentColor" opacity="0.6" />
      </g>
      <circle cx="110" cy="60" r="6" fill="currentColor" opacity="0.3" />
      <circle cx="262" cy="52" r="8" fill="currentColor" opacity="0.2" />
      <circle cx="300" cy="210" r="5" fill="currentColor" opacity="0.3" />
    </svg>
  );
}
