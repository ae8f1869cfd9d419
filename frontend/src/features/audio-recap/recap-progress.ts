/** The recap job's own progress (0–100) from the bar's percent, of which the upload takes the first 20. */
function jobPercent(barPercent: number): number {
  return ((barPercent - 20) * 100) / 80;
}

/** What the bar says while a recap is made: the job reports material 3–30 %, script 32 %, speech 35–85 %, joining 88 %, upload 95 %. */
export function recapProgressMessage(progress: { stage: string; percent: number }): string | null {
  if (progress.stage !== 'generating' && progress.stage !== 'saving') return null;
  const job = jobPercent(progress.percent);
  if (job < 35) return 'Writing the script to your length...';
  if (job < 86) return `Speaking your recap... ${Math.max(0, Math.min(100, Math.round(((job - 35) * 100) / 50)))}% spoken`;
  if (job < 95) return 'Joining the audio...';
  return 'Uploading your recap...';
}
