import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { IslandProps } from './I18nProvider.tsx';

/**
 * Renders an island root into a new element at the end of the page. For islands loaded on demand (a dialog
 * opened by a click, a prompt due for this member), so pages that never need them load no React at all.
 */
export function mountIsland(Root: ComponentType<IslandProps>, props: IslandProps): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<Root {...props} />);
}
