import {
  BriefcaseBusiness,
  CreditCard,
  Crown,
  Handshake,
  Heart,
  LayoutDashboard,
  type LucideIcon,
  Newspaper,
  QrCode,
  ShieldCheck,
  UserPen,
  Users,
  Wallet,
} from 'lucide-react';

/** The icon of each dashboard menu group (ids of `menu-model.ts`). */
export const MENU_ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  my_services: BriefcaseBusiness,
  my_deals: Handshake,
  my_wallet: Wallet,
  payment_methods: CreditCard,
  favorite: Heart,
  my_network: Users,
  my_profile: UserPen,
  two_step_verification: ShieldCheck,
  my_qr_code: QrCode,
  my_articles: Newspaper,
  my_subscription: Crown,
};
