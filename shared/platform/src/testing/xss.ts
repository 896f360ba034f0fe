/**
 * Well-known cross-site scripting payloads (from DOMPurify's and OWASP's test sets), to feed
 * wherever text from the server or a file reaches the page, and the check that none of them came
 * alive in the DOM.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<img src=x onerror=alert(1)>',
  '<svg><script>alert(2)</script></svg>',
  '<svg onload=alert(3)><circle r=1 /></svg>',
  '<a href="javascript:alert(4)">a javascript link</a>',
  '<a href="jav&#x09;ascript:alert(5)">an encoded javascript link</a>',
  '<a href=" JaVaScRiPt:alert(6)">a spaced javascript link</a>',
  '<iframe srcdoc="<script>alert(7)</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(8)></style></mglyph></table></mtext></math>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(18)&gt;"></mglyph></table></mtext></math>',
  '<form><button formaction=javascript:alert(9)>a form button</button></form>',
  '<object data="javascript:alert(10)"></object><embed src="javascript:alert(11)">',
  '<details open ontoggle=alert(12)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(13)>">',
  '<svg><a xlink:href="javascript:alert(14)"><text x="20" y="20">svg link</text></a></svg>',
  '[a markdown link](javascript:alert(15))',
  '<base href="javascript:alert(16)//"><meta http-equiv="refresh" content="0;url=javascript:alert(17)">',
];

/** Elements that run or load something of their own. */
const LIVE_ELEMENTS = 'script, iframe, frame, frameset, object, embed, applet, base, meta, link';

/** A URL-taking attribute's value as a browser reads it: without blanks and control characters. */
const scheme = (value: string) =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();

/**
 * Everything under `root` that could run: an element that runs or loads something, an event
 * handler attribute (`on…`), a `javascript:`, `vbscript:` or `data:text/html` URL in any
 * attribute, an `srcdoc`. Empty when the payloads were neutralized.
 */
export function liveMarkupIn(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll(LIVE_ELEMENTS)) {
    found.push(`<${element.tagName.toLowerCase()}>`);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const value = scheme(attribute.value);
      if (
        name.startsWith('on') ||
        name === 'srcdoc' ||
        value.startsWith('javascript:') ||
        value.startsWith('vbscript:') ||
        value.startsWith('data:text/html')
      ) {
        found.push(`<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`);
      }
    }
  }
  return found;
}
