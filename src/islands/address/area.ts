import type { Locale } from '../../lib/i18n/locales.ts';

/** The region tree in the browser: fetched once per page from getArea, which the HTTP cache keeps. */
export interface AreaNode {
  id: number;
  pid: number;
  name: string;
}

export interface AreaTree {
  /** Children in the server's order; provinces are the children of 0. */
  children(pid: number): AreaNode[];
}

export const AREA_URL = '/api/memberAddress/getArea';

export function indexArea(nodes: AreaNode[]): AreaTree {
  const byParent = new Map<number, AreaNode[]>();
  for (const node of nodes) {
    const siblings = byParent.get(node.pid);
    if (siblings) siblings.push(node);
    else byParent.set(node.pid, [node]);
  }
  return { children: (pid) => byParent.get(pid) ?? [] };
}

let loading: Promise<AreaTree> | undefined;
let loadingLocale: Locale | undefined;

/**
 * Loads the tree, names in the page's language, with a plain fetch: the request layer adds a `_t`
 * timestamp to GETs, which would defeat the week-long Cache-Control and ETag the server sends for this one.
 */
export function loadArea(locale: Locale): Promise<AreaTree> {
  if (loadingLocale !== locale) loading = undefined;
  loadingLocale = locale;
  loading ??= fetch(`${AREA_URL}?lang=${encodeURIComponent(locale)}`, { headers: { accept: 'application/json' } })
    .then(async (res) => {
      const body = (await res.json()) as { code?: number; data?: unknown };
      if (!res.ok || body.code !== 200 || !Array.isArray(body.data)) throw new Error(`getArea answered ${res.status}`);
      return indexArea(body.data as AreaNode[]);
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
