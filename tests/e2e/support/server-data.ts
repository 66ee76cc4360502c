import { fork, type ChildProcess } from 'node:child_process';
import type { TaskReply, TaskRequest } from './agent/agent.ts';
import type { Tasks } from './agent/tasks.ts';

/**
 * Writes straight into the test server's database (its data directory is made by playwright.config.ts; SQLite in
 * WAL mode lets both write): goods, videos and operator commands a test needs before it clicks. One agent process
 * per test worker does the work (agent/agent.ts), started on the first call.
 */

let agent: ChildProcess | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void }>();

function started(): ChildProcess {
  if (agent) return agent;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
  const child = fork(new URL('./agent/agent.ts', import.meta.url).pathname, [], {
    // Operators it adds hash their passwords at the test server's cost (scripts/e2e-server.ts).
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', PASSWORD_HASH_LOG2N: '12' },
    // Plain Node (it runs TypeScript itself), not the test runner's loaders.
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', (reply: TaskReply) => {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('error' in reply) call?.reject(new Error(reply.error));
    else call?.resolve(reply.value);
  });
  child.on('exit', (code) => {
    agent = undefined;
    for (const call of waiting.values()) call.reject(new Error(`the test data agent exited (${code})`));
    waiting.clear();
  });
  // The worker may end while the agent idles: it must not keep the worker alive.
  child.unref();
  child.channel?.unref();
  agent = child;
  return child;
}

/** Runs one of agent/tasks.ts's tasks on the test server's database. */
export function serverTask<K extends keyof Tasks>(task: K, ...args: Parameters<Tasks[K]>): ReturnType<Tasks[K]> {
  const child = started();
  const id = nextId++;
  const done = new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    child.channel?.ref();
    child.send({ id, task, args } satisfies TaskRequest);
  }).finally(() => {
    if (waiting.size === 0) child.channel?.unref();
  });
  return done as ReturnType<Tasks[K]>;
}
