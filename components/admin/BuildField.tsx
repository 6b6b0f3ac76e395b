import type { FieldServerComponent } from 'payload'

import { env } from '@/lib/env'
import { isBuildCode } from '@/lib/configurator/build-code'
import { formatEuros } from '@/lib/i18n/config'
import { pricedLine } from '@/lib/leads/mail-content'
import { buildLink, quotedBuild } from '@/lib/configurator/priced-build'

const cell = {
  padding: '6px 12px',
  borderBottom: '1px solid var(--theme-elevation-100)',
  verticalAlign: 'top',
} as const

/**
 * A quote's build as sales read it: each choice with its price, the total, and a link that opens the very build
 * in the configurator. What the visitor chose is not edited here.
 */
export const BuildField: FieldServerComponent = ({ data }) => {
  const build = quotedBuild(data.configuration)
  if (!build) return null
  const euros = (value: number) => formatEuros(value, 'en')
  const href = buildLink(data, build, env().publicSiteUrl, 'en')
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <h3 style={{ margin: '0 0 calc(var(--base) / 2)' }}>Build: {build.model}</h3>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'start', paddingBottom: 8, color: 'var(--theme-elevation-500)' }}>
          Priced by the server when the visitor sent the quote
        </caption>
        <tbody>
          <tr>
            <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 'normal' }}>
              Base price
            </th>
            <td style={cell} />
            <td style={{ ...cell, textAlign: 'end' }}>{euros(build.basePrice)}</td>
          </tr>
          {build.lines.map((line) => {
            const shown = pricedLine(line, 'en')
            return (
              <tr key={`${line.kind}:${line.id}`}>
                <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 'normal' }}>
                  {shown.label}
                </th>
                <td style={cell}>{shown.name}</td>
                <td style={{ ...cell, textAlign: 'end' }}>{shown.price}</td>
              </tr>
            )
          })}
          <tr>
            <th scope="row" style={{ ...cell, textAlign: 'start' }}>
              Total
            </th>
            <td style={cell} />
            <td style={{ ...cell, textAlign: 'end', fontWeight: 600 }}>{euros(build.total)}</td>
          </tr>
        </tbody>
      </table>
      <p style={{ marginTop: 'calc(var(--base) / 2)' }}>
        <a href={href} target="_blank" rel="noreferrer">
          {isBuildCode(data.reference)
            ? `Open build ${data.reference} as priced then`
            : 'Open this build in the configurator'}
        </a>
      </p>
    </div>
  )
}
