// The one database schema, for PGlite and PostgreSQL alike. Money is integer øre (bigint), rates are exact
// numerics in percent; nothing monetary is stored as floating point.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RfqRequest } from '../../contract/rfqRequest';
import type { RequestAttribution } from '../../contract/auctionForm';

const ore = (name: string) => bigint(name, { mode: 'number' });
const rate = (name: string) => numeric(name, { precision: 7, scale: 4 });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type UserPreferences = { lang: 'da' | 'en' };

export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  kind: text('kind').notNull(), // bank | mortgage_institute
  logo: text('logo').notNull(), // path of the logo served by the app
  serves: jsonb('serves')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`), // request subjects it answers
  pricing: jsonb('pricing')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  apiTokenHash: text('api_token_hash'),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  phone: text('phone'),
  teamName: text('team_name'), // admin | supplier | null for customers
  // May open the analyst view of wizard recordings (/analyst); any user may hold it, a customer usually does not.
  isAnalyst: boolean('is_analyst').notNull().default(false),
  supplierId: integer('supplier_id').references(() => suppliers.id),
  preferences: jsonb('preferences')
    .$type<UserPreferences>()
    .notNull()
    .default(sql`'{"lang":"da"}'::jsonb`),
  marketingUnsubscribedAt: timestamp('marketing_unsubscribed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie value, so a database leak does not leak live sessions
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A MitID identity linked to an account (issue 46): the broker's issuer and its stable subject identifier only. No
 * CPR number, name or birth date: the subject is all sign-in needs, and nothing more can leak (SECURITY.md).
 */
export const mitidIdentities = pgTable(
  'mitid_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mitid_identities_subject_idx').on(t.issuer, t.subject),
    uniqueIndex('mitid_identities_user_idx').on(t.userId),
  ],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const economicProfiles = pgTable('economic_profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  civilStatus: text('civil_status'),
  birthDate: text('birth_date'), // ISO date; the CPR number itself is never stored
  childrenCount: smallint('children_count'),
  // §5 `is_registered_as_bad_payer`: the customer's answer for themselves and the co-applicant (RKI, Debitor Registret)
  isRegisteredAsBadPayer: boolean('is_registered_as_bad_payer'),
  residenceType: text('residence_type'),
  employmentType: text('employment_type'),
  employer: text('employer'),
  employedSince: text('employed_since'),
  monthlyIncomeOre: ore('monthly_income_ore'),
  currentSupplierId: integer('current_supplier_id').references(() => suppliers.id),
  updatedAt: updatedAt(),
});

/** Every list of a profile is read by its profile id (server/rfqs/economicProfileView.ts). */
const byProfile = (table: string) => (t: { economicProfileId: AnyPgColumn }) => [
  index(`${table}_profile_idx`).on(t.economicProfileId),
];

const profileRef = () =>
  integer('economic_profile_id')
    .notNull()
    .references(() => economicProfiles.id, { onDelete: 'cascade' });

export const companionPersons = pgTable('companion_persons', {
  id: serial('id').primaryKey(),
  economicProfileId: profileRef().unique(),
  name: text('name'),
  birthDate: text('birth_date'),
  employmentType: text('employment_type'),
  employer: text('employer'),
  monthlyIncomeOre: ore('monthly_income_ore'),
});

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    economicProfileId: profileRef(),
    residenceType: text('residence_type'),
    isExisting: boolean('is_existing').notNull().default(true),
    newPropertyReason: text('new_property_reason'), // 'move' means the customer is moving
    valueOre: ore('value_ore'),
    priceOre: ore('price_ore'),
    downPaymentOre: ore('down_payment_ore'),
    newLoanAmountOre: ore('new_loan_amount_ore'),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    postalCode: text('postal_code'),
    city: text('city'),
    countryCode: text('country_code').notNull().default('dk'),
    oneLineAddress: text('one_line_address'),
    addressLookupId: text('address_lookup_id'),
  },
  byProfile('properties'),
);

const assetColumns = () => ({
  id: serial('id').primaryKey(),
  economicProfileId: profileRef(),
  assetType: text('asset_type').notNull(),
  make: text('make'),
  model: text('model'),
  year: smallint('year'),
  valueOre: ore('value_ore'),
  isExisting: boolean('is_existing').notNull().default(true),
  // The one being bought (isExisting false): its price is valueOre, and this is what the customer pays down.
  downPaymentOre: ore('down_payment_ore'),
});
export const vehicles = pgTable('vehicles', assetColumns(), byProfile('vehicles'));
export const boats = pgTable('boats', assetColumns(), byProfile('boats'));

const liabilityColumns = () => ({
  id: serial('id').primaryKey(),
  economicProfileId: profileRef(),
  propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
  vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
  boatId: integer('boat_id').references(() => boats.id, { onDelete: 'cascade' }),
  supplierId: integer('supplier_id').references(() => suppliers.id),
  liabilitySubType: text('liability_sub_type').notNull(),
  debtOre: ore('debt_ore'),
  interestRate: rate('interest_rate'),
  periodicPaymentOre: ore('periodic_payment_ore'),
  termMonths: smallint('term_months'),
  isExisting: boolean('is_existing').notNull().default(true),
  debtable: boolean('debtable').notNull().default(true),
});
export const loans = pgTable('loans', liabilityColumns(), byProfile('loans'));
export const credits = pgTable('credits', { ...liabilityColumns(), limitOre: ore('limit_ore') }, byProfile('credits'));
export const mortgages = pgTable(
  'mortgages',
  {
    ...liabilityColumns(),
    loanKind: text('loan_kind'), // fixed | F1 | F3 | F5 | ...
    establishedMonth: text('established_month'), // YYYY-MM
    termEndMonth: text('term_end_month'), // YYYY-MM
  },
  byProfile('mortgages'),
);

export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    economicProfileId: profileRef(),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    depositType: text('deposit_type').notNull(), // savings | pension
    amountOre: ore('amount_ore'),
    interestRate: rate('interest_rate'),
  },
  byProfile('deposits'),
);

export const stockPortfolios = pgTable(
  'stock_portfolios',
  {
    id: serial('id').primaryKey(),
    economicProfileId: profileRef(),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    valueOre: ore('value_ore'),
  },
  byProfile('stock_portfolios'),
);

/** The request as lenders read it, declared once in contract/rfqRequest.ts. */
export type { RfqRequest };

/** The submission's tracking fields (§3), kept with the request for attribution. */
export type RfqAttribution = RequestAttribution;

export const rfqs = pgTable(
  'rfqs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    subjects: jsonb('subjects')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // the request as the customer submitted it: what the lenders price from
    request: jsonb('request').$type<RfqRequest>().notNull(),
    wizardRecording: jsonb('wizard_recording').$type<unknown>(), // a WizardRecording (machines/auctionForm/recording.ts)
    idempotencyKey: text('idempotency_key'),
    // How the customer found us (§3 submission tracking fields); cleared after ATTRIBUTION_RETENTION_DAYS.
    attribution: jsonb('attribution').$type<RfqAttribution>(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('rfqs_user_idx').on(t.userId), uniqueIndex('rfqs_idempotency_idx').on(t.userId, t.idempotencyKey)],
);

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    status: text('status').notNull().default('open'), // open | lost | won
    pipeline: text('pipeline').notNull().default('rfq'),
    handlerName: text('handler_name'),
    handlerNotes: text('handler_notes'), // the lender's own notes: never sent to a customer
    crossSellerId: integer('cross_seller_id'),
    isAnonymous: boolean('is_anonymous').notNull().default(true),
    lostReason: text('lost_reason'),
    // The customer's choice: when, and which version of the offer they saw; the lender's acknowledgement of it
    // ends the customer's right to undo the choice by themselves.
    wonAt: timestamp('won_at', { withTimezone: true }),
    wonOfferVersion: integer('won_offer_version'),
    // When MitID confirmed the customer who chose (step-up, issue 46); null when she chose signed in by password.
    confirmedWithMitidAt: timestamp('confirmed_with_mitid_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    // The credit agreement as the lender reports it: the Danish calendar day it was signed, from which the
    // customer's 14-day withdrawal period runs (domain/withdrawalPeriod.ts); the customer's withdrawal; the claim of
    // the one reminder mail before the period ends.
    agreementSignedOn: date('agreement_signed_on', { mode: 'string' }),
    agreementRecordedAt: timestamp('agreement_recorded_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawalReminderAt: timestamp('withdrawal_reminder_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_rfq_idx').on(t.rfqId),
    uniqueIndex('leads_rfq_supplier_idx').on(t.rfqId, t.supplierId),
    index('leads_supplier_idx').on(t.supplierId, t.status),
  ],
);

export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  leadId: integer('lead_id')
    .notNull()
    .unique()
    .references(() => leads.id, { onDelete: 'cascade' }),
  totalMonthlyDiscountOre: ore('total_monthly_discount_ore'),
  savingsAfterTaxMonth1Ore: ore('savings_after_tax_month_1_ore'),
  savingsAfterTaxYear1Ore: ore('savings_after_tax_year_1_ore'),
  comment: text('comment'),
  // Bumped by every revision of the figures: a customer accepts the version they saw, never a later one unseen.
  version: integer('version').notNull().default(1),
  // Offers made before offers expired were given 30 days from the migration; new ones carry the lender's date.
  validUntil: timestamp('valid_until', { withTimezone: true })
    .notNull()
    .default(sql`now() + interval '30 days'`),
  // Set by the one process whose conditional update claims the expiry reminder, so it is sent once.
  expiryReminderAt: timestamp('expiry_reminder_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const offerProducts = pgTable(
  'offer_products',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(), // loan | credit | deposit
    productSubType: text('product_sub_type').notNull(), // fixed_mortgage | f1_mortgage | bank_home_loan | car_loan | ...
    amountOre: ore('amount_ore').notNull(),
    interestRate: rate('interest_rate').notNull(),
    contributionRate: rate('contribution_rate'),
    aop: rate('aop'),
    termMonths: smallint('term_months'),
    feesOre: ore('fees_ore').notNull().default(0),
    monthlyPaymentOre: ore('monthly_payment_ore'),
    totalCostOre: ore('total_cost_ore'),
    rateType: text('rate_type'), // fixed | variable; always set for loans and credits offered since 0019
    // Months a variable rate is fixed before it may first change (F1: 12, F5: 60, a reference rate: 0).
    rateFixedMonths: smallint('rate_fixed_months'),
    // What the lender may charge on early repayment, percent of the amount repaid (0: free).
    earlyRepaymentFeePercent: rate('early_repayment_fee_percent'),
    // The request's debts and deposits the product repays or takes over ("mortgages.0"); null on offers made
    // before it was kept, where nobody knows.
    replaces: text('replaces').array(),
  },
  (t) => [index('offer_products_offer_idx').on(t.offerId)],
);

const leadRef = () =>
  integer('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' });

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    leadId: leadRef(),
    sender: text('sender').notNull(), // customer | supplier
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_lead_idx').on(t.leadId)],
);

export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    leadId: leadRef(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: text('location'), // the lender's address or video link (location_or_link in the API)
    status: text('status').notNull().default('pending'), // pending | confirmed | cancelled
    channel: text('channel').notNull().default('video'), // phone | video | branch
    topic: text('topic'),
    // the customer's request this meeting confirms (server/meetings/)
    meetingRequestId: integer('meeting_request_id').references((): AnyPgColumn => meetingRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('meetings_lead_idx').on(t.leadId)],
);

export const meetingRequests = pgTable(
  'meeting_requests',
  {
    id: serial('id').primaryKey(),
    leadId: leadRef(),
    proposedTimes: jsonb('proposed_times')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    comment: text('comment'),
    status: text('status').notNull().default('pending'), // pending | confirmed | declined | withdrawn
    channel: text('channel').notNull().default('video'), // phone | video | branch
    topic: text('topic'),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('meeting_requests_lead_idx').on(t.leadId),
    // one pending request per lead, also when two arrive at once
    uniqueIndex('meeting_requests_one_pending_idx')
      .on(t.leadId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const calls = pgTable(
  'calls',
  {
    id: serial('id').primaryKey(),
    leadId: leadRef(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('scheduled'), // scheduled | completed | missed
    note: text('note'), // the lender's summary, shown to the customer
    supportCallRequestId: integer('support_call_request_id').references((): AnyPgColumn => supportCallRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('calls_lead_idx').on(t.leadId)],
);

export const supportCallRequests = pgTable(
  'support_call_requests',
  {
    id: serial('id').primaryKey(),
    leadId: leadRef(),
    phone: text('phone').notNull(),
    preferredTime: text('preferred_time'), // the preferred window: morning | midday | afternoon
    status: text('status').notNull().default('pending'), // pending | handled
    createdAt: createdAt(),
  },
  (t) => [
    index('support_call_requests_lead_idx').on(t.leadId),
    uniqueIndex('support_call_requests_one_pending_idx')
      .on(t.leadId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    documentTypeId: smallint('document_type_id').notNull(), // 30 and 31: eSkat tax documents
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Who put it there: customer (upload) | supplier (sent by the lender of lead_id) | eskat (tax data). */
    source: text('source').notNull().default('customer'),
    createdAt: createdAt(),
  },
  (t) => [index('documents_user_idx').on(t.userId), index('documents_lead_idx').on(t.leadId)],
);

/** A lender's request for the customer's tax data on one lead, and the customer's consent (24 hours). */
export const eskatRequests = pgTable(
  'eskat_requests',
  {
    id: serial('id').primaryKey(),
    leadId: leadRef(),
    status: text('status').notNull().default('requested'), // requested | consented | fulfilled
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    consentExpiresAt: timestamp('consent_expires_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [index('eskat_requests_lead_idx').on(t.leadId)],
);

/**
 * A lender's request for one document on one lead (domain/documentRequests.ts): the customer's checklist. The
 * customer's upload is document_id; the lender accepts it or rejects it with a reason, and the customer uploads
 * again. note: the lender's words about it (required for type `other`).
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: serial('id').primaryKey(),
    leadId: leadRef(),
    type: text('type').notNull(),
    note: text('note'),
    status: text('status').notNull().default('requested'), // requested | uploaded | accepted | rejected
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [index('document_requests_lead_idx').on(t.leadId), index('document_requests_document_idx').on(t.documentId)],
);

export const supplierRatingTokens = pgTable('supplier_rating_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  supplierId: integer('supplier_id')
    .notNull()
    .references(() => suppliers.id),
  rfqId: integer('rfq_id').references(() => rfqs.id, { onDelete: 'cascade' }),
  usedAt: timestamp('used_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const supplierRatings = pgTable(
  'supplier_ratings',
  {
    id: serial('id').primaryKey(),
    tokenId: integer('token_id')
      .notNull()
      .unique()
      .references(() => supplierRatingTokens.id),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment'),
    // The customer allowed the comment to be shown on the lender's page (without their name).
    commentPublic: boolean('comment_public').notNull().default(false),
    createdAt: createdAt(),
  },
  // A lender's reputation is read beside every lead of it.
  (t) => [index('supplier_ratings_supplier_idx').on(t.supplierId, t.createdAt)],
);

// A customer's opt-in to mortgage surveillance: one active row (revoked_at null) per customer at most,
// so two racing consents cannot both land; a withdrawal sets revoked_at and keeps the row as the record.
export const mortgageSurveillanceConsents = pgTable(
  'mortgage_surveillance_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mortgage_surveillance_consents_active_idx')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null and ${t.propertyId} is null`),
  ],
);

