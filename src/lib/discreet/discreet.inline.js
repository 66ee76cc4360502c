(function () {
  // Discreet mode before first paint (decision 093): a neutral tab title and icon; discreet.browser.js does the rest.
  try {
    if (window.localStorage.getItem('om-discreet') !== '1') return;
  } catch {
    return;
  }
  var root = document.documentElement;
  root.setAttribute('data-discreet', '');
  root.setAttribute('data-title', document.title);
  document.title = 'Orchid';
  var links = document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]');
  for (var i = 0; i < links.length; i += 1) {
    links[i].setAttribute('data-href', links[i].getAttribute('href') || '');
    links[i].setAttribute('href', '/favicon-plain.svg');
  }
})();
