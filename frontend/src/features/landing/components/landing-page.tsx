import { FREE_TRIAL_CREDITS } from '@studyforge/contracts';
import {
  ArrowRight,
  AudioLines,
  BookOpenCheck,
  Brain,
  Check,
  Zap,
  Layers3,
  ListChecks,
  PlayCircle,
  Sparkles,
  Upload,
  Users,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { ModeToggle } from '@/components/mode-toggle';
import { Button } from '@/components/ui/button';
import { landingPrices } from '../landing-prices';

/** The public landing page (spec §2): shown at / and on every signed-in-only route when signed out. */
export function LandingPage() {
  return (
    <div className="flex flex-1 flex-col">
      <title>StudyForge — Upload. Study. Excel.</title>
      <LandingHeader />
      <main className="flex-1">
        <Hero />
        <ToolsSection />
        <MoreSection />
        <ClosingCta />
      </main>
      <LandingFooter />
    </div>
  );
}

function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-transparent bg-background/80 backdrop-blur-lg">
      <div className="container-page flex h-16 items-center gap-2">
        <Link to="/" aria-label="StudyForge home" className="mr-auto rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <Logo compact />
        </Link>
        <ModeToggle />
        <Button asChild variant="ghost" className="px-3">
          <Link to="/signin">Sign In</Link>
        </Button>
        <Button asChild variant="brand" className="px-3.5 sm:px-4">
          <Link to="/signup">Get Started</Link>
        </Button>
      </div>
    </header>
  );
}

