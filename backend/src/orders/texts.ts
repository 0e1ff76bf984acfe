/** Texts the ordering desk answers with. */
export const ORDER_TEXTS = {
  unverifiedTooMany: (limit: number, seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Until your e-mail address is confirmed you can place ${limit} orders an hour. Open the link we mailed you, or try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
  },
} as const;
