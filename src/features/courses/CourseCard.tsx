import outlines from 'virtual:data/course-outlines'
import { Link } from '@tanstack/react-router'
import type { Course } from '../../../data/courses.schema'
import { sectionTokens } from '../../domain/courseOutline'
import {
  COURSE_ATTRIBUTE,
  COURSE_PROGRESS_TAG,
  SECTIONS_ATTRIBUTE,
  VIEW_ATTRIBUTE,
} from '../../enhance/pageContract'
import { CourseLevelBadge } from './LevelIcon'
import { StarRating } from './StarRating'

// The course-progress elements (their page-script half is courseElements.page.ts).
const CourseProgressTag = COURSE_PROGRESS_TAG

export function CourseCard({ course }: { course: Course }) {
  return (
    <li className="card card--link course-card">
      <img
        className="card__media"
        src={course.bannerUrl}
        alt=""
        width="960"
        height="400"
        loading="lazy"
        decoding="async"
      />
      <div className="card__body">
        <h2 className="card__title">
          <Link to="/cursos/$courseId" params={{ courseId: course.id }} className="stretched-link">
            {course.title}
          </Link>
        </h2>
        <StarRating rating={course.rating} />
        <p className="course-card__description">{course.description.split('\n')[0]}</p>
        <p className="course-card__meta">
          <CourseLevelBadge level={course.level} />
          <span>{course.duration}</span>
          {/* «Llevas 43 %» once started on this device (src/features/courses/courseElements.page.ts). */}
          <CourseProgressTag
            {...{
              [COURSE_ATTRIBUTE]: course.id,
              [SECTIONS_ATTRIBUTE]: sectionTokens(outlines[course.id] ?? {}),
              [VIEW_ATTRIBUTE]: 'percent',
            }}
          />
        </p>
      </div>
    </li>
  )
}