function scrollToTools() {
  document.getElementById('tools')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function Hero() {
  return (
    <section className="relative isolate overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-32 left-1/2 h-[32rem] w-[60rem] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl dark:bg-primary/20" />
        <div className="absolute top-40 -right-24 h-72 w-72 rounded-full bg-brand-to/15 blur-3xl" />
        <div className="absolute inset-0 bg-[radial-gradient(var(--color-border)_1px,transparent_1px)] [mask-image:linear-gradient(to_bottom,black,transparent_75%)] bg-[size:22px_22px] opacity-60" />
      </div>
      <div className="container-page grid grid-cols-1 items-center gap-12 pt-12 pb-16 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card/80 px-3 py-1 text-xs font-semibold text-primary shadow-xs sm:text-sm">
            <Sparkles className="size-4" aria-hidden />
            {FREE_TRIAL_CREDITS} free credits when you sign up
          </p>
          <h1 className="mt-6 text-5xl font-extrabold tracking-tight text-balance sm:text-6xl lg:text-7xl">
            <span className="text-brand-gradient">Upload. Study. Excel.</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground lg:mx-0">
            Drop in your lecture notes, slides or readings and StudyForge turns them into flashcards, practice quizzes,
            study guides and audio recaps — in seconds.
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <Button asChild variant="brand" size="lg">
              <Link to="/signup">
                Start Free Trial
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button variant="outline" size="lg" onClick={scrollToTools}>
              <PlayCircle aria-hidden />
              Watch Demo
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground lg:justify-start">
            {['No credit card needed', 'PDF, Word, text and images', 'Works on your phone'].map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

/** A picture of the product: an uploaded file becoming a flashcard and a quiz question. */
function HeroPreview() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-brand-gradient opacity-20 blur-2xl" />
      <div className="rounded-3xl border bg-card/90 p-5 shadow-lifted backdrop-blur sm:p-6">
        <div className="flex items-center gap-3 rounded-2xl border border-dashed border-primary/40 bg-primary/5 p-3">
          <span className="grid size-10 place-items-center rounded-xl bg-primary/15 text-primary">
            <Upload className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">BIO 201 — Cellular Respiration.pdf</p>
            <p className="text-xs text-muted-foreground">24 pages · ready</p>
          </div>
          <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success">Done</span>
        </div>
        <div className="mt-4 rounded-2xl bg-brand-gradient p-5 text-white shadow-md">
          <p className="text-xs font-semibold tracking-wide uppercase opacity-80">Flashcard 3 of 20</p>
          <p className="mt-2 text-lg leading-snug font-semibold">Where in the cell does the Krebs cycle take place?</p>
          <p className="mt-3 rounded-lg bg-white/15 px-3 py-2 text-sm">In the mitochondrial matrix.</p>
        </div>
        <div className="mt-4 grid gap-2">
          <p className="text-sm font-semibold">Quiz · Which molecule is the final electron acceptor?</p>
          {['Oxygen', 'Glucose', 'Pyruvate'].map((option, i) => (
            <div
              key={option}
              className={
                i === 0
                  ? 'flex items-center justify-between rounded-xl border border-success/50 bg-success/10 px-3 py-2 text-sm font-medium'
                  : 'rounded-xl border px-3 py-2 text-sm text-muted-foreground'
              }
            >
              {option}
              {i === 0 ? <Check className="size-4 text-success" /> : null}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function SectionHeading({ id, eyebrow, title, intro }: { id: string; eyebrow: string; title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-muted-foreground">{intro}</p>
    </div>
  );
}

function ToolsSection() {
  const prices = landingPrices();
  const cards = [
    {
      icon: Layers3,
      title: 'Smart Flashcards',
      text: 'Every key term and concept from your material becomes a card you can flip through anywhere.',
      price: prices.flashcard,
      tint: 'bg-violet-500/12 text-violet-600 dark:text-violet-400',
    },
    {
      icon: ListChecks,
      title: 'Practice Quizzes',
      text: 'Multiple-choice questions with believable wrong answers and an explanation for each one.',
      price: prices.quiz,
      tint: 'bg-emerald-500/12 text-emerald-600 dark:text-emerald-400',
    },
    {
      icon: BookOpenCheck,
      title: 'Study Guides',
      text: 'Clear, structured notes with sections and bullet points, ready for the night before the exam.',
      price: prices.studyGuide,
      tint: 'bg-sky-500/12 text-sky-600 dark:text-sky-400',
    },
  ];
  return (
    <section id="tools" aria-labelledby="tools-title" className="scroll-mt-20 border-t bg-muted/40 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="tools-title"
          eyebrow="How it works"
          title="Powerful AI Study Tools"
          intro="Upload once, study three ways. You only spend credits on what you generate."
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {cards.map(({ icon: Icon, title, text, price, tint }) => (
            <li key={title} className="flex flex-col rounded-2xl border bg-card p-6 shadow-soft" data-testid="landing-tool-card">
              <span className={`grid size-12 place-items-center rounded-xl ${tint}`}>
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
              <p className="mt-5 inline-flex w-fit items-center gap-1.5 rounded-full bg-spark/15 px-3 py-1 text-sm font-semibold text-warning-foreground dark:text-spark">
                <Zap className="size-4" aria-hidden />
                {price}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function MoreSection() {
  const prices = landingPrices();
  const extras = [
    {
      icon: AudioLines,
      title: 'Audio explanations',
      text: 'Hear answers and summaries read aloud in a natural AI voice — perfect for the commute or the gym.',
    },
    {
      icon: Users,
      title: 'Community feed',
      text: 'Share study material with students in your major and learn from what they are studying.',
    },
    {
      icon: Brain,
      title: 'Daily trivia',
      text: 'Quick questions made for your major and courses. Keep your streak alive every day.',
    },
  ];
  return (
    <section id="more" aria-labelledby="more-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="container-page grid grid-cols-1 items-center gap-12 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <h2 id="more-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            More Than Just Study Tools
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">Everything that keeps you studying, in one place.</p>
          <ul className="mt-8 grid gap-6">
            {extras.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="relative overflow-hidden rounded-3xl bg-brand-gradient p-8 text-white shadow-lifted" data-testid="free-credits-panel">
          <div aria-hidden className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10" />
          <div aria-hidden className="absolute -bottom-20 -left-10 size-48 rounded-full bg-white/10" />
          <Zap className="relative size-10 text-spark" aria-hidden />
          <h3 className="relative mt-4 text-3xl font-bold">{FREE_TRIAL_CREDITS} Free Credits</h3>
          <p className="relative mt-2 text-white/85">Every new account starts with {FREE_TRIAL_CREDITS} credits. That is enough for:</p>
          <ul className="relative mt-5 grid gap-2.5 text-sm font-medium">
            {prices.trialExamples.map((line) => (
              <li key={line} className="flex items-center gap-2">
                <span className="grid size-5 place-items-center rounded-full bg-white/20">
                  <Check className="size-3.5" aria-hidden />
                </span>
                {line}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="pb-16 sm:pb-24">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl border bg-card px-6 py-12 text-center shadow-soft sm:px-12 sm:py-16">
          <div aria-hidden className="absolute inset-x-0 -top-24 mx-auto h-48 w-2/3 rounded-full bg-primary/20 blur-3xl" />
          <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to Transform Your Study Routine?
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg text-muted-foreground">
            Join students who turn hours of re-reading into minutes of active recall.
          </p>
          <Button asChild variant="brand" size="lg" className="relative mt-8">
            <Link to="/signup">
              Start Free Trial
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

const FOOTER_COLUMNS: ReadonlyArray<{ title: string; links: ReadonlyArray<{ label: string; href: string }> }> = [
  {
    title: 'Features',
    links: [
      { label: 'AI Flashcards', href: '#tools' },
      { label: 'Practice Quizzes', href: '#tools' },
      { label: 'Study Guides', href: '#tools' },
    ],
  },
  {
    title: 'Features',
    links: [
      { label: 'Audio Explanations', href: '#more' },
      { label: 'Community Feed', href: '#more' },
      { label: 'Daily Trivia', href: '#more' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', href: '/help' },
      { label: 'Contact Us', href: 'mailto:support@studyforge.app' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Service', href: '/terms' },
    ],
  },
];

function LandingFooter() {
  return (
    <footer className="border-t bg-muted/30">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-muted-foreground">
            The AI study assistant that turns your course material into ways to actually remember it.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column, index) => (
          <div key={index}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  {link.href.startsWith('/') ? (
                    <Link to={link.href} className="text-sm text-muted-foreground transition-colors hover:text-foreground">
                      {link.label}
                    </Link>
                  ) : (
                    <a href={link.href} className="text-sm text-muted-foreground transition-colors hover:text-foreground">
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t">
        {/* The prerendered page holds the year of its build; a new year is not a hydration error. */}
        <p className="container-page py-6 text-center text-sm text-muted-foreground" suppressHydrationWarning>
          © {new Date().getFullYear()} StudyForge. StudyForge is built for college students, by college students.
        </p>
      </div>
    </footer>
  );
}
