/**
 * Debian's Firefox ESR and WebKitGTK driven by maintained WebDriver clients, behind one small interface
 * the engine tests share. Playwright drives only its own builds of these engines (downloaded), so:
 * - Firefox: Puppeteer (`puppeteer-core`, never downloads a browser) launches `firefox-esr` and speaks
 *   WebDriver BiDi to its built-in remote agent; Debian ships no geckodriver.
 * - WebKit: WebKitGTK's `WebKitWebDriver` (package webkit2gtk-driver, a classic WebDriver server) runs
 *   its MiniBrowser under `xvfb-run` (a GTK browser needs a display); `selenium-webdriver` talks to it.
 * Console errors: Puppeteer reports Firefox's. Classic WebDriver has no console, and WebKitGTK's
 * automation mode did not write it out, so WebKit's come from a collector put in each page once it has
 * loaded (uncaught errors, rejections, console.error, CSP violations; those of the load itself through
 * a buffered ReportingObserver for CSP only): a script error while a WebKit page loads shows as
 * behaviour the tests assert, not as a console error.
 * `.ci/system-packages` installs the browsers; `missingEngines()` says what is absent so suites skip.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, type WebDriver } from 'selenium-webdriver';

export type EngineName = 'firefox' | 'webkit';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_RUN = '/usr/bin/xvfb-run';

/** The shoppers' time zone, as in playwright.config.ts: the build's day is theirs. */
const TIME_ZONE = 'America/Sao_Paulo';

/** What each engine needs on this machine, by package (.ci/system-packages installs them). */
const NEEDS: Record<EngineName, { file: string; package: string }[]> = {
  firefox: [{ file: FIREFOX, package: 'firefox-esr' }],
  webkit: [
    { file: WEBKIT_DRIVER, package: 'webkit2gtk-driver' },
    { file: MINIBROWSER, package: 'webkit2gtk-driver' },
    { file: XVFB_RUN, package: 'xvfb' },
  ],
};

/** The packages an engine lacks here (empty when it can run). */
export function missingPackages(engine: EngineName): string[] {
  return [...new Set(NEEDS[engine].filter((need) => !existsSync(need.file)).map((need) => need.package))];
}

