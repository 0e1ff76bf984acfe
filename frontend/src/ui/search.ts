/** Search-param validation shared by the lists: anything malformed in a typed or shared link is dropped, not an error. */

/** A page number from the address: a whole number above 1, else absent (page 1). */
export function pageParam(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/** A non-empty text from the address, trimmed, else absent. */
export function textParam(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return text ? text : undefined;
}

/** One of the allowed values, else absent. */
export function choiceParam<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** Drops absent entries, so that links and the address carry only what is set. */
export function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The subscribers screen shows five a page. */
export const SUBSCRIBERS_PAGE_SIZE = 5;

/** ?page=2 on a list with nothing but pages (subscribers, the customer's orders). */
export interface PageSearch {
  page?: number;
}

export const validatePageSearch = (search: Record<string, unknown>): PageSearch => defined({ page: pageParam(search.page) });
