// Applies the saved theme before the first paint so dark mode never flashes light.
// A file rather than an inline script, so a strict Content-Security-Policy (script-src 'self') allows it.
(function () {
  try {
    var stored = localStorage.getItem('vite-ui-theme');
    var theme = stored === 'light' || stored === 'dark' ? stored : 'system';
    if (theme === 'system') {
      theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    document.documentElement.classList.add(theme);
    document.documentElement.style.colorScheme = theme;
    // Settings › Appearance › Compact mode: a smaller root size tightens every rem-based size and space.
    var appearance = JSON.parse(localStorage.getItem('studyforge-appearance') || '{}');
    if (appearance && appearance.compactMode === true) document.documentElement.classList.add('compact');
    // The prerendered landing page holds the cookie notice: hidden at once for a visitor who dismissed it.
    if (localStorage.getItem('studyforge-cookie-notice-dismissed') === '1') document.documentElement.setAttribute('data-consent-dismissed', '');
  } catch (e) {
    /* storage unavailable: the app applies the theme once it starts */
  }
})();
