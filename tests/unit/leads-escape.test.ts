import fc from 'fast-check'

import { csvCell } from '@/lib/leads/csv'
import { escapeHtml, escapeMultiline, headerSafe, isSafeAddress } from '@/lib/mail/escape'

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

describe('escapeHtml', () => {
  it('escapes markup', () => {
    expect(escapeHtml('<script>alert("x")</script> & \'')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;',
    )
    expect(escapeMultiline('a<b>\r\nc\nd')).toBe('a&lt;b&gt;<br>c<br>d')
  })

  it('leaves no markup character and loses no text (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const e = escapeHtml(s)
        return !/[<>"']/.test(e) && unescape(e) === s
      }),
    )
  })
})

describe('headerSafe', () => {
  it('turns header injection into one harmless line', () => {
    expect(headerSafe('Hello\r\nBcc: victim@example.com')).toBe('Hello Bcc: victim@example.com')
    expect(headerSafe('a\u2028b\u0000c')).toBe('a b c')
  })

  it('never contains a control character and respects the cap (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 10, max: 200 }), (s, max) => {
        const h = headerSafe(s, max)
        return h.length <= max && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(h) && h === h.trim()
      }),
    )
  })
})

describe('isSafeAddress', () => {
  it.each(['ada@example.com', 'a.b+c@sub.example.co'])('accepts %s', (a) => expect(isSafeAddress(a)).toBe(true))
  it.each(['ada@example.com\r\nBcc: x@y.z', 'Ada <ada@example.com>', 'a@b.c, d@e.f', 'no-at.example.com', '', 42])(
    'refuses %p',
    (a) => expect(isSafeAddress(a)).toBe(false),
  )
})

/** A minimal RFC 4180 reader for one line. */
function parseCsvLine(line: string): string[] {
  const cells: string[] = []
  let cur = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"'
        i++
      } else if (c === '"') quoted = false
      else cur += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      cells.push(cur)
      cur = ''
    } else cur += c
  }
  cells.push(cur)
  return cells
}

describe('csvCell', () => {
  it('neutralises spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(csvCell('+1 555')).toBe(`"'+1 555"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    expect(csvCell(' -2')).toBe(`"' -2"`)
    expect(csvCell(null)).toBe('""')
    expect(csvCell('plain')).toBe('"plain"')
    expect(csvCell({ utm_source: 'x' })).toBe('"{""utm_source"":""x""}"')
  })

  it('round-trips any text (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((s) => !/(^|[,;\t\r\n])[\s"]*[=+\-@]/.test(s)),
          { minLength: 1, maxLength: 5 },
        ),
        (cells) => {
          const line = cells.map(csvCell).join(',')
          return /[\r\n]/.test(cells.join('')) || JSON.stringify(parseCsvLine(line)) === JSON.stringify(cells)
        },
      ),
    )
  })
})
