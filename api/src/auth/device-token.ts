import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import type { Db } from '../db/database';
import { serverSecret } from '../db/server-secrets';
import { sessionCookieOptions } from './sessions';

const DEVICE_COOKIE = STORAGE_NAMES.device;
const SECRET_NAME = 'login_device';
/**
 * A device token is good for 180 days after the login that issued it; every later login replaces it,
 * so a browser used now and then keeps its standing, and one not used for half a year is a stranger again.
 */
const DEVICE_TOKEN_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** `<user id>.<issued at, unix seconds>.<device id: 16 random bytes>.<HMAC-SHA256>`, all base64url but the numbers. */
const TOKEN_SHAPE = /^([1-9]\d{0,15})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const signature = (key: Buffer, userId: number, issuedAt: number, deviceId: string) =>
  createHmac('sha256', key).update(`login-device\n${userId}\n${issuedAt}\n${deviceId}`).digest();

/**
 * The device id of the browser's token when that token is genuine, unexpired and was issued to
 * `userId`; otherwise null (no cookie, forged, expired, or another member's): the attempt is then a
 * stranger's. The id names the device's own failure budget.
 */
export async function trustedDevice(db: Db, request: FastifyRequest, userId: number, now = new Date()): Promise<string | null> {
  const match = TOKEN_SHAPE.exec(request.cookies[DEVICE_COOKIE] ?? '');
  if (!match || Number(match[1]) !== userId) return null;
  const issuedAt = Number(match[2]);
  const age = now.getTime() / 1000 - issuedAt;
  if (age < 0 || age > DEVICE_TOKEN_MAX_AGE_SECONDS) return null;
  const deviceId = match[3] as string;
  const expected = signature(await serverSecret(db, SECRET_NAME), userId, issuedAt, deviceId);
  const given = Buffer.from(match[4] as string, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/**
 * Gives the browser a fresh device token for the member who just proved to own the account. The
 * cookie takes the session cookie's options (httpOnly, SameSite=Lax, Secure exactly when the session
 * cookie is) and outlives logout on purpose: it says "this browser has logged in here before".
 */
export async function issueDeviceToken(db: Db, reply: FastifyReply, userId: number, secure: boolean, now = new Date()): Promise<void> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const deviceId = randomBytes(16).toString('base64url');
  const mac = signature(await serverSecret(db, SECRET_NAME), userId, issuedAt, deviceId).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${userId}.${issuedAt}.${deviceId}.${mac}`, {
    ...sessionCookieOptions(secure),
    maxAge: DEVICE_TOKEN_MAX_AGE_SECONDS,
  });
}
