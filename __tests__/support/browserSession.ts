// A cookie jar over `inject`, behaving like the SPA's HTTP client: fetches the CSRF cookie and echoes it.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export class BrowserSession {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    private readonly lang = 'da',
  ) {}

  get xsrf(): string | undefined {
    const raw = this.cookies.get('XSRF-TOKEN');
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private store(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = c.value === '' || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0;
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async request(opts: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (opts.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && opts.csrf !== false && !this.xsrf) await this.request({ url: '/sanctum/csrf-cookie' });
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': this.lang,
      ...(opts.headers as Record<string, string>),
    };
    if (method !== 'GET' && opts.csrf !== false && this.xsrf) headers['x-xsrf-token'] = this.xsrf;
    const cookieHeader = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookieHeader) headers.cookie = cookieHeader;
    const res = await this.app.inject({ ...opts, method: method as InjectOptions['method'], headers });
    this.store(res);
    return res;
  }

  get(url: string) {
    return this.request({ url });
  }
  post(url: string, payload?: object, extra: Partial<InjectOptions> & { csrf?: boolean } = {}) {
    return this.request({ url, method: 'POST', payload, ...extra });
  }
  put(url: string, payload?: object) {
    return this.request({ url, method: 'PUT', payload });
  }

  async login(email: string, password = 'demo-hest-batteri') {
    const res = await this.post('/login', { email, password });
    if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
    return res.json().user as { id: number };
  }
}
