// The audiences of the API, as the OpenAPI document groups them.
export const API_TAGS = [
  { name: 'customer', description: 'The customer app (SPA): session cookie and XSRF header.' },
  {
    name: 'supplier',
    description:
      "The supplier API a lender's system integrates against: bearer token per lender, JSON in and out, " +
      'money in kroner, rates in percent per year.',
  },
  { name: 'realtime', description: 'Channel authorisation and the Pusher-protocol HTTP trigger API.' },
  { name: 'public', description: 'Calls without an account: configuration, form resources, ratings, health.' },
  {
    name: 'analyst',
    description:
      'The analyst view: pseudonymized wizard recordings and figures per step (users with the analyst role).',
  },
  { name: 'admin', description: "The staff's operations: loading published mortgage-bond prices (admin users)." },
] as const;
