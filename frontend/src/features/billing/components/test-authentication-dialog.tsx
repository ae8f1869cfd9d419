import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** Test mode's stand-in for the bank's 3D Secure page: the student completes or fails the extra step. */
export function TestAuthenticationDialog({ open, onAnswer }: { open: boolean; onAnswer: (approve: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && open && onAnswer(false)}>
      <DialogContent className="sm:max-w-md" closeLabel="Cancel the confirmation">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldCheck aria-hidden className="size-5 text-primary" />
            Confirm this payment
          </DialogTitle>
          <DialogDescription>Your bank asks for an extra confirmation step (3D Secure). Test mode: no real charge.</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-3">
          <Button variant="brand" size="lg" onClick={() => onAnswer(true)}>
            Complete authentication
          </Button>
          <Button variant="outline" size="lg" onClick={() => onAnswer(false)}>
            Fail authentication
          </Button>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