// Published mortgage-bond series and their daily prices (seeded for the demo, `npm run import:rates` for real
// ones). Coupon, price and yield are exact numerics like rates: price in price points (100 = par).
export const bondSeries = pgTable('bond_series', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(), // '4% Nykredit 2056'
  coupon: rate('coupon').notNull(),
  termYears: smallint('term_years').notNull(),
  kind: text('kind').notNull(), // fixed | variable
});

export const bondPrices = pgTable(
  'bond_prices',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => bondSeries.id, { onDelete: 'cascade' }),
    date: text('date').notNull(), // YYYY-MM-DD
    price: rate('price').notNull(),
    yield: rate('yield').notNull(),
  },
  (t) => [uniqueIndex('bond_prices_series_date_idx').on(t.seriesId, t.date), index('bond_prices_date_idx').on(t.date)],
);

/** A row about one customer's property under mortgage surveillance, deleted with either. */
const surveillanceColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
});

// The best conversion's gain after tax per property and day, for the chart; deleted when the customer withdraws.
export const mortgageSurveillanceHistory = pgTable(
  'mortgage_surveillance_history',
  {
    ...surveillanceColumns(),
    date: text('date').notNull(), // YYYY-MM-DD of the prices used
    gainAfterTaxOre: ore('gain_after_tax_ore').notNull(),
  },
  (t) => [
    uniqueIndex('mortgage_surveillance_history_property_date_idx').on(t.propertyId, t.date),
    index('mortgage_surveillance_history_user_idx').on(t.userId),
  ],
);

