// The scanner view's upload queue: sheets upload with bounded concurrency, in the order they arrived; a transient
// failure (lost connection, timeout, HTTP 5xx) is retried with a growing pause, and a sheet that still fails stays in
// the queue's hands as 'failed' with everything needed to try again, so no received sheet is ever lost. Plain
// TypeScript: the view subscribes to changes, tests drive it with fake uploads.

export type JobState = 'queued' | 'uploading' | 'done' | 'failed';

export interface Job<T, R> {
  id: string;
  payload: T;
  state: JobState;
  attempts: number;
  result?: R;
  error?: unknown;
}

export interface UploadQueueOptions<T, R> {
  upload: (payload: T, signal: AbortSignal) => Promise<R>;
  /** Uploads in flight at once. */
  concurrency?: number;
  /** Automatic attempts of a transient failure, the first included. */
  maxAttempts?: number;
  isTransient?: (error: unknown) => boolean;
  /** Pause before attempt n + 1 (n ≥ 1). */
  retryDelayMs?: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
  onChange?: (job: Job<T, R>) => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createUploadQueue<T, R>(options: UploadQueueOptions<T, R>) {
  const concurrency = Math.max(1, options.concurrency ?? 3);
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  const isTransient = options.isTransient ?? (() => true);
  const retryDelay = options.retryDelayMs ?? ((n: number) => Math.min(8000, 500 * 2 ** (n - 1)));
  const sleep = options.sleep ?? defaultSleep;
  const jobs = new Map<string, Job<T, R>>();
  const waiting: string[] = [];
  const controllers = new Map<string, AbortController>();
  let running = 0;
  let idleWaiters: (() => void)[] = [];

  const changed = (job: Job<T, R>) => options.onChange?.({ ...job });

  const settleIdle = () => {
    if (running > 0 || waiting.length > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  async function run(job: Job<T, R>): Promise<void> {
    const controller = new AbortController();
    controllers.set(job.id, controller);
    for (;;) {
      job.attempts += 1;
      job.state = 'uploading';
      changed(job);
      try {
        job.result = await options.upload(job.payload, controller.signal);
        job.state = 'done';
        delete job.error;
        break;
      } catch (error) {
        job.error = error;
        if (controller.signal.aborted || !isTransient(error) || job.attempts % maxAttempts === 0) {
          job.state = 'failed';
          break;
        }
        await sleep(retryDelay(job.attempts % maxAttempts));
        if (controller.signal.aborted) {
          job.state = 'failed';
          break;
        }
      }
    }
    controllers.delete(job.id);
    changed(job);
  }

  function pump(): void {
    while (running < concurrency && waiting.length > 0) {
      const id = waiting.shift() as string;
      const job = jobs.get(id);
      if (!job || job.state !== 'queued') continue;
      running += 1;
      void run(job).finally(() => {
        running -= 1;
        pump();
        settleIdle();
      });
    }
    settleIdle();
  }

  return {
    /** Queues a sheet; an id already known is not queued twice. */
    add(id: string, payload: T): void {
      if (jobs.has(id)) return;
      const job: Job<T, R> = { id, payload, state: 'queued', attempts: 0 };
      jobs.set(id, job);
      waiting.push(id);
      changed(job);
      pump();
    },
    /** Keeps a sheet as failed without uploading it (a restored sheet, shown with 重试): `retry` uploads it. */
    hold(id: string, payload: T): void {
      if (!jobs.has(id)) jobs.set(id, { id, payload, state: 'failed', attempts: 0 });
    },
    /** Tries a failed sheet again (the user's 重试); its automatic attempts start over. */
    retry(id: string): boolean {
      const job = jobs.get(id);
      if (!job || job.state !== 'failed') return false;
      job.state = 'queued';
      waiting.push(id);
      changed(job);
      pump();
      return true;
    },
    /** Stops an upload in flight (it ends as 'failed', kept for a retry). */
    abort(id: string): void {
      controllers.get(id)?.abort();
    },
    /** Forgets a sheet that is done or failed (after a save, or when the user discards it). */
    remove(id: string): boolean {
      const job = jobs.get(id);
      if (!job || job.state === 'uploading' || job.state === 'queued') return false;
      return jobs.delete(id);
    },
    get(id: string): Job<T, R> | undefined {
      const job = jobs.get(id);
      return job && { ...job };
    },
    list(): Job<T, R>[] {
      return [...jobs.values()].map((j) => ({ ...j }));
    },
    /** Resolves when nothing is queued or uploading (scan end awaits every upload). */
    idle(): Promise<void> {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
