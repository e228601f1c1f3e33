// Names of the demo lenders' advisers, given to each new lead so the customer meets a person from the start.
const DEMO_HANDLERS = [
  'Sofie Madsen',
  'Peter Holm',
  'Anne Kristensen',
  'Mads Poulsen',
  'Karen Lund',
  'Jesper Nørgaard',
  'Louise Bak',
  'Henrik Østergaard',
  'Camilla Friis',
  'Rasmus Thomsen',
];

/** The same request and lender always get the same adviser, so re-opening leads is stable. */
export function demoHandlerName(rfqId: number, supplierId: number): string {
  return DEMO_HANDLERS[(rfqId * 7 + supplierId * 3) % DEMO_HANDLERS.length];
}
