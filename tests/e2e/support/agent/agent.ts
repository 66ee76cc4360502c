/**
 * Test-only: the process that runs `tasks.ts` for one test worker (started by `server-data.ts` with DATA_DIR set to
 * the test server's). Loading the shop's modules takes seconds on a busy machine; they are loaded here once per
 * worker instead of once per goods, member or command a test asks for. It ends with the worker that started it.
 */
import { registerServerCatalogue } from '../../../../src/lib/i18n/catalog.server.ts';
import { tasks, type Tasks } from './tasks.ts';

export interface TaskRequest {
  id: number;
  task: keyof Tasks;
  args: unknown[];
}

export type TaskReply = { id: number; value: unknown } | { id: number; error: string };

registerServerCatalogue();
process.on('message', (request: TaskRequest) => {
  const run = tasks[request.task] as (...args: unknown[]) => Promise<unknown>;
  run(...request.args).then(
    (value) => process.send!({ id: request.id, value } satisfies TaskReply),
    (err: unknown) => process.send!({ id: request.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies TaskReply),
  );
});
process.on('disconnect', () => process.exit(0));
