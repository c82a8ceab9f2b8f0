import { useMachine } from '@xstate/react'
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react'
import { carouselMachine } from '../../../machines/carouselMachine'
import { useAppPart } from '../../ui/appPart'
import { Icon } from '../../ui/Icon'
import { prefersReducedMotion } from '../../ui/motion'
import { motionPart, useMotionPart } from '../../ui/motionPart'

/** The strip that follows the thumb, loaded once a carousel is on screen (decision 0010). */
const carouselMotion = motionPart(() => import('./carouselMotion'))

/** Past the first or last image the strip follows a fifth of the pull (as carouselMotion's END_GIVE). */
const END_GIVE = 0.2

export interface Slide {
  id: string
  src: string
  alt: string
}

interface ImageCarouselProps {
  slides: Slide[]
  /** Names the carousel for screen readers, e.g. "Colores de Diario Dalia". */
  label: string
  /** Controlled position (e.g. from ?v=); the carousel follows it when it changes. */
  index?: number
  onIndexChange?: (index: number) => void
  width: number
  height: number
  eager?: boolean
}

/**
 * Variant images: arrows, dots, swipes over 40 px and arrow keys. Once its motion has
 * loaded the strip follows the thumb and slides; with reduced motion it never moves.
 */
export function ImageCarousel({
  slides,
  label,
  index = 0,
  onIndexChange,
  width,
  height,
  eager = false,
}: ImageCarouselProps) {
  const notify = useRef(onIndexChange)
  notify.current = onIndexChange
  const [machine] = useState(() =>
    carouselMachine.provide({ actions: { indexChanged: ({ context }) => notify.current?.(context.index) } }),
  )
  const [state, send] = useMachine(machine, { input: { count: slides.length, index } })
  const current = state.context.index
  const pointerStart = useRef<number | null>(null)
  // The strip becomes draggable when its motion arrives (a new <ul>: nothing in it takes
  // focus, and the shown image stays where it is). Until then, and through a drag that
  // began before it arrived, the plain strip follows the thumb itself (`followThumb`): the
  // first swipe on a page never waits for code.
  const loadedMotion = useMotionPart(carouselMotion)
  const [plainDrag, setPlainDrag] = useState(false)
  const motion = plainDrag ? null : loadedMotion
  const plainTrack = useRef<HTMLUListElement>(null)
  // Swipes, arrow keys and taps made before the app ran are replayed once it is ready.
  const part = useAppPart<HTMLElement>('carousel', ['swipe', 'key', 'tap'])

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new controlled index moves it
  useEffect(() => {
    if (index !== state.context.index) send({ type: 'carousel.goTo', index })
  }, [index])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') send({ type: 'carousel.next' })
    else if (event.key === 'ArrowLeft') send({ type: 'carousel.previous' })
    else return
    event.preventDefault()
  }
  const onPointerDown = (event: PointerEvent) => {
    pointerStart.current = event.clientX
    if (!motion && !prefersReducedMotion()) setPlainDrag(true)
  }
  const followThumb = (event: PointerEvent) => {
    const track = plainTrack.current
    if (!plainDrag || pointerStart.current === null || !track) return
    const pull = event.clientX - pointerStart.current
    const atEnd = pull > 0 ? current === 0 : current === slides.length - 1
    track.style.transition = 'none'
    track.style.transform = `translateX(${atEnd ? pull * END_GIVE : pull}px)`
  }
  /** The plain strip springs back into place (the next image, if any, is shown there). */
  const letGo = () => {
    const track = plainTrack.current
    if (track) {
      track.style.transition = 'transform 200ms ease-out'
      track.style.transform = ''
    }
    pointerStart.current = null
    setPlainDrag(false)
  }
  const onPointerUp = (event: PointerEvent) => {
    if (pointerStart.current === null) return
    send({ type: 'carousel.swipe', deltaX: event.clientX - pointerStart.current })
    letGo()
  }

  const image = (slide: Slide, position: number) => (
    <img
      src={slide.src}
      alt={slide.alt}
      width={width}
      height={height}
      draggable={false}
      // The first image of a carousel in the first screen is the page's largest paint:
      // fetched first and painted as soon as it is decoded.
      {...(eager && position === 0
        ? { loading: 'eager', fetchPriority: 'high' }
        : { loading: 'lazy', decoding: 'async' })}
    />
  )
  const items = slides.map((slide, position) => {
    const attributes = {
      className: 'carousel__slide',
      'aria-roledescription': 'diapositiva',
      'aria-label': `${position + 1} de ${slides.length}`,
      'data-active': position === current,
    }
    return motion ? (
      <motion.Slide key={slide.id} offset={position - current} attributes={attributes}>
        {image(slide, position)}
      </motion.Slide>
    ) : (
      <li key={slide.id} {...attributes}>
        {image(slide, position)}
      </li>
    )
  })

  return (
    <section className="carousel" aria-roledescription="carrusel" aria-label={label} {...part}>
      {/* The image strip is one focus stop: arrow keys and swipes move it (buttons do the same). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        className="carousel__viewport"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={followThumb}
        onPointerUp={onPointerUp}
        onPointerCancel={letGo}
      >
        {/* Only the shown slide is displayed, so the other images load only when chosen. */}
        {motion ? (
          <motion.SwipeTrack index={current} count={slides.length}>
            {items}
          </motion.SwipeTrack>
        ) : (
          <ul className="carousel__track" ref={plainTrack}>
            {items}
          </ul>
        )}
      </div>
      {slides.length > 1 && (
        <div className="carousel__controls needs-js">
          <button
            type="button"
            className="carousel__arrow"
            aria-label="Imagen anterior"
            disabled={current === 0}
            onClick={() => send({ type: 'carousel.previous' })}
          >
            <Icon name="chevronLeft" />
          </button>
          <div className="carousel__dots">
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                className="carousel__dot"
                aria-label={`Ver ${slide.alt}`}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => send({ type: 'carousel.goTo', index: position })}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__arrow"
            aria-label="Imagen siguiente"
            disabled={current === slides.length - 1}
            onClick={() => send({ type: 'carousel.next' })}
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      )}
    </section>
  )
}
