import { extractListItems, htmlToText, sanitizeHtml, stripLists } from '@/lib/html/sanitize'

describe('sanitizeHtml', () => {
  it('keeps the editorial markup the journal and yacht pages use', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>em</em> and <a href="/about">a link</a>.</p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote>' +
      '<figure><img src="https://cdn.example.com/a.jpg" alt="A boat"><figcaption>Cap</figcaption></figure>' +
      '<hr><table><tbody><tr><td>1</td></tr></tbody></table>'
    const out = sanitizeHtml(html)
    for (const fragment of [
      '<h2>Title</h2>',
      '<strong>bold</strong>',
      '<em>em</em>',
      '<a href="/about">',
      '<li>One</li>',
      '<blockquote>',
      '<img src="https://cdn.example.com/a.jpg" alt="A boat" />',
      '<figcaption>',
      '<table>',
      '<td>1</td>',
    ]) {
      expect(out).toContain(fragment)
    }
  })

  it('removes <script> elements and their content', () => {
    const out = sanitizeHtml('<p>Hi</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>')
    expect(out).toBe('<p>Hi</p>')
  })

  it('removes event handler attributes such as onerror and onclick', () => {
    const out = sanitizeHtml('<img src="/art/x.webp" onerror="alert(1)" alt="x"><p onclick="steal()">t</p>')
    expect(out).not.toMatch(/onerror|onclick|alert|steal/)
    expect(out).toContain('<img src="/art/x.webp" alt="x" />')
  })

  it('removes javascript: and data: URLs, however they are disguised', () => {
    const samples = [
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href=" javascript:alert(1)">x</a>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<img src="javascript:alert(1)" alt="x">',
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="x">',
    ]
    for (const sample of samples) {
      const out = sanitizeHtml(sample)
      expect(out).not.toMatch(/javascript|data:/i)
    }
  })

  it('drops iframes from unknown hosts and keeps YouTube and Vimeo players', () => {
    expect(sanitizeHtml('<iframe src="https://evil.example/embed"></iframe>')).toBe('')
    expect(sanitizeHtml('<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>')).toBe('')
    expect(sanitizeHtml('<iframe src="//evil.example/x"></iframe>')).toBe('')
    expect(sanitizeHtml('<iframe src="/local"></iframe>')).toBe('')
    expect(sanitizeHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('')
    expect(sanitizeHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc" onload="x()"></iframe>')).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
    )
    expect(sanitizeHtml('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain('player.vimeo.com')
    expect(sanitizeHtml('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toContain('youtube.com/embed/abc')
  })

  it('removes <svg onload> and other unknown elements', () => {
    const out = sanitizeHtml(
      '<svg onload="alert(1)"><circle r="1"/></svg><math><mi>x</mi></math><object data="x"></object><embed src="x">',
    )
    expect(out).not.toMatch(/svg|onload|alert|object|embed|math/i)
  })

  it('removes style attributes and <style> elements', () => {
    const out = sanitizeHtml('<p style="background:url(javascript:alert(1))">t</p><style>body{display:none}</style>')
    expect(out).toBe('<p>t</p>')
  })

  it('adds rel="noopener noreferrer" to links opening a new tab and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://wama.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://wama.example" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeHtml('<a href="mailto:a@b.c" target="_top">x</a>')).toBe('<a href="mailto:a@b.c">x</a>')
    expect(sanitizeHtml('<a href="tel:+21612345678">x</a>')).toBe('<a href="tel:+21612345678">x</a>')
  })

  it('drops protocol-relative links and images', () => {
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<img src="//evil.example/p.gif" alt="p">')).toBe('<img alt="p" />')
  })

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('')
  })
})

describe('extractListItems', () => {
  it('returns the text of each <li> of the exterior description', () => {
    const html =
      '<p>Intro</p><ul><li>Walk-around deck</li><li> <strong>Esthec</strong> flooring </li><li></li></ul><ol><li>Swim platform &amp; ladder</li></ol>'
    expect(extractListItems(html)).toEqual(['Walk-around deck', 'Esthec flooring', 'Swim platform & ladder'])
  })

  it('never returns markup from hostile items', () => {
    const items = extractListItems('<ul><li><img src=x onerror=alert(1)>Bow<script>alert(2)</script></li></ul>')
    expect(items).toEqual(['Bow'])
  })

  it('returns an empty list when there are no list items', () => {
    expect(extractListItems('<p>No list</p>')).toEqual([])
    expect(extractListItems('')).toEqual([])
  })
})

describe('stripLists and htmlToText', () => {
  it('removes lists from the description but keeps the prose', () => {
    expect(stripLists('<p>Open deck.</p><ul><li>A</li></ul>')).toBe('<p>Open deck.</p>')
  })

  it('turns HTML into plain text', () => {
    expect(htmlToText('<p>Sea &amp; <em>sky</em></p><script>x</script>')).toBe('Sea & sky')
  })
})

describe('sanitizeHtml with the page language', () => {
  it('sets French punctuation and model names as French sets them, and leaves code and English alone', () => {
    const html = '<p>Le WAMA 26 est-il prêt ? Oui : « dès demain » !</p><pre><code>a ? b : c</code></pre>'
    expect(sanitizeHtml(html, 'fr')).toBe(
      '<p>Le WAMA\u00a026 est-il prêt\u00a0? Oui\u00a0: «\u00a0dès demain\u00a0»\u00a0!</p><pre><code>a ? b : c</code></pre>',
    )
    expect(sanitizeHtml('<p>Is the WAMA 26 ready? Yes: tomorrow!</p>', 'en')).toBe(
      '<p>Is the WAMA\u00a026 ready? Yes: tomorrow!</p>',
    )
  })

  it('points a link to one of the site’s pages at the page in the page’s language, straight, without a redirect', () => {
    const links = [
      '/privacy',
      '/about/',
      '/yachts/wama-26?tab=specs#documents',
      '/#contact',
      '/fr/privacy',
      '/documents/wama-26-brochure.pdf',
      '/cms/api/media/file/hull.jpg',
      'https://example.com/about/',
      'mailto:info@wama-yachts.com',
    ]
    const html = links.map((href) => `<a href="${href}">x</a>`).join('')
    const hrefs = (out: string) => [...out.matchAll(/href="([^"]*)"/g)].map((m) => m[1])
    expect(hrefs(sanitizeHtml(html, 'fr'))).toEqual([
      '/fr/privacy',
      '/fr/about',
      '/fr/yachts/wama-26?tab=specs#documents',
      '/fr#contact',
      '/fr/privacy',
      '/documents/wama-26-brochure.pdf',
      '/cms/api/media/file/hull.jpg',
      'https://example.com/about/',
      'mailto:info@wama-yachts.com',
    ])
    expect(hrefs(sanitizeHtml(html, 'en')).slice(0, 5)).toEqual([
      '/privacy',
      '/about',
      '/yachts/wama-26?tab=specs#documents',
      '/#contact',
      '/fr/privacy',
    ])
    expect(hrefs(sanitizeHtml(html))).toEqual(links)
  })
})
