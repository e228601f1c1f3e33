// What the meeting and call services need from the app: the database and the mailer.
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../mail/mailer';

export type MeetingDeps = { app: FastifyInstance; mailer: Pick<Mailer, 'send'> };
