// A time-zone offset as people read it: UTC+1, UTC−3:30, UTC±0.
export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'UTC±0';
  const sign = minutes > 0 ? '+' : '−';
  const absolute = Math.abs(minutes);
  const hours = Math.floor(absolute / 60);
  const rest = absolute % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}
