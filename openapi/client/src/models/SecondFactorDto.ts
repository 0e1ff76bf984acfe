/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type SecondFactorDto = {
  /**
   * what the account may answer with: its authenticator app's code, a recovery code, or one of its passkeys (POST /api/auth/login/second-factor/passkey)
   */
  methods: Array<'totp' | 'recovery' | 'passkey'>;
  /**
   * the token this sign-in goes on with (five minutes): send it with the code to POST /api/auth/login/second-factor
   */
  token: string;
};

