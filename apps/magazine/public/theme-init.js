// Applies the stored theme (light by default, dark, or system) before the first paint, so the page
// never flashes the wrong colours. index.html links it; server-rendered pages inline it under its
// CSP hash (src/app/inline-scripts.ts).
(function () {
  var preference = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'dark' || stored === 'system' || stored === 'light') preference = stored;
  } catch (e) {
    // Storage blocked: keep the default.
  }
  var resolved =
    preference === 'system'
      ? window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light'
      : preference;
  var root = document.documentElement;
  root.setAttribute('data-mantine-color-scheme', resolved);
  root.setAttribute('data-theme', resolved);
  root.style.colorScheme = resolved;
})();
