/** What an embed's placeholder says, in one place. */
export const EMBED_TEXTS = {
  load: (provider: string) => `Load ${provider}`,
  afterConsent: (provider: string) => `${provider} sets cookies, so it loads once you accept them.`,
  whenSeen: (provider: string) => `${provider} loads when you scroll to it.`,
  declined: (provider: string) => `You declined cookies, so ${provider} is not loaded.`,
  changeChoice: 'Change your cookie choice',
};
