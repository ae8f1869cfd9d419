import { useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { MASCOT_TIMING, nextBlinkDelay, type MascotMood } from './mascot-timing';

const INK = '#1e1b4b';

const MOOD_NAMES: Record<MascotMood, string> = {
  idle: 'ready',
  thinking: 'thinking',
  celebrating: 'celebrating',
  error: 'upset',
  speaking: 'speaking',
  listening: 'listening',
};

const MOOD_MOTION: Record<MascotMood, string> = {
  idle: 'motion-safe:animate-mascot-float',
  thinking: 'motion-safe:animate-mascot-sway',
  celebrating: 'motion-safe:animate-mascot-bounce',
  error: 'motion-safe:animate-mascot-shake',
  speaking: 'motion-safe:animate-mascot-float',
  listening: 'motion-safe:animate-mascot-float',
};

/** Blinks every 2 to 5 s unless the student prefers reduced motion. */
function useBlink(): boolean {
  const [blinking, setBlinking] = useState(false);
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let timer: number;
    const schedule = () => {
      timer = window.setTimeout(() => {
        setBlinking(true);
        timer = window.setTimeout(() => {
          setBlinking(false);
          schedule();
        }, MASCOT_TIMING.blinkLengthMs);
      }, nextBlinkDelay(Math.random()));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);
  return blinking;
}

interface MascotProps {
  mood: MascotMood;
  /** The speech bubble (hidden by the caller after 3 s). */
  message?: string | null;
  /** Pixel size of the figure. */
  size?: number;
  className?: string;
}

/**
 * Forge, the StudyForge study buddy (spec §4, §9): idle, thinking, celebrating, error (and speaking /
 * listening for the voice tutor). Drawn in SVG, no network images; it blinks every 2–5 s and moves
 * only when the student has not asked for reduced motion. Messages are announced politely.
 */
export function Mascot({ mood, message, size = 72, className }: MascotProps) {
  const blinking = useBlink();
  const gradientId = useId();
  const happyEyes = mood === 'celebrating';
  const pupilShift = mood === 'thinking' ? { x: 3, y: -4 } : mood === 'listening' ? { x: -2, y: 0 } : { x: 0, y: 0 };

  return (
    <div className={cn('relative inline-flex shrink-0', className)} data-testid="mascot" data-mood={mood}>
      <svg
        viewBox="0 0 120 120"
        width={size}
        height={size}
        aria-hidden
        className={cn('overflow-visible drop-shadow-md', MOOD_MOTION[mood])}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" style={{ stopColor: 'var(--brand-from)' }} />
            <stop offset="100%" style={{ stopColor: 'var(--brand-to)' }} />
          </linearGradient>
        </defs>

        {/* Body */}
        <path d="M60 22c30 0 44 22 44 50 0 27-18 40-44 40S16 99 16 72c0-28 14-50 44-50Z" fill={`url(#${gradientId})`} />
        <ellipse cx="60" cy="90" rx="27" ry="17" fill="#fff" opacity="0.16" />
        {/* Feet */}
        <ellipse cx="46" cy="111" rx="9" ry="4" fill="var(--spark)" />
        <ellipse cx="74" cy="111" rx="9" ry="4" fill="var(--spark)" />

        {/* Graduation cap */}
        <path d="M42 24v7c0 4 8 7 18 7s18-3 18-7v-7" fill={INK} />
        <path d="M60 6 94 18 60 30 26 18Z" fill={INK} />
        <path d="M60 18 86 22v14" stroke="var(--spark)" strokeWidth="2.2" fill="none" strokeLinecap="round" />
        <circle cx="86" cy="38" r="3.6" fill="var(--spark)" />

        {/* Cheeks */}
        <ellipse cx="33" cy="76" rx="7" ry="4.5" fill="#fb7185" opacity={mood === 'error' ? 0.15 : 0.45} />
        <ellipse cx="87" cy="76" rx="7" ry="4.5" fill="#fb7185" opacity={mood === 'error' ? 0.15 : 0.45} />

        {/* Eyes */}
        {happyEyes ? (
          <g stroke={INK} strokeWidth="4.5" fill="none" strokeLinecap="round">
            <path d="M34 62q10-12 20 0" />
            <path d="M66 62q10-12 20 0" />
          </g>
        ) : (
          <g
            style={{
              transform: blinking ? 'scaleY(0.08)' : 'scaleY(1)',
              transformBox: 'fill-box',
              transformOrigin: 'center',
              transition: 'transform 80ms ease-in-out',
            }}
            data-testid="mascot-eyes"
            data-blinking={blinking || undefined}
          >
            <circle cx="44" cy="60" r="13" fill="#fff" />
            <circle cx="76" cy="60" r="13" fill="#fff" />
            <circle cx={45 + pupilShift.x} cy={61 + pupilShift.y} r="6.5" fill={INK} />
            <circle cx={77 + pupilShift.x} cy={61 + pupilShift.y} r="6.5" fill={INK} />
            <circle cx={47 + pupilShift.x} cy={58 + pupilShift.y} r="2" fill="#fff" />
            <circle cx={79 + pupilShift.x} cy={58 + pupilShift.y} r="2" fill="#fff" />
          </g>
        )}

        {/* Brows when upset */}
        {mood === 'error' ? (
          <g stroke={INK} strokeWidth="3.5" strokeLinecap="round">
            <path d="M32 45 52 40" />
            <path d="M88 45 68 40" />
          </g>
        ) : null}

        {/* Mouth */}
        {mood === 'celebrating' ? (
          <g>
            <path d="M46 78q14 20 28 0Z" fill={INK} />
            <path d="M53 87q7 6 14 0q-7-4-14 0Z" fill="#fb7185" />
          </g>
        ) : mood === 'error' ? (
          <path d="M49 88q11-9 22 0" stroke={INK} strokeWidth="3.5" fill="none" strokeLinecap="round" />
        ) : mood === 'thinking' ? (
          <circle cx="64" cy="84" r="3.6" fill={INK} />
        ) : mood === 'speaking' ? (
          <ellipse cx="60" cy="84" rx="6.5" ry="5" fill={INK} className="motion-safe:animate-mascot-talk" style={{ transformBox: 'fill-box', transformOrigin: 'center' }} />
        ) : (
          <path d="M50 81q10 8 20 0" stroke={INK} strokeWidth="3.5" fill="none" strokeLinecap="round" />
        )}

        {/* Thinking dots */}
        {mood === 'thinking' ? (
          <g fill="var(--spark)">
            <circle cx="104" cy="30" r="3" className="motion-safe:animate-mascot-dot" />
            <circle cx="111" cy="20" r="4" className="motion-safe:animate-mascot-dot [animation-delay:200ms]" />
            <circle cx="116" cy="8" r="5" className="motion-safe:animate-mascot-dot [animation-delay:400ms]" />
          </g>
        ) : null}

        {/* Sparkles */}
        {mood === 'celebrating' ? (
          <g fill="var(--spark)">
            <path d="M12 30l3 7 7 3-7 3-3 7-3-7-7-3 7-3Z" />
            <path d="M106 44l2 5 5 2-5 2-2 5-2-5-5-2 5-2Z" />
            <path d="M100 4l2 4 4 2-4 2-2 4-2-4-4-2 4-2Z" />
          </g>
        ) : null}

        {/* Sweat drop */}
        {mood === 'error' ? <path d="M100 40c4 6 6 9 6 12a6 6 0 0 1-12 0c0-3 2-6 6-12Z" fill="#38bdf8" /> : null}
      </svg>

      {message ? (
        <div
          aria-hidden
          data-testid="mascot-message"
          className={cn(
            'absolute top-full right-0 z-20 mt-2.5 w-max max-w-[13rem] rounded-2xl border px-3 py-2 text-xs font-medium shadow-lifted',
            'animate-zoom-in',
            mood === 'error' ? 'border-destructive/30 bg-card text-destructive' : 'bg-card text-card-foreground',
          )}
        >
          <span
            aria-hidden
            className={cn(
              'absolute -top-[7px] right-5 size-3 rotate-45 border-t border-l bg-card',
              mood === 'error' ? 'border-destructive/30' : 'border-border',
            )}
          />
          <span className="relative">{message}</span>
        </div>
      ) : null}
      <span role="status" aria-live="polite" className="sr-only">
        {message ? `${message}` : `Study buddy is ${MOOD_NAMES[mood]}`}
      </span>
    </div>
  );
}
