import type { BrainRole, BrainType, BrainVisibility } from '@app/contracts';
import { Globe, Lock, Share2, User, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { badgeClass } from './status-badge';

const typeIcons = { personal: User, team: Users, shared: Share2 } as const;
const neutral = `${badgeClass} border-line bg-surface text-ink-muted`;

/** Personal, team or shared, with its icon. */
export function TypeBadge({ type }: { type: BrainType }) {
  const { t } = useTranslation('brains');
  const Icon = typeIcons[type];
  return (
    <span className={neutral} data-testid="type-badge">
      <Icon className="h-3.5 w-3.5" strokeWidth={2.2} />
      {t(`types.${type}`)}
    </span>
  );
}

/** Private or public, with its icon. */
export function VisibilityBadge({ visibility }: { visibility: BrainVisibility }) {
  const { t } = useTranslation('brains');
  const Icon = visibility === 'public' ? Globe : Lock;
  return (
    <span className={neutral} data-testid="visibility-badge">
      <Icon className="h-3.5 w-3.5" strokeWidth={2.2} />
      {t(`visibilities.${visibility}`)}
    </span>
  );
}

/** The reader's role on someone else's brain (their own needs no badge). */
export function RoleBadge({ role }: { role: BrainRole }) {
  const { t } = useTranslation('brains');
  return (
    <span
      className={`${badgeClass} border-accent-500/40 bg-surface text-ink`}
      data-testid="role-badge"
    >
      {t(`roles.${role}`)}
    </span>
  );
}
