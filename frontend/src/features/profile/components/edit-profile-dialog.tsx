import { AVATAR_MAX_BYTES, BIO_MAX_LENGTH, profileFieldsSchema, profileMessages, type Profile, type ProfileFieldsInput } from '@studyforge/contracts';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MajorSelect } from '@/components/profile/major-select';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { initialsOf } from '@/lib/format';
import { profileFieldValues } from '@/lib/profile-fields';
import { useSaveProfile, useUploadAvatar } from '../api/profile-mutations';

const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';
type FieldName = keyof ProfileFieldsInput;
type Form = Record<FieldName, string>;

/** The Edit Profile dialog: the seven fields and an avatar; Save Changes saves both, Cancel keeps neither. */
export function EditProfileDialog({ profile, open, onOpenChange }: { profile: Profile; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState<Form>(() => profileFieldValues(profile));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const save = useSaveProfile();
  const upload = useUploadAvatar();
  const id = useId();
  const pending = save.isPending || upload.isPending;

  useEffect(() => {
    if (open) {
      setForm(profileFieldValues(profile));
      setErrors({});
      setAvatar(null);
      setAvatarError(null);
    }
  }, [open, profile]);

  useEffect(() => {
    if (!avatar) return setPreview(null);
    const url = URL.createObjectURL(avatar);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatar]);

  const set = (name: FieldName) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  const chooseAvatar = (file: File | undefined) => {
    setAvatarError(null);
    if (!file) return setAvatar(null);
    if (!AVATAR_ACCEPT.split(',').includes(file.type)) return setAvatarError(profileMessages.avatarInvalidType);
    if (file.size > AVATAR_MAX_BYTES) return setAvatarError(profileMessages.avatarTooLarge);
    setAvatar(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = profileFieldsSchema.safeParse(form);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      if (avatar) await upload.mutateAsync(avatar);
      await save.mutateAsync(form);
      toast({ title: 'Profile updated', description: 'Your profile has been saved.' });
      onOpenChange(false);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Update failed', description: errorMessageOf(error, 'Failed to update profile. Please try again.') });
    }
  };

  const field = (name: FieldName, label: string, props: { autoComplete?: string; placeholder?: string } = {}) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={form[name]}
        onChange={(event) => set(name)(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...props}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" noValidate>
          <DialogHeader>
            <DialogTitle>Edit Profile</DialogTitle>
            <DialogDescription>What other students see on your profile.</DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4">
            <div className="flex items-center gap-4">
              <Avatar className="size-16">
                {preview || profile.profileImageUrl ? <AvatarImage src={preview ?? profile.profileImageUrl ?? undefined} alt="" /> : null}
                <AvatarFallback className="text-lg">{initialsOf(form.firstName, form.lastName)}</AvatarFallback>
              </Avatar>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-avatar`} className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 hover:bg-muted">
                  <ImageUp className="size-4" aria-hidden />
                  {avatar ? 'Choose another photo' : 'Upload photo'}
                </Label>
                <input id={`${id}-avatar`} type="file" accept={AVATAR_ACCEPT} className="sr-only" onChange={(event) => chooseAvatar(event.target.files?.[0])} />
                <p className="text-xs text-muted-foreground">{avatar ? avatar.name : 'JPEG, PNG or WebP, up to 5MB'}</p>
                {avatarError ? <p className="text-sm text-destructive">{avatarError}</p> : null}
              </div>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {field('firstName', 'First Name', { autoComplete: 'given-name' })}
              {field('lastName', 'Last Name', { autoComplete: 'family-name' })}
            </div>
            {field('username', 'Username', { autoComplete: 'username' })}
            <div className="grid gap-2">
              <Label htmlFor={`${id}-major`}>Major</Label>
              <MajorSelect id={`${id}-major`} value={form.major} onChange={set('major')} invalid={Boolean(errors.major)} />
              {errors.major ? <p className="text-sm text-destructive">{errors.major}</p> : null}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {field('school', 'School', { autoComplete: 'organization' })}
              {field('country', 'Country', { autoComplete: 'country-name' })}
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-bio`}>Bio</Label>
              <Textarea
                id={`${id}-bio`}
                value={form.bio}
                maxLength={BIO_MAX_LENGTH}
                onChange={(event) => set('bio')(event.target.value)}
                aria-invalid={errors.bio ? true : undefined}
                placeholder="What are you studying?"
              />
              <p className="text-right text-xs text-muted-foreground">
                {form.bio.length}/{BIO_MAX_LENGTH}
              </p>
              {errors.bio ? <p className="text-sm text-destructive">{errors.bio}</p> : null}
            </div>
          </DialogBody>
          <div className="flex flex-col-reverse gap-2 border-t px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
