import type { FieldServerComponent } from 'payload'

import { isJsonObject } from '@/lib/json'

/**
 * A small stored object (a visit's campaign parameters) as lines of text: Payload's JSON editor would load its
 * code from a CDN, which the admin's own content policy refuses, and these values are read, not edited.
 */
export const JsonEntries: FieldServerComponent = ({ data, field }) => {
  const name = 'name' in field ? field.name : ''
  const value: unknown = data[name]
  const entries = isJsonObject(value) ? Object.entries(value) : []
  const label = 'label' in field && typeof field.label === 'string' ? field.label : name
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <p className="field-label" style={{ marginBottom: 8 }}>
        {label}
      </p>
      {entries.length ? (
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
          {entries.map(([key, entry]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt style={{ color: 'var(--theme-elevation-500)' }}>{key}</dt>
              <dd style={{ margin: 0 }}>{typeof entry === 'string' ? entry : JSON.stringify(entry)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p style={{ color: 'var(--theme-elevation-500)', margin: 0 }}>None</p>
      )}
    </div>
  )
}
