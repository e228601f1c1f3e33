// Ids in route paths: a positive integer within the database's int range, else the resource is simply not found
// (never a 500 from a cast, never a 422 that tells a prober the path exists).
const MAX_ID = 2_147_483_647;

export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
