/**
 * Drops the stylesheet rules no element of the given pages can match (Tailwind's base styles for form controls,
 * <code>...). It errs on keeping: selectors are tested without pseudo-classes, attributes, :not() and :has().
 */
import type { HTMLElement } from 'node-html-parser'
import postcss from 'postcss'

/** Pseudo-elements that exist only on form controls; any other pseudo-element is tested as its element. */
const CONTROL_PSEUDO_ELEMENTS =
  /(?<!\\)::?(?:placeholder|file-selector-button|-webkit-(?:datetime-edit|date-and-time-value|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-decoration)[a-z-]*)(?![\w-])/
const FORM_CONTROLS = 'input, textarea, select'
const STRUCTURAL =
  /^(?:root|first-child|last-child|only-child|first-of-type|last-of-type|only-of-type|empty|nth-[a-z-]+|is|where)$/

/**
 * The selector without the pseudo-classes a page's HTML cannot show (:hover, :focus...), inside :is() and :where()
 * too, where Tailwind's group and peer variants put them (.group-hover\:x:is(:where(.group):hover *)).
 */
function withoutStates(selector: string): string {
  // (?<!\\): a backslash escapes a class name's own brackets and colons (.max-\[399px\]\:hidden).
  return selector.replace(/(?<!\\):([a-z-]+)(\((?:[^()]|\([^()]*\))*\))?/g, (pseudo, name: string, args?: string) => {
    if (!STRUCTURAL.test(name)) return ''
    return args && (name === 'is' || name === 'where') ? `:${name}(${withoutStates(args.slice(1, -1))})` : pseudo
  })
}

/** The selector with what the HTML cannot tell taken out, or undefined when nothing testable is left. */
function testablePart(selector: string): string | undefined {
  if (CONTROL_PSEUDO_ELEMENTS.test(selector)) return FORM_CONTROLS
  const testable = withoutStates(
    selector
      .replace(/(?<!\\)::[a-z-]+(?:\([^)]*\))?/g, '')
      .replace(/(?<!\\):not\((?:[^()]|\([^()]*\))*\)/g, '')
      .replace(/(?<!\\)\[(?:[^\]\\]|\\.)*\]/g, ''),
  )
    .replace(/(?<!\\):(?:where|is)\(\)/g, '')
    .trim()
  return testable && !/^[>+~\s*]*$/.test(testable) && testable !== ':root' ? testable : undefined
}

function canMatch(selector: string, pages: HTMLElement[]): boolean {
  const testable = testablePart(selector)
  if (!testable) return true
  try {
    return pages.some((page) => page.querySelector(testable) !== null)
  } catch {
    return true
  }
}

/** The cascade layer a rule is in (Tailwind keeps base, components and utilities apart), if any. */
function layerOf(rule: postcss.Rule): string | undefined {
  for (let node = rule.parent; node && node.type !== 'root'; node = node.parent)
    if (node.type === 'atrule' && (node as postcss.AtRule).name === 'layer') return (node as postcss.AtRule).params
  return undefined
}

interface Trimming {
  /** Trim only the rules of this cascade layer; every other rule stays. */
  layer?: string
  /** Selectors to keep whatever the pages hold. */
  keep?: (selector: string) => boolean
}

export function withoutUnusedRules(css: string, pages: HTMLElement[], { layer, keep }: Trimming = {}): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    // Keyframe steps (from, 50%) are no selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return
    if (layer && layerOf(rule) !== layer) return
    const kept = rule.selectors.filter((selector) => keep?.(selector) || canMatch(selector, pages))
    if (!kept.length) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selector = kept.join(',')
  })
  // Media queries, layers and @supports blocks left empty, innermost first: a block of empty ones is empty in turn.
  const blocks: postcss.AtRule[] = []
  root.walkAtRules((block) => {
    blocks.push(block)
  })
  for (const block of blocks.reverse()) if (block.nodes?.length === 0) block.remove()
  return root.toString()
}
