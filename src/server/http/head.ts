/**
 * Hands a HEAD request to the app as GET. Hono answers HEAD by running GET and wrapping the answer in a new
 * Response; for the paths that write straight to Node's response (built files, cached pages, Astro) that
 * wrapper loses the already-sent marker and node-server writes the headers a second time
 * (ERR_HTTP_HEADERS_SENT). Node's HTTP server never sends a body in answer to HEAD, so the GET answer, headers
 * and Content-Length included, is already right on the wire.
 */
export function headAsGet<E>(fetch: (request: Request, env: E) => Response | Promise<Response>): (request: Request, env: E) => Response | Promise<Response> {
  return (request, env) => fetch(request.method === 'HEAD' ? new Request(request, { method: 'GET' }) : request, env);
}
