import { act } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Runs a hook in a React root without a browser, for unit tests of hooks: `result.current` is what it
 * returned last. The root renders nothing, so a host element that React only listens on is enough.
 */
export function renderHook<T>(hook: () => T) {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true, window: globalThis });
  const result = { current: undefined as T };
  function Probe() {
    result.current = hook();
    return null;
  }
  const view = { HTMLIFrameElement: class {}, document: { activeElement: null } };
  const host = { nodeType: 1, tagName: 'DIV', nodeName: 'DIV', addEventListener() {}, removeEventListener() {} };
  Object.assign(host, { ownerDocument: { nodeType: 9, defaultView: view, addEventListener() {}, removeEventListener() {} } });
  const root = createRoot(host as unknown as Element);
  act(() => root.render(<Probe />));
  return { result, unmount: () => act(() => root.unmount()) };
}

/** Lets pending promises settle and React apply what they set. */
export const settle = () => act(async () => {});
