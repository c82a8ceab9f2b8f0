import type { CourseLevel } from '../../../data/courses.schema'

const bars: Record<CourseLevel, number> = { Principiante: 1, Intermedio: 2, Avanzado: 3 }

/** The course level: one, two or three bars, and its name. */
export function CourseLevelBadge({ level }: { level: CourseLevel }) {
  return (
    <span className={`level level--${level.toLowerCase()}`}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        {[0, 1, 2].map((bar) => (
          <rect
            key={bar}
            x={2 + bar * 6}
            y={12 - bar * 4}
            width="4"
            height={6 + bar * 4}
            rx="1"
            className={bar < bars[level] ? 'level__bar level__bar--on' : 'level__bar'}
          />
        ))}
      </svg>
      {level}
    </span>
  )
}
