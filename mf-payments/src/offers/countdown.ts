const pad = (value: number) => String(value).padStart(2, '0');

/**
 * "hh:mm:ss", zero-padded. Seconds are rounded up, so the last second reads 00:00:01 and 00:00:00 is
 * shown only when the bonus is over.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
