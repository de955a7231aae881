import {
  Ban,
  CalendarClock,
  Check,
  CircleCheck,
  CircleX,
  ClipboardList,
  Clock,
  FileText,
  Phone,
  Send,
  ThumbsDown,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';

/**
 * The one place where the icon names of `@kiwi/domain` catalogues (lucide
 * names, decision 0302) become icon components. A catalogue that gains an
 * icon name adds it here; an unknown name draws no icon (a coloured dot).
 */
const STATUS_ICONS: Readonly<Record<string, LucideIcon>> = {
  ban: Ban,
  check: Check,
  'circle-check': CircleCheck,
  'circle-x': CircleX,
  clock: Clock,
  send: Send,
  'triangle-alert': TriangleAlert,
  // Kinds of atención (ATTEMPT_KINDS_CATALOGUE, decision 0903).
  'file-text': FileText,
  'calendar-clock': CalendarClock,
  'thumbs-down': ThumbsDown,
  'clipboard-list': ClipboardList,
  phone: Phone,
};

export function statusIcon(name: string | undefined): LucideIcon | null {
  return name ? (STATUS_ICONS[name] ?? null) : null;
}
