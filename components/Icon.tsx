import {
  BadgeCheck, Bath, Box, Calendar, CalendarCheck, ChefHat, ClipboardCheck, Clock, Eye, FileText, Gem, Hammer, HandCoins, HardHat, HeartHandshake, Layers,
  Lightbulb, MessagesSquare, Move, Package, Paintbrush, Palette, PencilRuler, Phone, Rotate3d, Ruler, ShieldCheck,
  Sparkles, Sun, Users, type LucideIcon,
} from 'lucide-react'
import type { IconName } from '../content/schema.ts'

const icons: Record<IconName, LucideIcon> = {
  ruler: Ruler, gem: Gem, hammer: Hammer, clock: Clock, 'shield-check': ShieldCheck, messages: MessagesSquare,
  'pencil-ruler': PencilRuler, 'hard-hat': HardHat, 'clipboard-check': ClipboardCheck, 'chef-hat': ChefHat, bath: Bath,
  package: Package, paintbrush: Paintbrush, layers: Layers, box: Box, 'heart-handshake': HeartHandshake,
  lightbulb: Lightbulb, users: Users, sparkles: Sparkles, eye: Eye, palette: Palette, sun: Sun, move: Move,
  'rotate-3d': Rotate3d, phone: Phone, 'file-text': FileText, calendar: Calendar, 'calendar-check': CalendarCheck,
  'hand-coins': HandCoins, 'badge-check': BadgeCheck,
}

/** A decorative content icon (content modules name icons; this maps names to lucide icons). */
export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Component = icons[name]
  return <Component className={className} aria-hidden="true" focusable="false" />
}
