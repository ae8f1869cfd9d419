import { MailCheck } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';

/**
 * 'Resend e-mail': a new verification link for the signed-in student (429 when asked too often).
 * `shortOnPhones` prints only "Resend" below the sm breakpoint (its name stays 'Resend e-mail').
 */
export function ResendVerificationButton({
  variant = 'outline',
  size = 'sm',
  className,
  shortOnPhones = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'> & { shortOnPhones?: boolean }) {
  const resend = useResendVerification({
    onSuccess: (reply) => toast({ title: 'Verification email sent', description: reply.message }),
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Could not send the email', description: errorMessageOf(error, 'Please try again in a moment.') }),
  });
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={className}
      disabled={resend.isPending}
      onClick={() => resend.mutate()}
      aria-label={shortOnPhones ? 'Resend e-mail' : undefined}
    >
      {resend.isPending ? <Spinner className="size-4 text-current" /> : <MailCheck aria-hidden />}
      {shortOnPhones ? (
        <>
          <span className="sm:hidden">Resend</span>
          <span className="hidden sm:inline">Resend e-mail</span>
        </>
      ) : (
        'Resend e-mail'
      )}
    </Button>
  );
}
