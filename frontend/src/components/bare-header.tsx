import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { ModeToggle } from '@/components/mode-toggle';

/** The header of the pages outside the app's frame (sign-in, sign-up, account links, legal): the logo home and the theme switch. */
export function BareHeader() {
  return (
    <header className="container-page flex h-16 items-center justify-between">
      <Link to="/" aria-label="StudyForge home" className="rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
        <Logo />
      </Link>
      <ModeToggle />
    </header>
  );
}
