/** Requests to the real-nginx test's servers (tests/e2e/nginx.spec.ts) and what every reply must carry. */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { expect } from '@playwright/test';
import { SECURITY_HEADERS } from '../../../src/config/security.ts';
import { NGINX_PORT } from './urls.ts';

export const HTTPS_PORT = NGINX_PORT;
export const HTTP_PORT = NGINX_PORT + 1;

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request, nothing decoded or followed. */
export function get(pathname: string, headers: Record<string, string> = {}, plain = false): Promise<Reply> {
  const options = { host: '127.0.0.1', port: plain ? HTTP_PORT : HTTPS_PORT, path: pathname, headers, rejectUnauthorized: false };
  return new Promise((resolve, reject) => {
    const request = (plain ? http : https).get(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

/** Every value a header was sent with (nginx sends a repeated header as separate lines, node joins some). */
export const values = (reply: Reply, name: string): string[] => {
  const value = reply.headers[name.toLowerCase()];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

export function expectSecurityHeaders(reply: Reply, where: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    const sent = values(reply, name).flatMap((v) => (name === 'Content-Security-Policy' ? v.split(', ') : [v]));
    expect(sent, `${name} on ${where}`).toContain(value);
  }
}

export function waitForPort(port: number, until: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve();
      });
      socket.on('error', () => (Date.now() > until ? reject(new Error(`nginx did not listen on ${port}`)) : setTimeout(attempt, 50)));
    };
    attempt();
  });
}