/** One browser, one tab, reused by every test of a suite. */
export interface EngineSession {
  readonly engine: EngineName;
  /** Opens a URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** The tab's viewport, in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** Runs a function in the page (its source is sent, so it may use only its arguments). */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** Clicks the first element matching a CSS selector, as a pointer would (the element must be shown). */
  click(selector: string): Promise<void>;
  /** Sends a key to the focused element. */
  press(key: 'Escape' | 'Enter'): Promise<void>;
  /** Console errors and uncaught exceptions since the last call. */
  takeConsoleErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Runs a page function until it returns a truthy value (a page still loading counts as not yet) and
 * returns that value; fails naming `what` and the last value or error.
 */
export async function waitFor<T, A extends unknown[]>(session: EngineSession, what: string, fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> {
  const until = Date.now() + 5_000;
  let last: unknown;
  for (;;) {
    try {
      const value = await session.evaluate(fn, ...args);
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > until) throw new Error(`${session.engine}: waited 5 s for ${what}; last: ${String(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startEngine(engine: EngineName): Promise<EngineSession> {
  const missing = missingPackages(engine);
  if (missing.length) throw new Error(`${engine} needs ${missing.join(', ')} (apt-get install, or run .ci/system-packages)`);
  return engine === 'firefox' ? startFirefox() : startWebKit();
}

async function startFirefox(): Promise<EngineSession> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    env: { ...process.env, TZ: TIME_ZONE },
    extraPrefsFirefox: {
      // No update or safe-browsing look-ups: the tests reach local servers only.
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
    },
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url, { waitUntil: 'load', timeout: 15_000 });
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    async click(selector) {
      await page.click(selector);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async takeConsoleErrors() {
      return errors.splice(0);
    },
    async close() {
      await browser.close();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Installed in each WebKit page after load: what it reports is read back by takeConsoleErrors(). */
function collectErrors(): void {
  const w = window as unknown as { __engineErrors?: string[] };
  if (w.__engineErrors) return;
  const errors: string[] = (w.__engineErrors = []);
  addEventListener('error', (e) => errors.push(`${e.message} (${e.filename}:${e.lineno})`));
  addEventListener('unhandledrejection', (e) => errors.push(`unhandled rejection: ${String(e.reason)}`));
  document.addEventListener('securitypolicyviolation', (e) => errors.push(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    original.apply(console, args);
  };
  if ('ReportingObserver' in window) {
    const observer = new ReportingObserver((reports) => reports.forEach((r) => errors.push(`${r.type}: ${JSON.stringify(r.body)}`)), {
      types: ['csp-violation'],
      buffered: true,
    });
    observer.observe();
  }
}

/** Takes what the page's collector has gathered so far. */
function takeCollected(): string[] {
  const w = window as unknown as { __engineErrors?: string[] };
  return w.__engineErrors ? w.__engineErrors.splice(0) : [];
}

async function startWebKit(): Promise<EngineSession> {
  const port = await freePort();
  // Its own process group, so closing ends xvfb-run, Xvfb, the driver and the browser together.
  const driverProcess: ChildProcess = spawn(XVFB_RUN, ['-a', '-s', '-screen 0 1920x1200x24', WEBKIT_DRIVER, `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TZ: TIME_ZONE },
  });
  let output = '';
  const errors: string[] = [];
  driverProcess.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  driverProcess.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stopDriver = () => {
    if (driverProcess.pid && driverProcess.exitCode === null) {
      try {
        process.kill(-driverProcess.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  // A run that ends without closing the session (a crash, a test runner's exit) leaves no browser behind.
  process.once('exit', stopDriver);
  let driver: WebDriver;
  try {
    const until = Date.now() + 15_000;
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (driverProcess.exitCode !== null || Date.now() > until) throw new Error(`WebKitWebDriver did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
  } catch (error) {
    stopDriver();
    throw error;
  }
  await driver.manage().setTimeouts({ pageLoad: 15_000, script: 10_000 });
  const evaluate = async <T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>> =>
    (await driver
      .executeAsyncScript(
        `const done = arguments[arguments.length - 1];
       Promise.resolve((${fn.toString()}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
         .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
        ...args,
      )
      .then((result) => {
        const { value, error } = result as { value?: Awaited<T>; error?: string };
        if (error !== undefined) throw new Error(`webkit: in the page: ${error}`);
        return value as Awaited<T>;
      })) as Awaited<T>;
  // A width below the browser window's smallest (its toolbar's) is given to pages in a frame of that size.
  let framed: { width: number; height: number } | undefined;
  const session: EngineSession = {
    engine: 'webkit',
    async goto(url) {
      errors.push(...(await evaluate(takeCollected).catch(() => [])));
      await driver.switchTo().defaultContent();
      if (framed) {
        // The frame's host is a plain file of the same site, so the page is not a third party to it:
        // storage and the service worker are the site's own (a frame in a foreign host page stayed blank
        // once the site's worker had installed in that partition).
        await driver.get(new URL('/robots.txt', url).href);
        await driver.executeScript(
          `const [url, width, height] = arguments;
           const frame = document.createElement('iframe');
           frame.style.cssText = 'border:0;display:block;width:' + width + 'px;height:' + height + 'px';
           document.body.replaceChildren(frame);
           document.body.style.margin = '0';
           frame.src = url;`,
          url,
          framed.width,
          framed.height,
        );
        await driver.switchTo().frame(driver.findElement({ css: 'iframe' }));
        // The frame's first document is a blank one, whose load may be the one reported.
        await waitFor(session, `${url} loaded in its frame`, () => location.href !== 'about:blank' && document.readyState === 'complete');
      } else {
        await driver.get(url);
      }
      await evaluate(collectErrors);
    },
    /** Takes effect on the next goto (and on the current page when the window can be that size). */
    async setViewport(width, height) {
      await driver.switchTo().defaultContent();
      // WebDriver sizes the window; the viewport is what is left inside its frame.
      await driver.manage().window().setRect({ width, height });
      const inner = await evaluate(() => [window.innerWidth, window.innerHeight]);
      await driver
        .manage()
        .window()
        .setRect({ width: 2 * width - inner[0]!, height: 2 * height - inner[1]! });
      const [w, h] = await evaluate(() => [window.innerWidth, window.innerHeight]);
      framed = w === width && h === height ? undefined : { width, height };
    },
    evaluate,
    async click(selector) {
      await driver.findElement({ css: selector }).click();
    },
    async press(key) {
      await driver
        .actions()
        .sendKeys(key === 'Escape' ? '\uE00C' : '\uE007')
        .perform();
    },
    async takeConsoleErrors() {
      errors.push(...(await evaluate(takeCollected).catch(() => [])));
      return errors.splice(0);
    },
    async close() {
      await driver.quit().catch(() => undefined);
      stopDriver();
    },
  };
  return session;
}
