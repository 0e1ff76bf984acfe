declare const API_SHAPE: unique symbol;

/**
 * A value built field by field as one of the API's documented records (its mapper, e.g.
 * orderRecord). Webhook payloads ask for this type, so an entity, which has the record's fields
 * and more, is refused at compile time rather than sent with whatever columns it gained.
 */
export type ApiShape<T> = T & { readonly [API_SHAPE]: true };

/** Marks what a mapper made; only mappers call it. */
export const apiShape = <T>(record: T): ApiShape<T> => record as ApiShape<T>;
