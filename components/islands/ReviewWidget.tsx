import { useEffect, useRef } from 'react'

/**
 * A third-party review widget: its script is added while the section is in view and removed when it leaves,
 * with what it drew (the next time in view draws one widget, not a second). With no script configured,
 * nothing is rendered and the section stands alone.
 */
export function ReviewWidget({ src, label }: { src: string; label: string }) {
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = container.current
    if (!src || !element) return
    let script: HTMLScriptElement | null = null
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && !script) {
        script = document.createElement('script')
        script.src = src
        script.async = true
        script.dataset.reviewWidget = label
        element.appendChild(script)
      } else if (!entry?.isIntersecting && script) {
        element.replaceChildren()
        script = null
      }
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      script?.remove()
    }
  }, [src, label])
  if (!src) return null
  return <div ref={container} className="min-h-40" aria-label={label} role="region" />
}
