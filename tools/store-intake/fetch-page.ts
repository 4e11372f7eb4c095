/**
 * Polite, bounded fetching of store pages: a User-Agent naming the site and a contact address, robots.txt
 * obeyed, at most PER_HOST_IN_FLIGHT requests in flight per host, backoff on 429 and 503 (Retry-After
 * honoured, capped), a timeout per request, a size cap on the page, and redirects followed only to the
 * store's own hosts. Failures are FetchError with a reason a person can act on.
 */
import pLimit, { type LimitFunction } from 'p-limit';
import robotsParser from 'robots-parser';
import { hostBelongsTo, type MerchantConfig } from '../../src/config/merchants.ts';
import { site } from '../../src/config/site.ts';
import type { OriginMap } from './origins.ts';

/** Requests in flight per host, at most. */
export const PER_HOST_IN_FLIGHT = 4;

/** Who is asking, and where to complain. */
export const USER_AGENT = `TopOfertasPriceCheck/1.0 (+${site.origin}/contact/; checks the prices of deals linked from ${site.origin})`;

export interface FetchLimits {
  /** Per request, body included. */
  timeoutMs: number;
  /** Largest page read; a larger one is refused. */
  maxBytes: number;
  maxRedirects: number;
  /** Tries after a 429 or 503 before giving up. */
  retries: number;
  /** First backoff; doubled each try unless the store sends Retry-After (capped at maxBackoffMs). */
  backoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_LIMITS: FetchLimits = {
  timeoutMs: 15_000,
  maxBytes: 3 * 1024 * 1024,
  maxRedirects: 5,
  retries: 3,
  backoffMs: 2_000,
  maxBackoffMs: 60_000,
};

/** A page that could not be fetched; the message names the URL and why. */
export class FetchError extends Error {}

/** A fetched product page: its store address (after redirects) and its text. */
export interface FetchedPage {
  url: URL;
  html: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class StoreFetcher {
  private readonly hosts = new Map<string, LimitFunction>();
  private readonly robots = new Map<string, Promise<{ isAllowed(url: string, ua?: string): boolean | undefined }>>();
  private readonly limits: FetchLimits;
  /** Highest number of requests seen in flight to one host (the benchmark reports it). */
  peakInFlight = 0;
  private readonly inFlight = new Map<string, number>();

  private readonly origins: OriginMap;

  constructor(origins: OriginMap, limits: Partial<FetchLimits> = {}) {
    this.origins = origins;
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** The product page at `url`, a store address of `merchant`. */
  async page(url: URL, merchant: MerchantConfig): Promise<FetchedPage> {
    let current = url;
    const seen = new Set<string>();
    for (let hop = 0; ; hop++) {
      if (!hostBelongsTo(current.hostname, merchant))
        throw new FetchError(
          `${url.href}: redirected to ${current.host}, which is not an address of ${merchant.name} (${merchant.hosts.join(', ')}); not followed`,
        );
      if (current.protocol !== 'https:' && current.protocol !== 'http:') throw new FetchError(`${url.href}: ${current.protocol} is not a web address`);
      if (seen.has(current.href) || hop > this.limits.maxRedirects)
        throw new FetchError(`${url.href}: endless redirect (${hop} hops, back at ${current.href}); the store may want cookies or a login`);
      seen.add(current.href);
      if (!(await this.allowed(current))) throw new FetchError(`${current.href}: the store's robots.txt disallows this page for our User-Agent; not fetched`);
      const response = await this.request(current, 'text/html,application/xhtml+xml');
      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('location');
        await response.body?.cancel();
        if (!location) throw new FetchError(`${current.href}: redirect ${response.status} without a Location`);
        // A relative or same-origin Location stays on the store it came from, whatever origin served it.
        const fetched = this.origins.toFetched(current);
        const next = new URL(location, fetched);
        current = next.origin === fetched.origin ? new URL(next.pathname + next.search, current.origin) : this.origins.toStore(next);
        continue;
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        throw new FetchError(`${current.href}: the store answers ${response.status} (page not found): the product may have been removed`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FetchError(`${current.href}: the store answers ${response.status}`);
      }
      const type = response.headers.get('content-type') ?? '';
      if (!/html/i.test(type)) {
        await response.body?.cancel();
        throw new FetchError(`${current.href}: not a web page (Content-Type ${type || 'missing'})`);
      }
      return { url: current, html: await this.readCapped(response, current) };
    }
  }

  private limiter(host: string): LimitFunction {
    let limit = this.hosts.get(host);
    if (!limit) this.hosts.set(host, (limit = pLimit(PER_HOST_IN_FLIGHT)));
    return limit;
  }

  /** One request, through the host's limit, retried with backoff on 429 and 503. */
  private async request(storeUrl: URL, accept: string): Promise<Response> {
    const target = this.origins.toFetched(storeUrl);
    for (let attempt = 0; ; attempt++) {
      const response = await this.limiter(target.host)(async () => {
        const now = (this.inFlight.get(target.host) ?? 0) + 1;
        this.inFlight.set(target.host, now);
        this.peakInFlight = Math.max(this.peakInFlight, now);
        // A timer cleared as soon as the answer is in: AbortSignal.timeout() would keep each finished
        // request's state alive until its timeout, thousands of them in a night's run.
        const timeout = new AbortController();
        const timer = setTimeout(() => timeout.abort(new DOMException('timeout', 'TimeoutError')), this.limits.timeoutMs);
        try {
          const answer = await fetch(target, {
            redirect: 'manual',
            headers: { 'user-agent': USER_AGENT, accept, 'accept-language': 'pt-BR,pt;q=0.9' },
            signal: timeout.signal,
          });
          // The body is read inside the limit too: a request is in flight until its page has arrived.
          const body = answer.body ? new Uint8Array(await this.collect(answer, storeUrl)) : null;
          return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
        } catch (error) {
          if (error instanceof FetchError) throw error;
          const name = error instanceof Error ? error.name : '';
          if (name === 'TimeoutError' || name === 'AbortError')
            throw new FetchError(`${storeUrl.href}: no complete answer within ${this.limits.timeoutMs / 1000} s (timeout)`);
          const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
          throw new FetchError(`${storeUrl.href}: could not connect (${cause})`);
        } finally {
          clearTimeout(timer);
          this.inFlight.set(target.host, (this.inFlight.get(target.host) ?? 1) - 1);
        }
      });
      if ((response.status !== 429 && response.status !== 503) || attempt >= this.limits.retries) {
        if (response.status === 429 || response.status === 503)
          throw new FetchError(
            `${storeUrl.href}: the store kept answering ${response.status} (busy or rate-limited) after ${attempt + 1} tries; try again later`,
          );
        return response;
      }
      const retryAfter = Number(response.headers.get('retry-after'));
      const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : this.limits.backoffMs * 2 ** attempt;
      await sleep(Math.min(wait, this.limits.maxBackoffMs));
    }
  }

  private async collect(response: Response, url: URL): Promise<Uint8Array> {
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > this.limits.maxBytes) {
      await response.body?.cancel();
      throw new FetchError(
        `${url.href}: the page is ${(declared / 1024 / 1024).toFixed(1)} MB, over the ${this.limits.maxBytes / 1024 / 1024} MB cap; not read`,
      );
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > this.limits.maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        throw new FetchError(`${url.href}: the page is over the ${this.limits.maxBytes / 1024 / 1024} MB cap; stopped reading`);
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  private async readCapped(response: Response, url: URL): Promise<string> {
    return new TextDecoder('utf-8', { fatal: false }).decode(await this.collect(response, url));
  }

  /** Whether robots.txt of the page's store origin lets us fetch it (no robots.txt: yes; an unreachable one: no). */
  private async allowed(url: URL): Promise<boolean> {
    let rules = this.robots.get(url.origin);
    if (!rules) {
      const robotsUrl = new URL('/robots.txt', url.origin);
      rules = this.request(robotsUrl, 'text/plain').then(async (response) => {
        if (response.status >= 500) throw new FetchError(`${robotsUrl.href}: the store answers ${response.status}; without its robots.txt nothing is fetched`);
        const text = response.ok ? await response.text() : '';
        return robotsParser(robotsUrl.href, text);
      });
      this.robots.set(url.origin, rules);
    }
    return (await rules).isAllowed(url.href, USER_AGENT) !== false;
  }
}
