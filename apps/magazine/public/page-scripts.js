// Starts the page's scripts once the server-rendered page has painted: until then the reader's
// bandwidth and processor go to the text, the styles and the pictures they see first (the page
// reads and navigates without JavaScript). The list comes from the page itself (#page-scripts, a
// JSON data script), as the CSP allows no inline script. Hidden pages paint nothing: they start at once.
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
  if (document.visibilityState === 'hidden') start();
  // The frame's callback runs just before the first paint; the timeout, just after it.
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
