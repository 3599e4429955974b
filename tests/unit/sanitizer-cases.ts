import { describe, expect, it } from 'vitest'

/**
 * One suite for both HTML sanitizers (build-time sanitize-html, browser DOMPurify): the same payloads, the same
 * expectations. Runs in the jsdom environment, whose parser inspects the output like a browser would.
 */

/** Known XSS vectors, one per line of attack. */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img srcset="x 1x, javascript:alert(1) 2x" src="/ok.jpg">',
  '<svg onload=alert(1)><circle r=5></circle></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="10">clic</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">x</math>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="javascript&#0000058alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(2)">ok</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">Envoyer</button><input type="submit"></form>',
  '<input onfocus=alert(1) autofocus>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p>x</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<template><script>alert(1)</script></template>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<video><source onerror=alert(1)></video>',
  '<isindex action=javascript:alert(1) type=image>',
  '<a id="cookie" name="cookie">clobber</a><img name="getElementById" src="/x.png">',
  '<blockquote cite="javascript:alert(1)">cit</blockquote>',
  '<p>a<scr<script>ipt>alert(1)</script>b</p>',
]

const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'meta',
  'base',
  'link',
  'body',
  'template',
  'details',
  'video',
  'source',
  'noscript',
  'xmp',
  'isindex',
]
const ALLOWED_ATTRIBUTE_NAMES = new Set([
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'rel',
  'target',
  'lang',
  'dir',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'reversed',
  'cite',
])

function parse(html: string): HTMLTemplateElement {
  const template = document.createElement('template')
  template.innerHTML = html
  return template
}

/** The same HTML as the browser would serialise it, so two sanitizers' outputs can be compared. */
export function normalise(html: string): string {
  return parse(html).innerHTML
}

function isDangerousUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- what browsers ignore before a scheme
  return /^(?:javascript|vbscript|data|file):/i.test(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''))
}

export function expectSafe(html: string): void {
  const elements = Array.from(parse(html).content.querySelectorAll('*'))
  for (const element of elements) {
    const tag = element.tagName.toLowerCase()
    expect(FORBIDDEN_TAGS, `tag <${tag}> in ${html}`).not.toContain(tag)
    for (const attribute of Array.from(element.attributes)) {
      expect(ALLOWED_ATTRIBUTE_NAMES.has(attribute.name), `attribute ${attribute.name} in ${html}`).toBe(true)
      if (['href', 'src', 'cite'].includes(attribute.name)) {
        expect(isDangerousUrl(attribute.value), `URL ${attribute.value} in ${html}`).toBe(false)
      }
    }
    if (tag === 'a' && element.getAttribute('target') !== null) {
      expect(element.getAttribute('rel')).toBe('noopener noreferrer')
    }
  }
}

export function describeSanitizer(name: string, sanitize: (dirty: string) => string): void {
  describe(`${name}: known XSS payloads`, () => {
    it.each(XSS_PAYLOADS.map((payload) => [payload]))('neutralises %s', (payload) => {
      const clean = sanitize(payload)
      expectSafe(clean)
      // Stable: a second pass changes nothing, so no mutation can appear between build and browser.
      expect(normalise(sanitize(clean))).toBe(normalise(clean))
    })

    it('removes script, style and similar elements with their content', () => {
      const clean = sanitize(
        '<p>avant</p><script>voler()</script><style>p{}</style><textarea>t</textarea><p>après</p>',
      )
      expect(normalise(clean)).toBe('<p>avant</p><p>après</p>')
    })

    it('keeps the text of a removed harmless element', () => {
      expect(normalise(sanitize('<h1>Titre</h1><font color="red">rouge</font>'))).toBe('Titrerouge')
    })

    it('drops DOM-clobbering ids and names, classes and styles', () => {
      expect(normalise(sanitize('<p id="x" name="y" class="fixed inset-0" style="color:red">t</p>'))).toBe(
        '<p>t</p>',
      )
    })
  })

  describe(`${name}: content that must survive`, () => {
    it('keeps the structure of an article body', () => {
      const body =
        '<h2>Forages à Djougou</h2><p>Texte <strong>gras</strong>, <em>italique</em> &amp; <u>souligné</u>.</p>' +
        '<ul><li>un</li><li>deux</li></ul><ol start="3"><li>trois</li></ol><blockquote>Citation</blockquote>' +
        '<table><thead><tr><th scope="col">Village</th></tr></thead><tbody><tr><td colspan="2">Kandi</td></tr></tbody></table>'
      expect(normalise(sanitize(body))).toBe(normalise(body))
    })

    it('keeps escaped markup as text', () => {
      expect(normalise(sanitize('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'))).toBe(
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      )
    })

    it('opens links to other sites in a new tab without opener or referrer', () => {
      const clean = parse(sanitize('<a href="https://www.who.int/fr" target="_self" rel="opener">OMS</a>'))
      const link = clean.content.querySelector('a')
      expect(link?.getAttribute('href')).toBe('https://www.who.int/fr')
      expect(link?.getAttribute('target')).toBe('_blank')
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
      const relative = parse(
        sanitize('<a href="//cdn.example.org/rapport.pdf">PDF</a>'),
      ).content.querySelector('a')
      expect(relative?.getAttribute('rel')).toBe('noopener noreferrer')
    })

    it('leaves links within the site, mailto and tel without target or rel', () => {
      const clean = parse(
        sanitize(
          '<a href="/fr/don" target="_blank" rel="opener">Don</a><a href="mailto:contact@ahb-benin.org">Écrire</a>' +
            '<a href="tel:+2290197000000">Appeler</a><a href="#plan">Plan</a>',
        ),
      )
      const links = Array.from(clean.content.querySelectorAll('a'))
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/fr/don',
        'mailto:contact@ahb-benin.org',
        'tel:+2290197000000',
        '#plan',
      ])
      for (const link of links) {
        expect(link.getAttribute('target')).toBeNull()
        expect(link.getAttribute('rel')).toBeNull()
      }
    })

    it('keeps images with http(s) or relative sources and numeric sizes only', () => {
      const clean = parse(
        sanitize(
          '<img src="https://api.example.org/media/puits.jpg" alt="Un puits" width="800" height="600">' +
            '<img src="/media/b.jpg" alt="" width="100%" height="auto">',
        ),
      )
      const [first, second] = Array.from(clean.content.querySelectorAll('img'))
      expect(first?.getAttribute('src')).toBe('https://api.example.org/media/puits.jpg')
      expect(first?.getAttribute('alt')).toBe('Un puits')
      expect(first?.getAttribute('width')).toBe('800')
      expect(first?.getAttribute('height')).toBe('600')
      expect(second?.getAttribute('src')).toBe('/media/b.jpg')
      expect(second?.hasAttribute('width')).toBe(false)
      expect(second?.hasAttribute('height')).toBe(false)
    })

    it('refuses mailto and tel as image sources', () => {
      const image = parse(sanitize('<img src="mailto:a@b.c" alt="x">')).content.querySelector('img')
      expect(image?.hasAttribute('src') ?? false).toBe(false)
    })
  })
}
