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
  // The Kubernetes dev overlay's database role passwords and NATS NKey seeds.
  'dev-only-insecure-auth-db-password',
  'dev-only-insecure-billing-db-password',
  'dev-only-insecure-books-db-password',
  'dev-only-insecure-credits-db-password',
  'dev-only-insecure-generation-db-password',
  'dev-only-insecure-profile-db-password',
  'dev-only-insecure-trivia-db-password',
  'SUAARN2BYQCGZ7AORZZTTG7AT2OHP5HAK2J3ZOIYYXLXNMM5HKPTPH2LZU',
  'SUAIZCE6QGXQTXFJZBMY73OKVFWGZUU2WNUS22LZOMDWMWBMDBVLZ6UCJU',
  'SUALORNB7UWE536JPQZEULDXGSJZRXT2PQUGYQMUM6JOX3AJEYV7WXYZXU',
  'SUAD2JE3SI4C3NFWT5BXDHCLQOYMJ2WKAT5EZML2QM4XGQSLLQGCXVFLKM',
  'SUAPU3AZVDZXP64XE3TJJJB365KKN3XKPL2N4IBVL6U27FU7AQRZSXNTHY',
  'SUANHKC2C3BD5365FE7T2ODYR27PESHA6VZKA7WAXLVLUU4ATXKVGPX5RQ',
  'SUAOGQZSMS6A2LNCD6FFUNRT4AJE3RJNZQDWOTD7DMHVYVHPZHSNIP5AXM',
  'SUAPBXADJZ7V7JYV6I6SFNMOU7XI3CMC7BKB2LHDCBLG7O2W5LX3ILPPWU',
  'SUAGSIXHIKUDUOK2UBIFPYPNDII5AUMD642PID4XI6GVT3C2GAJXGEXWM4',
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
