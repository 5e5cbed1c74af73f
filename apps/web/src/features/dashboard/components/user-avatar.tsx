import { initials } from '../lib/menu-keys';

/** The user's picture, or their initials on a tinted disc. Decorative: the name is beside it. */
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
        width={64}
        height={64}
        className={`shrink-0 rounded-full object-cover ${className}`}
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
