/** A time as the delivery log and the endpoints' states show it, in the browser's locale; none is a dash. */
export const dateTime = (value: string | null | undefined) => (value ? new Date(value).toLocaleString() : '—');
