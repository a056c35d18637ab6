// The part of negotiator 1.x's API the app uses (the package ships no types; @types/negotiator describes 0.6).
declare module "negotiator" {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` the request accepts; among equally acceptable ones, the first of `preferred`. */
    encoding(available?: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
