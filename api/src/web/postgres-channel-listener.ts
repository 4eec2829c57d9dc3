import pg from 'pg';
import type { Logger } from '../shared/logger';

export interface ChannelListenerOptions {
  databaseUrl: string;
  /** A plain identifier (letters, digits, underscores): it is written into LISTEN as is. */
  channel: string;
  logger: Logger;
  /**
   * Called for every notification, and after every (re)connection: notifications sent while
   * the listener was not connected are lost, so the caller must assume it missed some.
   */
  onNotification: () => void;
  /** First pause before reconnecting; it doubles after each failure up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  /** How often the connection is checked with a query, so a silently dead one is noticed. */
  heartbeatMs?: number;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * One dedicated connection that LISTENs on a channel and comes back on its own after the
 * database restarts or the network drops it. Pooled connections cannot LISTEN: the pool hands
 * them to other queries and the subscription goes with them.
 */
export class PostgresChannelListener {
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private retryMs: number;

  constructor(private readonly options: ChannelListenerOptions) {
    if (!CHANNEL_NAME.test(options.channel)) {
      throw new Error(`Channel name must be a plain identifier, got '${options.channel}'`);
    }
    this.retryMs = options.retryMs ?? 1000;
  }

  /** Connects once; when that fails, keeps retrying in the background (the caller goes on). */
  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const { databaseUrl, channel, logger } = this.options;
    const client = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      query_timeout: 10_000,
      application_name: `listen:${channel}`,
    });
    client.on('notification', (message) => {
      if (message.channel === channel) this.options.onNotification();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      logger.warn({ err: error, channel }, 'cannot listen for database notifications; retrying');
      await client.end().catch(() => undefined);
      this.retryLater();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = this.options.retryMs ?? 1000;
    this.watch(client);
    this.options.onNotification();
  }

  private watch(client: pg.Client): void {
    clearInterval(this.heartbeat);
    this.heartbeat = setInterval(() => {
      client.query('select 1').catch((error: unknown) => this.lost(client, error));
    }, this.options.heartbeatMs ?? 15_000);
    this.heartbeat.unref();
  }

  /** The connection broke (an error, the server closed it, a heartbeat failed): reconnect. */
  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    clearInterval(this.heartbeat);
    this.options.logger.warn(
      { err: error, channel: this.options.channel },
      'lost the database notification connection; reconnecting',
    );
    client.end().catch(() => undefined);
    this.retryLater();
  }

  private retryLater(): void {
    if (this.closed) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(delay * 2, this.options.maxRetryMs ?? 30_000);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }
}
