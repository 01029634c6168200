/** A visitor over real HTTP: keeps its cookies between requests the way a browser does. */
export class HttpVisitor {
  private readonly cookies = new Map<string, string>();

  constructor(private baseUrl: string) {}

  /** Points the visitor at a restarted server (the cookies stay). */
  moveTo(baseUrl: string): void {
    this.baseUrl = baseUrl;
  }

  async request(method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, json };
  }
}
