/** Keeps the cookies a browser would keep between app.inject calls. */
import type { LightMyRequestResponse } from 'fastify';

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes Set-Cookie headers of a response into the jar (an expired cookie is removed). */
  update(response: LightMyRequestResponse): this {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  delete(name: string): this {
    this.cookies.delete(name);
    return this;
  }

  /** The Cookie request header. */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
