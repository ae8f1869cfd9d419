/** 'Good morning' before noon, 'Good afternoon' until 6 pm, 'Good evening' after. */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** 'March 2026' for an ISO date; undefined when it cannot be read. */
export function memberSince(createdAt: string | undefined): string | undefined {
  if (!createdAt) return undefined;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

const STUDY_TIPS = [
  'Set a reminder 15 minutes before each study session.',
  'Get your materials ready the night before.',
  'Take a 5–10 minute break every hour to stay sharp.',
  'Review your progress once a week and adjust your plan.',
  'Test yourself before re-reading: recall beats review.',
  'Space your reviews out over days instead of cramming.',
  'Explain a concept out loud as if teaching a friend.',
];

/** One tip per calendar day, the same all day. */
export function tipOfTheDay(date: Date): string {
  const start = new Date(date.getFullYear(), 0, 0);
  const day = Math.floor((date.getTime() - start.getTime()) / 86_400_000);
  return STUDY_TIPS[day % STUDY_TIPS.length];
}
