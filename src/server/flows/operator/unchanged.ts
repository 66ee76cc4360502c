/**
 * An operator action that found nothing to change (the same reply again, a repeated request): its transaction
 * is rolled back, so the audit log records a change once however often the request arrives.
 */
class Unchanged<T> extends Error {
  readonly result: T;
  constructor(result: T) {
    super('unchanged');
    this.result = result;
  }
}

/** Leaves the action's transaction without an audit entry, answering `result`. */
export function unchanged<T>(result: T): never {
  throw new Unchanged(result);
}

/** Runs an operator action; one that called `unchanged` answers what it was given. */
export async function orUnchanged<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (err) {
    if (err instanceof Unchanged) return err.result as T;
    throw err;
  }
}
