(function () {
  // Runs in <head> before first paint; its lists mirror src/lib/routes.ts and src/lib/i18n/locales.ts (tests compare them).
  var PUBLIC = ['/', '/404', '/login', '/goods/list', '/goods/details', '/helperCenter/newbie', '/helperCenter/payMethod', '/helperCenter/deliveryMethod', '/helperCenter/rechargeDiscount', '/helperCenter/afterSales', '/helperCenter/userAgreement', '/helperCenter/privacyAgreement'];
  var SEGMENT = { zh: '', 'zh-TW': 'zh-tw', en: 'en', ja: 'ja', ko: 'ko', ru: 'ru', ar: 'ar', id: 'id', th: 'th', vi: 'vi' };
  var loc = window.location;
  var store;
  try {
    store = window.localStorage;
  } catch {
    // Storage blocked by the browser: nothing to read, so nothing to decide.
    return;
  }
  var pageLocale = 'zh';
  var path = loc.pathname;
  var match = /^\/([^/]+)(\/.*)?$/.exec(path);
  if (match) {
    for (var code in SEGMENT) {
      if (SEGMENT[code] && SEGMENT[code] === match[1].toLowerCase()) {
        pageLocale = code;
        path = match[2] || '/';
      }
    }
  }
  var prefix = function (code) {
    return SEGMENT[code] ? '/' + SEGMENT[code] : '';
  };
  // A language in the address wins (a shared /ar/ link opens in Arabic); an address without one (zh's, unprefixed)
  // opens in the language the visitor picked earlier (docs/decisions/085).
  var wanted = store.getItem('locale');
  if (pageLocale === 'zh' && wanted && wanted !== 'zh' && Object.prototype.hasOwnProperty.call(SEGMENT, wanted)) {
    loc.replace(prefix(wanted) + path + loc.search + loc.hash);
    return;
  }
  var bare = path.replace(/\/+$/, '') || '/';
  if (PUBLIC.indexOf(bare) === -1 && !store.getItem('user.token')) {
    var back = encodeURIComponent(path + loc.search + loc.hash);
    loc.replace(prefix(pageLocale) + '/login?redirect=' + back);
  }
})();
