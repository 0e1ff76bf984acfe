/** Search-param validation shared by the lists: anything malformed in a typed or shared link is dropped, not an error. */

/** A page number from the address: a whole number above 1, else absent (page 1). */
export function pageParam(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

// Here rather than beside PageSizeSelect: the routes' search validation is in the first-visit bundle,
// and importing the select's module would bring Mantine's inputs onto every public page.
/** The larger page sizes an Admin may choose for a list; the server allows up to 100 (PageQuery). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** A page size from the address: the list's default or one of PAGE_SIZES, else absent (the default). */
export function pageSizeParam(value: unknown, defaultSize: number): number | undefined {
  const size = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return size !== defaultSize && (PAGE_SIZES as readonly number[]).includes(size) ? size : undefined;
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
