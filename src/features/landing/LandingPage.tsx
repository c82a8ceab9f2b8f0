import site from 'virtual:data/site'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Icon, type IconName } from '../../ui/Icon'
import { TestimonialsCarousel } from './TestimonialsCarousel'

/**
 * The two sign-up forms hydrate when the app starts (first tap); lazy, so their machine and
 * e-mail client are not part of the landing's first load. The HTML has them whole.
 */
const SignupForm = lazy(() => import('./SignupForm').then((module) => ({ default: module.SignupForm })))

const reasons: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'target',
    title: 'Becas que sí aplican para ti',
    text: 'Juntamos más de cien programas reales de gobierno, universidades, fundaciones, bancos y organismos internacionales. Con un quiz de siete pasos ves cuáles van con tu perfil y por qué.',
  },
  {
    icon: 'wallet',
    title: 'Aprende a manejar tu lana',
    text: '¿Llegas a la última semana del mes con $87 en la cartera? Te enseñamos a hacer tu presupuesto por quincena para que esos $100 de la última semana ya estén apartados desde el día 15.',
  },
  {
    icon: 'sparkle',
    title: 'Contenido que no aburre',
    text: 'Guías cortas con precios reales en pesos, cursos gratis que lees a tu ritmo desde el celular y plantillas bonitas para imprimir. Cero tecnicismos y cero letras chiquitas.',
  },
  {
    icon: 'users',
    title: 'Comparte lo que sabes',
    text: '¿Conoces una beca, un grupo de tu universidad o un truco para ahorrar? Cuéntanoslo y lo sumamos para que le sirva a alguien que va un paso atrás de ti.',
  },
]

const audiences: { icon: IconName; text: string }[] = [
  {
    icon: 'home',
    text: 'Eres la primera persona de tu familia en la universidad y nadie te explicó cómo funcionan las becas.',
  },
  {
    icon: 'backpack',
    text: 'Te vas a vivir solo o con roomies y quieres que la quincena te alcance hasta el final.',
  },
  { icon: 'globe', text: 'Buscas beca para prepa, licenciatura o posgrado, en México o en el extranjero.' },
  {
    icon: 'chart',
    text: 'Quieres aprender de dinero, ahorro y crédito sin que nadie te quiera vender algo.',
  },
]

const appFeatures = [
  'Presupuesto y control de gastos',
  'Retos de ahorro',
  'Recordatorios de pago',
  'Comunidad',
]

export function LandingPage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-titulo">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="eyebrow">Becas · dinero · vida adulta</p>
            <h1 id="hero-titulo">{site.tagline}</h1>
            <p className="lead">
              Becas reales que sí aplican para ti, cursos gratis para manejar tu dinero y guías para la vida
              adulta. En español, sin rollos y pensado para tu celular.
            </p>
            <p className="hero__form-label">Únete al club y entérate primero de becas nuevas y de la app:</p>
            <Suspense fallback={null}>
              <SignupForm source="hero" buttonLabel="Únete al club" />
            </Suspense>
          </div>
          <HeroArt />
        </div>
      </section>

      <section className="banner" aria-labelledby="banner-titulo">
        <div className="container banner__inner">
          <span className="badge badge--sun">En desarrollo</span>
          <h2 id="banner-titulo" className="banner__title">
            La app de Ya Sé Cómo viene en camino
          </h2>
          <ul className="banner__features">
            {appFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <p className="banner__note">
            La app todavía no está disponible, pero su versión web ya sí: en «Mi lana» llevas tu presupuesto
            por quincena, tus retos de ahorro y tus recordatorios de pago, gratis, sin cuenta y guardados solo
            en tu teléfono. Déjanos tu correo y te avisamos el día que salga la app.
          </p>
          <Link to="/mi-lana" className="button button--secondary banner__link">
            Abrir Mi lana
          </Link>
        </div>
      </section>

      <section className="container section" aria-labelledby="por-que-titulo">
        <h2 id="por-que-titulo">¿Por qué Ya Sé Cómo?</h2>
        <ul className="feature-grid">
          {reasons.map((reason) => (
            <li key={reason.title} className="feature-card">
              <span className="feature-card__icon">
                <Icon name={reason.icon} />
              </span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--tinted" aria-labelledby="para-ti-titulo">
        <div className="container">
          <h2 id="para-ti-titulo">Es para ti si…</h2>
          <ul className="feature-grid feature-grid--compact">
            {audiences.map((audience) => (
              <li key={audience.text} className="feature-card feature-card--row">
                <span className="feature-card__icon">
                  <Icon name={audience.icon} />
                </span>
                <p>{audience.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container section" aria-labelledby="aparta-titulo">
        <div className="cta-card">
          <h2 id="aparta-titulo">Aparta tu lugar en la app</h2>
          <p className="lead">
            Sé de las primeras personas en probar la app, con comunidad incluida. El control de gastos, los
            retos de ahorro y los recordatorios de pago ya los puedes usar hoy en la web. Es gratis.
          </p>
          <Suspense fallback={null}>
            <SignupForm source="cta" buttonLabel="Aparta mi lugar" />
          </Suspense>
          <p className="cta-card__disclaimer">
            Al registrarte aceptas recibir noticias de {site.brand} por correo. Puedes darte de baja en
            cualquier momento.
          </p>
        </div>
      </section>

      <section className="section testimonials" aria-labelledby="testimonios-titulo">
        <div className="container">
          <h2 id="testimonios-titulo">Lo que dicen quienes ya nos leen</h2>
        </div>
        <TestimonialsCarousel />
      </section>
    </>
  )
}

/** Coins, a graduation cap and a speech bubble: money, school and "ya sé cómo". */
function HeroArt() {
  return (
    <svg
      className="hero__art"
      viewBox="0 0 360 320"
      width="360"
      height="320"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="190" cy="160" r="140" fill="#ffe4d6" />
      <circle cx="290" cy="70" r="40" fill="#d8f3e4" />
      <circle cx="70" cy="260" r="34" fill="#d9e8ff" />
      <path
        d="M180 60c-52 0-94 36-94 80 0 24 12 45 31 60l-7 34 36-20c11 4 22 6 34 6 52 0 94-36 94-80s-42-80-94-80z"
        fill="#5b3df5"
      />
      <path
        d="M140 140l28 28 52-52"
        fill="none"
        stroke="#ffd166"
        strokeWidth="16"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g transform="translate(236 196)">
        <ellipse cx="40" cy="62" rx="40" ry="12" fill="#e0a800" />
        <rect x="0" y="40" width="80" height="22" fill="#ffd166" />
        <ellipse cx="40" cy="40" rx="40" ry="12" fill="#ffe08a" />
        <rect x="0" y="18" width="80" height="22" fill="#ffd166" />
        <ellipse cx="40" cy="18" rx="40" ry="12" fill="#ffe9a8" />
        <text x="40" y="24" textAnchor="middle" fontSize="16" fontWeight="900" fill="#8a5a00">
          $
        </text>
      </g>
      <g transform="translate(40 70)">
        <path d="M0 30l60-26 60 26-60 26z" fill="#1f1a3d" />
        <path d="M24 44v22c0 8 16 14 36 14s36-6 36-14V44l-36 16z" fill="#2f2860" />
        <path d="M112 34v30" stroke="#ff7a59" strokeWidth="4" strokeLinecap="round" />
        <circle cx="112" cy="68" r="6" fill="#ff7a59" />
      </g>
    </svg>
  )
}
