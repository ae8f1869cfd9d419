import { useSiteInfo } from '../api/get-site-info';

/** The deployment's support address as a mail link (plain words until it has loaded). */
export function SupportEmailLink() {
  const site = useSiteInfo();
  if (!site.data) return <span>our support team</span>;
  return (
    <a href={`mailto:${site.data.supportEmail}`} className="font-medium text-primary hover:underline">
      {site.data.supportEmail}
    </a>
  );
}
