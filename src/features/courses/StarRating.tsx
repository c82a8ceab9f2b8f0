import { ratingDisplay } from '../../domain/courseSearch'

/** Five stars, the whole ones filled, and the rating with one decimal. */
export function StarRating({ rating }: { rating: number }) {
  const { filled, label } = ratingDisplay(rating)
  return (
    <span className="stars" role="img" aria-label={`Calificación: ${label} de 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          className={star <= filled ? 'star star--on' : 'star'}
        >
          <path d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5L2.5 9.3l6.6-.8z" />
        </svg>
      ))}
      <span className="stars__value" aria-hidden="true">
        {label}
      </span>
    </span>
  )
}
