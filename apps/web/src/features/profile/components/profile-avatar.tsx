/** The picture, or the initials on a tinted disc. Decorative: the name is always beside it. */
export function ProfileAvatar({
  src,
  fullName,
  email,
  className = 'h-20 w-20 text-2xl',
}: {
  src: string | null;
  fullName: string | null;
  email: string;
  className?: string;
}) {
  if (src)
    return (
      <img
        src={src}
        alt=""
        width={256}
        height={256}
        className={`shrink-0 rounded-full border border-line object-cover ${className}`}
        data-testid="profile-avatar"
      />
    );
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1
      ? `${words[0]!.charAt(0)}${words[words.length - 1]!.charAt(0)}`
      : (words[0] ?? email).charAt(0);
  return (
    <span
      aria-hidden="true"
      data-testid="profile-initials"
      className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 font-semibold text-white ${className}`}
    >
      {letters.toLocaleUpperCase() || '?'}
    </span>
  );
}
