import { Fragment } from 'react'

/** CMS titles carry "\n" where the editor wants a line break. */
export function MultilineText({ text }: { text: string }) {
  const lines = text.split(/\r?\n/)
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  )
}
