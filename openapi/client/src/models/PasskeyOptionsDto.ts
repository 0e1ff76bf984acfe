/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type PasskeyOptionsDto = {
  /**
   * The WebAuthn options to hand to the browser (PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON), as @simplewebauthn/browser takes them
   */
  options: Record<string, any>;
};

