import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Link2, RefreshCw, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { calendarSubscriptionQueryOptions, renewCalendarSubscription, revokeCalendarSubscription } from '../api/study-plan-api';

/**
 * A private link calendar apps can subscribe to (beyond the spec). The link is shown once, when it is
 * made: the server keeps only a hash of its secret. A new link replaces the old; revoking ends it.
 */
export function CalendarSubscription() {
  const queryClient = useQueryClient();
  const subscription = useQuery(calendarSubscriptionQueryOptions());
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarSubscriptionQueryOptions().queryKey });

  const renew = useMutation({
    mutationFn: renewCalendarSubscription,
    onSuccess: (link) => {
      setUrl(link.url);
      setCopied(false);
      void refresh();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessageOf(error, 'The link could not be made. Please try again.') }),
  });
  const revoke = useMutation({
    mutationFn: revokeCalendarSubscription,
    onSuccess: () => {
      setUrl(null);
      void refresh();
      toast({ title: 'Calendar link revoked', description: 'Calendar apps can no longer read your plan through it.' });
    },
  });

  const copy = async (link: string) => {
    await navigator.clipboard?.writeText(link);
    setCopied(true);
    toast({ title: 'Copied!', description: 'Paste the link into your calendar app to subscribe.' });
  };

  const active = subscription.data?.active ?? false;
  return (
    <div className="grid gap-2 rounded-xl border border-dashed p-3">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Link2 className="size-4 text-primary" aria-hidden />
        Calendar subscription
      </p>
      <p className="text-xs text-muted-foreground">
        {url
          ? 'Your private link. Anyone who has it can see your study plan, so keep it to yourself. It is shown only now.'
          : active
            ? 'Your calendar app is subscribed through a private link. Make a new one if you lost it; the old one stops working.'
            : 'A private link your calendar app (Google, Apple, Outlook) checks for changes, so a new plan shows up by itself.'}
      </p>
      {url ? (
        <div className="flex gap-2">
          <Input readOnly value={url} aria-label="Calendar subscription link" className="h-9 font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
          <Button variant="outline" size="icon" className="size-9" aria-label="Copy link" onClick={() => void copy(url)}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => renew.mutate()} disabled={renew.isPending}>
          <RefreshCw aria-hidden />
          {active || url ? 'New link' : 'Create link'}
        </Button>
        {url ? (
          <Button variant="secondary" size="sm" asChild>
            <a href={url.replace(/^https?:/, 'webcal:')}>Open in calendar app</a>
          </Button>
        ) : null}
        {active ? (
          <Button variant="ghost" size="sm" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
            <Unlink aria-hidden />
            Revoke
          </Button>
        ) : null}
      </div>
    </div>
  );
}
