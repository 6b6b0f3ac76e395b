import { Fragment } from 'react'

import { keepNamesWhole } from '@/lib/html/typography'

/** CMS titles carry "\n" where the editor wants a line break. */
export function MultilineText({ text }: { text: string }) {
  const lines = text.split(/\r?\n/)
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {keepNamesWhole(line)}
        </Fragment>
      ))}
    </>
  )
}
