import { ButtonRow } from './ButtonRow'

// Spam and leads from before the clock have no due time: they stay out of the inbox.
const inbox = (sort: string) =>
  `?${new URLSearchParams({
    'where[and][0][status][equals]': 'new',
    'where[and][1][respond_by][exists]': 'true',
    sort,
  })}`

/**
 * The sales desk's inbox, leads still waiting for their first answer: the most overdue first, or the best first
 * (by score, from what the visitor told of their plans and the build they priced).
 */
export function AwaitingAnswerLink() {
  return (
    <ButtonRow>
      <a className="btn btn--style-secondary btn--size-small" href={inbox('respond_by')}>
        Awaiting a first answer, most overdue first
      </a>
      <a className="btn btn--style-secondary btn--size-small" href={inbox('-score')}>
        Awaiting a first answer, best first
      </a>
    </ButtonRow>
  )
}
