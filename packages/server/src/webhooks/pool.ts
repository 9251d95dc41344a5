/**
 * The delivery worker's connections: one keep-alive agent per origin (scheme, host and port), so a
 * busy endpoint reuses its TCP (and TLS) connections instead of paying a handshake per event.
 *
 * - The SSRF guard stays on every connection: the agent's `lookup` is the guarded one (unless private
 *   targets are allowed), so each new connection checks every address its name resolves to, and a
 *   reused connection is one that was checked when it was opened. Literal IPs are checked by the
 *   sender before any connection, as without the pool.
 * - Bounded: at most `maxSockets` connections per origin (the worker's own bound on attempts in
 *   flight, so no attempt waits for a socket) and as many kept idle; an idle connection is closed
 *   after `idleMs`, below the 5 s that Node's (and many) servers keep an idle connection open.
 * - Agents of origins that hold no connection are dropped once there are more than `maxOrigins`.
 * - `close()` destroys every connection (the worker's shutdown).
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export interface AgentPoolOptions {
  maxSockets: number;
  /** The guarded lookup; none when private targets are allowed. */
  lookup?: LookupFunction | undefined;
  idleMs?: number;
  maxOrigins?: number;
}

/** How long an idle keep-alive connection is kept. */
export const IDLE_SOCKET_MS = 4_000;

export class AgentPool {
  private readonly agents = new Map<string, http.Agent>();
  private closed = false;

  constructor(private readonly options: AgentPoolOptions) {}

  /** The agent for `url`'s origin (created on first use). */
  agentFor(url: string): http.Agent | undefined {
    if (this.closed) return undefined;
    let origin: URL;
    try {
      origin = new URL(url);
    } catch {
      return undefined;
    }
    const key = `${origin.protocol}//${origin.host}`;
    let agent = this.agents.get(key);
    if (agent === undefined) {
      this.prune();
      const { maxSockets, lookup } = this.options;
      const opts: https.AgentOptions = {
        keepAlive: true,
        maxSockets,
        maxFreeSockets: maxSockets,
        timeout: this.options.idleMs ?? IDLE_SOCKET_MS,
        scheduling: 'lifo',
        ...(lookup ? { lookup } : {}),
      };
      agent = origin.protocol === 'https:' ? new https.Agent(opts) : new http.Agent(opts);
      this.agents.set(key, agent);
    }
    return agent;
  }

  /** Origins with an agent now. */
  get origins(): number {
    return this.agents.size;
  }

  private prune(): void {
    if (this.agents.size < (this.options.maxOrigins ?? 256)) return;
    for (const [key, agent] of this.agents) {
      const busy = [agent.sockets, agent.freeSockets, agent.requests].some((m) =>
        Object.values(m).some((list) => (list?.length ?? 0) > 0),
      );
      if (!busy) {
        agent.destroy();
        this.agents.delete(key);
      }
    }
  }

  /** Close every connection; later attempts open connections of their own. */
  close(): void {
    this.closed = true;
    for (const agent of this.agents.values()) agent.destroy();
    this.agents.clear();
  }

  /** Open again after `close()` (a worker started again). */
  reopen(): void {
    this.closed = false;
  }
}
