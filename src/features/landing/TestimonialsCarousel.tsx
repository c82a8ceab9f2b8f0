import testimonials from 'virtual:data/testimonials'
import { useState } from 'react'
import type { Testimonial } from '../../../data/testimonials.schema'
import { useAppPart } from '../../ui/appPart'

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <li className={`testimonial testimonial--${testimonial.color}`}>
      <span className="testimonial__sticker" aria-hidden="true">
        {testimonial.sticker}
      </span>
      <blockquote className="testimonial__text">
        <p>{testimonial.text}</p>
      </blockquote>
      <p className="testimonial__author">
        {/* Lazy: the strip is below the first screen, and an eager <img> would make React add a
            high-priority preload for each of the 12 avatars ahead of the page's own paint. */}
        <img src={testimonial.avatar} alt="" width="48" height="48" loading="lazy" decoding="async" />
        {testimonial.author}
      </p>
    </li>
  )
}

/**
 * An endless strip of testimonials: the list is rendered twice so the loop is seamless;
 * the copy is hidden from assistive technology. Hover, keyboard focus or the pause button
 * stop it; with reduced motion it does not move and every card is reached by scrolling.
 */
export function TestimonialsCarousel() {
  const [paused, setPaused] = useState(false)
  const part = useAppPart<HTMLButtonElement>('marquee-toggle', ['tap'])
  return (
    <div className={`marquee${paused ? ' is-paused' : ''}`}>
      <button
        {...part}
        type="button"
        className="button button--ghost button--small marquee__toggle needs-js"
        onClick={() => setPaused(!paused)}
      >
        {paused ? 'Reanudar' : 'Pausar'} testimonios
      </button>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the region takes focus so keyboard users can pause and scroll it */}
      <section className="marquee__viewport" aria-label="Testimonios" tabIndex={0}>
        <div className="marquee__track">
          <ul className="marquee__list">
            {testimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.author} testimonial={testimonial} />
            ))}
          </ul>
          <ul className="marquee__list marquee__list--copy" aria-hidden="true" inert>
            {testimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.author} testimonial={testimonial} />
            ))}
          </ul>
        </div>
      </section>
    </div>
  )
}
