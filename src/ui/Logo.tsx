/** The brand mark: a speech bubble with a check, "ya sé cómo". */
export function LogoMark({ className = 'logo__mark' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <path
        d="M20 3C10.6 3 3 9.9 3 18.4c0 4.6 2.2 8.7 5.8 11.5L7.5 37l7.3-4c1.6.4 3.4.6 5.2.6 9.4 0 17-6.9 17-15.2S29.4 3 20 3z"
        fill="#5b3df5"
      />
      <path
        d="M12.5 18.5l5 5 10-10"
        fill="none"
        stroke="#ffd166"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
