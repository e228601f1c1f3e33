// One measurement of a real visit's speed (POST /api/vitals), as the browser's web-vitals reports it: what was
// measured, on which route pattern, and the value. Nothing else is accepted, so nothing personal can arrive.
import { Type } from '@sinclair/typebox';
import { MAX_VITAL_VALUE, UNKNOWN_ROUTE, VITAL_NAMES, VITAL_ROUTE_PATTERNS } from '../domain/webVitals';

export const VitalReport = Type.Object(
  {
    name: Type.Union(
      VITAL_NAMES.map((name) => Type.Literal(name)),
      { description: 'LCP and INP in milliseconds; CLS a layout-shift score.' },
    ),
    value: Type.Number({ minimum: 0, maximum: MAX_VITAL_VALUE }),
    route: Type.Union(
      [...VITAL_ROUTE_PATTERNS, UNKNOWN_ROUTE].map((route) => Type.Literal(route)),
      { description: "The SPA's route pattern (`/rfqs/:rfqId/leads/:leadId`), never a path with ids." },
    ),
  },
  { additionalProperties: false },
);
