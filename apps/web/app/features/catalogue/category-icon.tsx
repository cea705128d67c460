import type { CategoryIconName } from '@wasla/shared/contracts/catalogue-admin';
import {
  AudioWaveform,
  BrainCircuit,
  BriefcaseBusiness,
  Building,
  Calculator,
  Camera,
  Clapperboard,
  Code,
  DraftingCompass,
  GraduationCap,
  HeartPulse,
  type LucideIcon,
  Megaphone,
  Palette,
  PartyPopper,
  PenLine,
  Scale,
  Scissors,
  Server,
  Shapes,
  ShoppingCart,
  Sparkles,
  Truck,
  Wrench,
} from 'lucide-react';

/** Catalogue icon names (stored with each main category) to the icons the bundle ships. */
const ICONS: Record<CategoryIconName, LucideIcon> = {
  code: Code,
  palette: Palette,
  megaphone: Megaphone,
  'pen-line': PenLine,
  clapperboard: Clapperboard,
  music: AudioWaveform,
  'briefcase-business': BriefcaseBusiness,
  'brain-circuit': BrainCircuit,
  'drafting-compass': DraftingCompass,
  'graduation-cap': GraduationCap,
  scale: Scale,
  calculator: Calculator,
  camera: Camera,
  wrench: Wrench,
  'party-popper': PartyPopper,
  'heart-pulse': HeartPulse,
  sparkles: Sparkles,
  'shopping-cart': ShoppingCart,
  server: Server,
  'building-2': Building,
  truck: Truck,
  scissors: Scissors,
};

export function CategoryIcon({ name, className = 'size-6' }: { name: string | null; className?: string }) {
  const Icon = (name && ICONS[name as CategoryIconName]) || Shapes;
  return <Icon aria-hidden="true" className={className} strokeWidth={1.75} />;
}
