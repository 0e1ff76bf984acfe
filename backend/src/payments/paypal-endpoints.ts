import type { PaypalMode, Settings } from '../config/settings.js';

interface PaypalEndpoints {
  /** where the pay-now form posts */
  checkout: string;
  /** where notifications are posted back with cmd=_notify-validate */
  verify: string;
}

const REAL: Record<Exclude<PaypalMode, 'simulator'>, PaypalEndpoints> = {
  live: { checkout: 'https://www.paypal.com/cgi-bin/webscr', verify: 'https://ipnpb.paypal.com/cgi-bin/webscr' },
  sandbox: { checkout: 'https://www.sandbox.paypal.com/cgi-bin/webscr', verify: 'https://ipnpb.sandbox.paypal.com/cgi-bin/webscr' },
};

export const SIMULATOR_PATHS = {
  checkout: '/api/payments/simulator/checkout',
  pay: '/api/payments/simulator/pay',
  cancel: '/api/payments/simulator/cancel',
  verify: '/api/payments/simulator/verify',
} as const;

export function paypalEndpoints(settings: Settings, localBaseUrl: string): PaypalEndpoints {
  if (settings.paypalMode !== 'simulator') return REAL[settings.paypalMode];
  return { checkout: `${settings.publicUrl}${SIMULATOR_PATHS.checkout}`, verify: `${localBaseUrl}${SIMULATOR_PATHS.verify}` };
}
