import { initials } from '@/lib/initials';

/** A user's picture, or their initials on a tinted disc. Decorative: the name is always beside it. */
export function UserAvatar({
  fullName,
  email,
  avatarUrl,
  className = 'h-8 w-8 text-xs',
}: {
  fullName: string | null;
  email: string;
  avatarUrl: string | null;
  className?: string;
}) {
  if (avatarUrl)
    return (
      <img
        src={avatarUrl}
        alt=""
        width={256}
        height={256}
        className={`shrink-0 rounded-full border border-line object-cover ${className}`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 font-semibold text-white ${className}`}
    >
      {initials(fullName, email)}
    </span>
  );
}
