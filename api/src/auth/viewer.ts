import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { readSession, sessionToken, type Viewer } from './sessions';

const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();

/** The logged-in member of this request (looked up once per request), or null. */
export function getViewer(db: Db, request: FastifyRequest): Promise<Viewer | null> {
  let pending = cache.get(request);
  if (!pending) {
    const token = sessionToken(request);
    pending = token ? readSession(db, token) : Promise.resolve(null);
    cache.set(request, pending);
  }
  return pending;
}
