const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else names nothing, so it is refused before it reaches a query (404, not a 500). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
