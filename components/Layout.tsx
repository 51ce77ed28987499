import { ArrowUp } from 'lucide-react'
import type { ReactNode } from 'react'
import { smsHref } from '../content/business.ts'
import { navigation } from '../content/navigation.ts'
import { quoteFormHref } from '../lib/routes.ts'
import { ActionBar } from './ActionBar.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'

/** The page shell: skip link, fixed header, main landmark, footer, the phone bar and the scroll-to-top button. */
export function Layout({ isHome, children }: { isHome: boolean; children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        {navigation.skipLink}
      </a>
      <Header isHome={isHome} />
      <main id="main" tabIndex={-1} className={isHome ? undefined : 'pt-22 md:pt-16'}>
        {children}
      </main>
      <Footer />
      <ActionBar quoteHref={quoteFormHref(isHome)} smsHref={smsHref} />
      <button
        type="button"
        data-scroll-top=""
        hidden
        className="scroll-top btn btn-primary"
        aria-label={navigation.names.scrollToTop}
      >
        <ArrowUp className="size-5" aria-hidden="true" />
      </button>
    </>
  )
}