// A customer's alert threshold per property and whether the gain is above it now: an alert fires when a
// recomputation finds the gain at or above the threshold while `alerted` is false, and re-arms when it falls below.
export const mortgageSurveillanceAlerts = pgTable(
  'mortgage_surveillance_alerts',
  {
    ...surveillanceColumns(),
    propertyId: surveillanceColumns().propertyId.unique(),
    minGainOre: ore('min_gain_ore').notNull(),
    alerted: boolean('alerted').notNull().default(false),
    aboveSince: text('above_since'), // YYYY-MM-DD of the crossing that alerted; null while below
    updatedAt: updatedAt(),
  },
  (t) => [index('mortgage_surveillance_alerts_user_idx').on(t.userId)],
);

export const postalCodes = pgTable('postal_codes', {
  code: text('code').primaryKey(), // four digits as written in Denmark, e.g. '0800'
  name: text('name').notNull(),
});

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'), // null for mails written before mails had an HTML part
  createdAt: createdAt(),
});

// A lender's answer (an offer or a decline) waiting to be told to the customer: notices of one customer are mailed
// together once the oldest is LEAD_MAIL_BATCH_SECONDS old (server/mail/leadMails.ts). mailed_at is set when a
// sender claims the notice, so with several app processes each notice is mailed once.
export const leadMailNotices = pgTable(
  'lead_mail_notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rfqId: integer('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // offer | decline | documents (a lender asked for documents)
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_mail_notices_pending_idx')
      .on(t.userId)
      .where(sql`${t.mailedAt} is null`),
  ],
);

