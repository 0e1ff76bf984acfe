/** What integrators and Admins are told about API keys, in one place. */
export const API_KEY_TEXTS = {
  invalid: 'Invalid API key',
  expired: 'API key expired',
  revoked: 'API key revoked',
  outOfScope: (scopes: readonly string[]) => `This API key lacks the ${scopes.join(' or ')} scope this operation needs`,
  notForKeys: 'API keys cannot call this operation: sign in as an Admin',
  tooMany: (seconds: number) => `Too many requests with this API key. Please wait ${seconds} seconds and try again.`,
  nameRequired: 'Give the key a name',
  nameTooLong: 'The name must be at most 100 characters',
  scopesRequired: 'Choose at least one scope',
  badScope: (allowed: readonly string[]) => `Each scope must be one of ${allowed.join(', ')}`,
  expiryPast: 'The expiry must be in the future',
  expiryTooFar: 'The expiry must be within 5 years',
  notFound: (id: string) => `No API key has the id ${id}`,
  alreadyRevoked: 'This API key is revoked already',
  revokedDone: (name: string) => `The API key “${name}” is revoked`,
  label: (name: string, prefix: string) => `API key “${name}” (${prefix}…)`,
} as const;
