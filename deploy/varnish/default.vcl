vcl 4.1;
# Varnish in front of two instances of the site on one PostgreSQL database
# (docs/decisions/0043-http-caching.md; the README's "Behind a cache"). Start the instances with
#   PORT=3000 / PORT=3001, DATABASE_URL=<the same>, EDGE_CACHE_SECONDS=86400,
#   PURGE_URL=http://127.0.0.1:6081/
# and Varnish with: varnishd -a :6081 -f /etc/varnish/default.vcl -s malloc,256m
# A save in the back office sends PURGE with the surrogate keys of what it changed; this file
# bans exactly the cached answers that name one of them.

import directors;

backend site1 {
  .host = "127.0.0.1";
  .port = "3000";
  .probe = { .url = "/readyz"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; }
}

backend site2 {
  .host = "127.0.0.1";
  .port = "3001";
  .probe = { .url = "/readyz"; .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2; }
}

# Who may purge: the instances themselves.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_init {
  new site = directors.round_robin();
  site.add_backend(site1);
  site.add_backend(site2);
}

sub vcl_recv {
  set req.backend_hint = site.backend();
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.http.Surrogate-Key == "*") {
      ban("obj.status != 0");
    } else if (req.http.Surrogate-Key ~ "^[a-z0-9 -]+$") {
      # "jobs settings": every answer whose Surrogate-Key names jobs or settings. A ban's
      # expression is split at spaces: the regular expression writes a space as \x20.
      ban("obj.http.Surrogate-Key ~ (^|\x20)(" + regsuball(req.http.Surrogate-Key, " +", "|") + ")(\x20|$)");
    } else {
      return (synth(400, "Bad surrogate keys"));
    }
    return (synth(200, "Purged"));
  }
  # Only reads are cached; the back office and anything with a session go straight through.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization || req.url ~ "^/admin") {
    return (pass);
  }
  # The public site sets no cookie: one copy serves everyone.
  unset req.http.Cookie;
}

sub vcl_backend_response {
  # While the site fails, what is cached is answered for a day (the answers' stale-if-error).
  set beresp.grace = 1d;
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
