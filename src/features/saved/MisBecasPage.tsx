import { SAVED_LIST_ATTRIBUTE } from '../../enhance/pageContract'
import { NoScriptNote } from '../../ui/NoScriptNote'
import { StorageNotices } from '../../ui/StorageNotices'
import { OwnList } from './OwnList'
import { SharedList } from './SharedList'
import { useSavedList } from './useSavedList'

/**
 * /mis-becas: the programmes saved on this device with their call and a checklist each,
 * or (with ?becas=3,17,42) a list someone shared, read-only, with «Guardar todas».
 * Everything here depends on the device, so the pre-rendered page says only that the
 * list is loading; the app starts right after the first paint (sitePages: hydrate 'load').
 */
export function MisBecasPage({ shared }: { shared: readonly number[] | null }) {
  const { list, send } = useSavedList()
  return (
    <div className="container section saved-page" {...{ [SAVED_LIST_ATTRIBUTE]: '' }}>
      <header className="page-intro">
        <p className="eyebrow">Sin cuenta, en este dispositivo</p>
        <h1>Mis becas</h1>
        <p className="lead">
          Las becas que guardaste, cuándo cierra cada convocatoria y qué documentos te faltan. Tu lista se
          queda en este teléfono o computadora: nadie más la ve y no necesitas registrarte.
        </p>
      </header>
      <NoScriptNote>Tu lista se guarda en este dispositivo: para verla, activa JavaScript.</NoScriptNote>
      {list === null ? (
        <p className="saved-page__loading needs-js" role="status">
          Cargando tu lista…
        </p>
      ) : (
        <>
          <StorageNotices
            state={list}
            damaged="La lista guardada en este dispositivo estaba dañada y no se podía leer, así que empezamos una nueva. Guardamos una copia de la anterior en el navegador por si hace falta recuperarla."
            onDismiss={() => send({ type: 'notice.dismiss' })}
          />
          {shared ? (
            <SharedList indexes={shared} list={list} send={send} />
          ) : (
            <OwnList list={list} send={send} />
          )}
        </>
      )}
    </div>
  )
}
