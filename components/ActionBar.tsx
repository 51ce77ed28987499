import { MessageSquareText, Phone } from 'lucide-react'
import { business, phoneHref } from '../content/business.ts'
import { navigation } from '../content/navigation.ts'

interface ActionBarProps {
  /** Where the quote button goes: the form on the home page (`quoteFormHref`). */
  quoteHref: string
  /** The sms: link, when the number takes texts (content/business.ts). */
  smsHref: string | undefined
}

const button = 'btn whitespace-nowrap px-2 text-base'
/**
 * One column per button, each at least as wide as its label and sharing the room left equally: the columns
 * exist before the buttons do, so a frame painted while the parser has read only the first button (a busy
 * phone's parser yields to paint) already shows it at its final width, and nothing moves when the rest arrive.
 */
const columns = {
  2: 'grid-cols-[repeat(2,minmax(max-content,1fr))]',
  3: 'grid-cols-[repeat(3,minmax(max-content,1fr))]',
}

/**
 * The phone bar: call, text and quote in one tap, fixed to the bottom of small screens, where the header has no
 * room for the phone number. Placed and sized by styles.css (`.action-bar`), which also reserves its height under
 * the footer so it never covers the end of a page; lib/browser/site.ts hides it while the visitor types.
 */
export function ActionBar({ quoteHref, smsHref }: ActionBarProps) {
  const labels = navigation.actionBar
  const number = <span className="sr-only"> {business.phone.display}</span>
  return (
    <nav
      aria-label={labels.label}
      data-action-bar=""
      className={`action-bar ${columns[smsHref ? 3 : 2]} gap-2 border-t border-black/10 bg-white px-3 pt-2`}
    >
      <a href={phoneHref} className={`${button} btn-outline text-ink`}>
        <Phone className="size-5 shrink-0" aria-hidden="true" /> {labels.call}
        {number}
      </a>
      {smsHref && (
        <a href={smsHref} className={`${button} btn-outline text-ink`}>
          <MessageSquareText className="size-5 shrink-0" aria-hidden="true" /> {labels.text}
          {number}
        </a>
      )}
      <a href={quoteHref} className={`${button} btn-primary`}>
        {labels.quote}
      </a>
    </nav>
  )
}
