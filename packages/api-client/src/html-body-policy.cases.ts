/**
 * What the body policy does, as input and the exact output: the API (on write) and the magazine
 * (on render) each run these in their tests, so both are proven to apply the same policy.
 */
export const htmlBodyPolicyCases: ReadonlyArray<{ name: string; html: string; sanitized: string }> = [
  {
    name: 'article markup stays',
    html: '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>italics</em> and <a href="/guides/tea">a link</a>.</p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><figure><img src="https://cdn.example/a.jpg" alt="A" width="640"><figcaption>Caption</figcaption></figure><table><thead><tr><th>Name</th></tr></thead><tbody><tr><td>Tea</td></tr></tbody></table><pre><code>x = 1</code></pre>',
    sanitized: '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>italics</em> and <a href="/guides/tea">a link</a>.</p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><figure><img src="https://cdn.example/a.jpg" alt="A" width="640"><figcaption>Caption</figcaption></figure><table><thead><tr><th>Name</th></tr></thead><tbody><tr><td>Tea</td></tr></tbody></table><pre><code>x = 1</code></pre>',
  },
  {
    name: 'a library image keeps its src, alt, width and height (the magazine adds its srcset)',
    html: '<p><img src="/media/0123456789abcdef0123456789abcdef/960.webp" alt="A chart" width="960" height="540" onload="x()"></p>',
    sanitized: '<p><img src="/media/0123456789abcdef0123456789abcdef/960.webp" alt="A chart" width="960" height="540"></p>',
  },
  {
    name: 'scripts and event handlers go',
    html: '<p onclick="alert(1)">Hello<script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
    sanitized: '<p>Hello<img src="x"></p>',
  },
  {
    name: 'forbidden tags go',
    html: '<style>p{color:red}</style><form action="/x"><input name="q"><button>Go</button><textarea></textarea><select><option>1</option></select></form><iframe src="https://example.com"></iframe><object data="x"></object><embed src="x"><link rel="stylesheet" href="x"><meta charset="utf-8"><base href="/"><svg><circle r="1"></circle></svg><math><mi>x</mi></math><p>kept</p>',
    sanitized: 'Go1<p>kept</p>',
  },
  {
    name: 'forbidden attributes go',
    html: '<p style="color:red" data-id="1">Text</p><img src="/a.jpg" srcset="/a-2x.jpg 2x" alt="A">',
    sanitized: '<p>Text</p><img src="/a.jpg" alt="A">',
  },
  {
    name: 'links keep safe schemes only',
    html: '<a href="https://example.com">web</a> <a href="mailto:ed@example.com">mail</a> <a href="tel:+3312345678">phone</a> <a href="#notes">anchor</a> <a href="javascript:alert(1)">js</a> <a href="data:text/html,x">data</a> <a href="vbscript:x">vb</a>',
    sanitized: '<a href="https://example.com">web</a> <a href="mailto:ed@example.com">mail</a> <a href="tel:+3312345678">phone</a> <a href="#notes">anchor</a> <a>js</a> <a>data</a> <a>vb</a>',
  },
  {
    name: 'links opening a new tab get rel="noopener noreferrer"',
    html: '<a href="https://example.com" target="_blank" rel="opener">out</a>',
    sanitized: '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>',
  },
  {
    name: 'any other link target goes',
    html: '<a href="https://example.com" target="_top">top</a>',
    sanitized: '<a href="https://example.com">top</a>',
  },
];
