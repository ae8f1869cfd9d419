/**
 * The example secrets that docker-compose.yml and deploy/ ship (their `${VAR:-default}` values, the Kubernetes
 * template's placeholders and the dev overlay's generated Secrets). A production process refuses to start with any
 * of them; example-secrets.spec.ts reads those files, so a new example value there fails until it is listed here.
 */
export const EXAMPLE_SECRET_VALUES: ReadonlySet<string> = new Set([
  'dev-only-insecure-session-secret-change-me',
  'dev-only-insecure-media-link-secret-change-me',
  'studyforge-dev-secret',
  // POSTGRES_PASSWORD's default, and the dev overlay's database password (inside DATABASE_URL).
  'studyforge',
  'CHANGE_ME',
]);

/** Variables that hold a secret by name; `*_URL` variables are checked for the password they carry. */
export const SECRET_NAME = /SECRET|PASSWORD|PRIVATE_KEY|API_KEY|TOKEN|SEED|CREDS/;

export interface ExampleSecretProblem {
  variable: string;
  message: string;
}

/** Every setting of `config` that still holds an example secret, each with one sentence naming it. */
export function findExampleSecrets(config: Record<string, unknown>): ExampleSecretProblem[] {
  const problems: ExampleSecretProblem[] = [];
  for (const [variable, value] of Object.entries(config)) {
    if (typeof value !== 'string' || value === '') continue;
    if (SECRET_NAME.test(variable) && EXAMPLE_SECRET_VALUES.has(value)) {
      problems.push({
        variable,
        message: 'is the example value shipped in docker-compose.yml or deploy/; production needs a secret of its own (e.g. `openssl rand -base64 48`)',
      });
    } else if (variable.endsWith('_URL') && EXAMPLE_SECRET_VALUES.has(passwordOf(value))) {
      problems.push({
        variable,
        message: 'carries the example password shipped in docker-compose.yml or deploy/; production needs a password of its own',
      });
    }
  }
  return problems;
}

function passwordOf(value: string): string {
  try {
    return decodeURIComponent(new URL(value).password);
  } catch {
    return '';
  }
}
