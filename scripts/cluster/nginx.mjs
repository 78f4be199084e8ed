// @ts-check
// The nginx in front of several app servers (npm run serve:cluster, and the
// end-to-end tests' servers behind nginx). Each rule says why in the config it
// writes; docs/several-servers.md explains the shape.

export const nginxBin = process.env.NGINX || "/usr/sbin/nginx";

/**
 * nginx.conf for `listen`, balancing `upstreams`, with its files in `dir`.
 * @param {{ dir: string, listen: string, upstreams: string[], workers?: number | "auto" }} options
 */
export function clusterNginxConfig({
  dir,
  listen,
  upstreams,
  workers = "auto",
}) {
  const servers = upstreams
    .map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`)
    .join("\n");
  return `worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server_tokens off;
  # The app's own limit on a booking or a photo is the one that counts.
  client_max_body_size 8m;

  # Health checks: nginx open source has only passive ones. A server that
  # refuses a connection, times out or answers 502/503/504 once is left out
  # for fail_timeout (5 s), then tried again by the next request.
  upstream app {
${servers}
    keepalive 32;
  }

  # Pages that are the same for everyone, kept for 1 s: a rush of visitors
  # costs the app servers one render per page per second, and a page staff
  # change (a Tech published, a review hidden) is seen within a second, as
  # nginx open source cannot be told to forget a page.
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=200m inactive=10m use_temp_path=off;

  # Nothing personal is kept: the app marks what is personal or made per
  # request "private" or "no-store", and a request carrying a cookie or an
  # Authorization header (the desk's session, an account's token) is neither
  # answered from the cache nor stored in it.
  map $upstream_http_cache_control $personal {
    ~*(private|no-store|no-cache) 1;
    default 0;
  }

  server {
    listen ${listen};

    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;

      # A server that fails before answering: the request goes to the next
      # one, except a POST that reached it (it may have booked); that visitor
      # gets the page below, and the app's own answer when they try again.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      proxy_intercept_errors off;
      error_page 502 504 = @unreachable;

      proxy_cache pages;
      proxy_cache_methods GET HEAD;
      # One URL answers as HTML or, for client navigation, as the React
      # payload: the headers that choose between them are in the key.
      proxy_cache_key "$scheme$host$request_uri|$http_rsc|$http_next_router_prefetch|$http_next_router_segment_prefetch|$http_next_router_state_tree";
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 301 308 404 1s;
      proxy_no_cache $personal $http_cookie $http_authorization;
      proxy_cache_bypass $http_cookie $http_authorization;
      # One request renders an expired page while the others get the copy
      # a second old; when every app server is down, the last copy is served.
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout http_502 http_503 http_504;
      add_header X-Cache $upstream_cache_status always;
    }

    location @unreachable {
      default_type text/html;
      add_header Cache-Control "no-store" always;
      add_header Retry-After "5" always;
      return 503 "<!doctype html><html lang=en><title>Please try again</title><h1>We could not finish that just now</h1><p>One of our servers stopped while it handled your request. If you were booking, look for our confirmation email in a minute; if none comes, go back and send the form again.</p>";
    }
  }
}
`;
}

// `node scripts/cluster/nginx.mjs app:3000 > nginx.conf` prints the same
// configuration for a production nginx (compose.yaml) on port 80. Told by
// the path run, not import.meta: the end-to-end tests import this file too,
// and Playwright's loader refuses import.meta there.
if (process.argv[1]?.endsWith("/scripts/cluster/nginx.mjs")) {
  const upstreams = process.argv.slice(2);
  if (upstreams.length === 0) {
    console.error(
      "usage: node scripts/cluster/nginx.mjs HOST:PORT [HOST:PORT…]",
    );
    process.exit(2);
  }
  process.stdout.write(
    clusterNginxConfig({ dir: "/var/cache/nginx", listen: "80", upstreams }),
  );
}
