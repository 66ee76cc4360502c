import type { z } from 'zod';

function setPath(target: Record<string, unknown>, path: PropertyKey[], message: string) {
  let node = target;
  for (const [i, key] of path.entries()) {
    const name = String(key);
    if (i === path.length - 1) {
      node[name] ??= message;
      return;
    }
    node = (node[name] ??= typeof path[i + 1] === 'number' ? [] : {}) as Record<string, unknown>;
  }
}

/**
 * A react-admin form validator from the payload's shared zod schema: the form refuses with the same message
 * keys the server would answer with, before anything is sent.
 */
export function zodValidate(schema: z.ZodType) {
  return (values: unknown): Record<string, unknown> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) setPath(errors, issue.path.length ? issue.path : ['root'], issue.message);
    return errors;
  };
}
