import { HelpPage } from '@/features/help/components/help-page';
import { SupportEmailLink } from '@/features/legal/components/support-email-link';

/** /help, signed in or out, with the deployment's support address. */
export function HelpRoute() {
  return <HelpPage supportEmail={<SupportEmailLink />} />;
}
