// A lender's page for the customer: its ratings' average, distribution and the latest comments customers allowed
// to be shown (never who wrote them).
import { Type, type Static } from '@sinclair/typebox';
import { Reputation } from './customerRfqs';
import { Id, IsoDateTime, Nullable } from './primitives';

export const SupplierIdParams = Type.Object({ supplierId: Id() });

export const SupplierReputation = Type.Object({
  supplier: Type.Object({ id: Id(), name: Type.String(), logo: Nullable(Type.String()) }),
  reputation: Reputation,
  distribution: Type.Array(Type.Object({ stars: Type.Integer({ minimum: 1, maximum: 5 }), count: Type.Integer() }), {
    description: 'Ratings by stars, five first; empty below 5 ratings.',
  }),
  comments: Type.Array(Type.Object({ stars: Type.Integer(), comment: Type.String(), created_at: IsoDateTime() }), {
    description: 'The latest comments the customers allowed to be shown, newest first, without names.',
  }),
});

export type SupplierReputation = Static<typeof SupplierReputation>;
