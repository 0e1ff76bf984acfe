// Spectral's lint of the published OpenAPI document (`npm run openapi:lint`, after Redocly): its
// `oas` ruleset and the OWASP API Security Top 10 ruleset, as an integrator's security review would
// run them. Any error fails CI; the warnings left are justified one by one in docs/api.md
// ("Security lint"), and a rule turned off here would say why.
import { oas } from '@stoplight/spectral-rulesets';
import owasp from '@stoplight/spectral-owasp-ruleset';

export default { extends: [oas, owasp] };
