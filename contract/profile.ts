// The customer's own account (spec §2 profile, profile/edit): contact details, e-mail change confirmed
// by a link, password change, closing the account, and the export of everything we hold about the customer.
import { Type, type Static } from '@sinclair/typebox';
import { EconomicProfile } from './economicProfile';
import { Rfq } from './customerRfqs';
import { LIMITS } from '../domain/limits';
import { Id, IsoDateTime, Nullable, OpenObject, Text } from './primitives';
import { PublicUser } from './users';

/** A phone number as typed ("20 12 34 56", "+45 20123456"): checked as Danish by the phone_number rule. */
export const PHONE_MAX_LENGTH = 30;

const Password = Text(LIMITS.password, { minLength: 1 });

export const ProfileUpdateBody = Type.Object({
  name: Type.Optional(Text(LIMITS.shortText, { minLength: 1 })),
  phone: Type.Optional(Nullable(Text(PHONE_MAX_LENGTH))),
  email: Type.Optional(
    Text(LIMITS.shortText, {
      minLength: 1,
      description: 'A new address takes effect only when the link mailed to it is opened (see …/email/confirm).',
    }),
  ),
  current_password: Type.Optional(
    Text(LIMITS.password, {
      minLength: 1,
      description:
        'Needed when `email` changes (re-authentication), checked under the sign-in throttle; a customer linked to ' +
        'MitID confirms with MitID instead (403 `mitid_confirmation_required`).',
    }),
  ),
});

export const ProfileUpdateAnswer = Type.Object({
  user: PublicUser,
  /** The address a confirmation link was just mailed to; null when the e-mail did not change. */
  pending_email: Nullable(Type.String()),
  message: Type.String(),
});

export const EmailConfirmBody = Type.Object({ token: Text(LIMITS.token, { minLength: 1 }) });

export const EmailConfirmAnswer = Type.Object({ user: PublicUser, message: Type.String() });

export const PasswordChangeBody = Type.Object({
  current_password: Password,
  password: Password,
  password_confirmation: Type.Optional(Password),
});

export const CloseAccountBody = Type.Object({
  password: Type.Optional(
    Text(LIMITS.password, {
      minLength: 1,
      description: 'Needed unless the customer is linked to MitID: then a fresh MitID confirmation instead.',
    }),
  ),
});

const ExportMessage = Type.Object({
  id: Id(),
  lead_id: Id(),
  sender: Type.String(),
  body: Type.String(),
  read_at: Nullable(IsoDateTime()),
  created_at: IsoDateTime(),
});

const ExportDocument = Type.Object({
  id: Id(),
  lead_id: Nullable(Id()),
  document_type_id: Type.Integer(),
  file_name: Type.String(),
  mime_type: Type.String(),
  size_bytes: Type.Integer(),
  created_at: IsoDateTime(),
});

export const ProfileExport = Type.Object({
  exported_at: IsoDateTime(),
  account: Type.Object({
    id: Id(),
    name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    preferences: OpenObject(),
    marketing_unsubscribed_at: Nullable(IsoDateTime()),
    created_at: IsoDateTime(),
    updated_at: IsoDateTime(),
  }),
  economic_profile: Nullable(EconomicProfile),
  rfqs: Type.Array(Rfq, { description: 'The requests with their leads and offers, as the dashboard shows them.' }),
  submitted_requests: Type.Array(
    Type.Object({
      rfq_id: Id(),
      created_at: IsoDateTime(),
      request: OpenObject(),
      attribution: Nullable(OpenObject({ description: 'The tracking fields stored with it (§3), until cleared.' })),
    }),
    { description: 'Each request exactly as the customer submitted it.' },
  ),
  messages: Type.Array(ExportMessage),
  meetings: Type.Array(OpenObject({ description: 'Meetings and meeting requests of one lead.' })),
  documents: Type.Array(ExportDocument, { description: 'Metadata of the uploaded documents.' }),
  records: Type.Record(Type.String(), Type.Array(OpenObject()), {
    description:
      'Every other table about the customer, by table name, its rows as stored (secrets left out): sessions, ' +
      'calls and call requests, eSkat requests and consents, ratings, mortgage surveillance, mail notices, the ' +
      'mails sent to her (mail_outbox), password resets (when asked for and used; no token) and the error ' +
      'reports that carry her as their user.',
  }),
});

export type ProfileUpdateBody = Static<typeof ProfileUpdateBody>;
export type ProfileUpdateAnswer = Static<typeof ProfileUpdateAnswer>;
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;
export type CloseAccountBody = Static<typeof CloseAccountBody>;
export type ProfileExport = Static<typeof ProfileExport>;
