import type { IconName } from '@app/content/types';
import {
  BookOpen,
  Bot,
  BotMessageSquare,
  Briefcase,
  ChartLine,
  Clock,
  Globe,
  Headset,
  Lock,
  MessageSquareText,
  Package,
  PenLine,
  Puzzle,
  Server,
  ShieldCheck,
  Sparkles,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** The lucide icon drawn for each name the content package uses. */
const icons: Record<IconName, LucideIcon> = {
  agent: Bot,
  package: Package,
  server: Server,
  puzzle: Puzzle,
  support: Headset,
  users: Users,
  chart: ChartLine,
  pen: PenLine,
  assistant: BotMessageSquare,
  sparkles: Sparkles,
  briefcase: Briefcase,
  shield: ShieldCheck,
  lock: Lock,
  clock: Clock,
  globe: Globe,
  bolt: Zap,
  book: BookOpen,
  chat: MessageSquareText,
};

/** The drawing of an icon of the content package (see Icon). */
export default function DrawnIcon({ name, className }: { name: IconName; className: string }) {
  const Drawn = icons[name];
  return <Drawn className={className} strokeWidth={1.8} />;
}
