/**
 * LISTEN on one PostgreSQL channel over a connection of its own (a pooled connection cannot hold a LISTEN:
 * it is handed to other queries between them). When the connection drops it is opened again after a pause,
 * growing to 10 s; `onConnected` is called each time the LISTEN is in place, so the caller can treat what it
 * may have missed meanwhile. A LISTEN the server refuses (a PostgreSQL-wire database without it) ends the
 * attempt: `onRefused` is called once and the caller falls back to something else.
 */
import pg from 'pg';

export interface ListenHandlers {
  onMessage: (payload: string) => void;
  onConnected: (reconnect: boolean) => void;
  onRefused: (error: unknown) => void;
  onDropped: (error: unknown) => void;
}

export interface Listening {
  close(): Promise<void>;
}

const MAX_PAUSE_MS = 10_000;

export function listen(url: string, channel: string, handlers: ListenHandlers, firstPauseMs = 250): Listening {
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let pause = firstPauseMs;
  let connectedOnce = false;

  const retry = (error: unknown) => {
    client = undefined;
    if (closed) return;
    handlers.onDropped(error);
    timer = setTimeout(connect, pause);
    timer.unref();
    pause = Math.min(pause * 2, MAX_PAUSE_MS);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      c.end().catch(() => undefined);
      retry(error);
    };
    c.on('error', fail);
    c.on('end', () => fail(new Error('connection ended')));
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.onMessage(n.payload);
    });
    try {
      await c.connect();
    } catch (error) {
      fail(error);
      return;
    }
    try {
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (failed) return;
      failed = true;
      c.removeAllListeners('end');
      await c.end().catch(() => undefined);
      if (!closed) handlers.onRefused(error);
      return;
    }
    if (closed) {
      failed = true;
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    pause = firstPauseMs;
    handlers.onConnected(connectedOnce);
    connectedOnce = true;
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners('end');
        c.removeAllListeners('error');
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
