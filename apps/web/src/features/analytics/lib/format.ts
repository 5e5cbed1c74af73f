/**
 * The change against the previous period, in percent (one decimal at most), or what to say when
 * there is nothing to compare with.
 */
export function changeOf(count: number, previous: number) {
  if (previous === 0) return count === 0 ? { kind: 'same' as const } : { kind: 'new' as const };
  const percent = Math.round(((count - previous) / previous) * 1000) / 10;
  if (percent === 0) return { kind: 'same' as const };
  return { kind: percent > 0 ? ('up' as const) : ('down' as const), value: Math.abs(percent) };
}
