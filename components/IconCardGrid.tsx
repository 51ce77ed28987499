import type { IconName } from '../content/schema.ts'
import { Icon } from './Icon.tsx'
import { wideColumns } from './wide-columns.ts'

interface IconCard {
  title: string
  text: string
  icon: IconName
}

/**
 * A grid of cards with an icon, a title and a short text: the home page's benefits, the about page's
 * values, the 3D design page's reasons. `tone` is the card's background: the opposite of its section's.
 */
export function IconCardGrid({ cards, tone }: { cards: readonly IconCard[]; tone: 'sand' | 'white' }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${wideColumns(cards.length)}`}>
      {cards.map((card) => (
        <li key={card.title} className={`rounded-xl p-6 ${tone === 'sand' ? 'bg-sand' : 'bg-white shadow-sm'}`}>
          <Icon name={card.icon} className="size-8 text-brand" />
          <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
          <p className="mt-2 text-slate-700">{card.text}</p>
        </li>
      ))}
    </ul>
  )
}
