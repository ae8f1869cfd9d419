import type { ReactNode } from 'react';
import { BareHeader } from '@/components/bare-header';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of the sign-in and sign-up pages: brand bar, heading, then the card. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className="relative isolate flex flex-1 flex-col overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 left-1/2 h-[28rem] w-[48rem] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl dark:bg-primary/20" />
        <div className="absolute top-1/2 -right-40 h-80 w-80 rounded-full bg-brand-to/10 blur-3xl" />
      </div>
      <BareHeader />
      <main className="flex flex-1 flex-col items-center px-4 pt-4 pb-12 sm:pt-8">
        <div className="w-full max-w-md">
          <div className="mb-6 text-center">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
            <p className="mt-2 text-base text-muted-foreground">{subtitle}</p>
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
