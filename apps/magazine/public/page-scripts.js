// Starts the page's scripts once the server-rendered page has loaded and painted: until then the
// reader's bandwidth and processor go to the text, the styles and the pictures they see first (the
// page reads and navigates without JavaScript). The list comes from the page itself (#page-scripts,
// a JSON data script). Inlined into each page under its CSP hash (app/inline-scripts.ts); hidden
// pages paint nothing, so they start at once.
(function () {
  var element = document.getElementById('page-scripts');
  if (!element) return;
  var scripts;
  try {
    scripts = JSON.parse(element.textContent || '');
  } catch (e) {
    return;
  }
  function start() {
    var head = document.head;
    // The entry fetches these (fetch(), same origin): `crossorigin` makes the preload match it.
    (scripts.fetches || []).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = href;
      head.appendChild(link);
    });
    (scripts.preloads || []).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      head.appendChild(link);
    });
    (scripts.modules || []).forEach(function (src) {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      head.appendChild(script);
    });
  }
  // The frame's callback runs just before the next paint; the timeout, just after it.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.visibilityState === 'hidden') start();
  // After `load`, the largest picture above the fold has arrived (the others are lazy).
  else if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
