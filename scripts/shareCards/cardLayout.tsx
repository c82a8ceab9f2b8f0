/**
 * One share card as satori lays it out: what it is (a pill), the title as large as it fits,
 * who or what it belongs to, one or two facts, the brand; the page's art on the right. Read
 * as a 160-px thumbnail in a chat, only the title and the art survive, so they get the room;
 * the chat already prints the site's address under it, the card only the brand.
 */
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../../src/domain/shareCard.ts'
import { BUBBLE_PATH, CHECK_PATH, MARK_SUN, MARK_VIOLET } from '../illustrations/brandMark.ts'

/** The site's colours (src/ui/styles/tokens.css). */
export const cardColors = {
  ink: '#1f1a3d',
  inkSoft: '#4a4566',
  bg: '#fffaf3',
  primary: '#5b3df5',
  primaryStrong: '#4328d6',
  primarySoft: '#efeaff',
} as const

export interface CardArt {
  /** A data: URL (SVG or PNG). */
  src: string
  width: number
  height: number
  /** The panel behind it. */
  background: string
}

export interface CardContent {
  /** What the page is: «Beca», «Guía · Finanzas Personales». */
  kind: string
  title: string
  /** Who grants it, which course it belongs to… */
  subtitle?: string
  /** Facts with their year, never a status the build cannot know. */
  facts: string[]
  art: CardArt
}

const LEFT_WIDTH = 780
const ART_WIDTH = SHARE_CARD_WIDTH - LEFT_WIDTH
const PADDING = 60
const BRAND_ROOM = 84

/** As large as the title fits in three lines of the left column. */
function titleSize(title: string): number {
  if (title.length <= 22) return 88
  if (title.length <= 40) return 74
  if (title.length <= 62) return 64
  return 56
}

const BrandMark = ({ size }: { size: number }) => (
  <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
    <path d={BUBBLE_PATH} fill={MARK_VIOLET} />
    <path
      d={CHECK_PATH}
      fill="none"
      stroke={MARK_SUN}
      strokeWidth={4}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

/**
 * The art in the right-hand panel: a portrait (a template's page, a scene drawn for the card)
 * whole; a landscape scene wider than the panel, its sides cut, so its centred drawing reads
 * at a thumbnail's size (its background is the panel's, so no edge shows).
 */
function fitted(art: CardArt) {
  const scale =
    art.width > art.height
      ? (ART_WIDTH * 1.2) / art.width
      : Math.min((ART_WIDTH - 40) / art.width, (SHARE_CARD_HEIGHT - 40 - BRAND_ROOM) / art.height)
  return { width: Math.round(art.width * scale), height: Math.round(art.height * scale) }
}

export function CardLayout({ content }: { content: CardContent }) {
  const size = titleSize(content.title)
  const art = fitted(content.art)
  return (
    <div
      style={{
        width: SHARE_CARD_WIDTH,
        height: SHARE_CARD_HEIGHT,
        display: 'flex',
        background: cardColors.bg,
        fontFamily: 'Nunito',
        color: cardColors.ink,
      }}
    >
      <div
        style={{
          width: LEFT_WIDTH,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: `${PADDING - 8}px ${PADDING}px ${PADDING - 8}px`,
          overflow: 'hidden',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex' }}>
            <div
              style={{
                background: cardColors.primarySoft,
                color: cardColors.primaryStrong,
                fontSize: 30,
                fontWeight: 800,
                padding: '6px 22px',
                borderRadius: 999,
                maxWidth: LEFT_WIDTH - 2 * PADDING,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {content.kind}
            </div>
          </div>
          <div
            style={{
              display: 'block',
              marginTop: 22,
              fontSize: size,
              fontWeight: 900,
              lineHeight: 1.08,
              letterSpacing: -0.5,
              lineClamp: 3,
            }}
          >
            {content.title}
          </div>
          {content.subtitle && (
            <div
              style={{
                display: 'block',
                marginTop: 16,
                fontSize: 30,
                fontWeight: 700,
                lineHeight: 1.25,
                color: cardColors.inkSoft,
                // A long title takes the room of the subtitle's second line.
                lineClamp: content.title.length > 40 ? 1 : 2,
              }}
            >
              {content.subtitle}
            </div>
          )}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {content.facts.map((fact) => (
            <div
              key={fact}
              style={{
                display: 'block',
                fontSize: 30,
                fontWeight: 800,
                lineHeight: 1.3,
                color: cardColors.ink,
                lineClamp: 2,
                marginBottom: 6,
              }}
            >
              {fact}
            </div>
          ))}
        </div>
      </div>
      <div
        style={{
          width: ART_WIDTH,
          // Room for the brand under a portrait.
          paddingBottom: BRAND_ROOM,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          background: content.art.background,
          overflow: 'hidden',
          position: 'relative',
        }}
      >
        <img
          src={content.art.src}
          width={art.width}
          height={art.height}
          style={{ flexShrink: 0, borderRadius: art.width > ART_WIDTH ? 0 : 18 }}
          alt=""
        />
        <div
          style={{
            position: 'absolute',
            bottom: 28,
            right: 28,
            display: 'flex',
            alignItems: 'center',
            background: '#ffffff',
            borderRadius: 999,
            padding: '8px 22px 8px 12px',
          }}
        >
          <BrandMark size={44} />
          <div style={{ marginLeft: 10, fontSize: 30, fontWeight: 900, color: cardColors.primaryStrong }}>
            Ya Sé Cómo
          </div>
        </div>
      </div>
    </div>
  )
}
