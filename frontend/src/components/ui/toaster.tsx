import { CircleAlert, CircleCheck } from 'lucide-react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { TOAST_DURATION, useToast } from './use-toast';

/** The toast area (spec §2, §9): always mounted, hotkey F8, label 'Notification', swipe right 50 px. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION} label="Notification" swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, variant, open, duration }) => {
        const Icon = variant === 'destructive' ? CircleAlert : CircleCheck;
        return (
          <Toast
            key={id}
            variant={variant}
            open={open}
            duration={duration}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
          >
            <div className="flex min-w-0 gap-3">
              <Icon
                aria-hidden
                className={
                  variant === 'destructive' ? 'mt-0.5 size-5 shrink-0' : 'mt-0.5 size-5 shrink-0 text-success'
                }
              />
              <div className="grid min-w-0 gap-1">
                {title ? <ToastTitle>{title}</ToastTitle> : null}
                {description ? <ToastDescription>{description}</ToastDescription> : null}
              </div>
            </div>
            {action}
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
