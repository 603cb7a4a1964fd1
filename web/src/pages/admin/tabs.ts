import {
  Bot,
  CalendarDays,
  FileSignature,
  Handshake,
  Inbox,
  LayoutGrid,
  Lightbulb,
  Mail,
  Megaphone,
  MessageSquareQuote,
  Radio,
  Receipt,
  ScrollText,
  Store,
  Target,
  Trophy,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react'
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { Permission } from './adminApi'

/** One tab of the admin dashboard; each tab is its own lazy chunk. */
export interface AdminTab {
  /** Also the ?tab= value in the URL. */
  value: string
  label: string
  /** Drawn beside the label in the sidebar and the phone menu. */
  Icon: LucideIcon
  Component: LazyExoticComponent<ComponentType>
  /** Shown only to a role with this permission (the server refuses the others); every role may read the rest. */
  permission?: Permission
}

/** A labelled section of the dashboard's navigation: the sidebar's headings, the phone menu's groups. */
export interface AdminTabGroup {
  label: string
  tabs: AdminTab[]
}

/** The dashboard's navigation, section by section; the first tab is the default. */
export const adminTabGroups: AdminTabGroup[] = [
  {
    label: 'Inbox',
    tabs: [
      { value: 'leads', Icon: Inbox, label: 'Leads', Component: lazy(() => import('./leads/LeadsTab')) },
      { value: 'testimonials', Icon: MessageSquareQuote, label: 'Testimonials', Component: lazy(() => import('./TestimonialsTab')) },
      { value: 'requests', Icon: Megaphone, label: 'Public Requests', Component: lazy(() => import('./RequestsTab')) },
      { value: 'ideas', Icon: Lightbulb, label: 'Ideas', Component: lazy(() => import('./ideas/IdeasTab')) },
    ],
  },
  {
    label: 'Partners',
    tabs: [
      { value: 'partners', Icon: Handshake, label: 'Partners', Component: lazy(() => import('./partners/PartnersTab')) },
      { value: 'purchases', Icon: Receipt, label: 'Purchases', Component: lazy(() => import('./purchases/PurchasesTab')) },
      { value: 'success', Icon: Trophy, label: 'Success', Component: lazy(() => import('./success/SuccessTab')) },
      { value: 'marketplace', Icon: Store, label: 'Marketplace', Component: lazy(() => import('./marketplace/MarketplaceTab')) },
      { value: 'automations', Icon: Bot, label: 'Automations', permission: 'read', Component: lazy(() => import('./automations/AutomationsTab')) },
      { value: 'agreements', Icon: FileSignature, label: 'Agreements', Component: lazy(() => import('./agreements/AgreementsTab')) },
    ],
  },
  {
    label: 'Content',
    tabs: [
      { value: 'events', Icon: CalendarDays, label: 'Events', Component: lazy(() => import('./events/EventsTab')) },
      { value: 'live', Icon: Radio, label: 'Live Sessions', Component: lazy(() => import('./live/LiveSessionsTab')) },
      { value: 'showcase', Icon: LayoutGrid, label: 'Showcase', Component: lazy(() => import('./showcase/ShowcaseTab')) },
      { value: 'mission', Icon: Target, label: 'Mission', Component: lazy(() => import('./mission/MissionTab')) },
    ],
  },
  {
    label: 'System',
    tabs: [
      { value: 'outbox', Icon: Mail, label: 'Outbox', Component: lazy(() => import('./outbox/OutboxTab')) },
      { value: 'webhooks', Icon: Webhook, label: 'Webhooks', permission: 'webhooks', Component: lazy(() => import('./webhooks/WebhooksTab')) },
      { value: 'audit', Icon: ScrollText, label: 'Audit log', permission: 'settings', Component: lazy(() => import('./audit/AuditTab')) },
      { value: 'people', Icon: Users, label: 'People', permission: 'people', Component: lazy(() => import('./team/TeamTab')) },
    ],
  },
]

/** The navigation a role sees: the tabs its permissions allow, and the groups left with any. */
export function tabGroupsFor(permissions: readonly Permission[]): AdminTabGroup[] {
  return adminTabGroups
    .map((group) => ({ ...group, tabs: group.tabs.filter((tab) => !tab.permission || permissions.includes(tab.permission)) }))
    .filter((group) => group.tabs.length > 0)
}
