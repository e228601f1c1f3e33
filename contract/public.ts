// Calls without an account: runtime configuration, health, form resources, addresses, postal codes, ratings,
// marketing unsubscription.
import { Type, type Static } from '@sinclair/typebox';
import { formOptions, type FormOptionList } from '../domain/formOptions';
import { CONSENT_TEXT_VERSION } from '../domain/cookieConsent';
import { LIMITS } from '../domain/limits';
import { Id, Nullable, OWN_MESSAGE, Text } from './primitives';

const Reachability = Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]);
const Broker = Type.Object(
  {
    kind: Type.Union([Type.Literal('embedded'), Type.Literal('external')]),
    connections: Nullable(Type.Integer({ minimum: 0, description: "Sockets connected to this process's broker." })),
  },
  { description: 'The realtime broker: embedded in this process, or an external Pusher-compatible service.' },
);

/** Liveness: the process answers. Nothing outside it is asked, so an outage of a dependency restarts nothing. */
export const Health = Type.Object({ status: Type.Literal('ok'), broker: Broker });

export const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('degraded'), Type.Literal('not ready')], {
    description:
      'ready: everything reachable; degraded: serving, with the features that need Redis limited (still 200); ' +
      'not ready: the database is unreachable (503).',
  }),
  database: Reachability,
  redis: Type.Union([Reachability, Type.Literal('not configured')], {
    description: 'Shared counters and the realtime fan-out; not configured: one process.',
  }),
  degraded: Type.Array(Type.String(), { description: 'What works less well while Redis is unreachable.' }),
});

export const ClientConfig = Type.Object({
  env: Type.String(),
  pusher: Type.Object({
    key: Type.String(),
    cluster: Type.String(),
    wsHost: Nullable(Type.String()),
    wsPort: Nullable(Type.Integer()),
    wssPort: Nullable(Type.Integer()),
    forceTLS: Type.Boolean(),
  }),
  bugsnag: Type.Object({
    apiKey: Type.String(),
    endpoints: Nullable(Type.Object({ notify: Type.String(), sessions: Type.String() })),
  }),
  vitals: Type.Object({
    sampleRate: Type.Number({ minimum: 0, maximum: 1, description: 'The share of visits that report Web Vitals.' }),
  }),
});

export const UnsubscribeBody = Type.Object({ token: Type.Optional(Nullable(Text(LIMITS.token))) });

export const RatingTokenParams = Type.Object({ token: Text(LIMITS.token) });

export const RatedSupplier = Type.Object({
  supplier: Type.Object({
    id: Id(),
    name: Type.String(),
    short_name: Nullable(Type.String()),
    logo: Nullable(Type.String()),
  }),
});

export const MIN_STARS = 1;
export const MAX_STARS = 5;

export const RatingBody = Type.Object({
  stars: Type.Integer({
    minimum: MIN_STARS,
    maximum: MAX_STARS,
    description: 'From 1 to 5.',
    [OWN_MESSAGE]: 'validation.stars',
  }),
  comment: Type.Optional(Nullable(Text(LIMITS.ratingComment))),
  comment_public: Type.Optional(
    Type.Boolean({ description: "Show the comment, without the customer's name, on the lender's page." }),
  ),
});

export const AddressQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  per_side: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })),
});

/** The Danish address service's autocomplete answer (DAWA `/adresser/autocomplete`), whatever the provider. */
export const AddressSuggestion = Type.Object({
  tekst: Type.String({ examples: ['Rådhuspladsen 1, 1550 København V'] }),
  adresse: Type.Object({
    id: Type.String(),
    vejnavn: Type.String(),
    husnr: Type.String(),
    etage: Nullable(Type.String()),
    dør: Nullable(Type.String()),
    supplerendebynavn: Nullable(Type.String()),
    postnr: Type.String(),
    postnrnavn: Type.String(),
    kommunekode: Nullable(Type.String()),
    adgangsadresseid: Nullable(Type.String()),
    x: Nullable(Type.Number()),
    y: Nullable(Type.Number()),
  }),
});

export const PostalCodeBody = Type.Object({
  postal_code: Type.Optional(Nullable(Type.Union([Type.String({ maxLength: 20 }), Type.Number()]))),
  country: Type.Optional(Nullable(Text(2))),
});

export const PostalCodeAnswer = Type.Object({
  valid: Type.Literal(true),
  postal_code: Type.String(),
  country: Type.String(),
  city: Type.Optional(Type.String()),
});

export type PostalCodeAnswer = Static<typeof PostalCodeAnswer>;
export type RatedSupplier = Static<typeof RatedSupplier>;
export type RatingBody = Static<typeof RatingBody>;
export type ClientConfig = Static<typeof ClientConfig>;

export const FORM_RESOURCES = ['lenders', ...(Object.keys(formOptions) as FormOptionList[])] as const;
const ResourceName = Type.Union(FORM_RESOURCES.map((name) => Type.Literal(name)));

export const FormResourcesQuery = Type.Object({
  'requiredResources[]': Type.Optional(
    Type.Union([ResourceName, Type.Array(ResourceName, { minItems: 1, maxItems: FORM_RESOURCES.length })]),
  ),
  requiredResources: Type.Optional(
    Type.Union([ResourceName, Type.Array(ResourceName, { minItems: 1, maxItems: FORM_RESOURCES.length })]),
  ),
});

export const Lender = Type.Object({
  id: Id(),
  name: Type.String(),
  short_name: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  kind: Type.String({ examples: ['bank', 'mortgage_institute'] }),
});

export const FormResources = Type.Object({
  lenders: Type.Optional(Type.Array(Lender)),
  ...Object.fromEntries(
    (Object.keys(formOptions) as FormOptionList[]).map((name) => [name, Type.Optional(Type.Array(Type.String()))]),
  ),
});

export type FormResourceName = (typeof FORM_RESOURCES)[number];
export type Lender = Static<typeof Lender>;
export type FormResources = Static<typeof FormResources>;

/** A visitor's cookie choice, logged so that it can be proven (POST /api/cookie-consents). */
export const CookieConsentBody = Type.Object(
  {
    consent_id: Type.String({
      pattern: '^[0-9a-f]{32}$',
      description: 'The random id the browser keeps with the choice: it names no one.',
    }),
    statistics: Type.Boolean(),
    marketing: Type.Boolean(),
    text_version: Type.Integer({
      minimum: CONSENT_TEXT_VERSION,
      maximum: CONSENT_TEXT_VERSION,
      description: 'The version of the banner text the visitor read; only the current one is taken.',
    }),
  },
  { additionalProperties: false },
);
export const CookieConsentLogged = Type.Object({ decided_at: Type.String({ format: 'date-time' }) });
