import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  id: string
  label: string
  type: 'text' | 'email' | 'password'
  /** A line under the input, read with it. */
  help?: string
  maxWidth?: string
}

/** An input in the admin's own look (Payload's field classes), labelled, marked when required. */
export function AdminInput({ id, label, type, help, maxWidth, ...input }: Props) {
  return (
    <div className={`field-type ${type}`} style={maxWidth ? { maxWidth } : undefined}>
      <label className="field-label" htmlFor={id}>
        {label}
        {input.required ? (
          <>
            {' '}
            <span className="required">*</span>
          </>
        ) : null}
      </label>
      <div className="field-type__wrap">
        <input id={id} type={type} aria-describedby={help ? `${id}-help` : undefined} {...input} />
        {help ? (
          <p id={`${id}-help`} className="field-description">
            {help}
          </p>
        ) : null}
      </div>
    </div>
  )
}