export const errorReports = pgTable('error_reports', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(), // notify | session
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});

// The log of cookie choices (cookie order: consent must be provable). A random id the browser also keeps, the
// choice per purpose and the banner text's version: no user, no address, nothing that names anyone.
export const cookieConsents = pgTable('cookie_consents', {
  id: serial('id').primaryKey(),
  consentId: text('consent_id').notNull(),
  statistics: boolean('statistics').notNull(),
  marketing: boolean('marketing').notNull(),
  textVersion: integer('text_version').notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
});

// Counters for throttles (login, password mail) when no Redis is configured: in the database so every instance of
// the API sees them. rate-limiter-flexible's Drizzle store reads and writes it (the column names are its own).
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('throttle_counters_expire_idx').on(t.expire)],
);

// One row per run of a scheduled job and the period it covers (a day, …): the row is the claim, so when several
// app processes tick at once exactly one runs the job; a claim whose lease ran out without finishing is taken over
// (and then names its new process).
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    period: text('period').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The process whose claim this is (`hostname:pid`); null on claims older than the column. */
    claimedBy: text('claimed_by'),
  },
  (t) => [primaryKey({ columns: [t.name, t.period] })],
);

// The durable job queue (server/jobs/jobQueue.ts): work that must run once, later, in whichever process claims it
// first (a demo lender's answer, …). A claim is a lease (locked_until); done_at is set when it ran, or when it
// failed for the last time (then last_error says why).
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * The lines of a customer's household budget she keeps (docs/product.md "Household budget"): her children's ages,
 * her own after-tax income if she gives one, and her fixed costs. Everything else the budget reads from the
 * economic profile. Money in øre: the after-tax income here, each fixed cost's `amount_ore` in the list.
 */
export type StoredFixedCost = { kind: string; label: string | null; amount_ore: number };
export const householdBudgets = pgTable('household_budgets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  childrenAges: jsonb('children_ages').$type<number[]>().notNull().default([]),
  incomeAfterTaxOre: ore('income_after_tax_ore'),
  fixedCosts: jsonb('fixed_costs').$type<StoredFixedCost[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
