/**
 * Talks to the render process (render-process.mjs): started on the first page to render, with an environment that
 * names only this API's loopback address and the host's server build, and started again if it dies. Each page has
 * RENDER_BUDGET_MS in there; a caller waits only as long as it chooses (rendered-pages.ts).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** The longest one page may take in the render process, fetches included; then it is given up. */
export const RENDER_BUDGET_MS = 5_000;

const PROCESS_FILE = fileURLToPath(new URL('./render-process.mjs', import.meta.url));

export interface RenderJob {
  url: string;
  /** The visitor has answered the cookie banner: the page is drawn without it. */
  consentDecided: boolean;
  manifestUrl: string;
  runtimeConfig: unknown;
}

export interface RenderResult {
  html: string;
  data: unknown;
  buildId: string;
  /** The remote's style sheets, as its manifest names them (relative to the manifest). */
  styles: string[];
}

type Answer = ({ ok: true } & RenderResult) | { ok: false; reason: string };

export class RenderService {
  private child: ChildProcess | null = null;
  /** The host build's file time when the process started: a rebuilt host needs a new process. */
  private hostBuildTime = 0;
  private nextId = 1;
  private readonly waiting = new Map<number, (answer: Answer) => void>();

  constructor(
    private readonly options: { hostBuild: string; apiOrigin: () => string | null; log: FastifyBaseLogger },
  ) {}

  /** The page, or an Error saying why it could not be rendered (the caller then sends the page to start in the browser). */
  render(job: RenderJob): Promise<RenderResult> {
    const child = this.process();
    if (!child) return Promise.reject(new Error('the API is not listening yet'));
    const id = this.nextId++;
    return new Promise<RenderResult>((resolve, reject) => {
      const timer = setTimeout(
        () => settle({ ok: false, reason: 'the render took too long' }),
        RENDER_BUDGET_MS + 1_000,
      );
      const settle = (answer: Answer) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        if (answer.ok) resolve(answer);
        else reject(new Error(answer.reason));
      };
      this.waiting.set(id, settle);
      child.send({ id, ...job, timeoutMs: RENDER_BUDGET_MS });
    });
  }

  close(): void {
    this.child?.kill();
    this.child = null;
  }

  /** True when the host's server build changed on disk since the process started (it is then started again). */
  hostRebuilt(): boolean {
    let time = 0;
    try {
      time = statSync(this.options.hostBuild).mtimeMs;
    } catch {
      // Gone: the next render fails and the page starts in the browser.
    }
    if (time === this.hostBuildTime) return false;
    this.hostBuildTime = time;
    this.close();
    return true;
  }

  private process(): ChildProcess | null {
    if (this.child) return this.child;
    const origin = this.options.apiOrigin();
    if (!origin) return null;
    const child = fork(PROCESS_FILE, [], {
      // Nothing of this process's environment: no database address, no secrets (docs/decisions, server rendering).
      env: {
        NODE_ENV: process.env.NODE_ENV ?? 'production',
        CC_API_ORIGIN: origin,
        CC_HOST_SERVER_BUILD: this.options.hostBuild,
      },
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: { id: number } & Answer) => this.waiting.get(message.id)?.(message));
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      for (const settle of [...this.waiting.values()]) settle({ ok: false, reason: 'the render process stopped' });
      if (code !== 0 && signal !== 'SIGTERM') this.options.log.warn({ code, signal }, 'render process stopped');
    });
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }
}
