import { lazy, type ComponentType, type FunctionComponent } from 'react';

/**
 * A console screen loaded when it is first shown: `loader` imports the screen's module (one chunk per module, shared
 * by the screens it exports) and `name` picks the component. react-admin's layout shows its spinner meanwhile.
 */
export function screen<M extends Record<string, unknown>>(loader: () => Promise<M>, name: keyof M & string): FunctionComponent<object> {
  return lazy(async () => ({ default: (await loader())[name] as ComponentType<object> }));
}
