// The request form's submission (POST /api/auction-form) and its partial validation call.
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../domain/limits';
import type { SubmittedSteps } from '../domain/validation/steps/stepData';
import { Id, IsoDateTime, Nullable, OpenObject, Text } from './primitives';
import { PublicUser } from './users';

const Tracking = Nullable(Text(LIMITS.tracking));

export const AuctionFormBody = Type.Object({
  // Typed with each step's schema's type (the yup schemas validate it, so the document keeps it open).
  steps: Type.Optional(
    Type.Unsafe<SubmittedSteps>(
      OpenObject({
        description:
          "Each needed step's fields by step label (aboutYou, housingSituation, …), validated with the wizard's own " +
          'step schemas; errors come back keyed `<step>.<field path>`. The request lenders get is built from them ' +
          '(RfqRequest).',
      }),
    ),
  ),
  formPurpose: Type.Optional(Nullable(Text(50))),
  recording: Type.Optional(Type.Unknown({ description: 'The pseudonymised wizard recording, redacted again here.' })),
  version: Type.Optional(Nullable(Type.Integer())),
  country_code: Type.Optional(Nullable(Text(2))),
  currency: Type.Optional(Nullable(Text(3))),
  locale: Type.Optional(Nullable(Text(5))),
  affiliate_key: Type.Optional(Tracking),
  affiliate_details: Type.Optional(Nullable(OpenObject())),
  analytics_client_id: Type.Optional(Tracking),
  analytics_session_id: Type.Optional(Tracking),
  tracking: Type.Optional(Type.Unknown()),
  gclid: Type.Optional(Tracking),
  fbp: Type.Optional(Tracking),
  fbc: Type.Optional(Tracking),
  user_agent: Type.Optional(Tracking),
  referer: Type.Optional(Tracking),
});

/**
 * §3's tracking fields: sent with the form (each optional above) and kept with the request for attribution, every
 * one of them present there (null when unknown). This list is the one place that names them.
 */
export const ATTRIBUTION_FIELDS = [
  'affiliate_key',
  'affiliate_details',
  'analytics_client_id',
  'analytics_session_id',
  'gclid',
  'fbp',
  'fbc',
  'referer',
  'user_agent',
] as const;
export const RequestAttribution = Type.Required(Type.Pick(AuctionFormBody, ATTRIBUTION_FIELDS));
export type RequestAttribution = Static<typeof RequestAttribution>;

export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,100}$';

export const AuctionFormHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description: 'A key the browser chose for this submission: a retry with it creates nothing new.',
    }),
  ),
});

export const SubmittedRfq = Type.Object({
  id: Id(),
  purpose: Type.String(),
  subjects: Type.Array(Type.String()),
  created_at: IsoDateTime(),
  closed_at: Nullable(IsoDateTime()),
});

export const AuctionFormAnswer = Type.Object({ rfq: SubmittedRfq, user: PublicUser });

export const PartialValidationAnswer = Type.Object({ valid: Type.Literal(true) });

export type AuctionFormBody = Static<typeof AuctionFormBody>;
export type AuctionFormAnswer = Static<typeof AuctionFormAnswer>;
