import { useId } from 'react'
import type { ConfiguratorCatalogue } from '@/lib/cms/types'
import {
  BOAT_VIEWBOX,
  PLAN_DECK,
  PLAN_DECKHOUSE,
  PLAN_HULL,
  PROFILE_DECKHOUSE,
  PROFILE_HEIGHT,
  PROFILE_HULL,
} from '@/lib/configurator/boat-geometry'
import type { Selection } from '@/lib/configurator/selection'
import { boatLook, describeBoat, type PartId } from '@/lib/configurator/visible-parts'
import { useBoatWords } from './words'

interface BoatPreviewProps {
  catalogue: ConfiguratorCatalogue
  selection: Selection
  className?: string
}

const CARBON = '#1b1b1c'
const CANVAS = '#d8cfbd'
const DECKHOUSE = '#ecebe7'
const GLASS = '#6d8a9b'
const DRIVE = '#4a4f55'
const PROP = '#a3a9ae'
const TEAK = '#94643a'
const STEEL = '#c7ccd1'
const COVER = '#3c4650'

/**
 * The WAMA 26 drawn by the app (no image service): a profile above a plan view. The hull takes the
 * chosen colour, the deck the chosen flooring, and the options that can be seen are drawn on.
 */
export function BoatPreview({ catalogue, selection, className }: BoatPreviewProps) {
  const words = useBoatWords()
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const ids = {
    title: `${uid}-title`,
    hullClip: `${uid}-hull`,
    shade: `${uid}-shade`,
    sea: `${uid}-sea`,
    sky: `${uid}-sky`,
    floor: `${uid}-floor`,
    teak: `${uid}-teak`,
    glow: `${uid}-glow`,
  }
  const look = boatLook(catalogue, selection)
  const hex = look.hullHex
  const esthec = look.teakDeck
  const has = (part: PartId) => look.parts.has(part)
  const engine = look.engine.kind
  const fill = { transition: 'fill 400ms ease-out' }

  return (
    <svg
      viewBox={`0 0 ${BOAT_VIEWBOX.width} ${BOAT_VIEWBOX.height}`}
      role="img"
      aria-labelledby={ids.title}
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      data-testid="boat-preview"
      data-color={selection.colorId}
      data-flooring={selection.flooringId}
      data-engine={engine}
    >
      <title id={ids.title}>{describeBoat(catalogue, selection, 'drawing', words)}</title>
      <defs>
        <linearGradient id={ids.sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#26272a" />
          <stop offset="1" stopColor="#1c1d1f" />
        </linearGradient>
        <linearGradient id={ids.sea} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1d3a4a" stopOpacity="0.8" />
          <stop offset="1" stopColor="#0b0b0c" stopOpacity="0.95" />
        </linearGradient>
        <linearGradient id={ids.shade} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.28" />
          <stop offset="0.45" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.3" />
        </linearGradient>
        <radialGradient id={ids.glow}>
          <stop offset="0" stopColor="#7fdcff" stopOpacity="0.9" />
          <stop offset="1" stopColor="#7fdcff" stopOpacity="0" />
        </radialGradient>
        <clipPath id={ids.hullClip}>
          <path d={PROFILE_HULL} />
        </clipPath>
        <pattern id={ids.teak} width="40" height="6" patternUnits="userSpaceOnUse">
          <rect width="40" height="6" fill={TEAK} />
          <rect y="3" width="40" height="3" fill="#8a5c35" />
          <path d="M0 5.6H40M0 2.6H40" stroke="#3b2716" strokeWidth="0.6" />
        </pattern>
        {esthec ? (
          <pattern id={ids.floor} width="48" height="6" patternUnits="userSpaceOnUse">
            <rect width="48" height="6" fill="#8f6a4a" />
            <rect y="3" width="48" height="3" fill="#86603f" />
            <path d="M0 5.7H48M0 2.7H48" stroke="#2f241b" strokeWidth="0.5" />
            <path d="M30 0V3M12 3V6" stroke="#2f241b" strokeWidth="0.4" />
          </pattern>
        ) : (
          <pattern id={ids.floor} width="5" height="5" patternUnits="userSpaceOnUse">
            <rect width="5" height="5" fill="#cfd2d4" />
            <circle cx="2.5" cy="2.5" r="0.8" fill="#aeb3b7" />
          </pattern>
        )}
      </defs>

      {/* Profile */}
      <rect width={BOAT_VIEWBOX.width} height={PROFILE_HEIGHT} fill={`url(#${ids.sky})`} />

      {has('sun-awning') ? (
        <g data-part="sun-awning">
          <path d="M48 64L44 108M124 60L126 106" stroke={CARBON} strokeWidth="2" />
          <path d="M42 62L130 58L130 62L42 67Z" fill="#efe9dc" fillOpacity="0.92" />
        </g>
      ) : null}

      {has('transom-platform') ? (
        <rect data-part="transom-platform" x="12" y="137" width="34" height="5" fill={`url(#${ids.teak})`} />
      ) : null}

      <path d={PROFILE_HULL} fill={hex} style={fill} />
      <g clipPath={`url(#${ids.hullClip})`}>
        <rect x="0" y="143" width="400" height="20" fill="#22303a" />
        <rect x="0" y="80" width="400" height="80" fill={`url(#${ids.shade})`} />
        <path d="M30 117 C150 115 300 109 380 100" stroke="#000" strokeOpacity="0.35" strokeWidth="2" fill="none" />
      </g>
      <path d={PROFILE_HULL} fill="none" stroke="#f4f1ea" strokeOpacity="0.45" strokeWidth="0.8" />

      {/* Deckhouse, windshield, helm seat */}
      <path d={PROFILE_DECKHOUSE} fill={DECKHOUSE} />
      <path d="M258 93h14M282 94h14" stroke="#3a3f44" strokeWidth="2.5" strokeLinecap="round" />
      <path
        d="M198 104 L213 75 L234 75 L231 87 L208 103 Z"
        fill={GLASS}
        fillOpacity="0.7"
        stroke={STEEL}
        strokeWidth="0.8"
      />
      <path d="M172 105V88h10v17" fill={CANVAS} />

      {has('rails') ? (
        <path
          data-part="rails"
          d="M250 89 C300 86 340 84 368 82 M262 89V96M300 87V93M340 84V91M366 82V90"
          stroke={STEEL}
          strokeWidth="1.2"
          fill="none"
        />
      ) : null}

      {has('bow-sun-pad') ? (
        <rect data-part="bow-sun-pad" x="248" y="83" width="52" height="5" rx="2.5" fill={CANVAS} />
      ) : null}

      {has('side-platforms') ? (
        <rect
          data-part="fold-down-platforms"
          x="96"
          y="110"
          width="56"
          height="5"
          fill={CARBON}
          stroke="#555"
          strokeWidth="0.5"
        />
      ) : null}

      {has('roll-bar') ? (
        <path
          data-part="roll-bar"
          d="M146 106 L156 58 L192 56 L200 102"
          stroke={CARBON}
          strokeWidth="5"
          strokeLinejoin="round"
          strokeLinecap="round"
          fill="none"
        />
      ) : null}

      {has('bimini') ? (
        <g data-part="bimini">
          <path d="M122 58L114 106M200 56L206 103" stroke="#9aa0a6" strokeWidth="1.5" />
          <path d="M116 56 Q160 44 208 52 L208 58 Q160 50 116 62 Z" fill={CANVAS} />
        </g>
      ) : null}

      {has('mooring-cover') ? (
        <path data-part="mooring-cover" d="M41 108 Q120 94 204 99 L206 105 L44 110 Z" fill={COVER} />
      ) : null}
      {has('console-cover') ? (
        <path data-part="console-cover" d="M199 104 L213 77 L233 77 L230 88 L208 103 Z" fill={COVER} />
      ) : null}
      {has('cockpit-table') ? <path data-part="cockpit-table" d="M78 99h26v3H78zM90 102h2v6h-2z" fill={TEAK} /> : null}
      {has('speakers') ? (
        <g data-part="speakers" fill={CARBON} stroke="#555" strokeWidth="0.6">
          {has('roll-bar') ? (
            <>
              <rect x="160" y="60" width="9" height="8" rx="3" />
              <rect x="180" y="59" width="9" height="8" rx="3" />
            </>
          ) : (
            <>
              <circle cx="70" cy="104" r="3" />
              <circle cx="130" cy="103" r="3" />
            </>
          )}
        </g>
      ) : null}
      {has('surfboard-racks') ? (
        <g data-part="surfboard-racks">
          <path d="M150 80h52" stroke={STEEL} strokeWidth="1.2" />
          <rect x="138" y="72" width="74" height="7" rx="3.5" fill="#e9e3d6" stroke="#9aa0a6" strokeWidth="0.5" />
        </g>
      ) : null}
      {has('bow-roller') ? (
        <g data-part="bow-roller" fill={STEEL}>
          <path d="M362 90 L381 88 L381 93 L364 95 Z" />
          <circle cx="381" cy="90.5" r="2.6" fill="#8e959b" />
        </g>
      ) : null}
      {has('swim-ladder') ? (
        <path
          data-part="swim-ladder"
          d="M37 110V158M32 110V158M32 122h5M32 132h5M32 142h5M32 152h5"
          stroke={STEEL}
          strokeWidth="1.2"
        />
      ) : null}
      {has('surf-tabs') ? <path data-part="surf-tabs" d="M46 147 L30 149 L30 152 L46 151 Z" fill={DRIVE} /> : null}
      {has('ballast') ? (
        <rect
          data-part="ballast"
          x="80"
          y="139"
          width="120"
          height="9"
          rx="3"
          fill="#7fdcff"
          fillOpacity="0.18"
          stroke="#7fdcff"
          strokeOpacity="0.6"
          strokeDasharray="3 2"
          strokeWidth="0.6"
        />
      ) : null}

      {engine === 'outboard' && look.engine.count === 2 ? (
        <rect x="10" y="91" width="26" height="26" rx="5" fill="#111" stroke="#555" strokeWidth="0.6" />
      ) : null}
      {engine === 'outboard' ? (
        <g data-part="engine-outboard">
          <rect x="36" y="112" width="8" height="10" fill={DRIVE} />
          <rect x="26" y="118" width="8" height="44" fill={DRIVE} />
          <path d="M24 162h14l-4 4h-10z" fill={DRIVE} />
          <ellipse cx="23" cy="159" rx="2" ry="6" fill={PROP} />
          <rect x="16" y="94" width="26" height="26" rx="5" fill={CARBON} stroke="#555" strokeWidth="0.6" />
          <path d="M18 106h22" stroke="#9aa0a6" strokeWidth="1.2" />
        </g>
      ) : null}
      {engine === 'sterndrive' ? (
        <g data-part="engine-sterndrive">
          <path d="M46 140 L34 142 L28 162 L38 164 L48 150 Z" fill={DRIVE} />
          <ellipse cx="26" cy="160" rx="2" ry="6" fill={PROP} />
        </g>
      ) : null}
      {engine === 'inboard' ? (
        <g data-part="engine-inboard">
          <path d="M124 153 L72 164" stroke={PROP} strokeWidth="2" />
          <ellipse cx="68" cy="165" rx="2" ry="6" fill={PROP} />
          <rect x="52" y="153" width="6" height="15" fill={DRIVE} />
        </g>
      ) : null}
      {engine === 'forward-drive' ? (
        <g data-part="engine-forward-drive">
          <path d="M120 154 L124 170 L150 170 L148 166 L134 166 L132 154 Z" fill={DRIVE} />
          <ellipse cx="154" cy="168" rx="2" ry="6" fill={PROP} />
        </g>
      ) : null}

      <rect x="0" y="144" width="400" height="36" fill={`url(#${ids.sea})`} />
      {has('underwater-lights') ? (
        <g data-part="underwater-lights">
          <circle cx="62" cy="160" r="14" fill={`url(#${ids.glow})`} />
          <circle cx="100" cy="160" r="14" fill={`url(#${ids.glow})`} />
        </g>
      ) : null}
      <path
        d="M0 144H400M20 152h40M110 158h60M230 154h50M320 160h60"
        stroke="#c9a96e"
        strokeOpacity="0.35"
        strokeWidth="0.7"
      />

      {/* Plan view */}
      <path d="M0 184H400" stroke="#c9a96e" strokeOpacity="0.25" strokeWidth="0.6" />
      {has('side-platforms') ? (
        <g data-part="fold-down-platforms-plan" fill={CARBON} stroke="#555" strokeWidth="0.5">
          <rect x="96" y="189" width="56" height="10" />
          <rect x="96" y="251" width="56" height="10" />
        </g>
      ) : null}
      {has('transom-platform') ? <rect x="14" y="205" width="26" height="40" fill={`url(#${ids.teak})`} /> : null}
      {engine === 'outboard' ? (
        <rect x="20" y="216" width="24" height="18" rx="4" fill={CARBON} stroke="#555" strokeWidth="0.6" />
      ) : null}
      {engine === 'sterndrive' ? <rect x="33" y="221" width="8" height="8" fill={DRIVE} /> : null}

      <path d={PLAN_HULL} fill={hex} style={fill} stroke="#f4f1ea" strokeOpacity="0.45" strokeWidth="0.8" />
      <path d={PLAN_DECK} fill={`url(#${ids.floor})`} data-part="deck" />
      <path d={PLAN_DECKHOUSE} fill={DECKHOUSE} />
      <rect x="206" y="208" width="8" height="34" fill={GLASS} fillOpacity="0.75" />
      <rect x="180" y="210" width="14" height="10" fill={CANVAS} />
      <rect x="180" y="230" width="14" height="10" fill={CANVAS} />
      {has('bow-sun-pad') ? <rect x="244" y="214" width="56" height="22" rx="4" fill={CANVAS} /> : null}
      {has('rails') ? (
        <path
          d="M250 202 C320 203 356 212 372 225 C356 238 320 247 250 248"
          stroke={STEEL}
          strokeWidth="1"
          fill="none"
        />
      ) : null}
      {has('roll-bar') ? <rect x="166" y="200" width="6" height="50" fill={CARBON} /> : null}
      {has('bimini') ? <rect x="116" y="202" width="92" height="46" fill={CANVAS} fillOpacity="0.92" /> : null}
      {has('mooring-cover') ? <rect x="46" y="206" width="154" height="38" rx="6" fill={COVER} /> : null}
      {has('sun-awning') ? (
        <rect
          x="42"
          y="203"
          width="88"
          height="44"
          fill="#efe9dc"
          fillOpacity="0.85"
          stroke="#9aa0a6"
          strokeDasharray="3 2"
          strokeWidth="0.6"
        />
      ) : null}
    </svg>
  )
}
