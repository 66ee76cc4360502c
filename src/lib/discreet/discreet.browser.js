(function () {
  // Discreet mode (decision 093), loaded with the page's scripts: switching it, the title kept neutral, pictures
  // revealed on click (global.css blurs them), and Esc pressed twice or the quick-hide link putting the help centre
  // in this page's place in the history. discreet.inline.js has made the page neutral before first paint.
  var KEY = 'om-discreet';
  var TITLE = 'Orchid';
  var PLAIN_ICON = '/favicon-plain.svg';
  var root = document.documentElement;
  var realTitle = root.getAttribute('data-title') || document.title;
  var watcher = null;
  var on = function () {
    return root.hasAttribute('data-discreet');
  };
  var icons = function () {
    return document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]');
  };
  var keepTitle = function () {
    if (on() && document.title !== TITLE) {
      realTitle = document.title;
      document.title = TITLE;
    }
  };
  var apply = function (discreet) {
    var links = icons();
    if (discreet) {
      root.setAttribute('data-discreet', '');
      keepTitle();
      for (var i = 0; i < links.length; i += 1) {
        if (!links[i].hasAttribute('data-href')) links[i].setAttribute('data-href', links[i].getAttribute('href') || '');
        links[i].setAttribute('href', PLAIN_ICON);
      }
      if (!watcher && window.MutationObserver) watcher = new window.MutationObserver(keepTitle);
      if (watcher) watcher.observe(document.head, { childList: true, subtree: true, characterData: true });
    } else {
      root.removeAttribute('data-discreet');
      if (watcher) watcher.disconnect();
      if (document.title === TITLE) document.title = realTitle;
      for (var j = 0; j < links.length; j += 1) {
        if (links[j].hasAttribute('data-href')) links[j].setAttribute('href', links[j].getAttribute('data-href'));
      }
    }
  };
  var stored = function () {
    try {
      return window.localStorage.getItem(KEY) === '1';
    } catch {
      return false;
    }
  };
  window.omDiscreet = {
    on: on,
    set: function (discreet) {
      try {
        if (discreet) window.localStorage.setItem(KEY, '1');
        else window.localStorage.removeItem(KEY);
      } catch {
        // Storage blocked: the mode holds for this page only.
      }
      apply(discreet);
      document.dispatchEvent(new CustomEvent('om-discreet', { detail: discreet }));
    },
  };
  apply(stored());
  window.addEventListener('storage', function (event) {
    if (event.key === KEY) {
      apply(event.newValue === '1');
      document.dispatchEvent(new CustomEvent('om-discreet', { detail: on() }));
    }
  });
  var hide = function () {
    var link = document.querySelector('a[data-quick-hide]');
    window.location.replace(link ? link.href : '/');
  };
  var lastEscape = -Infinity;
  window.addEventListener('keydown', function (event) {
    if (event.key !== 'Escape' || !on()) return;
    if (event.timeStamp - lastEscape < 1000) hide();
    lastEscape = event.timeStamp;
  });
  window.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (!on() || !(target instanceof Element)) return;
      if (target.closest('a[data-quick-hide]')) {
        event.preventDefault();
        hide();
        return;
      }
      var picture = target.closest('main img, main video');
      if (picture) picture.setAttribute('data-revealed', '');
    },
    true,
  );
})();
