/**
 * yyyy-mm-dd of a date in UTC. Apart from the request schema, whose refusals
 * read the catalogues, so that the problem forms' islands can use it alone.
 */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
