import type { Hono } from 'hono';

function toRegExp(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`);
}

/** Whether some route answers this path with another method: the difference between 404 and 405. */
export function allowedMethods(app: Hono<never>, path: string): string[] {
  const methods = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.endsWith('*')) continue;
    if (toRegExp(route.path).test(path)) methods.add(route.method);
  }
  return [...methods];
}
