import { DELETE_ACCOUNT_CONFIRMATION, RECENT_SIGN_IN_MINUTES } from '@studyforge/contracts';
import { AlertCircle, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageOf } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsCard } from './settings-card';

/** Settings › Data & Export › Delete account: the password (or a fresh provider sign-in) and the typed word DELETE. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard
      title="Delete account"
      description="Closes your account at once and erases your data from every part of StudyForge. This cannot be undone."
      testId="delete-account-card"
    >
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="destructive">
            <Trash2 aria-hidden />
            Delete account
          </Button>
        </DialogTrigger>
        {open ? <DeleteAccountDialog /> : null}
      </Dialog>
    </SettingsCard>
  );
}

function DeleteAccountDialog() {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim() === DELETE_ACCOUNT_CONFIRMATION;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || remove.isPending) return;
    remove.mutate({ password: password || undefined, confirmation: typed });
  };

  return (
    <DialogContent className="sm:max-w-lg">
      <form onSubmit={submit} className="flex min-h-0 flex-col">
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>You are signed out on every device right away, and your data is erased from every part of StudyForge.</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-5">
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            <li>Flashcards, quizzes, study guides, quiz attempts and uploaded files</li>
            <li>Trivia history and streaks, profile, follows and preferences</li>
            <li>Your subscription ends; credits left are forfeited</li>
            <li>Credit history is kept only as anonymous rows, with nothing that points to you</li>
          </ul>
          <p className="text-sm">Want a copy first? Use Download my data above before you go on.</p>
          <div className="space-y-2">
            <Label htmlFor="delete-account-password">Password</Label>
            <PasswordInput
              id="delete-account-password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={remove.isPending}
            />
            <p className="text-xs text-muted-foreground">
              Only sign in with Google or your school? Leave this empty: deleting works within {RECENT_SIGN_IN_MINUTES} minutes of signing in again.
            </p>
          </div>
          <div className="space-y-2">
            <Label htmlFor="delete-account-confirmation">
              Type <span className="font-mono font-bold tracking-wider">{DELETE_ACCOUNT_CONFIRMATION}</span> to confirm
            </Label>
            <Input
              id="delete-account-confirmation"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              disabled={remove.isPending}
            />
          </div>
          {remove.isError ? (
            <Alert variant="destructive" role="alert">
              <AlertCircle aria-hidden />
              <AlertDescription>{errorMessageOf(remove.error, 'Your account could not be deleted. Please try again.')}</AlertDescription>
            </Alert>
          ) : null}
        </DialogBody>
        <div className="flex flex-col-reverse gap-2 border-t px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
            {remove.isPending ? <Spinner aria-hidden /> : <Trash2 aria-hidden />}
            Delete my account
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
