// Starts the page's scripts once the server-rendered page has loaded and painted: until then the
// reader's bandwidth and processor go to the text, the styles and the pictures they see first (the
// page reads and navigates without JavaScript). The list comes from the page itself (#page-scripts,
// a JSON data script). Inlined into each page under its CSP hash (src/app/inline-scripts.ts).
(function () {
  var element = document.getElementById('page-scripts');
  if (!element) return;
  var scripts;
  try {
    scripts = JSON.parse(element.textContent || '');
  } catch (e) {
    return;
  }
  function link(rel, href, as) {
    var element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    // The entry fetches these (fetch(), same origin): `crossorigin` makes the preload match it.
    if (as) {
      element.as = as;
      element.crossOrigin = 'anonymous';
    }
    document.head.appendChild(element);
  }
  function start() {
    var head = document.head;
    (scripts.fetches || []).forEach(function (href) {
      link('preload', href, 'fetch');
    });
    (scripts.preloads || []).forEach(function (href) {
      link('modulepreload', href);
    });
    (scripts.modules || []).forEach(function (src) {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      head.appendChild(script);
    });
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    start();
  }
  // Hidden pages paint nothing: they start at once.
  if (document.visibilityState === 'hidden') return startOnce();
  // Both the `load` event (the largest picture above the fold has arrived; the others are lazy)
  // and the first contentful paint as the browser reports it (after it is on screen, which can
  // come after `load`). A browser that reports no paint starts a second after `load`.
  var loaded = document.readyState === 'complete';
  var painted = false;
  function maybeStart() {
    if (loaded && painted) setTimeout(startOnce, 0);
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      maybeStart();
    }).observe({ type: 'paint', buffered: true });
  } catch (e) {
    painted = true;
  }
  function onLoad() {
    loaded = true;
    maybeStart();
    setTimeout(startOnce, 1000);
  }
  if (loaded) onLoad();
  else window.addEventListener('load', onLoad, { once: true });
})();
