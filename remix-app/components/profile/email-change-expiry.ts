const HOUR_MS = 60 * 60 * 1000;

/** Whole hours until the link expires, rounded up (at least 1 while it is still valid). */
export function hoursUntil(expiresAt: string, now: Date = new Date()): number {
  const remaining = new Date(expiresAt).getTime() - now.getTime();
  return Math.max(1, Math.ceil(remaining / HOUR_MS));
}

/** "Expires in 24 hours", "Expires in 1 hour" (spec §9: remaining time in hours). */
export function expiresInText(expiresAt: string, now: Date = new Date()): string {
  const hours = hoursUntil(expiresAt, now);
  return `Expires in ${hours} ${hours === 1 ? "hour" : "hours"}`;
}
