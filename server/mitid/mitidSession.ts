// What a session remembers of MitID, merged into its `data` beside what server/auth/sessions.ts keeps there:
// that it signed in with MitID (sign-out then also ends the broker's session) and when MitID last confirmed the
// person (step-up: the steps that matter accept a confirmation this recent instead of the password).
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import * as t from '../db/schema';

type MitidSessionData = { mitid?: boolean; mitidConfirmedAt?: string };

export async function noteMitid(db: Db, request: FastifyRequest, signedInWithMitid: boolean, now = new Date()) {
  const idHash = request.session?.stored ? request.session.idHash : null;
  if (!idHash) return;
  const data: MitidSessionData = { mitidConfirmedAt: now.toISOString(), ...(signedInWithMitid ? { mitid: true } : {}) };
  await db
    .update(t.sessions)
    .set({ data: sql`${t.sessions.data} || ${JSON.stringify(data)}::jsonb` })
    .where(eq(t.sessions.idHash, idHash));
}

async function sessionData(db: Db, request: FastifyRequest): Promise<MitidSessionData> {
  const idHash = request.session?.stored ? request.session.idHash : null;
  if (!idHash) return {};
  const [row] = await db.select({ data: t.sessions.data }).from(t.sessions).where(eq(t.sessions.idHash, idHash));
  return (row?.data ?? {}) as MitidSessionData;
}

export async function signedInWithMitid(db: Db, request: FastifyRequest): Promise<boolean> {
  return (await sessionData(db, request)).mitid === true;
}

/** When MitID last confirmed the person in this session (a sign-in with MitID counts), or null. */
export async function mitidConfirmedAt(db: Db, request: FastifyRequest): Promise<Date | null> {
  const at = (await sessionData(db, request)).mitidConfirmedAt;
  const date = at ? new Date(at) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
