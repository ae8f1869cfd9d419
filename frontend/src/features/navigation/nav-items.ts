import { BookOpen, Brain, LayoutDashboard, Sparkles, UserRound, type LucideIcon } from 'lucide-react';
import type { NavKey } from './active-rules';

export interface NavItem {
  key: NavKey;
  label: string;
  href: string;
  icon: LucideIcon;
}

/** Desktop top navigation (spec §2). */
export const TOP_NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', label: 'Dashboard', href: '/', icon: LayoutDashboard },
  { key: 'books', label: 'Books', href: '/books', icon: BookOpen },
  { key: 'trivia', label: 'Trivia', href: '/trivia', icon: Brain },
  { key: 'all-features', label: 'All Features', href: '/all-features', icon: Sparkles },
];

/** Mobile bottom navigation, five entries (spec §2). */
export const BOTTOM_NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', label: 'Dashboard', href: '/', icon: LayoutDashboard },
  { key: 'all-features', label: 'AI Tools', href: '/all-features', icon: Sparkles },
  { key: 'books', label: 'Books', href: '/books', icon: BookOpen },
  { key: 'trivia', label: 'Trivia', href: '/trivia', icon: Brain },
  { key: 'profile', label: 'Profile', href: '/profile', icon: UserRound },
];
