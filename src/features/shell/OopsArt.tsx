/** A friendly lost-bubble illustration for the not-found and error pages. */
export function OopsArt() {
  return (
    <svg
      className="oops__art"
      viewBox="0 0 240 160"
      width="240"
      height="160"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="120" cy="146" rx="78" ry="8" fill="#e9e3f5" />
      <path
        d="M120 18c-40 0-72 27-72 60 0 18 9 34 24 45l-6 26 29-16c8 2 16 4 25 4 40 0 72-27 72-60s-32-59-72-59z"
        fill="#5b3df5"
      />
      <circle cx="96" cy="74" r="9" fill="#fff" />
      <circle cx="144" cy="74" r="9" fill="#fff" />
      <circle cx="98" cy="76" r="4" fill="#1f1a3d" />
      <circle cx="146" cy="76" r="4" fill="#1f1a3d" />
      <path d="M104 104c10-8 22-8 32 0" fill="none" stroke="#ffd166" strokeWidth="6" strokeLinecap="round" />
      <text x="196" y="44" fontSize="34" fontWeight="900" fill="#ff7a59" fontFamily="sans-serif">
        ?
      </text>
    </svg>
  )
}
