# Varnish in front of the shop (docs/decisions/079). The backend and who may purge are in site.vcl, found on
# vcl_path: start varnishd with `-p vcl_path=<dir with site.vcl>:<this dir>`. Needs the xkey vmod
# (Debian: varnish-modules).
#
# - Shared pages are kept as long as the shop's s-maxage says (home, goods lists, goods pages: 60 s) and
#   purged earlier by surrogate key: the shop sends `PURGE /` with `xkey-purge: <key> <key>…`.
# - Anything personal is passed: requests with a member or operator token (the `token` header), Authorization
#   or a cookie, the API, the console, member pages.
#   Responses with Set-Cookie, private, no-store or no-cache are never stored (Varnish's built-in rules).
# - Pages vary on the device when a mobile site is configured (Vary: Accept, User-Agent): both are read once
#   here into X-Device, so a page is kept twice at most, not once per browser.
vcl 4.1;

import std;
import xkey;

include "site.vcl";

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Missing xkey-purge header"));
        }
        set req.http.x-purged = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.x-purged));
    }
    unset req.http.X-Device;
    if (req.http.User-Agent ~ "(?i)Android|iPhone|SymbianOS|Windows Phone|iPad|iPod" && req.http.Accept ~ "text/html") {
        set req.http.X-Device = "mobile";
    } else {
        set req.http.X-Device = "desktop";
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.Authorization || req.http.Cookie || req.http.token) {
        return (pass);
    }
    if (req.url ~ "^/(api|web/api|admin|dev|sandbox|uploads)(/|\?|$)" || req.url ~ "^(/[A-Za-z-]+)?/mine(/|\?|$)") {
        return (pass);
    }
    return (hash);
}

sub vcl_backend_response {
    # The shop's own Vary names what the device class stands for; the cache keys on the class alone.
    if (beresp.http.Vary ~ "(?i)user-agent") {
        set beresp.http.Vary = regsuball(beresp.http.Vary, "(?i)(^|,)\s*(user-agent|accept)\s*(?=,|$)", "");
        set beresp.http.Vary = regsub(beresp.http.Vary, "^\s*,?\s*", "");
        if (beresp.http.Vary == "") {
            set beresp.http.Vary = "X-Device";
        } else {
            set beresp.http.Vary = beresp.http.Vary + ", X-Device";
        }
    }
    # Nothing with a cookie is kept, whatever its Cache-Control says (the built-in rule makes it a hit-for-miss).
    if (beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
}

sub vcl_deliver {
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # Keys are for purging here; browsers see the shop's own Vary.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    if (resp.http.Vary ~ "X-Device") {
        set resp.http.Vary = regsub(resp.http.Vary, "X-Device", "Accept, User-Agent");
    }
}
