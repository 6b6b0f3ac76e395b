// Spam and leads from before the clock have no due time: they stay out of the inbox.
const INBOX = `?${new URLSearchParams({
  'where[and][0][status][equals]': 'new',
  'where[and][1][respond_by][exists]': 'true',
  sort: 'respond_by',
})}`

/** The sales desk's inbox: leads still waiting for their first answer, the most overdue first. */
export function AwaitingAnswerLink() {
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'calc(var(--base) / 2)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={INBOX}>
        Awaiting a first answer, most overdue first
      </a>
    </div>
  )
}
