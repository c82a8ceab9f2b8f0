import communities from 'virtual:data/communities'
import { Link } from '@tanstack/react-router'
import { StateSelect } from './StateSelect'

/** /viviendas: student-housing links by state and university, tips and safety advice. */
export function HousingPage({
  state,
  onStateChange,
}: {
  state: string
  onStateChange: (state: string) => void
}) {
  const withHousing = communities.filter((community) => community.links.vivienda)
  const shown = state ? withHousing.filter((community) => community.state === state) : withHousing
  return (
    <div className="container section housing">
      <header className="page-intro">
        <p className="eyebrow">Explora</p>
        <h1>Vivienda para estudiantes</h1>
        <p className="lead">
          Residencias y bolsas de cuartos de universidades, y lo que tienes que revisar antes de rentar para
          que tu primera casa lejos de casa sea segura.
        </p>
      </header>
      <div className="housing__layout">
        <section aria-labelledby="recursos-vivienda">
          <h2 id="recursos-vivienda">Recursos de vivienda por universidad</h2>
          <StateSelect label="Filtrar por estado" value={state} onChange={onStateChange} />
          {shown.length === 0 ? (
            <p className="empty-state">
              Aún no tenemos recursos de vivienda para {state}. Si conoces una residencia o bolsa de cuartos
              de tu universidad, <Link to="/contacto">cuéntanos</Link>.
            </p>
          ) : (
            <ul className="housing__list">
              {shown.map((community) => (
                <li key={community.institution}>
                  <span className="housing__place">
                    <strong>{community.institution}</strong>
                    <span>{community.state}</span>
                  </span>
                  <a
                    href={community.links.vivienda}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="external-link"
                  >
                    Ver opciones de vivienda
                    <span className="visually-hidden">
                      {' '}
                      de {community.institution} (se abre en una pestaña nueva)
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p className="housing__note">
            Muchas universidades públicas (UNAM, IPN, UAM, UANL) no tienen residencias propias: ahí los grupos
            de estudiantes de tu facultad suelen ser la mejor fuente de cuartos. Búscalos en{' '}
            <Link to="/comunidades">Comunidades</Link>.
          </p>
        </section>
        <aside className="housing__tips">
          <section className="notice" aria-labelledby="seguridad-renta">
            <h2 id="seguridad-renta">Antes de rentar</h2>
            <ul>
              <li>
                Nunca pagues un depósito ni un mes de renta antes de ver el lugar en persona (o en
                videollamada en vivo).
              </li>
              <li>
                Pide un contrato por escrito con el monto, lo que incluye (agua, luz, internet) y las reglas
                de la casa.
              </li>
              <li>
                Confirma que quien renta es la persona dueña o tiene permiso: pide ver una identificación y un
                recibo del predial o de luz.
              </li>
              <li>
                Desconfía de precios demasiado bajos, prisas («hay otras tres personas interesadas») y pagos
                por tarjetas de tiendas.
              </li>
              <li>
                Visita la zona de día y de noche y revisa cómo llegas a tu escuela en transporte público.
              </li>
            </ul>
          </section>
          <section className="panel" aria-labelledby="guias-vivienda">
            <h2 id="guias-vivienda">Guías que te sirven</h2>
            <ul>
              <li>
                <Link to="/guias/$articleId" params={{ articleId: 'vivir-solo-por-primera-vez' }}>
                  Vivir solo por primera vez: lo que nadie te dice
                </Link>
              </li>
              <li>
                <Link to="/guias/$articleId" params={{ articleId: 'vivir-con-roomies' }}>
                  Vivir con roomies sin terminar peleados
                </Link>
              </li>
              <li>
                <Link to="/guias/$articleId" params={{ articleId: 'tu-primera-despensa' }}>
                  Tu primera despensa
                </Link>
              </li>
            </ul>
          </section>
        </aside>
      </div>
    </div>
  )
}
