// negotiator 1.x ships no types, and @types/negotiator describes 0.6, which lacks `preferred`.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The client's best-liked of `available` (undefined when it refuses them all); equal liking goes to the order of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
